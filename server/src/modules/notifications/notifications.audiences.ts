import type { BroadcastAudience } from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import { studentProfiles, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql-fragments.ts';

/** The built-in campaign audiences (decision 017); other modules register theirs in app.ts. */

/** Everyone, people with the user role, or administrators. */
export function roleCondition(audience: BroadcastAudience): SQL {
  if (audience === 'users') return sql`${qualified(users.role)} = 'user'`;
  if (audience === 'admins') return sql`${qualified(users.role)} = 'admin'`;
  return sql`true`;
}

/** A profiler's targeting as stored on the campaign when it is announced (a snapshot: edits later do not move it). */
export type ProfilerTargeting = {
  educationLevels: string[];
  experienceLevels: string[];
  skills: string[];
  interests: string[];
  minAge: number | null;
  maxAge: number | null;
};

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * The people a newly activated profiler targets (decision 017), as a WHERE over `users`: people with
 * the user role whose profile screening is not outside its age bounds (an unknown age is not
 * excluded, as in the catalogue's `targetingMatch`), and — when the profiler lists any education,
 * experience, skill or interest — whose screening shares at least one of them (the same values
 * that give a recommendation a score above 0; skills and interests case-insensitively). A profiler
 * with no list targets everyone with the user role.
 */
export function profilerTargetsCondition(targeting: ProfilerTargeting): SQL {
  const sp = studentProfiles;
  const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
  const sharesAny = (column: SQL, values: readonly string[]) =>
    values.length === 0
      ? sql`false`
      : sql`exists (select 1 from unnest(${column}) as t(v) where lower(t.v) = any(${textArray(lower(values))}))`;
  const hasLists =
    targeting.educationLevels.length +
      targeting.experienceLevels.length +
      targeting.skills.length +
      targeting.interests.length >
    0;
  const ageOutside = sql.join(
    [
      targeting.minAge === null ? sql`false` : sql`${qualified(sp.age)} < ${targeting.minAge}`,
      targeting.maxAge === null ? sql`false` : sql`${qualified(sp.age)} > ${targeting.maxAge}`,
    ],
    sql` or `,
  );
  // Qualified: a bare column inside the subquery would bind to the subquery's own table.
  const profileOf = sql`${qualified(sp.userId)} = ${qualified(users.id)}`;
  const notOutsideAge = sql`not exists (select 1 from ${sp} where ${profileOf} and ${qualified(sp.age)} is not null and (${ageOutside}))`;
  if (!hasLists) return sql`(${qualified(users.role)} = 'user' and ${notOutsideAge})`;
  const matches = sql`exists (select 1 from ${sp} where ${profileOf} and (
      ${qualified(sp.educationLevel)} = any(${textArray(targeting.educationLevels)})
      or ${qualified(sp.experienceLevel)} = any(${textArray(targeting.experienceLevels)})
      or ${sharesAny(sql`${qualified(sp.skills)}`, targeting.skills)}
      or ${sharesAny(sql`${qualified(sp.interests)}`, targeting.interests)}))`;
  return sql`(${qualified(users.role)} = 'user' and ${notOutsideAge} and ${matches})`;
}
