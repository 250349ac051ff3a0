import { RIASEC_LETTERS, type RiasecLetter, type RiasecProfile } from '@pathwise/contract';

/**
 * The person's interest scores run 0–100; an occupation's O*NET Occupational Interest ratings run
 * 1–7. Neither number means anything on the other's scale, so the drawer shows each as how far it
 * sits between its own scale's lowest and highest value (0 → 0 %, 100 → 100 %; 1 → 0 %, 7 → 100 %)
 * and says so. The matching itself compares shapes (a correlation), so it needs no such step.
 */
export const PERSON_SCALE = { min: 0, max: 100 } as const;
export const OCCUPATION_SCALE = { min: 1, max: 7 } as const;

/** Where `value` sits on a scale, as a whole percentage from 0 to 100. */
export function shareOfScale(value: number, scale: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return 0;
  const share = ((value - scale.min) / (scale.max - scale.min)) * 100;
  return Math.round(Math.min(100, Math.max(0, share)));
}

export type InterestComparisonRow = {
  letter: RiasecLetter;
  /** The person's score on its own 0–100 scale, or null when the attempt has no interest profile. */
  person: number | null;
  personShare: number | null;
  /** The occupation's OI rating on its own 1–7 scale. */
  occupation: number;
  occupationShare: number;
};

/** The six areas in RIASEC order, each with both scores and their shares of scale. */
export function compareInterests(
  person: RiasecProfile | null,
  occupation: RiasecProfile,
): InterestComparisonRow[] {
  return RIASEC_LETTERS.map((letter) => {
    const mine = person ? person[letter] : null;
    return {
      letter,
      person: mine === null ? null : Math.round(mine),
      personShare: mine === null ? null : shareOfScale(mine, PERSON_SCALE),
      occupation: occupation[letter],
      occupationShare: shareOfScale(occupation[letter], OCCUPATION_SCALE),
    };
  });
}

/** The letters of an O*NET high-point code such as "ICR" (RIASEC letters only, each once, in order). */
export function highPointLetters(code: string): RiasecLetter[] {
  const letters: RiasecLetter[] = [];
  for (const char of code.toUpperCase()) {
    if ((RIASEC_LETTERS as readonly string[]).includes(char) && !letters.includes(char as RiasecLetter)) {
      letters.push(char as RiasecLetter);
    }
  }
  return letters;
}
