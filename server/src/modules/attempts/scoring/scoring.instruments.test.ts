import type { ResponseScale, ScoringConvention } from '@pathwise/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS_DIR, readInstrument } from '../../../../test/instruments.ts';
import { checkQuestionOptions } from '../../assessments/bulk-upload/bulk-upload.catalogue-import.ts';
import { createItemBankCollector } from '../../assessments/bulk-upload/bulk-upload.item-bank.ts';
import { createRowErrors } from '../../assessments/bulk-upload/bulk-upload.table.ts';
import { type AnswerValue, type ScoringQuestion, scoreAttempt, type TraitScore } from './scoring.ts';

/**
 * The published instruments must score exactly as published (DESIGN §4 "Instruments"). They are
 * read where they are, never copied into the repository: INSTRUMENTS_DIR, else
 * <repo>/../shared/instruments, else /work/shared/instruments; the suite is skipped when none
 * holds them. The questions are built by the same collector the item-bank upload uses, so these
 * tests cover the import's keys and the scoring engine together.
 *
 * The expected sums are worked out by hand from the instruments' README (scales and reverse keys),
 * never by a second implementation.
 */

type Row = { id: string; text: string; scale: string; keyed: string };

/** The item bank as the bulk upload imports it: one category of RATING questions, in file order. */
function loadInstrument(file: string, responseScale: ResponseScale, scoring: ScoringConvention) {
  const rows = parse(readInstrument(file), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Row[];
  const errors = createRowErrors();
  const collector = createItemBankCollector(
    {
      title: file,
      description: '',
      responseScale,
      scoring,
      grouping: 'single',
      isFree: true,
      price: null,
      currency: 'INR',
    },
    errors,
  );
  rows.forEach((row, index) => {
    collector.add(index + 2, row);
  });
  const drafts = collector.finish();
  expect(errors.list()).toEqual([]);
  const items = drafts[0]!.categories[0]!.questions;
  expect(items).toHaveLength(rows.length);
  const questions = items.map((draft, index): ScoringQuestion => {
    const { options, violation } = checkQuestionOptions(draft.type, draft.options ?? []);
    expect(violation).toBeNull();
    return {
      id: `item-${rows[index]!.id}`,
      categoryId: 'items',
      type: draft.type,
      options,
      traitType: draft.traitType ?? null,
      isReverseScored: draft.isReverseScored ?? false,
    };
  });
  return { rows, questions };
}

/** Scores with item n (1-based, as numbered in the CSV) answered at position(n); undefined skips it. */
function scoreWith(questions: ScoringQuestion[], position: (item: number) => number | undefined) {
  const answers = new Map<string, AnswerValue>();
  questions.forEach((q, index) => {
    const p = position(index + 1);
    if (p !== undefined) answers.set(q.id, p);
  });
  return scoreAttempt({
    questions,
    categories: [{ id: 'items', title: 'Items', order: 0, resultConfigs: [] }],
    answers,
  });
}

/** trait → [raw, score, itemsAnswered], for compact expectations. */
const byTrait = (traits: TraitScore[]) =>
  Object.fromEntries(traits.map((t) => [t.trait, [t.raw, t.score, t.itemsAnswered]]));

describe.skipIf(!INSTRUMENTS_DIR)('published instruments score as published', () => {
  /**
   * IPIP Big-Five 50: item n belongs to scale (n − 1) mod 5 — Extraversion, Agreeableness,
   * Conscientiousness, Emotional Stability, Intellect/Imagination. "+" items score 1–5 as
   * answered, "−" items 6 − x; a scale is the sum of its 10 items (10–50).
   * Reverse-keyed items per scale (README key list):
   *   E  1 6 11 16 21 26 31 36 41 46 → − 6 16 26 36 46         (5 −, 5 +)
   *   A  2 7 12 17 22 27 32 37 42 47 → − 2 12 22 32            (4 −, 6 +)
   *   C  3 8 13 18 23 28 33 38 43 48 → − 8 18 28 38            (4 −, 6 +)
   *   ES 4 9 14 19 24 29 34 39 44 49 → − 4 14 24 29 34 39 44 49 (8 −, 2 +)
   *   I  5 10 15 20 25 30 35 40 45 50 → − 10 20 30             (3 −, 7 +)
   * 0–100 score = (sum − 10) / 40 × 100.
   */
  describe('IPIP Big-Five Factor Markers, 50 items (1–5)', () => {
    const IPIP_REVERSED = [
      2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49,
    ];
    const load = () => loadInstrument('ipip-big5-50.csv', 'accuracy', 'one-to-five');

    it('is imported with the published keys', () => {
      const { questions } = load();
      expect(questions).toHaveLength(50);
      expect(questions.flatMap((q, i) => (q.isReverseScored ? [i + 1] : []))).toEqual(IPIP_REVERSED);
      expect(questions[0]!.options.map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
    });

    it('all "Very accurate" (5): + items score 5, − items 1', () => {
      const { traits, hollandCode } = scoreWith(load().questions, () => 5);
      // E 5×5 + 5×1 = 30 → 50; A 6×5 + 4×1 = 34 → 60; C 6×5 + 4×1 = 34 → 60;
      // ES 2×5 + 8×1 = 18 → 20; I 7×5 + 3×1 = 38 → 70
      expect(byTrait(traits)).toEqual({
        Extraversion: [30, 50, 10],
        Agreeableness: [34, 60, 10],
        Conscientiousness: [34, 60, 10],
        'Emotional Stability': [18, 20, 10],
        'Intellect/Imagination': [38, 70, 10],
      });
      expect(traits.every((t) => t.min === 10 && t.max === 50 && t.itemsTotal === 10)).toBe(true);
      // Sorted by score, then raw, then name (A before C on a full tie).
      expect(traits.map((t) => t.trait)).toEqual([
        'Intellect/Imagination',
        'Agreeableness',
        'Conscientiousness',
        'Extraversion',
        'Emotional Stability',
      ]);
      expect(hollandCode).toBeNull();
    });

    it('all "Very inaccurate" (1): + items score 1, − items 5', () => {
      const { traits } = scoreWith(load().questions, () => 1);
      // E 5×1 + 5×5 = 30 → 50; A 6×1 + 4×5 = 26 → 40; C 6 + 20 = 26 → 40;
      // ES 2×1 + 8×5 = 42 → 80; I 7×1 + 3×5 = 22 → 30
      expect(byTrait(traits)).toEqual({
        Extraversion: [30, 50, 10],
        Agreeableness: [26, 40, 10],
        Conscientiousness: [26, 40, 10],
        'Emotional Stability': [42, 80, 10],
        'Intellect/Imagination': [22, 30, 10],
      });
    });

    it('all "Neither" (3): every item 3, every scale 30', () => {
      const { traits } = scoreWith(load().questions, () => 3);
      expect(traits.map((t) => [t.raw, t.score])).toEqual(Array(5).fill([30, 50]));
    });

    it('5 on every + item and 1 on every − item: every scale at its maximum 50', () => {
      const { traits } = scoreWith(load().questions, (n) => (IPIP_REVERSED.includes(n) ? 1 : 5));
      expect(traits.map((t) => [t.raw, t.score])).toEqual(Array(5).fill([50, 100]));
    });

    it('positions cycling 1–5 in blocks of five items', () => {
      // Item n answered ⌊(n − 1) / 5⌋ mod 5 + 1, so each scale's k-th item (k = 0…9) gets k mod 5 + 1.
      // E:  1+ 1, 6− 4, 11+ 3, 16− 2, 21+ 5, 26− 5, 31+ 2, 36− 3, 41+ 4, 46− 1 = 30 → 50
      // A:  2− 5, 7+ 2, 12− 3, 17+ 4, 22− 1, 27+ 1, 32− 4, 37+ 3, 42+ 4, 47+ 5 = 32 → 55
      // C:  3+ 1, 8− 4, 13+ 3, 18− 2, 23+ 5, 28− 5, 33+ 2, 38− 3, 43+ 4, 48+ 5 = 34 → 60
      // ES: 4− 5, 9+ 2, 14− 3, 19+ 4, 24− 1, 29− 5, 34− 4, 39− 3, 44− 2, 49− 1 = 30 → 50
      // I:  5+ 1, 10− 4, 15+ 3, 20− 2, 25+ 5, 30− 5, 35+ 2, 40+ 3, 45+ 4, 50+ 5 = 34 → 60
      const { traits } = scoreWith(load().questions, (n) => (Math.floor((n - 1) / 5) % 5) + 1);
      expect(byTrait(traits)).toEqual({
        Extraversion: [30, 50, 10],
        Agreeableness: [32, 55, 10],
        Conscientiousness: [34, 60, 10],
        'Emotional Stability': [30, 50, 10],
        'Intellect/Imagination': [34, 60, 10],
      });
    });

    it('half answered: scored over the items answered', () => {
      // Items 1–25 at 5, the rest skipped: each scale has 5 answered items, range 5–25.
      // E  1+ 5, 6− 1, 11+ 5, 16− 1, 21+ 5 = 17 → (17 − 5) / 20 = 60
      // A  2− 1, 7+ 5, 12− 1, 17+ 5, 22− 1 = 13 → 40
      // C  3+ 5, 8− 1, 13+ 5, 18− 1, 23+ 5 = 17 → 60
      // ES 4− 1, 9+ 5, 14− 1, 19+ 5, 24− 1 = 13 → 40
      // I  5+ 5, 10− 1, 15+ 5, 20− 1, 25+ 5 = 17 → 60
      const result = scoreWith(load().questions, (n) => (n <= 25 ? 5 : undefined));
      expect([result.answered, result.total]).toEqual([25, 50]);
      expect(byTrait(result.traits)).toEqual({
        Extraversion: [17, 60, 5],
        Agreeableness: [13, 40, 5],
        Conscientiousness: [17, 60, 5],
        'Emotional Stability': [13, 40, 5],
        'Intellect/Imagination': [17, 60, 5],
      });
      expect(result.traits.every((t) => t.min === 5 && t.max === 25 && t.itemsTotal === 10)).toBe(true);
    });
  });

  /**
   * O*NET Interest Profiler Short Form: items in the order R,R,I,I,A,A,S,S,E,E,C,C five times;
   * answer 1–5 (Strongly dislike … Strongly like) scores answer − 1 (0–4); no reverse keys; an area
   * is the sum of its 10 items (0–40); 0–100 score = sum / 40 × 100.
   */
  describe('O*NET Interest Profiler Short Form, 60 items (0–4)', () => {
    const AREAS = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
    const load = () => loadInstrument('onet-ip-sf-60.csv', 'interest', 'zero-to-four');
    /** Area of item n, from the published order pattern. */
    const area = (n: number) => AREAS[Math.floor(((n - 1) % 12) / 2)]!;
    const byArea = (positions: Record<string, number>) => (n: number) => positions[area(n)]!;

    it('is imported in the published order with no reverse keys', () => {
      const { questions } = load();
      expect(questions).toHaveLength(60);
      expect(questions.map((q) => q.traitType)).toEqual(questions.map((_, i) => area(i + 1)));
      expect(questions.some((q) => q.isReverseScored)).toBe(false);
      expect(questions[0]!.options.map((o) => o.score)).toEqual([0, 1, 2, 3, 4]);
    });

    it('all "Like" (4): every item 3, every area 30 of 40', () => {
      const { traits, hollandCode } = scoreWith(load().questions, () => 4);
      expect(traits.map((t) => [t.raw, t.min, t.max, t.score])).toEqual(Array(6).fill([30, 0, 40, 75]));
      // Six-way tie: R-I-A-S-E-C order.
      expect(hollandCode).toBe('RIA');
    });

    it('all "Strongly like" (5) → 40 each; all "Strongly dislike" (1) → 0 each', () => {
      const top = scoreWith(load().questions, () => 5);
      expect(top.traits.map((t) => [t.raw, t.score])).toEqual(Array(6).fill([40, 100]));
      const bottom = scoreWith(load().questions, () => 1);
      expect(bottom.traits.map((t) => [t.raw, t.score])).toEqual(Array(6).fill([0, 0]));
      expect(bottom.hollandCode).toBe('RIA');
    });

    it('a different answer per area: Social highest', () => {
      // R 1 → 0×10 = 0; I 2 → 1×10 = 10; A 3 → 2×10 = 20; S 5 → 4×10 = 40; E 4 → 3×10 = 30; C 2 → 10
      const { traits, hollandCode } = scoreWith(
        load().questions,
        byArea({ Realistic: 1, Investigative: 2, Artistic: 3, Social: 5, Enterprising: 4, Conventional: 2 }),
      );
      expect(traits.map((t) => [t.trait, t.raw, t.score])).toEqual([
        ['Social', 40, 100],
        ['Enterprising', 30, 75],
        ['Artistic', 20, 50],
        ['Conventional', 10, 25],
        ['Investigative', 10, 25],
        ['Realistic', 0, 0],
      ]);
      expect(hollandCode).toBe('SEA');
    });

    it('a tie at the top is broken in R-I-A-S-E-C order', () => {
      // R 5 → 40; I 3 → 20; A 4 → 30; S 1 → 0; E 2 → 10; C 5 → 40 → R and C tie at 40, then A
      const { traits, hollandCode } = scoreWith(
        load().questions,
        byArea({ Realistic: 5, Investigative: 3, Artistic: 4, Social: 1, Enterprising: 2, Conventional: 5 }),
      );
      expect(byTrait(traits)).toEqual({
        Realistic: [40, 100, 10],
        Investigative: [20, 50, 10],
        Artistic: [30, 75, 10],
        Social: [0, 0, 10],
        Enterprising: [10, 25, 10],
        Conventional: [40, 100, 10],
      });
      expect(hollandCode).toBe('RCA');
    });
  });
});
