import type { QuestionOption } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import {
  type AnswerValue,
  answerScore,
  isValidAnswer,
  type ScoringCategory,
  type ScoringQuestion,
  scoreAttempt,
} from './scoring.ts';

/** Every expected number below is worked out by hand in the comment beside it. */

function question(id: string, fields: Partial<ScoringQuestion> = {}): ScoringQuestion {
  return {
    id,
    categoryId: 'cat-1',
    type: 'RATING',
    options: [],
    traitType: null,
    isReverseScored: false,
    ...fields,
  };
}

function category(id: string, fields: Partial<ScoringCategory> = {}): ScoringCategory {
  return { id, title: `Title ${id}`, order: 0, resultConfigs: [], ...fields };
}

const scored = (...scores: number[]): QuestionOption[] =>
  scores.map((score, index) => ({ value: `p${index + 1}`, label: `Point ${index + 1}`, score }));

const choices = (...values: string[]): QuestionOption[] => values.map((value) => ({ value, label: value }));

function score(
  questions: ScoringQuestion[],
  answers: Record<string, AnswerValue>,
  categories: ScoringCategory[] = [category('cat-1')],
) {
  return scoreAttempt({ questions, categories, answers: new Map(Object.entries(answers)) });
}

describe('answerScore', () => {
  describe('RATING', () => {
    it('scores the position 1–5 when the options carry no scores', () => {
      const plain = question('q');
      expect([1, 2, 3, 4, 5].map((p) => answerScore(plain, p))).toEqual([1, 2, 3, 4, 5]);
    });

    it('reverses a 1–5 item as 6 − x', () => {
      const reversed = question('q', { isReverseScored: true });
      // 6−1=5, 6−2=4, 6−3=3, 6−4=2, 6−5=1
      expect([1, 2, 3, 4, 5].map((p) => answerScore(reversed, p))).toEqual([5, 4, 3, 2, 1]);
      const withScores = question('q', { options: scored(1, 2, 3, 4, 5), isReverseScored: true });
      expect([1, 2, 3, 4, 5].map((p) => answerScore(withScores, p))).toEqual([5, 4, 3, 2, 1]);
    });

    it('uses the anchors’ explicit scores (0–4) and reverses them as 4 − x', () => {
      const forward = question('q', { options: scored(0, 1, 2, 3, 4) });
      expect([1, 2, 3, 4, 5].map((p) => answerScore(forward, p))).toEqual([0, 1, 2, 3, 4]);
      const reversed = question('q', { options: scored(0, 1, 2, 3, 4), isReverseScored: true });
      // min 0 + max 4 − score: position 1 (0) → 4, position 3 (2) → 2, position 5 (4) → 0
      expect([1, 2, 3, 4, 5].map((p) => answerScore(reversed, p))).toEqual([4, 3, 2, 1, 0]);
    });

    it('reverses any explicit scale as its min + max − score', () => {
      const reversed = question('q', { options: scored(10, 20, 30, 40, 50), isReverseScored: true });
      // 10 + 50 − 20 = 40
      expect(answerScore(reversed, 2)).toBe(40);
      // Descending anchors: min 1, max 5; position 1 scores 5 → reversed 1 + 5 − 5 = 1
      expect(answerScore(question('q', { options: scored(5, 4, 3, 2, 1), isReverseScored: true }), 1)).toBe(
        1,
      );
    });

    it('falls back to the position for anchors without a score', () => {
      const options: QuestionOption[] = [
        { value: 'a', label: 'A', score: 0 },
        { value: 'b', label: 'B' },
        { value: 'c', label: 'C' },
        { value: 'd', label: 'D' },
        { value: 'e', label: 'E', score: 10 },
      ];
      // Anchor scores [0, 2, 3, 4, 10]
      expect(answerScore(question('q', { options }), 3)).toBe(3);
      expect(answerScore(question('q', { options }), 5)).toBe(10);
      // Reversed: 0 + 10 − 3 = 7
      expect(answerScore(question('q', { options, isReverseScored: true }), 3)).toBe(7);
    });

    it('rejects anything but an integer position 1–5', () => {
      const plain = question('q');
      for (const bad of [0, 6, -1, 2.5, Number.NaN, '3', true, null, undefined]) {
        expect(answerScore(plain, bad as AnswerValue)).toBeNull();
        expect(isValidAnswer(plain, bad as AnswerValue)).toBe(false);
      }
    });
  });

  describe('YES_NO', () => {
    it('scores true 1 and false 0, and ignores the reverse flag', () => {
      const yesNo = question('q', { type: 'YES_NO' });
      expect(answerScore(yesNo, true)).toBe(1);
      expect(answerScore(yesNo, false)).toBe(0);
      expect(answerScore({ ...yesNo, isReverseScored: true }, true)).toBe(1);
    });

    it('rejects non-booleans', () => {
      const yesNo = question('q', { type: 'YES_NO' });
      for (const bad of ['yes', 'true', 1, 0, null]) {
        expect(answerScore(yesNo, bad)).toBeNull();
        expect(isValidAnswer(yesNo, bad)).toBe(false);
      }
    });
  });

  describe('MULTIPLE_CHOICE', () => {
    it('scores the chosen option by its 1-based position', () => {
      const mc = question('q', { type: 'MULTIPLE_CHOICE', options: choices('x', 'y', 'z') });
      expect(['x', 'y', 'z'].map((v) => answerScore(mc, v))).toEqual([1, 2, 3]);
    });

    it('uses an explicit option score, else the position, and ignores the reverse flag', () => {
      const options: QuestionOption[] = [
        { value: 'x', label: 'X', score: 7 },
        { value: 'y', label: 'Y' },
        { value: 'z', label: 'Z', score: -2 },
      ];
      const mc = question('q', { type: 'MULTIPLE_CHOICE', options, isReverseScored: true });
      expect(answerScore(mc, 'x')).toBe(7);
      expect(answerScore(mc, 'y')).toBe(2);
      expect(answerScore(mc, 'z')).toBe(-2);
    });

    it('rejects a value that is not one of the options, and non-strings', () => {
      const mc = question('q', { type: 'MULTIPLE_CHOICE', options: choices('x', 'y') });
      for (const bad of ['w', 'X', ' x', '', 1, true, null]) {
        expect(answerScore(mc, bad)).toBeNull();
        expect(isValidAnswer(mc, bad)).toBe(false);
      }
      expect(isValidAnswer(mc, 'y')).toBe(true);
    });
  });

  describe('TEXT', () => {
    it('is valid with non-blank text and never scored', () => {
      const text = question('q', { type: 'TEXT', traitType: 'Social' });
      expect(isValidAnswer(text, 'I like people')).toBe(true);
      expect(answerScore(text, 'I like people')).toBeNull();
      expect(isValidAnswer(text, '   ')).toBe(false);
      expect(isValidAnswer(text, 3)).toBe(false);
      expect(isValidAnswer(text, null)).toBe(false);
    });
  });
});

