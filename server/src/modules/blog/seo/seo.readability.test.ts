import { describe, expect, it } from 'vitest';
import {
  countSyllables,
  fleschLabel,
  fleschReadingEase,
  hasTransition,
  isPassiveSentence,
  splitSentences,
  wordsOf,
} from './seo.readability.ts';

/** Flesch reading ease of a passage as the analyzer measures it: words, sentences, our syllable counts. */
function measure(text: string) {
  const sentences = splitSentences(text);
  const words = wordsOf(text);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return {
    words: words.length,
    sentences: sentences.length,
    syllables,
    score: fleschReadingEase({ words: words.length, sentences: sentences.length, syllables })!,
  };
}

const lower = (text: string) => wordsOf(text).map((word) => word.toLowerCase());

describe('syllable counter', () => {
  // Dictionary counts (Merriam-Webster's hyphenation points; the CMU Pronouncing Dictionary agrees).
  const known: Array<[string, number]> = [
    ['cat', 1],
    ['the', 1],
    ['make', 1],
    ['whale', 1],
    ['walked', 1],
    ['carved', 1],
    ['moored', 1],
    ['makes', 1],
    ['table', 2],
    ['tables', 2],
    ['simple', 2],
    ['people', 2],
    ['wanted', 2],
    ['needed', 2],
    ['places', 2],
    ['boxes', 2],
    ['changes', 2],
    ['creature', 2],
    ['buried', 2],
    ['lonely', 2],
    ['statement', 2],
    ['playing', 2],
    ['player', 2],
    ['being', 2],
    ["don't", 1],
    ["ship's", 1],
    ['reading', 2],
    ['passage', 2],
    ['hybrid', 2],
    ['mammal', 2],
    ['platypus', 3],
    ['seemingly', 3],
    ['beautiful', 3],
    ['syllable', 3],
    ['period', 3],
    ['various', 3],
    ['actual', 3],
    ['usual', 3],
    ['easier', 3],
    ['tourism', 3],
    ['occasions', 3],
    ['conscious', 2],
    ['especially', 4],
    ['variety', 4],
    ['biology', 4],
    ['Australian', 4],
    ['reptilian', 4],
    ['immediately', 5],
    ['readability', 5],
    ['systematically', 6],
    ['full-time', 2],
    ['2024', 1],
    ['Résumé', 3],
  ];
  it.each(known)('%s has %i syllable(s)', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });

  it('gives every word at least one syllable', () => {
    for (const word of ['a', 'I', 'rhythm', 'shh', 'x', '%', 'nth'])
      expect(countSyllables(word)).toBeGreaterThanOrEqual(1);
  });
});

