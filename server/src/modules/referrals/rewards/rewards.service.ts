import { fromMinorUnits, referralRewardPhrase } from '@pathwise/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  paymentOrders,
  referralCodes,
  type referralConfigs,
  referrals,
  users,
} from '../../../db/schema/index.ts';
import { longDate } from '../../../platform/dates.ts';
import type { QueueDefinition } from '../../../platform/jobs.ts';
import { issuePersonalCoupon } from '../../coupons/coupons.personal.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { recordReferralEvent } from '../programme/programme.events.ts';
import { firstName } from '../programme/programme.referrers.ts';
import { findConfig } from '../programme/programme.terms.ts';

/**
 * Qualification, rewards and refunds (decision 019). The reward job is queued in the grant's
 * transaction with startAfter = the terms' hold days; it and the admin's process-bonus issue a
 * reward exactly once.
 */
export const REFERRAL_REWARD_QUEUE: QueueDefinition = {
  name: 'referral-reward',
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
};

export type ReferralRewardJob = { referralId: string };

type OrderRow = typeof paymentOrders.$inferSelect;
type ReferralRow = typeof referrals.$inferSelect;
type ReferralStatus = ReferralRow['status'];

const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;

/** Statuses that count against the cap: a reward earned or on its way (capped ones are over it). */
const COUNTED_FOR_CAP: ReferralStatus[] = ['qualified', 'rewarded'];

export type QualifyDeps = Pick<ModuleDeps, 'now' | 'jobs'>;

/**
 * Called in THE grant's transaction (verify, webhook, reconciliation; never a 100% coupon grant):
 * the referee's first qualifying payment — captured money (amount > 0) in the terms' currency, of at
 * least the terms' minimum — moves their referral invited|joined → qualified, or capped when the
 * referrer already has maxRewardsPerReferrer referrals qualified or rewarded under these terms. The
 * reward job is queued in the same transaction, so it exists exactly when the grant commits.
 * Answers the new status, or null when nothing changed.
 */
export async function qualifyReferral(
  tx: Tx,
  order: OrderRow,
  deps: QualifyDeps,
): Promise<'qualified' | 'capped' | null> {
  // A 100% coupon order moved no money: it never earns a reward (abuse: free orders).
  if (order.provider === 'coupon' || order.amountMinor <= 0) return null;
  // Most payments are not a referee's: one indexed read before any lock.
  const [seen] = await tx
    .select({ referrerId: referrals.referrerId, status: referrals.status })
    .from(referrals)
    .where(eq(referrals.refereeId, order.userId));
  if (!seen || (seen.status !== 'invited' && seen.status !== 'joined')) return null;

  // The referrer's code row first (every referral of theirs was made with it, so it exists): two
  // referees paying at once queue here, and the second counts the first's qualification.
  await tx
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(eq(referralCodes.userId, seen.referrerId))
    .for('update');
  // Then the referral itself, read again: two payments of one referee at once qualify once.
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(eq(referrals.refereeId, order.userId))
    .for('update');
  if (!referral || (referral.status !== 'invited' && referral.status !== 'joined')) return null;

  // The terms the referral was made under, frozen (decision 019): what was promised is what counts.
  const config = await findConfig(tx, referral.configId);
  if (!config) return null;
  if (order.currency !== config.currency || order.amountMinor < config.minPurchaseMinor) return null;

  let capped = false;
  if (config.maxRewardsPerReferrer !== null) {
    const [counted] = await tx
      .select({ value: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerId, referral.referrerId),
          eq(referrals.configId, config.id),
          inArray(referrals.status, COUNTED_FOR_CAP),
        ),
      );
    capped = (counted?.value ?? 0) >= config.maxRewardsPerReferrer;
  }

  const at = deps.now();
  const status = capped ? 'capped' : 'qualified';
  const rewardDueAt = capped ? null : new Date(at.getTime() + config.holdDays * DAY_MS);
  await tx
    .update(referrals)
    .set({ status, qualifyingOrderId: order.id, qualifiedAt: at, rewardDueAt, updatedAt: at })
    .where(eq(referrals.id, referral.id));
  const purchase = { orderId: order.id, amountMinor: order.amountMinor, currency: order.currency };
  await recordReferralEvent(tx, {
    referralId: referral.id,
    kind: 'qualified',
    details: purchase,
    at,
  });
  if (capped) {
    await recordReferralEvent(tx, {
      referralId: referral.id,
      kind: 'capped',
      details: { maxRewardsPerReferrer: config.maxRewardsPerReferrer },
      at,
    });
    return 'capped';
  }
  await deps.jobs.send<ReferralRewardJob>(
    REFERRAL_REWARD_QUEUE.name,
    { referralId: referral.id },
    { startAfter: config.holdDays * DAY_SECONDS },
    tx,
  );
  await recordReferralEvent(tx, {
    referralId: referral.id,
    kind: 'reward_queued',
    details: { rewardDueAt: rewardDueAt!.toISOString(), holdDays: config.holdDays },
    at,
  });
  return 'qualified';
}

/**
 * Called where a full refund makes an order 'refunded' (payments' applyRefundOutcome: the refund
 * call's answer and the refund webhooks alike), in that transaction, after the order lock. A
 * referral this order qualified and whose reward is not issued yet is cancelled — capped too, so
 * a refunded purchase stops counting as one; a reward already issued stays issued (the hold days
 * are the window for this). Cancelled is final: buying again earns nothing.
 */
