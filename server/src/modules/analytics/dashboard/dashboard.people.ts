import type { DashboardQuery, DashboardUser } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { num, sqlRows } from '../shared.ts';

/** Attempts shown with each person (spec §3: users carry testAttempts with isCompleted). */
export const LATEST_ATTEMPTS_PER_PERSON = 5;

/** An instant as the API writes it (UTC, milliseconds, Z), whatever the session's TimeZone. */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type Row = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  emailVerified: boolean;
  attemptCount: unknown;
  testAttempts: DashboardUser['testAttempts'] | string | null;
};

/**
 * The most recent people (not deleted), newest first, one page of them, each with their latest
 * attempts and how many they have — one statement: the page of accounts, then per account a lateral
 * read of its newest attempts (test_attempts_user_idx) gathered as JSON, so the page costs one
 * round trip whatever its size (no query per person).
 */
export async function latestPeople(
  db: DbOrTx,
  query: Pick<DashboardQuery, 'page' | 'limit'>,
): Promise<{ users: DashboardUser[] }> {
  const rows = await sqlRows<Row>(
    db,
    sql`with page as (
          select u.id, u.name, u.email, u.created_at, u.email_verified_at
          from users u
          where u.deleted_at is null
          order by u.created_at desc, u.id desc
          limit ${query.limit} offset ${(query.page - 1) * query.limit}
        )
        select p.id as "id", p.name as "name", p.email as "email",
               ${isoText('p.created_at')} as "createdAt",
               p.email_verified_at is not null as "emailVerified",
               (select count(*) from test_attempts c where c.user_id = p.id) as "attemptCount",
               latest.items as "testAttempts"
        from page p
        left join lateral (
          select json_agg(json_build_object(
                   'id', a.id,
                   'assessmentId', a.assessment_id,
                   'assessmentTitle', a.title,
                   'isCompleted', a.is_completed,
                   'startedAt', ${isoText('a.started_at')},
                   'completedAt', ${isoText('a.completed_at')}
                 ) order by a.started_at desc, a.id desc) as items
          from (
            select t.id, t.assessment_id, s.title, t.is_completed, t.started_at, t.completed_at
            from test_attempts t
            join assessments s on s.id = t.assessment_id
            where t.user_id = p.id
            order by t.started_at desc, t.id desc
            limit ${LATEST_ATTEMPTS_PER_PERSON}
          ) a
        ) latest on true
        order by p.created_at desc, p.id desc`,
  );
  return {
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      createdAt: row.createdAt,
      emailVerified: row.emailVerified,
      // json arrives parsed on both drivers; a string only if a driver ever hands it over raw.
      testAttempts:
        typeof row.testAttempts === 'string' ? JSON.parse(row.testAttempts) : (row.testAttempts ?? []),
      attemptCount: num(row.attemptCount),
    })),
  };
}
