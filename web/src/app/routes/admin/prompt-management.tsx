import { useTranslation } from 'react-i18next';
import { AdminAccessBadge } from '@/components/ui/admin-access-badge';
import { PageHeader } from '@/components/ui/page-header';
import { PromptOverview } from '@/features/assessments/components/prompts/prompt-overview';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPromptManagementRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.promptManagement.title'));
  return (
    <div>
      <PageHeader
        badges={<AdminAccessBadge />}
        title={t('admin.pages.promptManagement.title')}
        description={t('admin.pages.promptManagement.description')}
      />
      <PromptOverview />
    </div>
  );
}
