import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAssessmentIntro } from '@/features/attempts/api/get-assessment-intro';
import {
  getCurrentAttemptQueryOptions,
  useCurrentAttempt,
} from '@/features/attempts/api/get-current-attempt';
import { attemptKeys } from '@/features/attempts/api/keys';
import { useStartAttempt } from '@/features/attempts/api/start-attempt';
import { AssessmentIntro } from '@/features/attempts/components/taking/assessment-intro';
import { ProfilerScreeningForm } from '@/features/attempts/components/taking/profiler-screening-form';
import { TakingSkeleton, TakingView } from '@/features/attempts/components/taking/taking-view';
import { QUESTIONS_STEP, STEP_PARAM } from '@/features/attempts/utils/taking-url';
import { trackAssessment } from '@/lib/analytics';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /assessment/:assessmentId — the intro (Start or Resume), then the test one question at a time. */
export function AssessmentRoute() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const intro = useAssessmentIntro(assessmentId);
  // A paid profiler answers 402 here until it is bought: that simply means "no attempt".
  const current = useCurrentAttempt(assessmentId);
  const start = useStartAttempt(assessmentId);
  const [startError, setStartError] = useState<{ message: string; paymentRequired: boolean } | null>(null);
  const [entering, setEntering] = useState(false);
  // Shown when start answers SCREENING_REQUIRED: the profiler's own questions come first.
  const [askScreening, setAskScreening] = useState(false);
  useDocumentTitle(intro.data?.title ?? t('userPages.assessment'));

  const wantsQuestions = searchParams.get(STEP_PARAM) === QUESTIONS_STEP;
  const attempt = current.data?.attempt;
  const openAttempt = attempt && !attempt.isCompleted ? attempt : null;

  const onStart = () => {
    setStartError(null);
    start.mutate(undefined, {
      onSuccess: async ({ attempt: started, resumed }) => {
        trackAssessment('assessment_start', {
          assessmentId,
          attemptId: started.id,
          progress: started.progress.percentage,
          resumed,
        });
        if (resumed) {
          // Read the saved answers fresh, so the test resumes exactly where the server has it.
          setEntering(true);
          await queryClient.fetchQuery(getCurrentAttemptQueryOptions(assessmentId)).catch(() => undefined);
          setEntering(false);
        } else {
          queryClient.setQueryData(attemptKeys.current(assessmentId), { attempt: started, answers: [] });
        }
        setSearchParams((params) => {
          params.set(STEP_PARAM, QUESTIONS_STEP);
          return params;
        });
      },
      onError: (error) => {
        if (getErrorCode(error) === 'SCREENING_REQUIRED') {
          setAskScreening(true);
          return;
        }
        setStartError({
          message: getErrorMessage(error, t('taking.intro.startFailed')),
          paymentRequired: getErrorCode(error) === 'PAYMENT_REQUIRED',
        });
      },
    });
  };

  if (intro.isPending) return <IntroSkeleton label={t('common.loading')} />;
  if (intro.isError) {
    return (
      <PageLoadError
        query={intro}
        notFound={{
          icon: SearchX,
          title: t('taking.notFound.title'),
          description: t('taking.notFound.description'),
          action: <BackToDashboardButton />,
        }}
        loadFailed={t('taking.intro.loadFailed')}
        className="mx-auto max-w-3xl"
      />
    );
  }

  if (wantsQuestions) {
    if (current.isPending) return <TakingSkeleton label={t('taking.loadingQuestions')} />;
    if (openAttempt) {
      return (
        <TakingView
          key={openAttempt.id}
          assessmentId={assessmentId}
          assessmentTitle={intro.data.title}
          attemptId={openAttempt.id}
          savedAnswers={current.data?.answers ?? []}
        />
      );
    }
  }

  if (askScreening) {
    return (
      <ProfilerScreeningForm
        assessmentId={assessmentId}
        onDone={() => {
          setAskScreening(false);
          onStart();
        }}
        onCancel={() => setAskScreening(false)}
      />
    );
  }

  return (
    <AssessmentIntro
      assessment={intro.data}
      openAttempt={openAttempt}
      onStart={onStart}
      starting={start.isPending || entering}
      startError={startError}
    />
  );
}

function IntroSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-3xl" role="status" aria-label={label}>
      <Skeleton className="mb-4 h-8 w-40" />
      <Card className="space-y-4 p-6 sm:p-8">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-9 w-2/3" />
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
      </Card>
    </div>
  );
}
