import type { AnswerValue, SavedAnswer } from '@pathwise/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { trackAssessment } from '@/lib/analytics';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { useCompleteAttempt } from '../api/complete-attempt';
import { createPendingAnswers, type PendingAnswer } from '../utils/pending-answers';
import {
  computeProgress,
  type FlowStep,
  findFirstUnansweredRequired,
  findResumeIndex,
  isAnswered,
} from '../utils/question-flow';
import { useAnswerSync } from './use-answer-sync';

/** Funnel milestones: one `assessment_progress` event when each is first reached. */
export const PROGRESS_MILESTONES = [25, 50, 75, 100] as const;
/** Pause after a choice before the next question slides in, so the choice is seen. */
export const AUTO_ADVANCE_MS = 350;

export type TakingNotice =
  | { kind: 'unanswered'; message: string }
  | { kind: 'unsaved' }
  | { kind: 'failed'; message: string }
  | { kind: 'closed' };

type Options = {
  assessmentId: string;
  attemptId: string;
  steps: FlowStep[];
  savedAnswers: SavedAnswer[];
};

function initialAnswers(attemptId: string, saved: SavedAnswer[]): Map<string, AnswerValue> {
  const answers = new Map<string, AnswerValue>(saved.map((answer) => [answer.questionId, answer.answer]));
  // Answers this device has not sent yet are newer than the server's.
  for (const pending of createPendingAnswers(attemptId).list())
    answers.set(pending.questionId, pending.answer);
  return answers;
}

/**
 * One attempt being taken, one question at a time: the answers (kept on the device until the
 * server has them), where the person is, text drafts, finishing, and the funnel events.
 */