export async function cancelReferralForRefund(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const [referral] = await tx
    .select({ id: referrals.id, status: referrals.status })
    .from(referrals)
    .where(eq(referrals.qualifyingOrderId, orderId))
    .for('update');
  if (!referral || (referral.status !== 'qualified' && referral.status !== 'capped')) return false;
  await cancel(tx, referral.id, at, { orderId, reason: 'refunded', from: referral.status });
  return true;
}

async function cancel(tx: Tx, referralId: string, at: Date, details: Record<string, unknown>) {
  await tx
    .update(referrals)
    .set({ status: 'cancelled', cancelledAt: at, rewardDueAt: null, updatedAt: at })
    .where(eq(referrals.id, referralId));
  await recordReferralEvent(tx, { referralId, kind: 'cancelled', details, at });
}

export type RewardActor = { id: string; name: string };

export type IssueRewardResult = {
  issued: boolean;
  /** The referral's status after the call; null when there is no such referral. */
  status: ReferralStatus | null;
};

export function createReferralRewards(deps: ModuleDeps) {
  const { db, now, notifications } = deps;

  /**
   * Issues the referrer's reward, exactly once whoever races (the job, its retries, any number of
   * admin clicks): one transaction with the referral row locked; only a qualified referral (or a
   * capped one, when an admin makes the exception) is rewarded, so every later caller finds it
   * rewarded and does nothing. A qualifying order refunded meanwhile cancels the referral instead.
   * The coupon's value, type and validity are the referral's own terms, not today's.
   */
  async function issueReward(
    referralId: string,
    options: { actor?: RewardActor; allowCapped?: boolean } = {},
  ): Promise<IssueRewardResult> {
    return db.transaction(async (tx) => {
      const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
      if (!referral) return { issued: false, status: null };
      const rewardable =
        referral.status === 'qualified' || (referral.status === 'capped' && options.allowCapped === true);
      if (!rewardable) return { issued: false, status: referral.status };

      const at = now();
      const [order] = referral.qualifyingOrderId
        ? await tx
            .select({ status: paymentOrders.status })
            .from(paymentOrders)
            .where(eq(paymentOrders.id, referral.qualifyingOrderId))
        : [];
      if (order?.status !== 'paid') {
        // Refunded in full before the reward (a refund path that did not cancel it, or a race).
        await cancel(tx, referral.id, at, {
          orderId: referral.qualifyingOrderId,
          reason: 'refunded',
          from: referral.status,
        });
        return { issued: false, status: 'cancelled' };
      }

      const config = await findConfig(tx, referral.configId);
      if (!config) throw new Error(`referral ${referral.id} has no terms`);
      const [referee] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, referral.refereeId));
      const friend = firstName(referee?.name ?? '') || 'Your friend';
      const coupon = await issuePersonalCoupon(tx, {
        ownerUserId: referral.referrerId,
        // Short: checkout lists it by name beside the code; who earned it is in the referral's timeline.
        name: 'Referral reward',
        prefix: 'REWARD',
        type: config.referrerRewardType,
        storedValue: config.referrerRewardValue,
        currency: config.currency,
        validDays: config.rewardValidDays,
        now: at,
      });
      await tx
        .update(referrals)
        .set({ status: 'rewarded', rewardCouponId: coupon.id, rewardedAt: at, updatedAt: at })
        .where(eq(referrals.id, referral.id));
      await recordReferralEvent(tx, {
        referralId: referral.id,
        kind: options.actor ? 'issued_by_admin' : 'rewarded',
        details: { couponId: coupon.id, couponCode: coupon.code, from: referral.status },
        actor: options.actor ?? null,
        at,
      });
      await notifyReward(tx, referral, config, coupon, friend);
      return { issued: true, status: 'rewarded' };
    });
  }

  /** The referrer hears of it in-app, and by e-mail per their preferences (the notification service's rule). */
  async function notifyReward(
    tx: Tx,
    referral: ReferralRow,
    config: typeof referralConfigs.$inferSelect,
    coupon: { code: string; validUntil: Date | null },
    friend: string,
  ) {
    const value =
      config.referrerRewardType === 'FIXED_AMOUNT'
        ? fromMinorUnits(config.referrerRewardValue, config.currency)
        : config.referrerRewardValue;
    const reward = referralRewardPhrase(config.referrerRewardType, value, config.currency);
    const until = coupon.validUntil ? ` It is valid until ${longDate(coupon.validUntil)}.` : '';
    await notifications.notify(
      {
        userId: referral.referrerId,
        type: 'referral_reward',
        title: 'You earned a referral reward',
        message: `${friend} bought a profiler after joining with your code, so you get ${reward} your next profiler: use code ${coupon.code} at checkout.${until}`,
        data: { referralId: referral.id, couponCode: coupon.code },
      },
      tx,
    );
  }

  return {
    issueReward,
    /** The reward job: issues when it is still due; a cancelled or already rewarded referral is a no-op. */
    async registerWorker(): Promise<void> {
      await deps.jobs.work<ReferralRewardJob>(REFERRAL_REWARD_QUEUE.name, async (job) => {
        await issueReward(job.referralId);
      });
    },
  };
}
export type ReferralRewards = ReturnType<typeof createReferralRewards>;
