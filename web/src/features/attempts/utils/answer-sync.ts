import type { PendingAnswer, PendingAnswers } from './pending-answers';

/**
 * Sends queued answers to the server one at a time, in the order given (so a changed answer can
 * never be overtaken by an older one), and keeps them queued until the server confirms.
 *
 * - A temporary failure (network, timeout, 429, 5xx) stops the run, shows `error` and retries
 *   later with growing delays, on `flush()` (reconnect, a new answer, the Retry button) or never
 *   loses the answer: it stays in the queue (and local storage) until sent.
 * - A final refusal (the attempt was completed elsewhere, the question is gone) drops that answer
 *   and reports it; the others are still sent.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'offline';

export type SyncSnapshot = {
  status: SaveStatus;
  /** Answers not confirmed by the server yet. */
  pending: number;
};

export type AnswerSyncOptions = {
  queue: PendingAnswers;
  send: (entry: PendingAnswer) => Promise<unknown>;
  /** Whether a failure is worth retrying (the answer is kept) or final (the answer is dropped). */
  isTemporary: (error: unknown) => boolean;
  onRejected?: (entry: PendingAnswer, error: unknown) => void;
  isOnline?: () => boolean;
  /** Waits between automatic retries; the last one repeats. */
  retryDelaysMs?: readonly number[];
};

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

export function createAnswerSync({
  queue,
  send,
  isTemporary,
  onRejected,
  isOnline = () => true,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: AnswerSyncOptions) {
  let snapshot: SyncSnapshot = { status: 'idle', pending: queue.size };
  const listeners = new Set<() => void>();
  let running: Promise<boolean> | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function emit(status: SaveStatus): void {
    const next = { status, pending: queue.size };
    if (next.status === snapshot.status && next.pending === snapshot.pending) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    const delay = retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)] ?? 30_000;
    retryTimer = setTimeout(() => void flush(), delay);
  }

  async function run(): Promise<boolean> {
    clearTimeout(retryTimer);
    for (let head = queue.list()[0]; head && !disposed; head = queue.list()[0]) {
      if (!isOnline()) {
        failures += 1;
        emit('offline');
        scheduleRetry();
        return false;
      }
      emit('saving');
      try {
        await send(head);
        failures = 0;
        queue.confirm(head.questionId, head.answer);
      } catch (error) {
        if (disposed) return false;
        if (isTemporary(error)) {
          failures += 1;
          emit('error');
          scheduleRetry();
          return false;
        }
        queue.drop(head.questionId);
        onRejected?.(head, error);
      }
    }
    if (disposed) return false;
    emit(snapshot.status === 'idle' && queue.size === 0 ? 'idle' : 'saved');
    return queue.size === 0;
  }

  /** Sends everything queued; resolves true once the queue is empty (false if something is still unsent). */
  function flush(): Promise<boolean> {
    if (disposed) return Promise.resolve(false);
    if (!running) {
      running = run().then((drained) => {
        running = null;
        // An answer queued between the last send and this callback starts the next run.
        if (drained && queue.size > 0 && !disposed) void flush();
        return drained && queue.size === 0;
      });
    }
    return running;
  }

  return {
    getSnapshot: (): SyncSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Queues the answer (in local storage first) and sends it. */
    save(entry: PendingAnswer): Promise<boolean> {
      queue.put(entry);
      emit(snapshot.status);
      return flush();
    },
    flush,
    /** Forgets a queued answer the person took back (a text answer cleared before it was sent). */
    discard(questionId: string): void {
      queue.drop(questionId);
      emit(snapshot.status);
    },
    dispose(): void {
      disposed = true;
      clearTimeout(retryTimer);
      listeners.clear();
    },
  };
}
export type AnswerSync = ReturnType<typeof createAnswerSync>;
