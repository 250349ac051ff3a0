import {
  AVAILABLE_COUPONS_LIMIT,
  type AvailableCouponsResponse,
  COUPON_CHECK_MESSAGES,
  type CouponCheckFailure,
  type CouponCheckFailureReason,
  couponUnusableReason,
  fromMinorUnits,
  isCouponUsable,
  type ValidateBasicCouponResponse,
  type ValidateCouponResponse,
} from '@pathwise/contract';
import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, coupons } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { couponUsesHeld } from '../payments/payments.access.ts';
import { type CouponRow, toCoupon } from './coupon-mappers.ts';
import {
  type CouponQuote,
  type ProfilerPrice,
  profilerRefusal,
  quoteCoupon,
  toCheckoutCoupon,
} from './coupon-quote.ts';
import { couponVisibleTo } from './coupons.personal.ts';

/**
 * Coupons at checkout (spec §7): validate a code against a profiler, check a code alone, list the
 * coupons usable for a profiler. Amounts come from the profiler's own stored price; a refusal is an
 * answer ({ success: false }), never a thrown error.
 */

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function refuse(reason: CouponCheckFailureReason): CouponCheckFailure {
  return { success: false, message: COUPON_CHECK_MESSAGES[reason], reason };
}

function refusedQuote(reason: CouponCheckFailureReason): CodeQuote {
  return { ok: false, reason, message: COUPON_CHECK_MESSAGES[reason] };
}

/**
 * Codes are stored upper-case under a unique index on upper(code), which this lookup uses. Only
 * what `userId` may see is found: someone else's personal coupon is not (decision 019). `lock`
 * takes the row FOR UPDATE (inside a transaction) so usedCount cannot move under the caller.
 */
