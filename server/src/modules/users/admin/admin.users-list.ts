import {
  ADMIN_USERS_TOTAL_CAP,
  type AdminUserList,
  type AdminUserSort,
  type AdminUsersQuerySchema,
} from '@pathwise/contract';
import { and, eq, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { users } from '../../../db/schema/index.ts';
import { containing, qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import { decodeCursor, encodeCursor, type KeysetPosition } from '../../../platform/keyset-cursor.ts';
import {
  adminUserRowColumns,
  hasAttemptsCondition,
  hasPaidOrdersCondition,
  toAdminUserRow,
} from './admin.person-figures.ts';

/**
 * GET /admin/users: every account not deleted, with search, filters, sort and keyset pages.
 *
 * The page is chosen first over `users` alone (one index walk: `users_created_id_idx` for the joined
 * sorts, `users_name_id_idx` for the name sorts, `users_email_key` for e-mail; the trigram indexes on
 * lower(name) / lower(email) for a search), then the page's 20 people get their figures. `total`
 * counts the same filters (up to ADMIN_USERS_TOTAL_CAP when filtered) and `summary` everything,
 * read at the same time.
 */

export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

type SortSpec = {
  /** The sort key as the cursor carries it (timestamps as PostgreSQL text: microseconds survive). */
  key: SQL;
  /** The key in the keyset comparison, typed back from the cursor's value. */
  bound: (key: string) => SQL;
  column: SQL;
  direction: 'asc' | 'desc';
};

const createdAt = qualified(users.createdAt);
const SORTS: Record<AdminUserSort, SortSpec> = {
  joined_desc: {
    key: sql`${createdAt}::text`,
    bound: (key) => sql`${key}::timestamptz`,
    column: createdAt,
    direction: 'desc',
  },
  joined_asc: {
    key: sql`${createdAt}::text`,
    bound: (key) => sql`${key}::timestamptz`,
    column: createdAt,
    direction: 'asc',
  },
  name_asc: {
    key: qualified(users.name),
    bound: (key) => sql`${key}`,
    column: qualified(users.name),
    direction: 'asc',
  },
  name_desc: {
    key: qualified(users.name),
    bound: (key) => sql`${key}`,
    column: qualified(users.name),
    direction: 'desc',
  },
  email_asc: {
    key: qualified(users.email),
    bound: (key) => sql`${key}`,
    column: qualified(users.email),
    direction: 'asc',
  },
};

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });

/** The WHERE of the filters (not the cursor): deleted accounts are never listed. */
export function adminUsersConditions(query: Omit<AdminUsersQuery, 'sort' | 'cursor' | 'limit'>): SQL[] {
  const where: SQL[] = [isNull(users.deletedAt)];
  const search = query.search?.trim().toLowerCase();
  if (search) {
    // lower(...) LIKE '%term%' is what the trigram indexes (migration 0011) answer; the term is escaped.
    const pattern = containing(search);
    where.push(
      sql`(lower(${qualified(users.name)}) like ${pattern} or lower(${qualified(users.email)}) like ${pattern})`,
    );
  }
  if (query.role !== 'all') where.push(eq(users.role, query.role));
  if (query.verified === 'yes') where.push(isNotNull(users.emailVerifiedAt));
  if (query.verified === 'no') where.push(isNull(users.emailVerifiedAt));
  if (query.status === 'active') where.push(isNull(users.suspendedAt));
  if (query.status === 'suspended') where.push(isNotNull(users.suspendedAt));
  if (query.hasAttempts === 'yes') where.push(hasAttemptsCondition());
  if (query.hasAttempts === 'no') where.push(not(hasAttemptsCondition()));
  if (query.hasPayments === 'yes') where.push(hasPaidOrdersCondition());
  if (query.hasPayments === 'no') where.push(not(hasPaidOrdersCondition()));
  if (query.joinedFrom && query.joinedTo && query.joinedFrom > query.joinedTo) {
    throw invalid('joinedTo', 'The end date must not be before the start date.');
  }
  if (query.joinedFrom)
    where.push(sql`${createdAt} >= ${dayStart(query.joinedFrom).toISOString()}::timestamptz`);
  if (query.joinedTo) {
    const end = new Date(dayStart(query.joinedTo).getTime() + DAY_MS);
    where.push(sql`${createdAt} < ${end.toISOString()}::timestamptz`);
  }
  return where;
}

