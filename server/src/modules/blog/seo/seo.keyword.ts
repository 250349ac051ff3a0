import { FUNCTION_WORDS } from './seo.lexicon.ts';
import { wordsOf } from './seo.readability.ts';

/**
 * Finding the focus keyword (decision 020). Case and accents never matter ("Résumé" finds
 * "resume"), a keyword of several words is matched as a phrase of whole words, and a word also
 * matches its plain English plural or possessive ("career" finds "careers", "career's") — the forms
 * Yoast's free analysis misses and its premium one finds; no stemming beyond that.
 */

export function foldText(text: string): string {
  // Unicode normalisation is the slow step; plain ASCII text has nothing to fold.
  const folded = /[\u0080-\uffff]/.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
  return folded.toLowerCase().replace(/[’‘]/g, "'");
}

/** Folded words of a text, in order. */
export function keywordTokens(text: string): string[] {
  return wordsOf(foldText(text));
}

function sameWord(found: string, wanted: string): boolean {
  return (
    found === wanted ||
    found === `${wanted}s` ||
    found === `${wanted}es` ||
    found === `${wanted}'s` ||
    found === `${wanted}s'`
  );
}

/** Word positions where the phrase starts (non-overlapping). */
export function phrasePositions(tokens: readonly string[], phrase: readonly string[]): number[] {
  const positions: number[] = [];
  if (phrase.length === 0) return positions;
  for (let i = 0; i + phrase.length <= tokens.length; ) {
    if (phrase.every((word, k) => sameWord(tokens[i + k]!, word))) {
      positions.push(i);
      i += phrase.length;
    } else {
      i += 1;
    }
  }
  return positions;
}

/** The keyword's words that carry meaning ("how to choose a career" → choose, career). */
export function contentWords(phrase: readonly string[]): string[] {
  const meaningful = phrase.filter((word) => !FUNCTION_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : [...phrase];
}

/** Whether every meaningful word of the keyword appears somewhere in the tokens, in any order. */
export function hasAllWords(tokens: readonly string[], phrase: readonly string[]): boolean {
  return contentWords(phrase).every((word) => tokens.some((token) => sameWord(token, word)));
}

export type KeywordMatch = 'phrase' | 'words' | 'none';

/** How a text holds the keyword: the exact phrase, all its meaningful words in any order, or not. */
export function matchKeyword(tokens: readonly string[], phrase: readonly string[]): KeywordMatch {
  if (phrasePositions(tokens, phrase).length > 0) return 'phrase';
  return hasAllWords(tokens, phrase) ? 'words' : 'none';
}
