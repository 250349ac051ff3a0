import { type Coupon, couponDiscountLabel, DEFAULT_CURRENCY, formatPrice } from '@pathwise/contract';

/**
 * Spec §9 labels ("20% off", "₹100 off"); a fixed amount in another enabled currency is shown in
 * that currency, since a ₹ sign on a dollar discount would misstate it.
 */
export function discountLabel(coupon: Pick<Coupon, 'type' | 'value' | 'currency'>): string {
  if (coupon.type === 'FIXED_AMOUNT' && coupon.currency !== DEFAULT_CURRENCY) {
    return `${formatPrice(coupon.value, coupon.currency)} off`;
  }
  return couponDiscountLabel(coupon);
}
