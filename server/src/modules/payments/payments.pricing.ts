import {
  type CouponType,
  currencyMinorDigits,
  discountedPriceMinor,
  formatPrice,
  fromMinorUnits,
  MAX_PRICE,
  PROVIDER_MINIMUM_MINOR,
  toMinorUnits,
} from '@pathwise/contract';

/**
 * The one price rule of an order (decision 012): the profiler's price in its currency, minus a
 * usable coupon, in the currency's minor units. Pure, so it is tested alone; the service decides
 * which coupon (if any) is usable.
 */

export type OrderQuote = {
  listPriceMinor: number;
  discountMinor: number;
  amountMinor: number;
  currency: string;
};

export type QuoteCoupon = { type: CouponType; value: number; currency: string };

/** null when the coupon cannot apply (a fixed amount in another currency). */
export function quoteOrder(
  priceMinor: number,
  currency: string,
  coupon: QuoteCoupon | null,
): OrderQuote | null {
  if (!coupon) return { listPriceMinor: priceMinor, discountMinor: 0, amountMinor: priceMinor, currency };
  const amountMinor = discountedPriceMinor(priceMinor, currency, coupon);
  if (amountMinor === null) return null;
  return { listPriceMinor: priceMinor, discountMinor: priceMinor - amountMinor, amountMinor, currency };
}

/** The highest price an order may carry, in minor units: the same MAX_PRICE the profiler form enforces. */
export function maxPriceMinor(currency: string): number {
  return toMinorUnits(MAX_PRICE, currency);
}

/** Razorpay's floor (100 minor units) in the words Razorpay uses: "at least INR 1.00". */
export function belowMinimumMessage(currency: string): string {
  const digits = currencyMinorDigits(currency);
  const minimum = fromMinorUnits(PROVIDER_MINIMUM_MINOR, currency);
  return `The amount to pay must be at least ${currency} ${minimum.toFixed(digits)} (${formatPrice(minimum, currency)}); a lower amount cannot be paid by card.`;
}
