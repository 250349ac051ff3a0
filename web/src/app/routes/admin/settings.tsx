import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { ConnectivityTests } from '@/features/settings/components/connectivity-tests';
import { SettingsPanel } from '@/features/settings/components/settings-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminSettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.settings.title'));
  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.settings.title')}
        description={t('admin.pages.settings.description')}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <SettingsPanel />
        <div className="xl:sticky xl:top-24">
          <ConnectivityTests />
        </div>
      </div>
    </div>
  );
}
