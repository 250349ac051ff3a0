import { describe, expect, it } from 'vitest';
import type { CouponRow } from './coupon-mappers.ts';
import { checkoutCouponLabel, type ProfilerPrice, profilerRefusal, quoteCoupon } from './coupon-quote.ts';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const PROFILER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const coupon = (change: Partial<CouponRow> = {}): CouponRow => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Sale',
  code: 'SALE',
  type: 'PERCENTAGE',
  value: 20,
  currency: 'INR',
  isActive: true,
  status: 'ACTIVE',
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  ownerUserId: null,
  usedCount: 0,
  applicableAssessmentIds: [],
  createdAt: NOW,
  updatedAt: NOW,
  ...change,
});
const profiler = (change: Partial<ProfilerPrice> = {}): ProfilerPrice => ({
  id: PROFILER,
  isActive: true,
  isFree: false,
  priceMinor: 49_900,
  currency: 'INR',
  ...change,
});

describe('quoteCoupon', () => {
  it('prices a percentage and a fixed amount in minor units', () => {
    expect(quoteCoupon(coupon(), profiler(), NOW)).toEqual({
      ok: true,
      priceMinor: 49_900,
      finalMinor: 39_920,
      discountMinor: 9_980,
      currency: 'INR',
    });
    const fixed = coupon({ type: 'FIXED_AMOUNT', value: 300, currency: 'JPY' });
    expect(quoteCoupon(fixed, profiler({ priceMinor: 999, currency: 'JPY' }), NOW)).toMatchObject({
      finalMinor: 699,
      discountMinor: 300,
    });
  });

  it('caps a fixed amount at the price', () => {
    const big = coupon({ type: 'FIXED_AMOUNT', value: 100_000 });
    expect(quoteCoupon(big, profiler(), NOW)).toMatchObject({ finalMinor: 0, discountMinor: 49_900 });
  });

  it('refuses by the usability rule, then by currency', () => {
    expect(quoteCoupon(coupon({ applicableAssessmentIds: [OTHER] }), profiler(), NOW)).toEqual({
      ok: false,
      reason: 'not_applicable',
    });
    expect(quoteCoupon(coupon({ usageLimit: 1, usedCount: 1 }), profiler(), NOW)).toEqual({
      ok: false,
      reason: 'exhausted',
    });
    const rupees = coupon({ type: 'FIXED_AMOUNT', value: 500 });
    expect(quoteCoupon(rupees, profiler({ currency: 'USD' }), NOW)).toEqual({
      ok: false,
      reason: 'currency_mismatch',
    });
  });

  it('refuses a profiler that is missing, inactive, free or without a price', () => {
    expect(profilerRefusal(null)).toBe('profiler_not_found');
    expect(profilerRefusal(profiler({ isActive: false }))).toBe('profiler_not_found');
    expect(profilerRefusal(profiler({ isFree: true }))).toBe('free_profiler');
    expect(profilerRefusal(profiler({ priceMinor: null }))).toBe('free_profiler');
    expect(quoteCoupon(coupon(), profiler({ isFree: true }), NOW)).toEqual({
      ok: false,
      reason: 'free_profiler',
    });
  });
});

describe('checkoutCouponLabel', () => {
  it('shows a percentage, a rupee amount, or another currency’s amount in that currency', () => {
    expect(checkoutCouponLabel({ type: 'PERCENTAGE', value: 15, currency: 'USD' })).toBe('15% off');
    expect(checkoutCouponLabel({ type: 'FIXED_AMOUNT', value: 100, currency: 'INR' })).toBe('₹100 off');
    expect(checkoutCouponLabel({ type: 'FIXED_AMOUNT', value: 5, currency: 'USD' })).toBe('$5 off');
    expect(checkoutCouponLabel({ type: 'FIXED_AMOUNT', value: 300, currency: 'JPY' })).toBe('JPY 300 off');
  });
});
