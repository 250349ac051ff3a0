import type { AttemptResult } from '@pathwise/contract';

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

/** How many traits "Your strengths" lists. */
export const STRENGTH_COUNT = 3;

const HOLLAND_TRAIT_NAMES: Record<string, HollandLetter> = {
  realistic: 'R',
  investigative: 'I',
  artistic: 'A',
  social: 'S',
  enterprising: 'E',
  conventional: 'C',
};

/** The RIASEC letter a trait stands for ("Investigative" → "I"), or null for other traits. */
export function hollandLetterOf(trait: string): HollandLetter | null {
  return HOLLAND_TRAIT_NAMES[trait.trim().toLowerCase()] ?? null;
}

/**
 * Traits strongest first: highest 0–100 score first; ties follow the Holland code when there is
 * one (so lists agree with the code shown above them), then more items answered, then the order
 * the result lists them. Traits with nothing answered go last.
 */
export function sortTraits(traits: readonly TraitScore[], hollandCode?: string | null): TraitScore[] {
  const code = hollandLetters(hollandCode);
  const codeRank = (trait: TraitScore) => {
    const letter = hollandLetterOf(trait.trait);
    const at = letter ? code.indexOf(letter) : -1;
    return at === -1 ? code.length : at;
  };
  const answered = (trait: TraitScore) => (trait.itemsAnswered > 0 ? 0 : 1);
  return traits
    .map((trait, order) => ({ trait, order }))
    .sort(
      (a, b) =>
        answered(a.trait) - answered(b.trait) ||
        b.trait.score - a.trait.score ||
        codeRank(a.trait) - codeRank(b.trait) ||
        b.trait.itemsAnswered - a.trait.itemsAnswered ||
        a.order - b.order,
    )
    .map(({ trait }) => trait);
}

/** The person's strongest answered traits, at most `count` (see sortTraits for the order). */
export function topTraits(
  traits: readonly TraitScore[],
  count = STRENGTH_COUNT,
  hollandCode?: string | null,
): TraitScore[] {
  return sortTraits(traits, hollandCode)
    .filter((trait) => trait.itemsAnswered > 0)
    .slice(0, count);
}

/** A 0–100 score shown as a whole number, clamped (a bar never overflows its track). */
export function roundScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** A raw score as people read it: whole numbers plain, others with at most one decimal. */
export function formatRaw(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
}

/** Sections with a result to tell (a label); the others have nothing to show. */
export function categoriesWithResults(categories: readonly CategoryScore[]): CategoryScore[] {
  return categories.filter((category) => Boolean(category.resultLabel));
}
