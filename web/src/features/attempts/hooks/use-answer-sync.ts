import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { saveAnswer } from '../api/save-answer';
import { type AnswerSync, createAnswerSync, type SyncSnapshot } from '../utils/answer-sync';
import { createPendingAnswers, type PendingAnswer } from '../utils/pending-answers';

const IDLE: SyncSnapshot = { status: 'idle', pending: 0 };
const noSubscription = () => () => {};

/**
 * Whether a failed save is worth trying again. No answer (network, timeout), rate limits and
 * server errors pass; a 401 too (the answer waits on this device for the next sign-in). Other
 * 4xx are final: the attempt was completed elsewhere or the question is no longer asked.
 */
export function isTemporarySaveError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

type Options = {
  assessmentId: string;
  attemptId: string;
  onRejected: (entry: PendingAnswer, error: unknown) => void;
};

/**
 * The attempt's answer queue: `save` keeps the answer on the device and sends it; unsent answers
 * are sent again when the connection returns, the tab comes back, or the page is opened again.
 */
export function useAnswerSync({ assessmentId, attemptId, onRejected }: Options) {
  const [sync, setSync] = useState<AnswerSync | null>(null);
  const rejected = useRef(onRejected);
  rejected.current = onRejected;

  useEffect(() => {
    const engine = createAnswerSync({
      queue: createPendingAnswers(attemptId),
      send: ({ questionId, categoryId, answer }) =>
        saveAnswer(assessmentId, attemptId, { questionId, categoryId, answer }),
      isTemporary: isTemporarySaveError,
      onRejected: (entry, error) => rejected.current(entry, error),
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    });
    setSync(engine);
    // Whatever an earlier visit could not send goes first.
    void engine.flush();
    const flush = () => void engine.flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && engine.getSnapshot().pending > 0) flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
      engine.dispose();
      setSync(null);
    };
  }, [assessmentId, attemptId]);

  const snapshot = useSyncExternalStore(
    sync?.subscribe ?? noSubscription,
    sync ? sync.getSnapshot : () => IDLE,
    () => IDLE,
  );

  return {
    snapshot,
    save: (entry: PendingAnswer): Promise<boolean> => {
      if (sync) return sync.save(entry);
      // Before the queue is up (first paint): keep it on the device; the queue sends it when it starts.
      createPendingAnswers(attemptId).put(entry);
      return Promise.resolve(false);
    },
    flush: () => sync?.flush() ?? Promise.resolve(false),
    discard: (questionId: string) => {
      if (sync) sync.discard(questionId);
      else createPendingAnswers(attemptId).drop(questionId);
    },
  };
}
