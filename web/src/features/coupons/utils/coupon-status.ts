import { type Coupon, type CouponUnusableReason, couponUnusableReason } from '@pathwise/contract';

export const COUPON_STATES = ['active', 'scheduled', 'expired', 'usedUp', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

const STATE_OF_REASON: Record<Exclude<CouponUnusableReason, 'not_applicable'>, CouponState> = {
  inactive: 'inactive',
  not_started: 'scheduled',
  expired: 'expired',
  exhausted: 'usedUp',
};

/**
 * What the coupon's status badge says: the contract's usability rule (spec §9) applied to "any
 * profiler", so the badge never calls a coupon Active that checkout would refuse.
 */
export function couponState(coupon: Coupon, now: Date = new Date()): CouponState {
  const reason = couponUnusableReason({ ...coupon, applicableAssessments: [] }, '', now);
  return reason === null || reason === 'not_applicable' ? 'active' : STATE_OF_REASON[reason];
}
