import type { HollandReading } from '@pathwise/contract';
import type { TFunction } from 'i18next';

/**
 * Words the report builds from its reading rules, in the reader's language: a trait's place
 * ("1st", "Joint 1st"; "1.º", "1.º (empate)") and a list of names ("A, B and C"; "A, B y C").
 */

/** "2nd": the ordinal form of the language's plural rules, from report.rank.ordinal.{one,two,few,other}. */
export function ordinalText(t: TFunction, language: string, rank: number): string {
  const rule = new Intl.PluralRules(language, { type: 'ordinal' }).select(rank);
  const form = rule === 'one' || rule === 'two' || rule === 'few' ? rule : 'other';
  return t(`report.rank.ordinal.${form}`, { count: rank });
}

/** A place as the strengths list says it: "Joint 1st" when another trait shares it, else "1st". */
export function placeText(t: TFunction, language: string, rank: number, joint: boolean): string {
  const place = ordinalText(t, language, rank);
  return joint ? t('report.rank.joint', { place }) : place;
}

/** "Analytical, Creative and Leadership" with the language's own conjunction. */
export function listText(language: string, items: readonly string[]): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** The tie at the Holland code's cut-off in words ("Third place is a tie: …"), or null when there is none. */
export function hollandTieText(t: TFunction, language: string, holland: HollandReading): string | null {
  const tie = holland.cutTie;
  if (!tie) return null;
  const form = ({ 1: 'one', 2: 'two', 3: 'three' } as const)[tie.places];
  return t(`report.headline.tie.${form}`, {
    types: listText(
      language,
      tie.types.map((type) => type.trait),
    ),
    score: tie.types[0]!.score,
  });
}