export async function findCouponByCode(
  db: DbOrTx,
  code: string,
  options: { userId: string; lock?: boolean },
): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()), couponVisibleTo(options.userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findProfilerPrice(db: DbOrTx, id: string): Promise<ProfilerPrice | null> {
  const [row] = await db
    .select({
      id: assessments.id,
      isActive: assessments.isActive,
      isFree: assessments.isFree,
      priceMinor: assessments.priceMinor,
      currency: assessments.currency,
    })
    .from(assessments)
    .where(eq(assessments.id, id));
  return row ?? null;
}

/** A code priced against a profiler, in minor units, with the coupon row it came from. */
export type CodeQuote =
  | (Extract<CouponQuote, { ok: true }> & { coupon: CouponRow })
  | { ok: false; reason: CouponCheckFailureReason; message: string };

export function createCouponCheckoutService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  /**
   * The one pricing of a code for a profiler (checkout shows it, an order charges it). Reads through
   * `executor`, so an order may run it in its transaction with the coupon row locked.
   */
  async function quoteCode(
    code: string,
    assessmentId: string,
    userId: string,
    options: { executor?: DbOrTx; lock?: boolean } = {},
  ): Promise<CodeQuote> {
    const executor = options.executor ?? db;
    const profiler = await findProfilerPrice(executor, assessmentId);
    const refusal = profilerRefusal(profiler);
    if (refusal) return refusedQuote(refusal);
    const coupon = await findCouponByCode(executor, code, { userId, lock: options.lock });
    if (!coupon) return refusedQuote('unknown_code');
    const quote = quoteCoupon(coupon, profiler!, now());
    return quote.ok ? { ...quote, coupon } : refusedQuote(quote.reason);
  }

  /**
   * Whether every remaining use of a limited coupon is held by other people's open orders (decision
   * 012), so the preview refuses what the order would. The person's own open order of this profiler
   * does not count against them.
   */
  async function allUsesHeld(coupon: CouponRow, holder: { userId: string; assessmentId: string }) {
    if (coupon.usageLimit === null) return false;
    const held = await couponUsesHeld(db, coupon.id, now(), holder);
    return coupon.usedCount + held >= coupon.usageLimit;
  }

  return {
    quoteCode,

    async validate(code: string, assessmentId: string, userId: string): Promise<ValidateCouponResponse> {
      const quote = await quoteCode(code, assessmentId, userId);
      if (!quote.ok) return refuse(quote.reason);
      if (await allUsesHeld(quote.coupon, { userId, assessmentId })) return refuse('exhausted');
      const checkout = toCheckoutCoupon(quote.coupon);
      return {
        success: true,
        message: `Coupon ${checkout.code} applied: ${checkout.label}`,
        coupon: checkout,
        originalPrice: fromMinorUnits(quote.priceMinor, quote.currency),
        discount: fromMinorUnits(quote.discountMinor, quote.currency),
        finalPrice: fromMinorUnits(quote.finalMinor, quote.currency),
        currency: quote.currency,
      };
    },

    /** Whether a code is usable at all right now (active, window, usage), whatever the profiler. */
    async validateBasic(code: string, userId: string): Promise<ValidateBasicCouponResponse> {
      const coupon = await findCouponByCode(db, code, { userId });
      if (!coupon) return refuse('unknown_code');
      const reason = couponUnusableReason({ ...toCoupon(coupon), applicableAssessments: [] }, '', now());
      if (reason) return refuse(reason);
      return { success: true, message: 'Coupon is valid', coupon: toCheckoutCoupon(coupon) };
    },

    /**
     * The coupons usable for the profiler now (public ones and the person's own personal ones),
     * best discount first (then by code), at most
     * AVAILABLE_COUPONS_LIMIT. The usability rule is written in SQL to filter and order there, and
     * each row is judged again by the contract's rule, which stays the one authority.
     */
    async available(assessmentId: string, userId: string): Promise<AvailableCouponsResponse> {
      const profiler = await findProfilerPrice(db, assessmentId);
      const refusal = profilerRefusal(profiler);
      if (refusal) return refuse(refusal);
      const { id, priceMinor, currency } = profiler as ProfilerPrice & { priceMinor: number };
      const at = now();
      const discountMinor = sql`case when ${coupons.type} = 'PERCENTAGE'
        then ${priceMinor}::numeric * ${coupons.value} / 100
        else least(${coupons.value}, ${priceMinor}::integer) end`;
      const rows = await db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            eq(coupons.status, 'ACTIVE'),
            couponVisibleTo(userId),
            or(isNull(coupons.validFrom), lte(coupons.validFrom, at)),
            or(isNull(coupons.validUntil), gte(coupons.validUntil, at)),
            or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
            sql`(cardinality(${coupons.applicableAssessmentIds}) = 0 or ${id}::uuid = any(${coupons.applicableAssessmentIds}))`,
            or(eq(coupons.type, 'PERCENTAGE'), eq(coupons.currency, currency)),
          ),
        )
        .orderBy(desc(discountMinor), asc(coupons.code))
        .limit(AVAILABLE_COUPONS_LIMIT);
      const free = await Promise.all(
        rows.map(async (row) => !(await allUsesHeld(row, { userId, assessmentId: id }))),
      );
      const offers = rows
        .filter((row, index) => free[index] && isCouponUsable(toCoupon(row), id, at))
        .flatMap((row) => {
          const quote = quoteCoupon(row, profiler!, at);
          return quote.ok ? [{ row, quote }] : [];
        })
        // Already in this order from SQL; sorted again on the exact rounded amounts.
        .sort((a, b) => b.quote.discountMinor - a.quote.discountMinor || byCode(a.row.code, b.row.code));
      return {
        success: true,
        data: {
          originalPrice: fromMinorUnits(priceMinor, currency),
          currency,
          coupons: offers.map(({ row, quote }) => ({
            ...toCheckoutCoupon(row),
            discount: fromMinorUnits(quote.discountMinor, currency),
            finalPrice: fromMinorUnits(quote.finalMinor, currency),
          })),
        },
      };
    },
  };
}
export type CouponCheckoutService = ReturnType<typeof createCouponCheckoutService>;
