import type { MatchProfile } from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import { assessments } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';

/**
 * SQL twin of the contract's `targetingMatch` score for the outer profiler, so the ranking and its
 * LIMIT run in the database: scoring every candidate in JavaScript read the whole catalogue's
 * targeting on each page 1 (4,000 rows at the growth bench's largest scale). Array operators only, no
 * per-row unnest, except to count shared skills or interests where some are shared. A profile's own
 * values are lowered here as `targetingMatch` lowers them; the targeting's in SQL (`lower` of the
 * array's text form keeps its structure: quotes and backslashes have no case).
 * catalogue.match-score.test.ts holds the two to the same scores.
 */
export function matchScore(profile: MatchProfile): SQL<number> {
  const exact = (column: SQL, value: string | null) =>
    value ? sql`(case when ${column} @> array[${value}]::text[] then 3 else 0 end)` : sql`0`;
  const shared = (column: SQL, mine: readonly string[]) => {
    if (mine.length === 0) return sql`0`;
    const lowered = sql`lower(${column}::text)::text[]`;
    const values = sql.param(mine.map((value) => value.toLowerCase()));
    return sql`(case when ${lowered} && ${values}::text[] then least(3,
      (select count(*) from unnest(${values}::text[]) as m(v) where m.v = any(${lowered})))::int else 0 end)`;
  };
  const { age } = profile;
  const ageFits =
    age === null
      ? sql`true`
      : sql`(${qualified(assessments.minAge)} is null or ${qualified(assessments.minAge)} <= ${age})
        and (${qualified(assessments.maxAge)} is null or ${qualified(assessments.maxAge)} >= ${age})`;
  return sql<number>`(case when ${ageFits} then
    ${exact(sql`${qualified(assessments.targetEducationLevels)}`, profile.educationLevel)}
    + ${exact(sql`${qualified(assessments.targetExperienceLevels)}`, profile.experienceLevel)}
    + ${shared(sql`${qualified(assessments.targetSkills)}`, profile.skills)}
    + ${shared(sql`${qualified(assessments.targetInterests)}`, profile.interests)}
    else 0 end)`;
}
