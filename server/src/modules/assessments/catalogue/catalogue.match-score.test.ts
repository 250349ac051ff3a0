import { type MatchProfile, type MatchTargeting, targetingMatch } from '@pathwise/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import { assessmentOffers, assessments, categories, questions } from '../../../db/schema/index.ts';
import { matchScore } from './catalogue.match-score.ts';

/**
 * The recommendations rank in SQL (`matchScore`) by the rule people are shown the reasons of
 * (`targetingMatch`, contract). Both must give every profiler the same score for every profile:
 * mixed case, repeated values, quotes and backslashes in values, ages on and past the bounds.
 */

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], max: number): T[] =>
    Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(values));
  return { next, pick, some };
}

const LEVELS = ['bachelor', 'Bachelor', 'master', 'phd', 'high-school'];
const EXPERIENCE = ['entry', 'mid', 'senior', 'Senior'];
const WORDS = [
  'Python',
  'python',
  'PYTHON',
  'Data Science',
  'design',
  'Design',
  "O'Reilly",
  'back\\slash',
  'quote"d',
  'a,b',
  '{braces}',
  'NULL',
];
const AGES = [null, 16, 18, 25, 40, 65];

describe('matchScore (SQL) agrees with targetingMatch (contract)', () => {
  let test: TestDatabase;
  const targetings: Array<MatchTargeting & { id: string }> = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    const random = generator(7);
    const rows = Array.from({ length: 120 }, (_, i) => ({
      title: `Targeted ${i}`,
      targetEducationLevels: random.some(LEVELS, 2),
      targetExperienceLevels: random.some(EXPERIENCE, 2),
      targetSkills: random.some(WORDS, 4),
      targetInterests: random.some(WORDS, 4),
      minAge: random.pick([null, 18, 25]),
      maxAge: random.pick([null, 25, 40]),
    }));
    const { db } = test.database;
    const inserted = await db.insert(assessments).values(rows).returning();
    targetings.push(...inserted);
    // A question each, so each has the offers row the score reads (its targeting copied there).
    const sections = await db
      .insert(categories)
      .values(inserted.map((row) => ({ assessmentId: row.id, title: 'Section' })))
      .returning();
    await db.insert(questions).values(
      sections.map((c) => ({
        assessmentId: c.assessmentId,
        categoryId: c.id,
        text: 'Q',
        type: 'RATING' as const,
      })),
    );
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('gives every profiler the contract’s score, profile after profile', async () => {
    const random = generator(11);
    const profiles: MatchProfile[] = [
      { educationLevel: null, experienceLevel: null, skills: [], interests: [], age: null },
      ...Array.from({ length: 40 }, () => ({
        educationLevel: random.pick([null, ...LEVELS]),
        experienceLevel: random.pick([null, ...EXPERIENCE]),
        skills: random.some(WORDS, 5),
        interests: random.some(WORDS, 5),
        age: random.pick(AGES),
      })),
    ];
    let positive = 0;
    for (const profile of profiles) {
      const rows = await test.database.db
        .select({ id: assessments.id, score: matchScore(profile) })
        .from(assessments)
        .innerJoin(assessmentOffers, eq(assessmentOffers.assessmentId, assessments.id))
        .where(
          inArray(
            assessments.id,
            targetings.map((t) => t.id),
          ),
        );
      expect(rows).toHaveLength(targetings.length);
      const scores = new Map(rows.map((row) => [row.id, Number(row.score)]));
      for (const targeting of targetings) {
        const expected = targetingMatch(profile, targeting).score;
        if (expected > 0) positive += 1;
        expect({ profile, targeting: targeting.id, score: scores.get(targeting.id) }).toEqual({
          profile,
          targeting: targeting.id,
          score: expected,
        });
      }
    }
    // The generated data must exercise real matches, not only zeros.
    expect(positive).toBeGreaterThan(profiles.length * 10);
  });
});
