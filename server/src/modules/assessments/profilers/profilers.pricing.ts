import { currencyMinorDigits, fromMinorUnits, toMinorUnits } from '@pathwise/contract';
import { AppError } from '../../../platform/errors.ts';

/**
 * A profiler's price rules (spec §4): free means no price and no coupon; turning paid again
 * restores the last price (or 0); a coupon (ON SALE) needs a paid profiler. Pure: the service
 * reads the row, applies this, and writes the result.
 */

export type PriceState = {
  isFree: boolean;
  priceMinor: number | null;
  /** The price a free profiler had while paid, restored when it turns paid again. */
  previousPriceMinor: number | null;
  currency: string;
  selectedCouponId: string | null;
};

export type PriceChange = {
  isFree?: boolean;
  price?: number | null;
  currency?: string;
  selectedCouponId?: string | null;
};

export const PRICE_ON_FREE_MESSAGE = 'Switch the profiler to paid before setting a price';
export const COUPON_ON_FREE_MESSAGE = 'Coupons can only be attached to paid profilers';
export const PRICE_REQUIRED_MESSAGE = 'Price is required for a paid profiler';

/** A decimal price in minor units, refusing precision the currency does not have (¥10.5). */
export function toPriceMinor(price: number, currency: string): number {
  const minor = toMinorUnits(price, currency);
  const digits = currencyMinorDigits(currency);
  // A tolerance, not equality: 0.1 + 0.2 is 30 cents, not a third decimal.
  if (Math.abs(price * 10 ** digits - minor) > 1e-6) {
    throw new AppError(
      'UNPROCESSABLE',
      digits === 0
        ? `Prices in ${currency} must be whole numbers`
        : `Prices in ${currency} may have at most ${digits} decimals`,
    );
  }
  return minor;
}

/** The same amount in another currency's minor units (the number shown stays the same). */
function restate(minor: number | null, from: string, to: string): number | null {
  if (minor === null || from === to) return minor;
  return toMinorUnits(fromMinorUnits(minor, from), to);
}

export function applyPriceChange(current: PriceState, change: PriceChange): PriceState {
  const currency = change.currency ?? current.currency;
  const isFree = change.isFree ?? current.isFree;

  if (isFree) {
    if (change.price != null) throw new AppError('UNPROCESSABLE', PRICE_ON_FREE_MESSAGE);
    if (change.selectedCouponId != null) throw new AppError('UNPROCESSABLE', COUPON_ON_FREE_MESSAGE);
    const previous = current.isFree ? current.previousPriceMinor : current.priceMinor;
    return {
      isFree: true,
      priceMinor: null,
      previousPriceMinor: restate(previous, current.currency, currency),
      currency,
      selectedCouponId: null,
    };
  }

  if (change.price === null) throw new AppError('UNPROCESSABLE', PRICE_REQUIRED_MESSAGE);
  const kept = current.isFree ? current.previousPriceMinor : current.priceMinor;
  const priceMinor =
    change.price === undefined
      ? (restate(kept, current.currency, currency) ?? 0)
      : toPriceMinor(change.price, currency);
  return {
    isFree: false,
    priceMinor,
    previousPriceMinor: null,
    currency,
    selectedCouponId:
      change.selectedCouponId === undefined ? current.selectedCouponId : change.selectedCouponId,
  };
}
