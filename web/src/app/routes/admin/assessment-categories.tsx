import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Button } from '@/components/ui/button';
import { GroupFormDialog } from '@/features/assessments/components/groups/group-form-dialog';
import { GroupList } from '@/features/assessments/components/groups/group-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The grouping categories that organise the catalogue, and which profilers belong to each. */
export function AdminAssessmentCategoriesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.assessmentCategories.title'));
  const [isCreating, setCreating] = useState(false);
  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.assessmentCategories.title')}
        description={t('admin.pages.assessmentCategories.description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('assessments.groups.new')}
          </Button>
        }
      />
      <GroupList onCreate={() => setCreating(true)} />
      <GroupFormDialog open={isCreating} onOpenChange={setCreating} />
    </div>
  );
}
