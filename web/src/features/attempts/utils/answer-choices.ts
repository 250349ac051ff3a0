import type { AnswerValue, TakingQuestion } from '@pathwise/contract';

/** A rating question's five points, answered as their position. */
export const RATING_POINTS = [1, 2, 3, 4, 5] as const;

/**
 * The answers a question offers, in the order shown: what the number keys 1–5 pick and the
 * arrow keys move through. TEXT has none.
 */
export function choicesOf(question: TakingQuestion): AnswerValue[] {
  switch (question.type) {
    case 'MULTIPLE_CHOICE':
      return question.options.map((option) => option.value);
    case 'RATING':
      return [...RATING_POINTS];
    case 'YES_NO':
      return [true, false];
    default:
      return [];
  }
}

/** The choice behind number key `n` (1-based), or undefined when there is none. */
export function choiceForKey(question: TakingQuestion, n: number): AnswerValue | undefined {
  return choicesOf(question)[n - 1];
}

/**
 * The choice `step` places after (or before, when negative) the current one, stopping at the
 * ends; from no answer, down picks the first choice and up the last.
 */
export function moveChoice(question: TakingQuestion, current: AnswerValue | undefined, step: 1 | -1) {
  const choices = choicesOf(question);
  if (choices.length === 0) return undefined;
  const at = current === undefined ? -1 : choices.indexOf(current);
  if (at === -1) return step === 1 ? choices[0] : choices.at(-1);
  return choices[Math.min(choices.length - 1, Math.max(0, at + step))];
}

/**
 * Labels of the five rating points: the question's own when it carries five (item banks carry
 * their anchor labels), otherwise none and the page shows the agreement scale.
 */
export function ratingLabelsOf(question: TakingQuestion): string[] | null {
  const labels = question.options.map((option) => option.label.trim());
  return labels.length === RATING_POINTS.length && labels.every(Boolean) ? labels : null;
}
