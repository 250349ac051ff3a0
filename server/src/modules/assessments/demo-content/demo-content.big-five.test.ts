import { readFileSync } from 'node:fs';
import type { AttemptResult } from '@pathwise/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { INSTRUMENTS_DIR, readInstrument } from '../../../../test/instruments.ts';
import { assessments, categories, questions, traitTypes } from '../../../db/schema/index.ts';
import { BIG_FIVE_DOMAINS, BIG_FIVE_SEED_KEY, IPIP_INSTRUCTION } from './demo-content.big-five.ts';
import { seedDemoCatalogue } from './demo-content.seed.ts';

/**
 * The demo Big Five (IPIP 50-item Big-Five Factor Markers) scores the published key exactly, through
 * the real path: seed (item-bank import) → start → 50 answers over the API → complete.
 * Expected sums are worked out by hand from the published key (ipip.ori.org/newBigFive5broadKey.htm,
 * README of ../shared/instruments): item n belongs to scale (n − 1) mod 5; `-` items score 6 − x;
 * a scale is the sum of its 10 items (10–50) and its 0–100 score is (sum − 10) / 40 × 100.
 *   E  1 6 11 16 21 26 31 36 41 46 → − 6 16 26 36 46
 *   A  2 7 12 17 22 27 32 37 42 47 → − 2 12 22 32
 *   C  3 8 13 18 23 28 33 38 43 48 → − 8 18 28 38
 *   ES 4 9 14 19 24 29 34 39 44 49 → − 4 14 24 29 34 39 44 49
 *   I  5 10 15 20 25 30 35 40 45 50 → − 10 20 30
 */

const PUBLISHED_REVERSED = [
  2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49,
];
const PUBLISHED_LABELS = [
  'Very Inaccurate',
  'Moderately Inaccurate',
  'Neither Accurate Nor Inaccurate',
  'Moderately Accurate',
  'Very Accurate',
];

type Headers = Record<string, string>;