describe('Flesch reading ease against published examples', () => {
  it('"The cat sat on the mat." scores 116 (Wikipedia, "Flesch–Kincaid readability tests": the top of the scale)', () => {
    const result = measure('The cat sat on the mat.');
    expect(result).toMatchObject({ words: 6, sentences: 1, syllables: 6 });
    expect(result.score).toBeCloseTo(116.1, 1);
  });

  it('the platypus sentence scores 24.4 with 26 syllables and 13 words (Wikipedia, same article)', () => {
    const result = measure(
      'The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.',
    );
    expect(result).toMatchObject({ words: 13, sentences: 1, syllables: 26 });
    expect(result.score).toBeCloseTo(24.4, 1);
  });

  it('the Moby-Dick shark sentence (ch. 64) scores about −146.77 (Wikipedia, same article; Lit2Go text)', () => {
    // One sentence of 224 words held together by semicolons: the score the formula has no floor for.
    const shark =
      'Though amid all the smoking horror and diabolism of a sea-fight, sharks will be seen longingly gazing up to the ship’s decks, like hungry dogs round a table where red meat is being carved, ready to bolt down every killed man that is tossed to them; and though, while the valiant butchers over the deck-table are thus cannibally carving each other’s live meat with carving-knives all gilded and tasselled, the sharks, also, with their jewel-hilted mouths, are quarrelsomely carving away under the table at the dead meat; and though, were you to turn the whole affair upside down, it would still be pretty much the same thing, that is to say, a shocking sharkish business enough for all parties; and though sharks also are the invariable outriders of all slave ships crossing the Atlantic, systematically trotting alongside, to be handy in case a parcel is to be carried anywhere, or a dead slave to be decently buried; and though one or two other like instances might be set down, touching the set terms, places, and occasions, when sharks do most socially congregate, and most hilariously feast; yet is there no conceivable time or occasion when you will find them in such countless numbers, and in gayer or more jovial spirits, than around a dead sperm whale, moored by night to a whaleship at sea.';
    const result = measure(shark);
    expect(result.sentences).toBe(1);
    // Within 2 points: each syllable moves the score by 0.38 here, and syllable counts differ by a few between tools.
    expect(Math.abs(result.score - -146.77)).toBeLessThan(2);
  });

  it('"This sentence, taken as a reading passage unto itself…" has 23 dictionary syllables: 69.0 (Wikipedia says 74.1, which implies 22)', () => {
    const result = measure(
      'This sentence, taken as a reading passage unto itself, is being used to prove a point.',
    );
    expect(result).toMatchObject({ words: 16, sentences: 1, syllables: 23 });
    expect(result.score).toBeCloseTo(69.0, 1);
  });

  it("reproduces Flesch's own table (The Art of Readable Writing, 1949): words per sentence and syllables per 100 words → band", () => {
    const table: Array<[number, number, string]> = [
      [8, 123, 'very easy'],
      [11, 131, 'easy'],
      [14, 139, 'fairly easy'],
      [17, 147, 'plain English'],
      [21, 155, 'fairly difficult'],
      [25, 167, 'difficult'],
      [29, 192, 'very difficult'],
    ];
    for (const [perSentence, per100, band] of table) {
      const score = fleschReadingEase({
        words: 100 * perSentence,
        sentences: 100,
        syllables: per100 * perSentence,
      })!;
      expect(
        fleschLabel(score),
        `${perSentence} words/sentence, ${per100} syllables/100 words → ${score}`,
      ).toBe(band);
    }
  });

  it('has no score without words', () => {
    expect(fleschReadingEase({ words: 0, sentences: 0, syllables: 0 })).toBeNull();
  });
});

describe('sentences', () => {
  it('splits at . ! ? and keeps abbreviations, initials and lower-case continuations together', () => {
    expect(
      splitSentences(
        'Dr. Smith met J. R. Jones in the U.S. Army. Was it 3.5 hours? Yes! We left at 5 p.m. today. Use tools, e.g. a map.',
      ),
    ).toEqual([
      'Dr. Smith met J. R. Jones in the U.S. Army.',
      'Was it 3.5 hours?',
      'Yes!',
      'We left at 5 p.m. today.',
      'Use tools, e.g. a map.',
    ]);
  });

  it('ends a sentence at the end of the text without a full stop, and drops empty pieces', () => {
    expect(splitSentences('No full stop here')).toEqual(['No full stop here']);
    expect(splitSentences('  ... !  ')).toEqual([]);
  });
});

describe('passive voice', () => {
  it.each([
    'The report was written by the team.',
    'These results are often used in schools.',
    'The test is being updated.',
    'It was not seen again.',
    'The winners got chosen at random.',
    'Your data is stored safely.',
  ])('"%s" is passive', (sentence) => {
    expect(isPassiveSentence(lower(sentence))).toBe(true);
  });

  it.each([
    'The team wrote the report.',
    'She is a teacher.',
    'We need more time.',
    'They were happy with the red car.',
    'It is indeed hard.',
  ])('"%s" is active', (sentence) => {
    expect(isPassiveSentence(lower(sentence))).toBe(false);
  });
});

describe('transition words', () => {
  it('finds single words and phrases, as whole words only', () => {
    expect(hasTransition(lower('However, it works.'))).toBe(true);
    expect(hasTransition(lower('It works, for example, at night.'))).toBe(true);
    expect(hasTransition(lower('On the other hand, it rains.'))).toBe(true);
    expect(hasTransition(lower('The cat sat on the mat.'))).toBe(false);
    // "also" inside "alsofar" or "sol" inside "solar" must not count.
    expect(hasTransition(lower('Solar panels work.'))).toBe(false);
  });
});