export function useTakingSession({ assessmentId, attemptId, steps, savedAnswers }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteAttempt(assessmentId);

  const [answers, setAnswers] = useState(() => initialAnswers(attemptId, savedAnswers));
  const answersRef = useRef(answers);
  const [index, setIndex] = useState(() => findResumeIndex(steps, answers));
  const [textDraft, setTextDraftState] = useState<{ questionId: string; value: string } | null>(null);
  const textDraftRef = useRef(textDraft);
  const [notice, setNotice] = useState<TakingNotice | null>(null);
  const completedRef = useRef(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const progress = useMemo(() => computeProgress(steps, answers), [steps, answers]);
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const reached = useRef<Set<number>>(
    new Set(PROGRESS_MILESTONES.filter((milestone) => progress.percentage >= milestone)),
  );

  const replaceAnswers = useCallback((next: Map<string, AnswerValue>) => {
    answersRef.current = next;
    setAnswers(next);
  }, []);

  const sync = useAnswerSync({
    assessmentId,
    attemptId,
    onRejected: (entry: PendingAnswer, error: unknown) => {
      if (getErrorCode(error) === 'CONFLICT') {
        // Completed in another tab or device: nothing more can be saved here.
        setNotice({ kind: 'closed' });
        return;
      }
      toast.error(getErrorMessage(error, t('taking.save.rejected')));
      if (answersRef.current.get(entry.questionId) === entry.answer) {
        const next = new Map(answersRef.current);
        next.delete(entry.questionId);
        replaceAnswers(next);
      }
    },
  });

  const step = steps[Math.min(index, steps.length - 1)];
  const isLast = index >= steps.length - 1;

  const trackMilestones = useCallback(
    (next: Map<string, AnswerValue>) => {
      const { percentage } = computeProgress(steps, next);
      const crossed = PROGRESS_MILESTONES.filter(
        (milestone) => percentage >= milestone && !reached.current.has(milestone),
      );
      // One event per milestone, even when one answer crosses two (a long optional stretch skipped).
      for (const milestone of crossed) {
        reached.current.add(milestone);
        trackAssessment('assessment_progress', { assessmentId, attemptId, progress: percentage, milestone });
      }
    },
    [steps, assessmentId, attemptId],
  );

  /** Records an answer at once and queues it for the server. */
  const setAnswer = useCallback(
    (target: FlowStep, value: AnswerValue) => {
      const { question } = target;
      if (answersRef.current.get(question.id) === value) return;
      const next = new Map(answersRef.current);
      next.set(question.id, value);
      replaceAnswers(next);
      setNotice((current) => (current?.kind === 'closed' ? current : null));
      void sync.save({
        questionId: question.id,
        categoryId: question.categoryId,
        answer: value,
        answeredAt: new Date().toISOString(),
      });
      trackMilestones(next);
    },
    [replaceAnswers, sync, trackMilestones],
  );

  const setTextDraft = useCallback((questionId: string, value: string) => {
    const draft = { questionId, value };
    textDraftRef.current = draft;
    setTextDraftState(draft);
  }, []);

  /** Saves the text being typed (on blur, on moving away, on leaving the page). */
  const commitText = useCallback(() => {
    const draft = textDraftRef.current;
    if (!draft) return;
    const target = steps.find((candidate) => candidate.question.id === draft.questionId);
    if (!target) return;
    const text = draft.value.trim();
    if (text) {
      setAnswer(target, text);
    } else if (answersRef.current.has(draft.questionId)) {
      // A cleared text answer: optional, so it simply no longer counts (and is not sent).
      const next = new Map(answersRef.current);
      next.delete(draft.questionId);
      replaceAnswers(next);
      sync.discard(draft.questionId);
    }
  }, [steps, setAnswer, replaceAnswers, sync]);

  const cancelAdvance = useCallback(() => clearTimeout(advanceTimer.current), []);

  const goTo = useCallback(
    (target: number) => {
      cancelAdvance();
      commitText();
      textDraftRef.current = null;
      setTextDraftState(null);
      setIndex(Math.max(0, Math.min(steps.length - 1, target)));
    },
    [cancelAdvance, commitText, steps.length],
  );

  const next = useCallback(() => {
    setNotice((current) => (current?.kind === 'closed' ? current : null));
    goTo(index + 1);
  }, [goTo, index]);

  const previous = useCallback(() => {
    setNotice((current) => (current?.kind === 'closed' ? current : null));
    goTo(index - 1);
  }, [goTo, index]);

  /**
   * Picks a choice. A first answer (by click, tap or number key) moves on by itself after a
   * short pause; changing an earlier answer stays put, so reviewing is calm.
   */
  const choose = useCallback(
    (value: AnswerValue, { advance = false }: { advance?: boolean } = {}) => {
      if (!step) return;
      const wasAnswered = isAnswered(step.question, answersRef.current.get(step.question.id));
      setAnswer(step, value);
      cancelAdvance();
      if (advance && !wasAnswered && !isLast) {
        const from = index;
        advanceTimer.current = setTimeout(() => {
          setIndex((current) => (current === from ? current + 1 : current));
        }, AUTO_ADVANCE_MS);
      }
    },
    [step, setAnswer, cancelAdvance, isLast, index],
  );

  const finish = useCallback(async () => {
    cancelAdvance();
    commitText();
    setNotice(null);
    const drained = await sync.flush();
    if (!drained) {
      setNotice({ kind: 'unsaved' });
      return;
    }
    complete.mutate(attemptId, {
      onSuccess: () => {
        completedRef.current = true;
        createPendingAnswers(attemptId).clear();
        trackAssessment('assessment_complete', { assessmentId, attemptId, progress: 100 });
        navigate(paths.report.getHref(attemptId));
      },
      onError: (error) => {
        const code = getErrorCode(error);
        if (code === 'UNPROCESSABLE') {
          const first = findFirstUnansweredRequired(steps, answersRef.current);
          if (first !== -1) goTo(first);
          setNotice({ kind: 'unanswered', message: getErrorMessage(error, t('taking.finish.unanswered')) });
        } else if (code === 'CONFLICT') {
          setNotice({ kind: 'closed' });
        } else {
          setNotice({ kind: 'failed', message: getErrorMessage(error, t('taking.finish.failed')) });
        }
      },
    });
  }, [cancelAdvance, commitText, sync, complete, attemptId, assessmentId, navigate, steps, goTo, t]);

  // Leaving mid-way: keep the text being typed on the device and tell the funnel.
  const commitTextRef = useRef(commitText);
  commitTextRef.current = commitText;
  useEffect(() => {
    let sent = false;
    const abandon = () => {
      commitTextRef.current();
      if (sent || completedRef.current) return;
      sent = true;
      trackAssessment('assessment_abandon', {
        assessmentId,
        attemptId,
        progress: progressRef.current.percentage,
      });
    };
    window.addEventListener('pagehide', abandon);
    return () => {
      window.removeEventListener('pagehide', abandon);
      clearTimeout(advanceTimer.current);
      abandon();
    };
  }, [assessmentId, attemptId]);

  return {
    steps,
    index,
    step,
    isFirst: index === 0,
    isLast,
    answers,
    progress,
    saveState: sync.snapshot,
    retrySaves: sync.flush,
    textDraft: textDraft && step && textDraft.questionId === step.question.id ? textDraft.value : null,
    setTextDraft,
    commitText,
    choose,
    goTo,
    next,
    previous,
    finish,
    finishing: complete.isPending,
    notice,
  };
}
export type TakingSession = ReturnType<typeof useTakingSession>;
