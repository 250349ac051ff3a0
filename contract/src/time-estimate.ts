import type { QuestionType } from './questions.ts';

/**
 * How long a profiler takes, from one table (decision 015): the catalogue tile, the intro page and the
 * dashboard all show `estimateMinutes` of the questions the person will be asked, so they agree.
 */

/** Seconds a person typically spends per question type: a calm pace, reading the question included. */
export const SECONDS_PER_QUESTION = {
  MULTIPLE_CHOICE: 15,
  RATING: 8,
  YES_NO: 6,
  TEXT: 60,
} as const satisfies Record<QuestionType, number>;

export type QuestionTypeCounts = Partial<Record<QuestionType, number>>;

/** A whole-minute estimate (at least 1): ⌈Σ count × seconds per type / 60⌉. */
export function estimateMinutes(counts: QuestionTypeCounts): number {
  let seconds = 0;
  for (const [type, perQuestion] of Object.entries(SECONDS_PER_QUESTION)) {
    seconds += (counts[type as QuestionType] ?? 0) * perQuestion;
  }
  return Math.max(1, Math.ceil(seconds / 60));
}
