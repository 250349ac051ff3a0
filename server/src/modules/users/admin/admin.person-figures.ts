import type { AdminUserRow } from '@pathwise/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';

/**
 * One person's figures as the admin consoles show them (the users list, a person's detail, the
 * students list): attempts in progress and completed, paid orders, last activity. Each is a
 * correlated subquery over an index keyed by the person (`test_attempts_user_idx`,
 * `payment_orders_user_idx`, `sessions_user_created_idx`), so a page of 20 people costs 20 short
 * index scans per figure, whatever the size of the tables. Put them in the select list of a query
 * that is already limited to one page (see `admin.users-list.ts`), never in a WHERE or ORDER BY over
 * every account.
 *
 * `userId` is the SQL naming the person's id in the outer query; by default `"users"."id"`.
 */

/** A timestamptz as ISO-8601 UTC text with milliseconds ("2026-01-02T03:04:05.678Z"), the same on both drivers. */
export const isoText = (value: SQL | SQL.Aliased): SQL =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A paid order: money moved, refunded later or not (the payments module's 'paid' and 'refunded'). */
export const PAID_ORDER_STATUSES = ['paid', 'refunded'] as const;

export const attemptsInProgress = (userId: SQL = qualified(users.id)) =>
  sql<number>`(select count(*)::int from test_attempts pf_a where pf_a.user_id = ${userId} and pf_a.status = 'in_progress')`.mapWith(
    Number,
  );

export const attemptsCompleted = (userId: SQL = qualified(users.id)) =>
  sql<number>`(select count(*)::int from test_attempts pf_c where pf_c.user_id = ${userId} and pf_c.status = 'completed')`.mapWith(
    Number,
  );

export const paidOrders = (userId: SQL = qualified(users.id)) =>
  sql<number>`(select count(*)::int from payment_orders pf_p where pf_p.user_id = ${userId} and pf_p.status in ('paid', 'refunded'))`.mapWith(
    Number,
  );

/** The newest of: a session created (a sign-in), an attempt touched. Null when neither exists. */
export const lastActiveAtExpr = (userId: SQL = qualified(users.id)): SQL =>
  sql`greatest(
    (select max(pf_s.created_at) from sessions pf_s where pf_s.user_id = ${userId}),
    (select max(pf_t.updated_at) from test_attempts pf_t where pf_t.user_id = ${userId})
  )`;

export const lastActiveAt = (userId: SQL = qualified(users.id)) =>
  sql<string | null>`${isoText(lastActiveAtExpr(userId))}`;

/** Does the person have any attempt / any paid order (list filters: index-backed EXISTS). */
export const hasAttemptsCondition = (userId: SQL = qualified(users.id)): SQL =>
  sql`exists (select 1 from test_attempts pf_ea where pf_ea.user_id = ${userId})`;
export const hasPaidOrdersCondition = (userId: SQL = qualified(users.id)): SQL =>
  sql`exists (select 1 from payment_orders pf_ep where pf_ep.user_id = ${userId} and pf_ep.status in ('paid', 'refunded'))`;

/** The select list of an `AdminUserRow` over the `users` table. */
export const adminUserRowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: sql<string>`${isoText(qualified(users.createdAt))}`,
  suspendedAt: sql<string | null>`${isoText(qualified(users.suspendedAt))}`,
  suspendedReason: users.suspendedReason,
  inProgress: attemptsInProgress(),
  completed: attemptsCompleted(),
  paidOrders: paidOrders(),
  lastActiveAt: lastActiveAt(),
};

export type AdminUserRowRecord = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  emailVerifiedAt: Date | null;
  createdAt: string;
  suspendedAt: string | null;
  suspendedReason: string | null;
  inProgress: number;
  completed: number;
  paidOrders: number;
  lastActiveAt: string | null;
};

export function toAdminUserRow(row: AdminUserRowRecord): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt,
    suspendedAt: row.suspendedAt,
    suspendedReason: row.suspendedReason,
    attempts: { inProgress: Number(row.inProgress), completed: Number(row.completed) },
    paidOrders: Number(row.paidOrders),
    lastActiveAt: row.lastActiveAt,
  };
}

/** One account as the users list shows it; null when there is no such account or it is deleted. */
export async function findAdminUserRow(db: DbOrTx, userId: string): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(adminUserRowColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? toAdminUserRow(row) : null;
}
