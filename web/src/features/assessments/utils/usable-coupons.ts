import { type Coupon, isCouponUsable } from '@pathwise/contract';

/** Spec §9: the coupons a profiler can carry right now (the rule lives in the contract). */
export function usableCoupons(coupons: readonly Coupon[], profilerId: string, now = new Date()): Coupon[] {
  return coupons.filter((coupon) => isCouponUsable(coupon, profilerId, now));
}