describe('demo Big Five profiler (IPIP-50)', () => {
  let t: TestApp;
  let person: { headers: Headers };
  let profilerId: string;
  /** Question ids and categories in the published item order (item n at index n − 1). */
  let items: { id: string; categoryId: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCatalogue(t.database.db, { now: new Date('2026-01-01T00:00:00Z') });
    const [row] = await t.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.seedKey, BIG_FIVE_SEED_KEY));
    profilerId = row!.id;
    items = await t.database.db
      .select({ id: questions.id, categoryId: questions.categoryId })
      .from(questions)
      .where(eq(questions.assessmentId, profilerId))
      .orderBy(asc(questions.order));
    person = await insertUserWithToken(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: person.headers, payload });

  /** One whole attempt through the API, item n answered at position(n); returns the scored result. */
  async function take(position: (item: number) => number): Promise<AttemptResult> {
    const started = await call('POST', `/assessments/${profilerId}/start`, {});
    expect(started.statusCode).toBe(200);
    const attemptId: string = started.json().attempt.id;
    expect(started.json().resumed).toBe(false);
    for (const [index, item] of items.entries()) {
      const res = await call('POST', `/assessments/${profilerId}/attempts/${attemptId}/answers`, {
        questionId: item.id,
        categoryId: item.categoryId,
        answer: position(index + 1),
      });
      expect(res.statusCode).toBe(200);
    }
    const done = await call('POST', `/assessments/${profilerId}/attempts/${attemptId}/complete`, {});
    expect(done.statusCode).toBe(200);
    return done.json().attempt;
  }

  /** trait → [raw sum, 0–100 score], for compact expectations. */
  const sums = (result: AttemptResult) =>
    Object.fromEntries((result.scores?.traits ?? []).map((trait) => [trait.trait, [trait.raw, trait.score]]));

  it('is a free, active profiler of the 50 published items in order, with their keys and answers', async () => {
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, profilerId));
    expect(row).toMatchObject({ isFree: true, isActive: true, priceMinor: null });
    expect(row!.assessmentDescription).toContain('Goldberg, L. R. (1992)');
    const stored = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.assessmentId, profilerId))
      .orderBy(asc(questions.order));
    expect(stored).toHaveLength(50);
    expect(stored.flatMap((q, index) => (q.isReverseScored ? [index + 1] : []))).toEqual(PUBLISHED_REVERSED);
    expect(stored.slice(0, 5).map((q) => [q.text, q.traitType])).toEqual([
      ['Am the life of the party.', 'Extraversion'],
      ['Feel little concern for others.', 'Agreeableness'],
      ['Am always prepared.', 'Conscientiousness'],
      ['Get stressed out easily.', 'Emotional Stability'],
      ['Have a rich vocabulary.', 'Intellect/Imagination'],
    ]);
    for (const q of stored) {
      expect(q.type).toBe('RATING');
      expect(q.options.map((o) => [o.label, o.score])).toEqual(
        PUBLISHED_LABELS.map((label, i) => [label, i + 1]),
      );
    }
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.assessmentId, profilerId));
    expect(category!.description).toBe(IPIP_INSTRUCTION);
    const domains = await t.database.db.select().from(traitTypes);
    for (const [name, description] of Object.entries(BIG_FIVE_DOMAINS)) {
      expect(domains.find((d) => d.name === name)?.description).toBe(description);
    }
  });

  it.skipIf(!INSTRUMENTS_DIR)('ships a verbatim copy of the published item bank', () => {
    const copy = readFileSync(new URL('./demo-content.ipip-big5-50.csv', import.meta.url));
    expect(copy.equals(readInstrument('ipip-big5-50.csv'))).toBe(true);
  });

  it('all "Very Accurate" (5): + items score 5, − items 1', async () => {
    // E 5×5 + 5×1 = 30 → 50; A 6×5 + 4×1 = 34 → 60; C 6×5 + 4×1 = 34 → 60;
    // ES 2×5 + 8×1 = 18 → 20; I 7×5 + 3×1 = 38 → 70
    expect(sums(await take(() => 5))).toEqual({
      Extraversion: [30, 50],
      Agreeableness: [34, 60],
      Conscientiousness: [34, 60],
      'Emotional Stability': [18, 20],
      'Intellect/Imagination': [38, 70],
    });
  });

  it('all "Very Inaccurate" (1): + items score 1, − items 5 (a retake after a finished attempt)', async () => {
    // E 5×1 + 5×5 = 30 → 50; A 6×1 + 4×5 = 26 → 40; C 26 → 40; ES 2×1 + 8×5 = 42 → 80; I 7×1 + 3×5 = 22 → 30
    expect(sums(await take(() => 1))).toEqual({
      Extraversion: [30, 50],
      Agreeableness: [26, 40],
      Conscientiousness: [26, 40],
      'Emotional Stability': [42, 80],
      'Intellect/Imagination': [22, 30],
    });
  });

  it('alternating 5 on odd items and 1 on even items: the reverse keys decide every sum', async () => {
    // E  1+ 5, 6− 5, 11+ 5, 16− 5, 21+ 5, 26− 5, 31+ 5, 36− 5, 41+ 5, 46− 5            = 50 → 100
    // A  2− 5, 7+ 5, 12− 5, 17+ 5, 22− 5, 27+ 5, 32− 5, 37+ 5, 42+ 1, 47+ 5            = 46 → 90
    // C  3+ 5, 8− 5, 13+ 5, 18− 5, 23+ 5, 28− 5, 33+ 5, 38− 5, 43+ 5, 48+ 1            = 46 → 90
    // ES 4− 5, 9+ 5, 14− 5, 19+ 5, 24− 5, 29− 1, 34− 5, 39− 1, 44− 5, 49− 1            = 38 → 70
    // I  5+ 5, 10− 5, 15+ 5, 20− 5, 25+ 5, 30− 5, 35+ 5, 40+ 1, 45+ 5, 50+ 1           = 42 → 80
    expect(sums(await take((n) => (n % 2 === 1 ? 5 : 1)))).toEqual({
      Extraversion: [50, 100],
      Agreeableness: [46, 90],
      Conscientiousness: [46, 90],
      'Emotional Stability': [38, 70],
      'Intellect/Imagination': [42, 80],
    });
  });

  it('alternating the other way (1 on odd, 5 on even): every item flips, so each sum is 60 minus the above', async () => {
    // E 60 − 50 = 10 → 0; A 14 → 10; C 14 → 10; ES 22 → 30; I 18 → 20
    expect(sums(await take((n) => (n % 2 === 1 ? 1 : 5)))).toEqual({
      Extraversion: [10, 0],
      Agreeableness: [14, 10],
      Conscientiousness: [14, 10],
      'Emotional Stability': [22, 30],
      'Intellect/Imagination': [18, 20],
    });
  });

  it('5 on every + item and 1 on every − item: every domain at its maximum 50', async () => {
    const result = await take((n) => (PUBLISHED_REVERSED.includes(n) ? 1 : 5));
    expect(Object.values(sums(result))).toEqual(Array(5).fill([50, 100]));
    expect(result.scores?.traits.every((trait) => trait.min === 10 && trait.max === 50)).toBe(true);
  });
});
