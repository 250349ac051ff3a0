import type { MatchProfile } from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import { assessmentOffers } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';

/**
 * SQL twin of the contract's `targetingMatch` score, over the profiler's `assessment_offers` row, so
 * the ranking and its LIMIT run in the database: scoring every candidate in JavaScript read the whole
 * catalogue's targeting on each page 1. The offers row carries the targeting with skills and interests
 * already lowered (migration 0019), as `targetingMatch` lowers both sides; the profile's values are
 * lowered here. Array operators only, except to count the shared skills or interests where some are
 * shared. catalogue.match-score.test.ts holds the two to the same scores (decision 026).
 */
export function matchScore(profile: MatchProfile): SQL<number> {
  const exact = (column: SQL, value: string | null) =>
    value ? sql`(case when ${column} @> array[${value}]::text[] then 3 else 0 end)` : sql`0`;
  const shared = (lowered: SQL, mine: readonly string[]) => {
    if (mine.length === 0) return sql`0`;
    const values = sql.param(mine.map((value) => value.toLowerCase()));
    return sql`(case when ${lowered} && ${values}::text[] then least(3,
      (select count(*) from unnest(${values}::text[]) as m(v) where m.v = any(${lowered})))::int else 0 end)`;
  };
  const column = (name: keyof typeof assessmentOffers.$inferSelect) =>
    sql`${qualified(assessmentOffers[name])}`;
  const { age } = profile;
  const ageFits =
    age === null
      ? sql`true`
      : sql`(${column('minAge')} is null or ${column('minAge')} <= ${age})
        and (${column('maxAge')} is null or ${column('maxAge')} >= ${age})`;
  return sql<number>`(case when ${ageFits} then
    ${exact(column('educationLevels'), profile.educationLevel)}
    + ${exact(column('experienceLevels'), profile.experienceLevel)}
    + ${shared(column('skillsLower'), profile.skills)}
    + ${shared(column('interestsLower'), profile.interests)}
    else 0 end)`;
}
