import { HOLLAND_TYPE_NAMES, hollandLetterOf, RIASEC_LETTERS, type RiasecLetter } from '@pathwise/contract';
import { useCallback } from 'react';

/** The report's own names for the six interest areas (the labels on its bars), by letter. */
export type AreaNames = Partial<Record<RiasecLetter, string>>;

/**
 * Each interest area's name exactly as the report's bars write it (the report reading rule: a trait
 * is named as the scores name it, never translated), found by the contract's one letter rule.
 */
export function areaNamesOf(traits: readonly { trait: string }[]): AreaNames {
  const names: AreaNames = {};
  for (const { trait } of traits) {
    const letter = hollandLetterOf(trait);
    if (letter && !names[letter]) names[letter] = trait;
  }
  return names;
}

/**
 * Names an interest area the way the report's bars do, so a career's "Investigative, Conventional"
 * reads the same as the traits above it; the RIASEC type name when the report has no such bar.
 */
export function useAreaName(areaNames: AreaNames | undefined) {
  return useCallback(
    (letter: RiasecLetter) =>
      areaNames?.[letter] ?? (HOLLAND_TYPE_NAMES[RIASEC_LETTERS.indexOf(letter)] as string),
    [areaNames],
  );
}
