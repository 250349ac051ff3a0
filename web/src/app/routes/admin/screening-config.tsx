import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { ScreeningFieldList } from '@/features/assessments/components/screening/screening-field-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The profile screening every user fills: which fields it asks, in what order. */
export function AdminScreeningConfigRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.screeningConfig.title'));
  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.screeningConfig.title')}
        description={t('admin.pages.screeningConfig.description')}
      />
      <ScreeningFieldList />
    </div>
  );
}
