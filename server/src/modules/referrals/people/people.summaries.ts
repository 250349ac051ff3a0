import { type AdminUserReferrals, REFERRAL_STATUSES, type ReferralStatus } from '@pathwise/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { coupons, referralCodes, referrals, users } from '../../../db/schema/index.ts';
import { maskEmail } from '../../notifications/notifications.rules.ts';
import { firstName } from '../programme/programme.referrers.ts';
import { toReferralCoupon } from '../programme/programme.terms.ts';

/**
 * One person's referrals, as other modules read them: the admin user detail's summary and the
 * person's data export (decision 018). Reads are scoped to the person (their code, the referral
 * naming them as referee, the referrals naming them as referrer).
 */

const RECENT = 10;
const other = alias(users, 'other_person');
const iso = (date: Date | null) => date?.toISOString() ?? null;

async function ownCode(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ code: referralCodes.code, createdAt: referralCodes.createdAt })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row ?? null;
}

/** GET /admin/users/{id}: their code, who referred them, counts by status and the 10 newest they referred. */
export async function adminUserReferrals(db: DbOrTx, userId: string): Promise<AdminUserReferrals> {
  const [code, [referredBy], byStatus, recent] = await readTogether(db, [
    () => ownCode(db, userId),
    () =>
      db
        .select({
          id: referrals.id,
          code: referrals.code,
          status: referrals.status,
          createdAt: referrals.createdAt,
          referrerId: other.id,
          referrerName: other.name,
          referrerEmail: other.email,
        })
        .from(referrals)
        .innerJoin(other, eq(other.id, referrals.referrerId))
        .where(eq(referrals.refereeId, userId)),
    () =>
      db
        .select({ status: referrals.status, count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(referrals)
        .where(eq(referrals.referrerId, userId))
        .groupBy(referrals.status),
    () =>
      db
        .select({
          id: referrals.id,
          status: referrals.status,
          createdAt: referrals.createdAt,
          qualifiedAt: referrals.qualifiedAt,
          rewardedAt: referrals.rewardedAt,
          refereeId: other.id,
          refereeName: other.name,
          refereeEmail: other.email,
        })
        .from(referrals)
        .innerJoin(other, eq(other.id, referrals.refereeId))
        .where(eq(referrals.referrerId, userId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(RECENT),
  ] as const);

  const counts = Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, 0])) as Record<
    ReferralStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.count;
  return {
    code: code?.code ?? null,
    referredBy: referredBy
      ? {
          id: referredBy.id,
          referrer: {
            id: referredBy.referrerId,
            name: referredBy.referrerName,
            email: referredBy.referrerEmail,
          },
          code: referredBy.code,
          status: referredBy.status,
          createdAt: referredBy.createdAt.toISOString(),
        }
      : null,
    counts: { total: byStatus.reduce((sum, row) => sum + row.count, 0), ...counts },
    recent: recent.map((row) => ({
      id: row.id,
      referee: { id: row.refereeId, name: row.refereeName, email: row.refereeEmail },
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      qualifiedAt: iso(row.qualifiedAt),
      rewardedAt: iso(row.rewardedAt),
    })),
  };
}

const welcome = alias(coupons, 'welcome_coupon');

/**
 * The data export's `referrals`: the person's own code, the referral that brought them in (the
 * referrer by first name only, as the person sees them) with their welcome coupon, and the referrals
 * they made — each referee as in the person's own list (first name, masked e-mail) — with the
 * reward coupon each earned. Everything, oldest first.
 */
export async function exportReferrals(db: DbOrTx, userId: string, now: Date) {
  const [code, [joinedThrough], made] = await readTogether(db, [
    () => ownCode(db, userId),
    () =>
      db
        .select({ referral: referrals, referrerName: other.name, welcome })
        .from(referrals)
        .innerJoin(other, eq(other.id, referrals.referrerId))
        .leftJoin(welcome, eq(welcome.id, referrals.welcomeCouponId))
        .where(eq(referrals.refereeId, userId)),
    () =>
      db
        .select({ referral: referrals, refereeName: other.name, refereeEmail: other.email, reward: coupons })
        .from(referrals)
        .innerJoin(other, eq(other.id, referrals.refereeId))
        .leftJoin(coupons, eq(coupons.id, referrals.rewardCouponId))
        .where(eq(referrals.referrerId, userId))
        .orderBy(asc(referrals.createdAt), asc(referrals.id)),
  ] as const);

  return {
    code: code ? { code: code.code, createdAt: code.createdAt.toISOString() } : null,
    referredBy: joinedThrough
      ? {
          referrerFirstName: firstName(joinedThrough.referrerName),
          code: joinedThrough.referral.code,
          status: joinedThrough.referral.status,
          source: joinedThrough.referral.source,
          createdAt: joinedThrough.referral.createdAt.toISOString(),
          joinedAt: iso(joinedThrough.referral.joinedAt),
          qualifiedAt: iso(joinedThrough.referral.qualifiedAt),
          welcomeAcceptedAt: iso(joinedThrough.referral.welcomeActivatedAt),
          welcomeCoupon: joinedThrough.welcome ? toReferralCoupon(joinedThrough.welcome, now) : null,
        }
      : null,
    referred: made.map((row) => ({
      firstName: firstName(row.refereeName),
      maskedEmail: maskEmail(row.refereeEmail),
      status: row.referral.status,
      createdAt: row.referral.createdAt.toISOString(),
      joinedAt: iso(row.referral.joinedAt),
      qualifiedAt: iso(row.referral.qualifiedAt),
      rewardedAt: iso(row.referral.rewardedAt),
      cancelledAt: iso(row.referral.cancelledAt),
      rewardCoupon: row.reward ? toReferralCoupon(row.reward, now) : null,
    })),
  };
}
export type ExportedReferrals = Awaited<ReturnType<typeof exportReferrals>>;
