import {
  type AdminReferral,
  type AdminReferralList,
  type AdminReferralsQuerySchema,
  fromMinorUnits,
} from '@pathwise/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { coupons, paymentOrders, referralConfigs, referrals, users } from '../../../db/schema/index.ts';
import { containing } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import { toReferralCoupon } from '../programme/programme.terms.ts';

/**
 * GET /referrals/admin/referrals (decision 019): newest first, filtered by status, the referrer (part
 * of their name, e-mail or the code used) and the day the referral was made (UTC days, inclusive),
 * one page in SQL with its total. The same row shape answers process-bonus.
 */

export type AdminReferralsQuery = z.output<typeof AdminReferralsQuerySchema>;

const DAY_MS = 86_400_000;
const referrer = alias(users, 'referrer');
const referee = alias(users, 'referee');

const columns = {
  referral: referrals,
  referrerName: referrer.name,
  referrerEmail: referrer.email,
  refereeName: referee.name,
  refereeEmail: referee.email,
  configName: referralConfigs.name,
  orderAmountMinor: paymentOrders.amountMinor,
  orderCurrency: paymentOrders.currency,
  coupon: coupons,
};

type Row = {
  referral: typeof referrals.$inferSelect;
  referrerName: string;
  referrerEmail: string;
  refereeName: string;
  refereeEmail: string;
  configName: string;
  orderAmountMinor: number | null;
  orderCurrency: string | null;
  coupon: typeof coupons.$inferSelect | null;
};

function selectRows(db: DbOrTx) {
  return db
    .select(columns)
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .innerJoin(referee, eq(referee.id, referrals.refereeId))
    .innerJoin(referralConfigs, eq(referralConfigs.id, referrals.configId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, referrals.qualifyingOrderId))
    .leftJoin(coupons, eq(coupons.id, referrals.rewardCouponId));
}

function toAdminReferral(row: Row, now: Date): AdminReferral {
  const r = row.referral;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    referrer: { id: r.referrerId, name: row.referrerName, email: row.referrerEmail },
    referee: { id: r.refereeId, name: row.refereeName, email: row.refereeEmail },
    configId: r.configId,
    configName: row.configName,
    qualifyingAmount:
      row.orderAmountMinor !== null && row.orderCurrency !== null
        ? fromMinorUnits(row.orderAmountMinor, row.orderCurrency)
        : null,
    qualifyingCurrency: row.orderCurrency,
    qualifyingOrderId: r.qualifyingOrderId,
    rewardCoupon: row.coupon ? toReferralCoupon(row.coupon, now) : null,
    rewardDueAt: r.status === 'qualified' ? iso(r.rewardDueAt) : null,
    createdAt: r.createdAt.toISOString(),
    joinedAt: iso(r.joinedAt),
    qualifiedAt: iso(r.qualifiedAt),
    rewardedAt: iso(r.rewardedAt),
    cancelledAt: iso(r.cancelledAt),
  };
}

function conditions(query: AdminReferralsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(referrals.status, query.status));
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('VALIDATION_FAILED', 'The start date must not be after the end date.');
  }
  // Through Date, as the payments console does: the instant JavaScript reads the day as, always valid SQL.
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
  if (query.from) {
    where.push(sql`${referrals.createdAt} >= ${new Date(dayStart(query.from)).toISOString()}::timestamptz`);
  }
  if (query.to) {
    where.push(
      sql`${referrals.createdAt} < ${new Date(dayStart(query.to) + DAY_MS).toISOString()}::timestamptz`,
    );
  }
  const term = query.referrer?.trim();
  if (term) {
    const pattern = containing(term);
    where.push(
      sql`(${referrer.name} ilike ${pattern} or ${referrer.email} ilike ${pattern} or ${referrals.code} ilike ${pattern})`,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export async function listAdminReferrals(
  db: DbOrTx,
  query: AdminReferralsQuery,
  now: Date,
): Promise<AdminReferralList> {
  const where = conditions(query);
  const [rows, counted] = await readTogether(db, [
    () =>
      selectRows(db)
        .where(where)
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () =>
      db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(referrals)
        .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
        .where(where),
  ] as const);
  const total = counted[0]?.total ?? 0;
  return {
    referrals: rows.map((row) => toAdminReferral(row, now)),
    pagination: { page: query.page, limit: query.limit, total, hasMore: query.page * query.limit < total },
  };
}

/** One referral as the list shows it, or null. */
export async function findAdminReferral(db: DbOrTx, id: string, now: Date): Promise<AdminReferral | null> {
  const [row] = await selectRows(db).where(eq(referrals.id, id));
  return row ? toAdminReferral(row, now) : null;
}
