import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import {
  applyPriceChange,
  COUPON_ON_FREE_MESSAGE,
  PRICE_ON_FREE_MESSAGE,
  PRICE_REQUIRED_MESSAGE,
  type PriceState,
  toPriceMinor,
} from './profilers.pricing.ts';

const COUPON = '11111111-1111-4111-8111-111111111111';
const free: PriceState = {
  isFree: true,
  priceMinor: null,
  previousPriceMinor: null,
  currency: 'INR',
  selectedCouponId: null,
};
const paid: PriceState = {
  isFree: false,
  priceMinor: 49900,
  previousPriceMinor: null,
  currency: 'INR',
  selectedCouponId: COUPON,
};

describe('applyPriceChange', () => {
  it('makes a paid profiler free: no price, no coupon, the price remembered', () => {
    expect(applyPriceChange(paid, { isFree: true })).toEqual({
      isFree: true,
      priceMinor: null,
      previousPriceMinor: 49900,
      currency: 'INR',
      selectedCouponId: null,
    });
  });

  it('round-trips paid → free → paid back to the same price, even through a currency change', () => {
    const madeFree = applyPriceChange(paid, { isFree: true });
    expect(applyPriceChange(madeFree, { isFree: false })).toMatchObject({ isFree: false, priceMinor: 49900 });
    const inYen = applyPriceChange(madeFree, { currency: 'JPY' });
    expect(inYen).toMatchObject({ isFree: true, previousPriceMinor: 499, currency: 'JPY' });
    expect(applyPriceChange(inYen, { isFree: false })).toMatchObject({ priceMinor: 499, currency: 'JPY' });
  });

  it('keeps the coupon on a paid profiler unless told otherwise', () => {
    expect(applyPriceChange(paid, { price: 10 })).toMatchObject({
      priceMinor: 1000,
      selectedCouponId: COUPON,
    });
    expect(applyPriceChange(paid, { selectedCouponId: null })).toMatchObject({ selectedCouponId: null });
  });

  it('turns a free profiler paid at 0 when no price was ever set', () => {
    expect(applyPriceChange(free, { isFree: false })).toMatchObject({ isFree: false, priceMinor: 0 });
    expect(applyPriceChange(free, { isFree: false, selectedCouponId: COUPON })).toMatchObject({
      selectedCouponId: COUPON,
    });
  });

  it.each([
    [free, { price: 5 }, PRICE_ON_FREE_MESSAGE],
    [paid, { isFree: true, price: 5 }, PRICE_ON_FREE_MESSAGE],
    [free, { selectedCouponId: COUPON }, COUPON_ON_FREE_MESSAGE],
    [paid, { isFree: true, selectedCouponId: COUPON }, COUPON_ON_FREE_MESSAGE],
    [paid, { price: null }, PRICE_REQUIRED_MESSAGE],
  ])('refuses %j + %j: %s', (state, change, message) => {
    expect(() => applyPriceChange(state, change)).toThrow(new AppError('UNPROCESSABLE', message));
  });
});

describe('toPriceMinor', () => {
  it('converts at the currency’s precision and refuses what it cannot hold', () => {
    expect(toPriceMinor(499.99, 'INR')).toBe(49999);
    expect(toPriceMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toPriceMinor(1500, 'JPY')).toBe(1500);
    expect(() => toPriceMinor(10.5, 'JPY')).toThrow('Prices in JPY must be whole numbers');
  });
});
