import type { SavedAnswer } from '@pathwise/contract';
import { ArrowLeft, ArrowRight, Flag, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTakingKeyboard } from '../../hooks/use-taking-keyboard';
import { type TakingNotice, useTakingSession } from '../../hooks/use-taking-session';
import { canLeaveForward, type FlowStep } from '../../utils/question-flow';
import { QuestionStep } from './question-step';
import { SaveIndicator } from './save-indicator';
import { TakingProgress } from './taking-progress';

type TakingSessionViewProps = {
  assessmentId: string;
  assessmentTitle: string;
  attemptId: string;
  steps: FlowStep[];
  sectionCount: number;
  savedAnswers: SavedAnswer[];
};

/** The test itself: one question at a time, with progress, autosave state and navigation. */
export function TakingSessionView({
  assessmentId,
  assessmentTitle,
  attemptId,
  steps,
  sectionCount,
  savedAnswers,
}: TakingSessionViewProps) {
  const { t } = useTranslation();
  const session = useTakingSession({ assessmentId, attemptId, steps, savedAnswers });
  useTakingKeyboard(session, { disabled: session.notice?.kind === 'closed' });
  const questionRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A new question: focus it (screen readers read it; the keys keep working) and bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const element = questionRef.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (element.getBoundingClientRect().top < 80) {
      window.scrollTo({ top: Math.max(0, window.scrollY + element.getBoundingClientRect().top - 96) });
    }
  }, [session.index]);

  const { step } = session;
  if (!step) return null;
  const answer = session.answers.get(step.question.id);
  const ready = canLeaveForward(step.question, answer);
  const closed = session.notice?.kind === 'closed';

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-4 flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link to={paths.dashboard.getHref()}>
            <LogOut aria-hidden className="rotate-180" />
            {t('taking.saveAndExit')}
          </Link>
        </Button>
        <SaveIndicator state={session.saveState} onRetry={() => void session.retrySaves()} />
      </div>

      {/* Each question screen's one h1: the profiler (the question under it changes, the page does not). */}
      <h1 className="mb-3 truncate text-sm font-medium text-slate-600">{assessmentTitle}</h1>
      <div className="mb-5">
        <TakingProgress progress={session.progress} position={session.index + 1} total={steps.length} />
      </div>

      <Card>
        <section
          ref={questionRef}
          tabIndex={-1}
          aria-labelledby={`question-${step.question.id}`}
          className="px-5 pt-6 pb-6 focus:outline-none sm:px-8 sm:pt-8"
          data-testid="question-step"
        >
          <QuestionStep key={step.question.id} step={step} session={session} sectionCount={sectionCount} />
          {session.notice ? (
            <Notice notice={session.notice} attemptId={attemptId} onRetry={() => void session.finish()} />
          ) : null}
        </section>

        <div className="sticky bottom-0 z-10 flex items-center gap-3 rounded-b-(--radius-card) border-t border-slate-100 bg-slate-50/95 px-5 py-3 backdrop-blur sm:static sm:px-8">
          <Button
            variant="outline"
            onClick={session.previous}
            disabled={session.isFirst}
            aria-keyshortcuts="ArrowLeft Backspace"
          >
            <ArrowLeft aria-hidden />
            <span className="max-sm:sr-only">{t('taking.previous')}</span>
          </Button>
          <p className="hidden flex-1 text-center text-xs text-slate-500 md:block" aria-hidden>
            {t('taking.keyboardHint')}
          </p>
          <div className="ml-auto flex md:ml-0">
            {session.isLast ? (
              <Button
                onClick={() => void session.finish()}
                loading={session.finishing}
                disabled={closed}
                size="lg"
              >
                <Flag aria-hidden />
                {t('taking.finish.button')}
              </Button>
            ) : (
              <Button
                variant={ready ? 'primary' : 'outline'}
                onClick={session.next}
                aria-keyshortcuts="Enter ArrowRight"
                size="lg"
              >
                {ready ? t('taking.next') : t('taking.skip')}
                <ArrowRight aria-hidden />
              </Button>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}

function Notice({
  notice,
  attemptId,
  onRetry,
}: {
  notice: TakingNotice;
  attemptId: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'unanswered':
      return (
        <Alert tone="error" className="mt-5" title={notice.message}>
          {t('taking.finish.jumped')}
        </Alert>
      );
    case 'unsaved':
      return (
        <Alert
          tone="error"
          className="mt-5"
          title={t('taking.finish.unsavedTitle')}
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('taking.finish.unsaved')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          tone="error"
          className="mt-5"
          title={notice.message}
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    case 'closed':
      return (
        <Alert
          tone="info"
          className="mt-5"
          title={t('taking.closed.title')}
          action={
            <Button size="sm" asChild>
              <Link to={paths.report.getHref(attemptId)}>{t('taking.closed.viewReport')}</Link>
            </Button>
          }
        >
          {t('taking.closed.description')}
        </Alert>
      );
    default:
      return null;
  }
}
