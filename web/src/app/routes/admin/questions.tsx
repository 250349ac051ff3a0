import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AdminBackLink } from '@/components/layouts/admin-page-header';
import { AdminAccessBadge } from '@/components/ui/admin-access-badge';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAssessmentDetail } from '@/features/assessments/api/get-assessment-detail';
import { CategoryManager } from '@/features/assessments/components/categories/category-manager';
import { PromptsDialog } from '@/features/assessments/components/prompts/prompts-dialog';
import { AssessmentHeader } from '@/features/assessments/components/questions/assessment-header';
import { CategoryQuestions } from '@/features/assessments/components/questions/category-questions';
import { useFailureToast } from '@/features/assessments/hooks/use-failure-toast';
import { getErrorCode } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/questions/:assessmentId — a profiler's categories, or with ?categoryId= one category's questions. */
export function AdminQuestionsRoute() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const categoryId = searchParams.get('categoryId');
  const detail = useAssessmentDetail(assessmentId);
  const [promptsOpen, setPromptsOpen] = useState(false);
  const notFound = getErrorCode(detail.error) === 'NOT_FOUND';
  useFailureToast(detail.isError && !notFound, t('questions.toasts.questionsLoadFailed'));
  useDocumentTitle(detail.data?.title ?? t('admin.pages.questions.title'));

  const category = categoryId ? detail.data?.categories.find((item) => item.id === categoryId) : undefined;

  return (
    <div>
      {/* The badge sits beside the back link so it shows while loading and on errors too (spec §6). */}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        {categoryId ? (
          <AdminBackLink to={paths.admin.questions.getHref(assessmentId)}>
            {t('questions.backToCategories')}
          </AdminBackLink>
        ) : (
          <AdminBackLink />
        )}
        <AdminAccessBadge />
      </div>

      {detail.isPending ? (
        <ScreenSkeleton />
      ) : notFound ? (
        <Alert tone="error" title={t('questions.notFound')} />
      ) : detail.isError ? (
        <LoadError
          title={t('questions.toasts.questionsLoadFailed')}
          onRetry={() => detail.refetch()}
          retrying={detail.isRefetching}
        />
      ) : (
        <>
          <AssessmentHeader assessment={detail.data} onOpenPrompts={() => setPromptsOpen(true)} />
          {!categoryId ? (
            <CategoryManager assessment={detail.data} />
          ) : category ? (
            <CategoryQuestions assessmentId={assessmentId} category={category} />
          ) : (
            <Alert tone="error" title={t('questions.categoryNotFound')} />
          )}
          <PromptsDialog
            assessment={promptsOpen ? { id: detail.data.id, title: detail.data.title } : null}
            onClose={() => setPromptsOpen(false)}
          />
        </>
      )}
    </div>
  );
}

function ScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6" role="status" aria-label={t('common.loading')}>
      <Card className="space-y-3 p-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </Card>
      {[0, 1, 2].map((key) => (
        <Card key={key} className="space-y-3 p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-8 w-72 max-w-full" />
        </Card>
      ))}
    </div>
  );
}
