import { type StudentFilter, StudentFilterSchema } from '@pathwise/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { containing, qualified } from '../../../db/sql-fragments.ts';

/**
 * Who the admin students console lists (contract admin-students.ts): an account with the user role,
 * not deleted, that started a profiler or saved the profile screening; narrowed by the console's
 * filters. One WHERE over `users` (no joins), shared by the list, the download, the bulk reminder's
 * preview and the campaigns' `students` audience, so each selects exactly the same people.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Always `"users"."col"`: the engine may join other tables that have an `id` or `email` column. */
const u = {
  id: qualified(users.id),
  role: qualified(users.role),
  deletedAt: qualified(users.deletedAt),
  name: qualified(users.name),
  email: qualified(users.email),
};

/** `%term%` for LIKE on lower(column): the trigram indexes on lower(name) and lower(email) serve it. */
export function containsPattern(term: string): string {
  return containing(term.toLowerCase());
}

const hasAttempt = (extra?: SQL) =>
  sql`exists (select 1 from test_attempts sa where sa.user_id = ${u.id}${extra ? sql` and ${extra}` : sql``})`;
const hasProfile = (extra?: SQL) =>
  sql`exists (select 1 from student_profiles sp where sp.user_id = ${u.id}${extra ? sql` and ${extra}` : sql``})`;

/** Any activity since `since`: a session started or an attempt touched (the last-activity rule). */
function activeSince(since: Date): SQL {
  const at = since.toISOString();
  return sql`(exists (select 1 from sessions ss where ss.user_id = ${u.id} and ss.created_at >= ${at}::timestamptz)
    or exists (select 1 from test_attempts sa where sa.user_id = ${u.id} and sa.updated_at >= ${at}::timestamptz))`;
}

/** "Is a student": user role, not deleted, an attempt or a saved profile screening. */
export const isStudent: SQL = sql`(${u.role} = 'user' and ${u.deletedAt} is null and (${hasAttempt()} or ${hasProfile()}))`;

export function studentCondition(filter: StudentFilter, now: Date): SQL {
  const where: SQL[] = [isStudent];

  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(
      sql`(lower(${u.name}) like ${pattern} escape '\\' or lower(${u.email}) like ${pattern} escape '\\')`,
    );
  }

  const onProfiler = filter.assessmentId ? sql`sa.assessment_id = ${filter.assessmentId}::uuid` : undefined;
  const withStatus = (status: 'in_progress' | 'completed') =>
    onProfiler ? sql`${onProfiler} and sa.status = ${status}` : sql`sa.status = ${status}`;
  switch (filter.attempts) {
    case 'in_progress':
      where.push(hasAttempt(withStatus('in_progress')));
      break;
    case 'completed':
      where.push(hasAttempt(withStatus('completed')));
      break;
    case 'none':
      // With a profiler: the students who have not started that one (they are students by other means).
      where.push(sql`not ${hasAttempt(onProfiler)}`);
      break;
    default:
      if (onProfiler) where.push(hasAttempt(onProfiler));
  }

  switch (filter.completeness) {
    case 'complete':
      where.push(hasProfile(sql`sp.completed_at is not null`));
      break;
    case 'incomplete':
      where.push(hasProfile(sql`sp.completed_at is null`));
      break;
    case 'none':
      where.push(sql`not ${hasProfile()}`);
      break;
  }

  switch (filter.activity) {
    case 'active_7d':
      where.push(activeSince(new Date(now.getTime() - 7 * DAY_MS)));
      break;
    case 'active_30d':
      where.push(activeSince(new Date(now.getTime() - 30 * DAY_MS)));
      break;
    case 'inactive_30d':
      where.push(sql`not ${activeSince(new Date(now.getTime() - 30 * DAY_MS))}`);
      break;
  }

  return and(...where)!;
}

/**
 * The campaigns' `students` audience resolver: the stored audience `{ kind: 'students', filter }`
 * read back through the contract's schema (defaults filled, anything malformed refused).
 */
export function studentAudienceCondition(audience: Record<string, unknown>, now: Date): SQL {
  return studentCondition(StudentFilterSchema.parse(audience.filter ?? {}), now);
}
