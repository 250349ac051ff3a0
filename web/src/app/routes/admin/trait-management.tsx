import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { TraitTypeManager } from '@/features/assessments/components/traits/trait-type-manager';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminTraitManagementRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.traitManagement.title'));
  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.traitManagement.title')}
        description={t('admin.pages.traitManagement.description')}
      />
      <TraitTypeManager />
    </div>
  );
}