/** PostgreSQL's text of a timestamptz ("2026-01-02 03:04:05.123456+00"): what a joined sort's cursor carries. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function afterCursor(sort: SortSpec, position: KeysetPosition): SQL {
  // A cursor of another sort (a name where a time belongs) is refused here, not by a failed cast.
  const timed = sort.column === createdAt;
  if (typeof position.key !== 'string' || (timed && !TIMESTAMP_TEXT.test(position.key))) {
    throw invalid('cursor', 'This page link is not valid. Start again from the first page.');
  }
  const op = sort.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${sort.column}, ${qualified(users.id)}) ${op} (${sort.bound(position.key)}, ${position.id}::uuid)`;
}

/**
 * The dashboard figures (every account not deleted, every completed attempt) are read at most once
 * per SUMMARY_TTL_MS per process: they are the same whatever the filters, the dashboard caches them
 * for 5 minutes anyway (spec §9), and counting every account on every search would be most of the
 * search's cost. The list's own `total` is always exact; without filters it also gives the summary's
 * account count, so that figure is exact whenever the unfiltered list is shown.
 */
export const SUMMARY_TTL_MS = 30_000;

type Summary = AdminUserList['summary'];

/** `totalCap` is ADMIN_USERS_TOTAL_CAP; tests give a small one. */
export function createAdminUsersList(deps: { db: Db; now: () => Date; totalCap?: number }) {
  const { db, now, totalCap = ADMIN_USERS_TOTAL_CAP } = deps;
  let cached: { at: number; value: Summary } | null = null;

  async function summary(): Promise<Summary> {
    const at = now().getTime();
    if (cached && at >= cached.at && at - cached.at < SUMMARY_TTL_MS) return cached.value;
    const [row] = await db
      .select({
        totalUsers: sql<number>`(select count(*)::int from users su where su.deleted_at is null)`.mapWith(
          Number,
        ),
        completedAttempts:
          sql<number>`(select count(*)::int from test_attempts sa where sa.is_completed)`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    const value = { totalUsers: row?.totalUsers ?? 0, completedAttempts: row?.completedAttempts ?? 0 };
    cached = { at, value };
    return value;
  }

  async function list(query: AdminUsersQuery): Promise<AdminUserList> {
    const sort = SORTS[query.sort];
    const filters = adminUsersConditions(query);
    const position = query.cursor ? decodeCursor(query.cursor) : null;
    const pageWhere = position ? [...filters, afterCursor(sort, position)] : filters;
    const dir = sort.direction === 'asc' ? sql`asc` : sql`desc`;
    const order = [sql`${sort.column} ${dir}`, sql`${qualified(users.id)} ${dir}`];

    // The page's ids first (over users alone), then the rows with their figures for those ids only.
    const page = db
      .select({ pageId: sql<string>`${qualified(users.id)}`.as('page_id') })
      .from(users)
      .where(and(...pageWhere))
      .orderBy(...order)
      .limit(query.limit + 1)
      .as('page');

    // Only "not deleted": no filter the admin chose.
    const unfiltered = filters.length === 1;
    const [rows, [countedRow], figures] = await readTogether(db, [
      () =>
        db
          .select({ ...adminUserRowColumns, sortKey: sql<string>`${sort.key}` })
          .from(users)
          .innerJoin(page, eq(users.id, page.pageId))
          .orderBy(...order),
      () => {
        // Unfiltered: every account, counted exactly (one scan of users). Filtered: counted up to
        // the cap, so an attempts filter matching 60,000 people stops after 10,001 of them.
        if (unfiltered) {
          return db
            .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
            .from(users)
            .where(and(...filters));
        }
        const matches = db
          .select({ one: sql`1`.as('one') })
          .from(users)
          .where(and(...filters))
          .limit(totalCap + 1)
          .as('matches');
        return db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(matches);
      },
      summary,
    ] as const);

    const hasMore = rows.length > query.limit;
    const counted = countedRow?.total ?? 0;
    const totalIsCapped = !unfiltered && counted > totalCap;
    const shown = hasMore ? rows.slice(0, query.limit) : rows;
    const last = shown.at(-1);
    const total = totalIsCapped ? totalCap : counted;
    return {
      users: shown.map(toAdminUserRow),
      nextCursor: hasMore && last ? encodeCursor({ key: last.sortKey, id: last.id }) : null,
      total,
      totalIsCapped,
      // Unfiltered, the total is every account, counted just now: fresher than the cached summary.
      summary: unfiltered ? { ...figures, totalUsers: total } : figures,
    };
  }

  return { list };
}
