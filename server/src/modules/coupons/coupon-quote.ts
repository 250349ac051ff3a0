import {
  type CheckoutCoupon,
  type CouponCheckFailureReason,
  couponDiscountLabel,
  couponUnusableReason,
  DEFAULT_CURRENCY,
  discountedPriceMinor,
  formatPrice,
  fromMinorUnits,
} from '@pathwise/contract';
import { type CouponRow, toCoupon } from './coupon-mappers.ts';

/**
 * A coupon priced against one profiler: the one usability rule (contract couponUnusableReason), then
 * the contract's discountedPriceMinor. Pure, so checkout and orders compute the same amounts.
 */

/** What pricing needs of a profiler (money in minor units of its currency). */
export type ProfilerPrice = {
  id: string;
  isActive: boolean;
  isFree: boolean;
  priceMinor: number | null;
  currency: string;
};

export type CouponQuote =
  | { ok: true; priceMinor: number; finalMinor: number; discountMinor: number; currency: string }
  | { ok: false; reason: CouponCheckFailureReason };

/** A profiler a coupon could discount: active and paid; otherwise why not. */
export function profilerRefusal(profiler: ProfilerPrice | null): CouponCheckFailureReason | null {
  if (!profiler?.isActive) return 'profiler_not_found';
  if (profiler.isFree || profiler.priceMinor === null || profiler.priceMinor <= 0) return 'free_profiler';
  return null;
}

export function quoteCoupon(coupon: CouponRow, profiler: ProfilerPrice, now: Date): CouponQuote {
  const refusal = profilerRefusal(profiler);
  if (refusal) return { ok: false, reason: refusal };
  const priceMinor = profiler.priceMinor as number;
  const unusable = couponUnusableReason(toCoupon(coupon), profiler.id, now);
  if (unusable) return { ok: false, reason: unusable };
  const finalMinor = discountedPriceMinor(priceMinor, profiler.currency, coupon);
  // A fixed amount is money in its own currency: it cannot discount a price in another.
  if (finalMinor === null) return { ok: false, reason: 'currency_mismatch' };
  return {
    ok: true,
    priceMinor,
    finalMinor,
    discountMinor: priceMinor - finalMinor,
    currency: profiler.currency,
  };
}

/** Spec §9 labels ("20% off", "₹100 off"); a fixed amount in another currency is shown in that currency. */
export function checkoutCouponLabel(coupon: Pick<CheckoutCoupon, 'type' | 'value' | 'currency'>): string {
  if (coupon.type === 'FIXED_AMOUNT' && coupon.currency !== DEFAULT_CURRENCY) {
    return `${formatPrice(coupon.value, coupon.currency)} off`;
  }
  return couponDiscountLabel(coupon);
}

export function toCheckoutCoupon(row: CouponRow): CheckoutCoupon {
  const value = row.type === 'FIXED_AMOUNT' ? fromMinorUnits(row.value, row.currency) : row.value;
  const coupon = { code: row.code, name: row.name, type: row.type, value, currency: row.currency };
  return {
    ...coupon,
    label: checkoutCouponLabel(coupon),
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}
