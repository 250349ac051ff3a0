import type { PaymentOrder } from '@pathwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
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
import { useProfilerAccess } from '@/features/payments/api/get-profiler-access';
import { paymentKeys } from '@/features/payments/api/keys';
import {
  AccessChecking,
  PendingPayment,
  PurchaseComplete,
} from '@/features/payments/components/access-notices';
import { CHECKOUT_COUPON_PARAM, CheckoutCard } from '@/features/payments/components/checkout-card';
import { trackAssessment } from '@/lib/analytics';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /assessment/:assessmentId — the intro (Start or Resume; for a paid profiler not owned, the checkout
 * instead), then the test one question at a time.
 */
export function AssessmentRoute() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const intro = useAssessmentIntro(assessmentId);
  const isPaid = intro.data ? !intro.data.isFree : false;
  const access = useProfilerAccess(assessmentId, isPaid);
  const canTake = intro.data ? intro.data.isFree || access.data?.hasAccess === true : false;
  // A paid profiler's attempt is read only once it is the person's (the server would answer 402).
  const current = useCurrentAttempt(assessmentId, canTake);
  const start = useStartAttempt(assessmentId);
  const [startError, setStartError] = useState<{ message: string } | null>(null);
  const [purchased, setPurchased] = useState<PaymentOrder | null>(null);
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
        if (getErrorCode(error) === 'PAYMENT_REQUIRED') {
          // Ownership changed since the page read it (a refund): read it again, so the checkout shows.
          void queryClient.invalidateQueries({ queryKey: paymentKeys.access(assessmentId) });
        }
        setStartError({ message: getErrorMessage(error, t('taking.intro.startFailed')) });
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

  if (wantsQuestions && (canTake || access.isPending)) {
    if (!canTake || current.isPending) return <TakingSkeleton label={t('taking.loadingQuestions')} />;
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

  let purchase: ReactNode = null;
  if (purchased) {
    purchase = <PurchaseComplete order={purchased} />;
  } else if (isPaid) {
    if (access.isPending) {
      purchase = <AccessChecking />;
    } else if (access.isError || !access.data) {
      purchase = (
        <LoadError
          title={t('payments.access.checkFailed')}
          onRetry={() => access.refetch()}
          retrying={access.isRefetching}
          icon={false}
        />
      );
    } else if (access.data.status === 'pending') {
      purchase = <PendingPayment onCheckAgain={() => void access.refetch()} checking={access.isFetching} />;
    } else if (access.data.status === 'not_owned') {
      purchase = (
        <CheckoutCard
          profiler={intro.data}
          initialCoupon={searchParams.get(CHECKOUT_COUPON_PARAM) ?? ''}
          onPurchased={(order) => {
            setStartError(null);
            setPurchased(order);
          }}
        />
      );
    }
  }

  return (
    <AssessmentIntro
      assessment={intro.data}
      openAttempt={openAttempt}
      onStart={onStart}
      starting={start.isPending || entering}
      startError={startError}
      owned={isPaid && (purchased !== null || access.data?.status === 'owned')}
      purchase={purchase}
      canStart={canTake || purchased !== null}
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
