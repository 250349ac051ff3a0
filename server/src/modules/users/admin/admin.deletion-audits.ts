import type {
  DeletionAuditList,
  DeletionAuditsQuerySchema,
  DeletionStats,
  DeletionStatsQuerySchema,
} from '@pathwise/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { userDeletionAudits, users } from '../../../db/schema/index.ts';
import { containing } from '../../../db/sql-fragments.ts';
import { deletedEmailHash } from '../account/account.deletion.ts';

/**
 * GET /admin/user-deletion-audits and GET /admin/user-deletion-stats (spec §7, defaults §9).
 * We keep no address of a deleted account, only a keyed hash of it: an admin who types an address
 * finds the audit of exactly that address (the same key and lower-casing as the deletion), and
 * nothing for any other. Anything else is matched against the reason and the deleting admin's name.
 */

export type DeletionAuditsQuery = z.output<typeof DeletionAuditsQuerySchema>;
export type DeletionStatsQuery = z.output<typeof DeletionStatsQuerySchema>;

/** One address, no spaces: what the search reads as an e-mail address. */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NO_REASON = 'No reason given';
const TOP_REASONS = 10;
const DAY_MS = 86_400_000;

const deletingAdmin = alias(users, 'deleting_admin');

export async function listDeletionAudits(
  db: DbOrTx,
  emailHashKey: Buffer,
  query: DeletionAuditsQuery,
): Promise<DeletionAuditList> {
  const where: SQL[] = [];
  const search = query.search?.trim();
  const searchedByEmail = Boolean(search && EMAIL_LIKE.test(search));
  if (search && searchedByEmail) {
    where.push(eq(userDeletionAudits.emailHash, deletedEmailHash(emailHashKey, search)));
  } else if (search) {
    const pattern = containing(search);
    where.push(
      sql`(${userDeletionAudits.reason} ilike ${pattern} or ${deletingAdmin.name} ilike ${pattern})`,
    );
  }
  if (query.deletedBy !== 'all') where.push(eq(userDeletionAudits.deletedBy, query.deletedBy));
  const condition = where.length ? and(...where) : undefined;

  const [rows, [counted]] = await readTogether(db, [
    () =>
      db
        .select({
          id: userDeletionAudits.id,
          userId: userDeletionAudits.userId,
          emailDomain: userDeletionAudits.emailDomain,
          deletedBy: userDeletionAudits.deletedBy,
          adminId: deletingAdmin.id,
          adminName: deletingAdmin.name,
          reason: userDeletionAudits.reason,
          createdAt: userDeletionAudits.createdAt,
        })
        .from(userDeletionAudits)
        .leftJoin(deletingAdmin, eq(deletingAdmin.id, userDeletionAudits.deletedByAdminId))
        .where(condition)
        .orderBy(desc(userDeletionAudits.createdAt), desc(userDeletionAudits.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () =>
      db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(userDeletionAudits)
        .leftJoin(deletingAdmin, eq(deletingAdmin.id, userDeletionAudits.deletedByAdminId))
        .where(condition),
  ] as const);
  const total = counted?.total ?? 0;
  return {
    audits: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      emailDomain: row.emailDomain,
      deletedBy: row.deletedBy,
      admin: row.adminId && row.adminName !== null ? { id: row.adminId, name: row.adminName } : null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: { page: query.page, limit: query.limit, total, hasMore: query.page * query.limit < total },
    searchedByEmail,
  };
}

/** Deletions of the last `period` days (UTC, today included): per day (zero days too), self vs admin, reasons. */
export async function deletionStats(
  db: DbOrTx,
  now: Date,
  query: DeletionStatsQuery,
): Promise<DeletionStats> {
  const today = now.toISOString().slice(0, 10);
  const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - (query.period - 1) * DAY_MS);
  const firstDay = first.toISOString().slice(0, 10);
  const end = new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString();
  const inPeriod = sql`${userDeletionAudits.createdAt} >= ${first.toISOString()}::timestamptz and ${userDeletionAudits.createdAt} < ${end}::timestamptz`;
  // A literal, not a parameter: GROUP BY and the select list must be the same expression.
  const reasonText = sql`coalesce(nullif(btrim(${userDeletionAudits.reason}), ''), ${sql.raw(`'${NO_REASON}'`)})`;

  const [perDay, reasons] = await readTogether(db, [
    () =>
      db
        .select({
          day: sql<string>`to_char(series.day, 'YYYY-MM-DD')`,
          self: sql<number>`coalesce(counted.self, 0)::int`.mapWith(Number),
          admin: sql<number>`coalesce(counted.admin, 0)::int`.mapWith(Number),
        })
        .from(
          sql`generate_series(${firstDay}::date, ${today}::date, interval '1 day') as series(day)
            left join (
              select (${userDeletionAudits.createdAt} at time zone 'UTC')::date as day,
                count(*) filter (where ${userDeletionAudits.deletedBy} = 'self') as self,
                count(*) filter (where ${userDeletionAudits.deletedBy} = 'admin') as admin
              from ${userDeletionAudits}
              where ${inPeriod}
              group by 1
            ) as counted on counted.day = series.day::date`,
        )
        .orderBy(sql`series.day`),
    () =>
      db
        .select({ reason: sql<string>`${reasonText}`, count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(userDeletionAudits)
        .where(inPeriod)
        .groupBy(reasonText)
        .orderBy(sql`count(*) desc`, reasonText)
        .limit(TOP_REASONS),
  ] as const);

  const self = perDay.reduce((sum, day) => sum + day.self, 0);
  const admin = perDay.reduce((sum, day) => sum + day.admin, 0);
  return { period: query.period, total: self + admin, self, admin, perDay, reasons };
}
