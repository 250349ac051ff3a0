import { type AttemptResult, rankReportTraits, shownScore } from '@pathwise/contract';

type Scores = NonNullable<AttemptResult['scores']>;
export type TraitScore = Scores['traits'][number];
export type CategoryScore = Scores['categories'][number];

export const HOLLAND_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type HollandLetter = (typeof HOLLAND_LETTERS)[number];

export function isHollandLetter(value: string): value is HollandLetter {
  return (HOLLAND_LETTERS as readonly string[]).includes(value);
}

/** The letters of a Holland code such as "SAE" (RIASEC letters only, each once, in order). */
export function hollandLetters(code: string | null | undefined): HollandLetter[] {
  const letters: HollandLetter[] = [];
  for (const char of (code ?? '').toUpperCase()) {
    if (isHollandLetter(char) && !letters.includes(char)) letters.push(char);
  }
  return letters;
}

export { hollandLetterOf } from '@pathwise/contract';

/**
 * Traits strongest first, as the bars list them: the report reading rules of the contract (equal
 * shown scores share a place and are listed in the Holland code's order, then by name; unanswered last).
 */
export function sortTraits(traits: readonly TraitScore[], hollandCode?: string | null): TraitScore[] {
  return rankReportTraits({ traits, categories: [], hollandCode: hollandCode ?? null }).map(
    ({ trait }) => trait,
  );
}

/** A 0–100 score shown as a whole number, clamped (a bar never overflows its track); ranks compare these. */
export const roundScore = shownScore;

/** A raw score as people read it: whole numbers plain, others with at most one decimal. */
export function formatRaw(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
}

/** Sections with a result to tell (a label); the others have nothing to show. */
export function categoriesWithResults(categories: readonly CategoryScore[]): CategoryScore[] {
  return categories.filter((category) => Boolean(category.resultLabel));
}
