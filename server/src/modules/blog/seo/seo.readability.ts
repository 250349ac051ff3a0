import {
  ABBREVIATIONS,
  IRREGULAR_PARTICIPLES,
  NOT_PARTICIPLES,
  PASSIVE_AUXILIARIES,
  PASSIVE_GAP_WORDS,
  SYLLABLE_EXCEPTIONS,
  TRANSITION_PHRASES,
  TRANSITION_WORDS,
} from './seo.lexicon.ts';

/**
 * The English readability measures behind the checks (decision 020): words, sentences, syllables,
 * Flesch reading ease, passive sentences and transition words. Pure functions on plain text.
 */

/** A word: letters or digits, joined by apostrophes or hyphens ("don't", "full-time" are one word, as Flesch counts them). */
const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/**
 * Syllables of one English word, by rule with a short list of exceptions (SYLLABLE_EXCEPTIONS):
 * 1. a hyphenated word is the sum of its parts; a figure ("17", "2024") is one syllable (Flesch's rule);
 * 2. count groups of vowels (a e i o u y; a leading y is a consonant: "yes", "you");
 * 3. minus a silent ending: final -e ("make"; not consonant + le: "table"; not a written é: "résumé"), -es ("makes"; not after
 *    s, x, z, ch, sh, c, g or consonant + l: "boxes", "places", "tables"), -ed ("walked"; not after t
 *    or d: "wanted"), and the silent e before -ly, -ment, -ful, -ness, -less ("lonely", "statement");
 * 4. plus the vowel pairs spoken as two syllables: i+a ("Australian"; not -cia/-gia/-sia/-tia:
 *    "social"), i+o ("period"; not -tion/-sion/-cion/-gion/-xion), i+u ("medium"), u+a / u+e not
 *    after q or g and not final ("actual", "fluent"; "quality", "blue"), e+o not after g ("neon"),
 *    -ier/-iest and -iet ("easier", "variety"), a vowel + -ing ("playing"), vowel + y + vowel
 *    ("player"), -ism ("tourism");
 * at least one syllable per word. Checked against dictionary counts in seo.readability.test.ts.
 */
export function countSyllables(word: string): number {
  const lower = word.toLowerCase();
  if (lower.includes('-')) {
    return lower
      .split('-')
      .filter((part) => part.length > 0)
      .reduce((sum, part) => sum + countSyllables(part), 0);
  }
  // Folding accents is the slow part; most English words have none to fold.
  const folded = /[\u0080-\uffff]/.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
  const letters = folded.replace(/[^a-z]/g, '');
  if (letters.length === 0) return 1;
  const known = SYLLABLE_EXCEPTIONS[letters];
  if (known !== undefined) return known;
  if (letters.length <= 3) return 1;

  const core = letters.replace(/^y/, '');
  let count = (core.match(/[aeiouy]+/g) ?? []).length;

  // A written accent says the final e is spoken ("résumé", "café").
  if (!/[éè]s?$/.test(lower)) count -= silentEnding(core);
  if (/[aeiouy][^aeiouy]e(?:ly|ment|ments|ful|fully|ness|less)$/.test(core)) count -= 1;

  count += (core.match(/[^cgst]ia/g) ?? []).length;
  if (core.startsWith('ia')) count += 1;
  count += (core.match(/[^cgstx]io/g) ?? []).length;
  count += (core.match(/iu/g) ?? []).length;
  count += (core.match(/[^qg]u[ae](?!s?$)/g) ?? []).length;
  count += (core.match(/[^g]eo(?!u)/g) ?? []).length;
  if (/[^aeiou]ie(?:r|st|rs)$/.test(core) || /iet/.test(core)) count += 1;
  if (/[aeiouy]ing$/.test(core)) count += 1;
  count += (core.match(/[aeiou]y[aeiou](?!ng$)/g) ?? []).length;
  if (/isms?$/.test(core)) count += 1;

  return Math.max(1, count);
}

/** 1 when the word ends in a silent -e, -es or -ed (rule 3 above). */
function silentEnding(core: string): number {
  if (/[^aeiouy]e$/.test(core)) return /[^aeiouy]le$/.test(core) ? 0 : 1;
  if (/[^aeiouy]es$/.test(core)) return /(?:[sxzcg]|[cs]h|[^aeiouy]l)es$/.test(core) ? 0 : 1;
  return /[^aeiouydt]ed$/.test(core) ? 1 : 0;
}

/**
 * Sentences of a block of text. A sentence ends at . ! ? or … (with any closing quote or bracket)
 * followed by a space or the end, unless the next word starts in lower case ("e.g. this", "p.m.
 * today") or the full stop closes an abbreviation ("Dr. Smith") or an initial ("J. Smith", "U.S.").
 * Colons and semicolons do not end sentences (the usual reading of Flesch; Yoast counts alike).
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?…]+["'”’)\]]*(?=\s|$)/g)) {
    const end = match.index + match[0].length;
    const rest = text.slice(end).trimStart();
    if (rest.length > 0 && /^\p{Ll}/u.test(rest)) continue;
    if (match[0] === '.') {
      const before = /(\p{L}+)$/u.exec(text.slice(start, match.index));
      const previous = before?.[1];
      if (
        previous &&
        (ABBREVIATIONS.has(previous.toLowerCase()) || (previous.length === 1 && /\p{Lu}/u.test(previous)))
      ) {
        continue;
      }
    }
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter((sentence) => wordsOf(sentence).length > 0);
}

/**
 * Flesch reading ease (Flesch 1948; the formula as Kincaid et al. 1975 and every tool state it):
 * 206.835 − 1.015 × (words ÷ sentences) − 84.6 × (syllables ÷ words). Not clamped: very short,
 * simple text scores over 100 and very long sentences below 0, as the formula says. Null without words.
 */
export function fleschReadingEase(counts: {
  words: number;
  sentences: number;
  syllables: number;
}): number | null {
  if (counts.words === 0 || counts.sentences === 0) return null;
  return 206.835 - 1.015 * (counts.words / counts.sentences) - 84.6 * (counts.syllables / counts.words);
}

/** What Flesch's score means (his 1949 table, as Yoast shows it). */
export function fleschLabel(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'plain English';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  return word.length >= 4 && word.endsWith('ed') && !NOT_PARTICIPLES.has(word);
}

/**
 * A passive sentence, by Yoast's English heuristic: a form of "to be" or "to get" followed, within
 * two words that may sit between ("is often", "was not"), by a past participle — a word ending in
 * -ed or an irregular participle. `words` are lower-case. It over-counts adjectives ("was tired"),
 * as Yoast's does; the check's threshold allows for that.
 */
export function isPassiveSentence(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (!PASSIVE_AUXILIARIES.has(words[i]!)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 4); j += 1) {
      const next = words[j]!;
      if (isParticiple(next)) return true;
      const isGap = PASSIVE_GAP_WORDS.has(next) || (next.length > 4 && next.endsWith('ly'));
      if (!isGap) break;
    }
  }
  return false;
}

/** Whether a sentence holds a transition word or phrase ("however", "for example"). `words` are lower-case. */
export function hasTransition(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (TRANSITION_WORDS.has(words[i]!)) return true;
    for (const phrase of PHRASES_BY_FIRST_WORD.get(words[i]!) ?? []) {
      if (phrase.every((part, k) => words[i + k] === part)) return true;
    }
  }
  return false;
}

const PHRASES_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of TRANSITION_PHRASES) {
  const list = PHRASES_BY_FIRST_WORD.get(phrase[0]!) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST_WORD.set(phrase[0]!, list);
}
