import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { PromptOverview } from '@/features/assessments/components/prompts/prompt-overview';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPromptManagementRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.promptManagement.title'));
  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.promptManagement.title')}
        description={t('admin.pages.promptManagement.description')}
      />
      <PromptOverview />
    </div>
  );
}