describe('scoreAttempt', () => {
  describe('counts', () => {
    it('with no answers: nothing answered, no letters, no traits, no Holland code', () => {
      const result = score(
        [
          question('r', { traitType: 'Realistic' }),
          question('i', { traitType: 'Investigative' }),
          question('a', { traitType: 'Artistic' }),
          question('t', { type: 'TEXT' }),
        ],
        {},
        [
          category('cat-1', {
            resultConfigs: [{ optionValue: 'a', resultLabel: 'A', resultDescription: '' }],
          }),
        ],
      );
      expect(result).toEqual({
        answered: 0,
        total: 4,
        categories: [
          {
            categoryId: 'cat-1',
            title: 'Title cat-1',
            answered: 0,
            total: 4,
            dominantOption: null,
            resultLabel: null,
            resultDescription: null,
          },
        ],
        traits: [],
        hollandCode: null,
        scoringVersion: 1,
      });
    });

    it('scores an empty profiler', () => {
      expect(scoreAttempt({ questions: [], categories: [], answers: new Map() })).toEqual({
        answered: 0,
        total: 0,
        categories: [],
        traits: [],
        hollandCode: null,
        scoringVersion: 1,
      });
    });

    it('counts valid answers of every type, TEXT included, and treats invalid ones as unanswered', () => {
      const result = score(
        [
          question('rating'),
          question('mc', { type: 'MULTIPLE_CHOICE', options: choices('x', 'y') }),
          question('yn', { type: 'YES_NO' }),
          question('text', { type: 'TEXT' }),
          question('bad-rating'),
          question('bad-mc', { type: 'MULTIPLE_CHOICE', options: choices('x', 'y') }),
          question('blank-text', { type: 'TEXT' }),
          question('unanswered'),
        ],
        {
          rating: 2,
          mc: 'y',
          yn: false,
          text: 'hello',
          'bad-rating': 7,
          'bad-mc': 'nope',
          'blank-text': ' ',
          unanswered: null,
        },
      );
      expect([result.answered, result.total]).toEqual([4, 8]);
      expect(result.categories[0]).toMatchObject({ answered: 4, total: 8 });
    });

    it('ignores answers to unknown questions, questions of categories not passed in, and repeated ids', () => {
      const result = score(
        [
          question('visible', { traitType: 'Social' }),
          question('visible', { traitType: 'Social' }),
          question('hidden', { categoryId: 'hidden-cat', traitType: 'Social' }),
        ],
        // visible: 4; hidden would add 5 and a letter e; ghost is no question at all
        { visible: 4, hidden: 5, ghost: 1 },
      );
      expect([result.answered, result.total]).toEqual([1, 1]);
      expect(result.categories).toHaveLength(1);
      expect(result.categories[0]).toMatchObject({ answered: 1, total: 1, dominantOption: 'd' });
      // Social: one item, raw 4 on 1–5 → (4 − 1) / (5 − 1) = 75
      expect(result.traits).toEqual([
        { trait: 'Social', raw: 4, min: 1, max: 5, score: 75, itemsAnswered: 1, itemsTotal: 1 },
      ]);
    });
  });

  describe('category results', () => {
    const configs: ScoringCategory['resultConfigs'] = [
      { optionValue: 'a', resultLabel: 'Label A', resultDescription: 'About A' },
      { optionValue: 'b', resultLabel: 'Label B', resultDescription: 'About B' },
      { optionValue: 'c', resultLabel: 'Label C', resultDescription: null },
    ];
    const mc = (id: string) =>
      question(id, { type: 'MULTIPLE_CHOICE', options: choices('o1', 'o2', 'o3', 'o4', 'o5', 'o6') });

    it('picks the config of the most chosen letter, counting rating and choice positions', () => {
      // Letters: r1 a, r2 a, r3 c, m1 c (o3), m2 c (o3) → a 2, c 3 → c
      const result = score(
        [question('r1'), question('r2'), question('r3'), mc('m1'), mc('m2')],
        { r1: 1, r2: 1, r3: 3, m1: 'o3', m2: 'o3' },
        [category('cat-1', { resultConfigs: configs })],
      );
      expect(result.categories[0]).toEqual({
        categoryId: 'cat-1',
        title: 'Title cat-1',
        answered: 5,
        total: 5,
        dominantOption: 'c',
        resultLabel: 'Label C',
        resultDescription: null,
      });
    });

    it('breaks a tie with the earliest letter', () => {
      // Letters: d, b, d, b → b 2, d 2 → b
      const result = score(
        [question('r1'), question('r2'), mc('m1'), mc('m2')],
        { r1: 4, r2: 2, m1: 'o4', m2: 'o2' },
        [category('cat-1', { resultConfigs: configs })],
      );
      expect(result.categories[0]).toMatchObject({
        dominantOption: 'b',
        resultLabel: 'Label B',
        resultDescription: 'About B',
      });
    });

    it('reports the letter with a null label when the category has no config for it', () => {
      const result = score([question('r1'), question('r2')], { r1: 5, r2: 5 }, [
        category('cat-1', { resultConfigs: configs }),
      ]);
      expect(result.categories[0]).toMatchObject({
        dominantOption: 'e',
        resultLabel: null,
        resultDescription: null,
      });
    });

    it('counts the position picked, not the reversed score', () => {
      // Position 1 on a reverse-scored item scores 5 but is the letter a.
      const result = score([question('r', { isReverseScored: true })], { r: 1 }, [
        category('cat-1', { resultConfigs: configs }),
      ]);
      expect(result.categories[0]).toMatchObject({ dominantOption: 'a', resultLabel: 'Label A' });
    });

    it('adds no letter for a sixth choice, yes/no or text', () => {
      const result = score(
        [mc('m1'), question('yn', { type: 'YES_NO' }), question('t', { type: 'TEXT' })],
        { m1: 'o6', yn: true, t: 'words' },
        [category('cat-1', { resultConfigs: configs })],
      );
      expect(result.categories[0]).toMatchObject({
        answered: 3,
        total: 3,
        dominantOption: null,
        resultLabel: null,
      });
      // A sixth choice beside a counted letter: o6 adds nothing, o2 gives b.
      const mixed = score([mc('m1'), mc('m2')], { m1: 'o6', m2: 'o2' }, [
        category('cat-1', { resultConfigs: configs }),
      ]);
      expect(mixed.categories[0]).toMatchObject({ dominantOption: 'b', resultLabel: 'Label B' });
    });

    it('ignores invalid answers when counting letters', () => {
      // r1 = 9 and m1 = 'o9' are invalid; only r2 = 2 counts → b
      const result = score([question('r1'), question('r2'), mc('m1')], { r1: 9, r2: 2, m1: 'o9' }, [
        category('cat-1', { resultConfigs: configs }),
      ]);
      expect(result.categories[0]).toMatchObject({ answered: 1, dominantOption: 'b' });
    });

    it('lists every category by order (ties in input order), each with its own letters', () => {
      const result = score(
        [
          question('x1', { categoryId: 'x' }),
          question('y1', { categoryId: 'y' }),
          question('z1', { categoryId: 'z' }),
        ],
        { x1: 1, y1: 2, z1: 3 },
        [
          category('x', { order: 2 }),
          category('y', { order: 1 }),
          category('z', { order: 2 }),
          category('empty', { order: 0 }),
        ],
      );
      expect(result.categories.map((c) => [c.categoryId, c.answered, c.total, c.dominantOption])).toEqual([
        ['empty', 0, 0, null],
        ['y', 1, 1, 'b'],
        ['x', 1, 1, 'a'],
        ['z', 1, 1, 'c'],
      ]);
    });
  });

  describe('traits', () => {
    it('sums scores and ranges over the answered items of every type', () => {
      const result = score(
        [
          question('r', { traitType: 'Grit' }),
          question('rev', { traitType: 'Grit', isReverseScored: true }),
          question('yn', { type: 'YES_NO', traitType: 'Grit' }),
          question('mc', { type: 'MULTIPLE_CHOICE', traitType: 'Grit', options: scored(0, 5, 10) }),
          question('skipped', { traitType: 'Grit' }),
          question('text', { type: 'TEXT', traitType: 'Grit' }),
        ],
        { r: 4, rev: 2, yn: true, mc: 'p2', text: 'not scored' },
      );
      // r: 4 (range 1–5); rev: 6 − 2 = 4 (1–5); yn: 1 (0–1); mc: 5 (0–10)
      // raw 4 + 4 + 1 + 5 = 14; min 1 + 1 + 0 + 0 = 2; max 5 + 5 + 1 + 10 = 21
      // score (14 − 2) / (21 − 2) × 100 = 1200 / 19 = 63.157… → 63.2
      // itemsTotal 5: the skipped rating counts, the TEXT item does not.
      expect(result.traits).toEqual([
        { trait: 'Grit', raw: 14, min: 2, max: 21, score: 63.2, itemsAnswered: 4, itemsTotal: 5 },
      ]);
    });

    it('scores 0–4 items, forward and reversed', () => {
      const options = scored(0, 1, 2, 3, 4);
      const result = score(
        [
          question('f', { options, traitType: 'Interest' }),
          question('r', { options, traitType: 'Interest', isReverseScored: true }),
        ],
        { f: 4, r: 2 },
      );
      // f: position 4 → 3; r: position 2 → 1 → 4 − 1 = 3; raw 6, min 0, max 8 → 6/8 = 75
      expect(result.traits).toEqual([
        { trait: 'Interest', raw: 6, min: 0, max: 8, score: 75, itemsAnswered: 2, itemsTotal: 2 },
      ]);
    });

    it('rounds half up to one decimal', () => {
      const three = (trait: string) => [1, 2, 3].map((n) => question(`${trait}${n}`, { traitType: trait }));
      const result = score([...three('A'), ...three('B'), question('C1', { traitType: 'C' })], {
        // A: 2 + 1 + 1 = 4, min 3, max 15 → 1/12 = 8.333… → 8.3
        A1: 2,
        A2: 1,
        A3: 1,
        // B: 5 + 5 + 3 = 13 → 10/12 = 83.333… → 83.3
        B1: 5,
        B2: 5,
        B3: 3,
        // C: 3 on 1–5 → 2/4 = 50
        C1: 3,
      });
      expect(result.traits.map((t) => [t.trait, t.score])).toEqual([
        ['B', 83.3],
        ['C', 50],
        ['A', 8.3],
      ]);
      // 5/8 = 62.5 exactly, and 2/3 = 66.666… → 66.7
      const eight = score(
        [
          question('y1', { type: 'YES_NO', traitType: 'Y' }),
          question('m1', { type: 'MULTIPLE_CHOICE', traitType: 'Y', options: scored(0, 7) }),
          question('z1', { type: 'YES_NO', traitType: 'Z' }),
          question('z2', { type: 'YES_NO', traitType: 'Z' }),
          question('z3', { type: 'YES_NO', traitType: 'Z' }),
        ],
        { y1: false, m1: 'p2', z1: true, z2: true, z3: false },
      );
      // Y: 0 + 7 = 7 of 0–8 → 87.5; Z: 2 of 0–3 → 66.7
      expect(eight.traits.map((t) => [t.trait, t.raw, t.max, t.score])).toEqual([
        ['Y', 7, 8, 87.5],
        ['Z', 2, 3, 66.7],
      ]);
    });

    it('scores 50 when the answered items allow a single total (min == max)', () => {
      const flat = scored(3, 3, 3, 3, 3);
      const result = score(
        [
          question('f1', { options: flat, traitType: 'Flat' }),
          question('f2', { options: flat, traitType: 'Flat', isReverseScored: true }),
        ],
        // f1: 3; f2: 3 + 3 − 3 = 3 → raw 6, min 6, max 6
        { f1: 1, f2: 5 },
      );
      expect(result.traits).toEqual([
        { trait: 'Flat', raw: 6, min: 6, max: 6, score: 50, itemsAnswered: 2, itemsTotal: 2 },
      ]);
    });

    it('omits traits with no answered item and questions without a trait', () => {
      const result = score(
        [
          question('a', { traitType: 'Answered' }),
          question('u', { traitType: 'Unanswered' }),
          question('i', { traitType: 'Invalid' }),
          question('blank', { traitType: '   ' }),
          question('none'),
          question('t', { type: 'TEXT', traitType: 'OnlyText' }),
        ],
        { a: 5, i: 0, blank: 5, none: 5, t: 'text' },
      );
      expect(result.traits.map((t) => t.trait)).toEqual(['Answered']);
    });

    it('groups trait names case-insensitively, with canonical RIASEC spelling', () => {
      const result = score(
        [
          question('r1', { traitType: 'realistic' }),
          question('r2', { traitType: ' REALISTIC ' }),
          question('g1', { traitType: 'grit' }),
          question('g2', { traitType: 'Grit' }),
        ],
        { r1: 5, r2: 3, g1: 2, g2: 2 },
      );
      // Realistic: 5 + 3 = 8 of 2–10 → 6/8 = 75; grit: 2 + 2 = 4 → 2/8 = 25
      expect(result.traits).toEqual([
        { trait: 'Realistic', raw: 8, min: 2, max: 10, score: 75, itemsAnswered: 2, itemsTotal: 2 },
        { trait: 'grit', raw: 4, min: 2, max: 10, score: 25, itemsAnswered: 2, itemsTotal: 2 },
      ]);
    });

    it('sorts by score, then raw, then name', () => {
      const result = score(
        [
          question('b1', { traitType: 'Beta' }),
          question('a1', { traitType: 'alpha' }),
          question('w1', { traitType: 'Wide' }),
          question('w2', { traitType: 'Wide' }),
          question('l1', { traitType: 'Low' }),
        ],
        // Beta 3 → 50; alpha 3 → 50; Wide 3 + 3 = 6 of 2–10 → 50 with raw 6; Low 1 → 0
        { b1: 3, a1: 3, w1: 3, w2: 3, l1: 1 },
      );
      expect(result.traits.map((t) => [t.trait, t.score, t.raw])).toEqual([
        ['Wide', 50, 6],
        ['alpha', 50, 3],
        ['Beta', 50, 3],
        ['Low', 0, 1],
      ]);
    });
  });

  describe('Holland code', () => {
    const riasec = (answers: Record<string, number>) =>
      score(
        Object.keys(answers).map((trait) => question(trait, { traitType: trait })),
        answers,
      );

    it('takes the first letters of the top three RIASEC traits', () => {
      // Scores: S 100, A 75, E 50, I 25, R 0, C 0
      const result = riasec({
        Realistic: 1,
        Investigative: 2,
        Artistic: 4,
        Social: 5,
        Enterprising: 3,
        Conventional: 1,
      });
      expect(result.hollandCode).toBe('SAE');
    });

    it('breaks a score tie with the higher raw', () => {
      // Realistic: one item at 5 → raw 5, 100. Investigative: two at 5 → raw 10, 100. Artistic 3 → 50.
      const result = score(
        [
          question('r1', { traitType: 'Realistic' }),
          question('i1', { traitType: 'Investigative' }),
          question('i2', { traitType: 'Investigative' }),
          question('a1', { traitType: 'Artistic' }),
        ],
        { r1: 5, i1: 5, i2: 5, a1: 3 },
      );
      expect(result.hollandCode).toBe('IRA');
    });

    it('breaks a full tie in R-I-A-S-E-C order, whatever the trait list order', () => {
      // Enterprising, Conventional, Investigative, Artistic: all 4 → 75 with raw 4.
      const result = riasec({ Enterprising: 4, Conventional: 4, Investigative: 4, Artistic: 4 });
      expect(result.traits.map((t) => t.trait)).toEqual([
        'Artistic',
        'Conventional',
        'Enterprising',
        'Investigative',
      ]);
      expect(result.hollandCode).toBe('IAE');
    });

    it('ignores non-RIASEC traits and needs three answered RIASEC traits', () => {
      const two = score(
        [
          question('s', { traitType: 'social' }),
          question('e', { traitType: 'Enterprising' }),
          question('g', { traitType: 'Grit' }),
          question('c', { traitType: 'Conventional' }),
        ],
        { s: 5, e: 4, g: 5 },
      );
      expect(two.hollandCode).toBeNull();
      const three = score(
        [
          question('s', { traitType: 'social' }),
          question('e', { traitType: 'Enterprising' }),
          question('g', { traitType: 'Grit' }),
          question('c', { traitType: 'conventional' }),
        ],
        { s: 5, e: 4, g: 5, c: 1 },
      );
      expect(three.hollandCode).toBe('SEC');
    });
  });

  it('is pure: it leaves its input alone and gives the same result twice', () => {
    const questions = [
      question('r', { traitType: 'Social', isReverseScored: true, options: scored(1, 2, 3, 4, 5) }),
      question('m', { type: 'MULTIPLE_CHOICE', options: choices('x', 'y') }),
    ];
    const categories = [
      category('cat-1', { resultConfigs: [{ optionValue: 'b', resultLabel: 'B', resultDescription: 'b' }] }),
    ];
    const input = {
      questions,
      categories,
      answers: new Map<string, AnswerValue>([
        ['r', 2],
        ['m', 'y'],
      ]),
    };
    const before = structuredClone(input);
    const first = scoreAttempt(input);
    expect(scoreAttempt(input)).toEqual(first);
    expect(input).toEqual(before);
    expect(first.categories[0]).toMatchObject({ dominantOption: 'b', resultLabel: 'B' });
  });
});
