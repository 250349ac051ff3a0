import type { SavedAnswer } from '@pathwise/contract';
import { ListX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useTakingQuestions } from '../../api/get-taking-questions';
import { flattenQuestions } from '../../utils/question-flow';
import { TakingSessionView } from './taking-session-view';

type TakingViewProps = {
  assessmentId: string;
  assessmentTitle: string;
  attemptId: string;
  savedAnswers: SavedAnswer[];
};

/** Loads the questions this person is asked, then runs the session. */
export function TakingView({ assessmentId, assessmentTitle, attemptId, savedAnswers }: TakingViewProps) {
  const { t } = useTranslation();
  const questions = useTakingQuestions(assessmentId);
  const steps = useMemo(() => flattenQuestions(questions.data?.categories ?? []), [questions.data]);

  if (questions.isPending) return <TakingSkeleton label={t('taking.loadingQuestions')} />;
  if (questions.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        <LoadError
          title={getErrorMessage(questions.error, t('taking.loadFailed'))}
          onRetry={() => questions.refetch()}
          retrying={questions.isRefetching}
          icon={false}
        />
      </div>
    );
  }
  if (steps.length === 0) {
    return (
      <Card className="mx-auto max-w-3xl">
        <EmptyState
          icon={ListX}
          title={t('taking.noQuestions.title')}
          description={t('taking.noQuestions.description')}
          action={<BackToDashboardButton />}
        />
      </Card>
    );
  }
  return (
    <TakingSessionView
      assessmentId={assessmentId}
      assessmentTitle={assessmentTitle}
      attemptId={attemptId}
      steps={steps}
      sectionCount={questions.data.categories.filter((category) => category.questions.length > 0).length}
      savedAnswers={savedAnswers}
    />
  );
}

export function TakingSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-3xl" role="status" aria-label={label}>
      <Skeleton className="mb-4 h-7 w-32" />
      <Skeleton className="mb-5 h-2 w-full" />
      <Card className="space-y-4 p-6 sm:p-8">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </Card>
    </div>
  );
}
