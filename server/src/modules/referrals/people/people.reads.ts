import {
  type MyReferralList,
  PURCHASED_REFERRAL_STATUSES,
  type ReferralCoupon,
  type ReferralStatus,
  type ReferredBy,
} from '@pathwise/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { coupons, referralCodes, referralConfigs, referrals, users } from '../../../db/schema/index.ts';
import { maskEmail, pageOffset, paginationOf } from '../../notifications/notifications.rules.ts';
import { hasPurchased } from '../../payments/payments.access.ts';
import { firstName } from '../programme/programme.referrers.ts';
import { toReferralCoupon, welcomeOffer } from '../programme/programme.terms.ts';

/**
 * What a person reads of the programme: every query is scoped to the caller in its WHERE (there is
 * no id a person could swap for someone else's), counted and paged in SQL.
 */

const REWARDS_SHOWN = 20;

export async function findOwnCode(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .limit(1);
  return row?.code ?? null;
}

export type ReferrerCounts = {
  invited: number;
  joined: number;
  purchased: number;
  rewardsEarned: number;
  rewardsPending: number;
};

/**
 * The caller's funnel as a referrer: how far each referral went, so `invited` counts everyone they
 * brought in (a code applied after sign-up included), `joined` those who confirmed or applied,
 * `purchased` those whose qualifying purchase stands (a refunded one is cancelled, not counted).
 */
export async function countAsReferrer(db: DbOrTx, userId: string): Promise<ReferrerCounts> {
  const purchased = sql.join(
    PURCHASED_REFERRAL_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      invited: sql<number>`count(*)::int`,
      joined: sql<number>`count(*) filter (where ${referrals.joinedAt} is not null or ${referrals.status} <> 'invited')::int`,
      purchased: sql<number>`count(*) filter (where ${referrals.status} in (${purchased}))::int`,
      rewardsEarned: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')::int`,
      rewardsPending: sql<number>`count(*) filter (where ${referrals.status} = 'qualified')::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  return row ?? { invited: 0, joined: 0, purchased: 0, rewardsEarned: 0, rewardsPending: 0 };
}

/** The caller's reward coupons, newest first. */
export async function listRewardCoupons(db: DbOrTx, userId: string, now: Date): Promise<ReferralCoupon[]> {
  const rows = await db
    .select({ coupon: coupons })
    .from(referrals)
    .innerJoin(coupons, eq(coupons.id, referrals.rewardCouponId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.rewardedAt), desc(referrals.id))
    .limit(REWARDS_SHOWN);
  return rows.map((row) => toReferralCoupon(row.coupon, now));
}

/** The referral that brought the caller in, as they see it (null when none did). */
export async function findReferredBy(db: DbOrTx, userId: string, now: Date): Promise<ReferredBy | null> {
  const [row] = await db
    .select({
      referral: referrals,
      referrerName: users.name,
      config: referralConfigs,
      welcomeCoupon: coupons,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .innerJoin(referralConfigs, eq(referralConfigs.id, referrals.configId))
    .leftJoin(coupons, eq(coupons.id, referrals.welcomeCouponId))
    .where(eq(referrals.refereeId, userId))
    .limit(1);
  if (!row) return null;
  const { referral } = row;
  const offer = welcomeOffer(row.config);
  const mayAccept = offer !== null && referral.welcomeActivatedAt === null && referral.status !== 'cancelled';
  return {
    referrerFirstName: firstName(row.referrerName),
    status: referral.status,
    // An invitation not yet confirmed has no join date; the day it was made stands in.
    joinedAt: (referral.joinedAt ?? referral.createdAt).toISOString(),
    welcomeOffer: offer,
    welcomeCoupon: row.welcomeCoupon ? toReferralCoupon(row.welcomeCoupon, now) : null,
    canActivate: mayAccept && !(await hasPurchased(db, userId)),
  };
}

/** The people the caller referred, newest first: first name and masked e-mail only. */
export async function listMyReferrals(
  db: DbOrTx,
  userId: string,
  query: { page: number; limit: number; status?: ReferralStatus },
): Promise<MyReferralList> {
  const where = and(
    eq(referrals.referrerId, userId),
    query.status ? eq(referrals.status, query.status) : undefined,
  );
  const [rows, [total]] = await readTogether(db, [
    () =>
      db
        .select({
          id: referrals.id,
          name: users.name,
          email: users.email,
          status: referrals.status,
          createdAt: referrals.createdAt,
          qualifiedAt: referrals.qualifiedAt,
          rewardedAt: referrals.rewardedAt,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.refereeId))
        .where(where)
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(query.limit)
        .offset(pageOffset(query)),
    () => db.select({ value: count() }).from(referrals).where(where),
  ]);
  return {
    referrals: rows.map((row) => ({
      id: row.id,
      firstName: firstName(row.name),
      maskedEmail: maskEmail(row.email),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      qualifiedAt: row.qualifiedAt?.toISOString() ?? null,
      rewardedAt: row.rewardedAt?.toISOString() ?? null,
    })),
    pagination: paginationOf(query, Number(total?.value ?? 0)),
  };
}
