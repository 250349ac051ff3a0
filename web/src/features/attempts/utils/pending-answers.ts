import type { AnswerValue } from '@pathwise/contract';

/**
 * Answers not yet confirmed by the server, kept in local storage per attempt, so a dropped
 * connection, a closed tab or a crash loses nothing: they are sent again on reconnect or resume.
 * One entry per question (the latest answer wins), in the order they were first given.
 */
export type PendingAnswer = {
  questionId: string;
  categoryId: string;
  answer: AnswerValue;
  /** ISO time the person gave this answer. */
  answeredAt: string;
};

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'pathwise.pendingAnswers.';

export function pendingAnswersKey(attemptId: string): string {
  return `${KEY_PREFIX}${attemptId}`;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be switched off (some private modes): answers then live in this tab only.
    return null;
  }
}

function isAnswerValue(value: unknown): value is AnswerValue {
  return typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number';
}

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.questionId === 'string' &&
    typeof entry.categoryId === 'string' &&
    typeof entry.answeredAt === 'string' &&
    isAnswerValue(entry.answer)
  );
}

/**
 * The queue of one attempt. The in-memory copy is the truth for this tab; every change is also
 * written to storage (best effort: a full or disabled storage keeps the answers in this tab only).
 */
export function createPendingAnswers(attemptId: string, storage: KeyValueStorage | null = defaultStorage()) {
  const key = pendingAnswersKey(attemptId);
  let entries = load();

  function load(): PendingAnswer[] {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingAnswer) : [];
    } catch {
      return [];
    }
  }

  function save(next: PendingAnswer[]): void {
    entries = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Quota exceeded: the answers stay queued in memory and are still sent.
    }
  }

  return {
    list: (): PendingAnswer[] => [...entries],
    get size(): number {
      return entries.length;
    },
    /** Adds or replaces the question's pending answer (keeping its place in the queue). */
    put(entry: PendingAnswer): void {
      const at = entries.findIndex((existing) => existing.questionId === entry.questionId);
      save(at === -1 ? [...entries, entry] : entries.map((existing, i) => (i === at ? entry : existing)));
    },
    /**
     * Drops the question's entry once the server confirmed `answer`; a newer answer given while
     * the request was in flight stays queued.
     */
    confirm(questionId: string, answer: AnswerValue): void {
      const next = entries.filter((entry) => !(entry.questionId === questionId && entry.answer === answer));
      if (next.length !== entries.length) save(next);
    },
    /** Drops the question's entry whatever its answer (the server refused it for good). */
    drop(questionId: string): void {
      save(entries.filter((entry) => entry.questionId !== questionId));
    },
    clear(): void {
      save([]);
    },
  };
}
export type PendingAnswers = ReturnType<typeof createPendingAnswers>;
