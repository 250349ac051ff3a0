import { describe, expect, it } from 'vitest';
import { buildCoupon } from '@/features/assessments/utils/profiler-fixtures';
import { type CouponDraft, couponToDraft, emptyCouponDraft, validateCouponDraft } from './coupon-draft';
import { toDateTimeInput } from './date-time-input';

const messages = { valueRequired: 'Value is required' };
const draft = (overrides: Partial<CouponDraft>): CouponDraft => ({
  ...emptyCouponDraft(),
  name: 'Spring sale',
  code: 'SPRING20',
  value: '20',
  ...overrides,
});
const errorsOf = (overrides: Partial<CouponDraft>) => {
  const result = validateCouponDraft(draft(overrides), messages);
  return result.ok ? {} : result.errors;
};

describe('validateCouponDraft', () => {
  it('gives the body to send: code in capitals, blanks as open bounds and unlimited uses', () => {
    const result = validateCouponDraft(draft({ code: 'spring_20' }), messages);
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Spring sale',
        code: 'SPRING_20',
        type: 'PERCENTAGE',
        value: 20,
        currency: 'INR',
        isActive: true,
        validFrom: null,
        validUntil: null,
        usageLimit: null,
        applicableAssessments: [],
      },
    });
  });

  it('refuses a percentage over 100 or with decimals, and a blank value', () => {
    expect(errorsOf({ value: '101' }).value).toBe('A percentage cannot exceed 100');
    expect(errorsOf({ value: '12.5' }).value).toBe('A percentage must be a whole number');
    expect(errorsOf({ value: '' }).value).toBe('Value is required');
    expect(errorsOf({ value: '0' }).value).toBe('Value must be greater than 0');
    expect(errorsOf({ value: '100' })).toEqual({});
  });

  it('allows a fixed amount over 100, within its currency precision', () => {
    expect(errorsOf({ type: 'FIXED_AMOUNT', value: '250.50', currency: 'INR' })).toEqual({});
    expect(errorsOf({ type: 'FIXED_AMOUNT', value: '250.505', currency: 'INR' }).value).toBe(
      'Amounts in INR may have at most 2 decimals',
    );
  });

  it('needs the window to end after it starts', () => {
    expect(errorsOf({ validFrom: '2026-04-02T10:00', validUntil: '2026-04-01T10:00' }).validUntil).toBe(
      'Valid until must be after valid from',
    );
    expect(errorsOf({ validFrom: '2026-04-01T10:00', validUntil: '2026-04-02T10:00' })).toEqual({});
  });

  it('applies the code rules: 3 to 32 letters, digits, - and _', () => {
    expect(errorsOf({ code: 'AB' }).code).toBe('Coupon code must be at least 3 characters');
    expect(errorsOf({ code: 'A'.repeat(33) }).code).toBe('Coupon code must be at most 32 characters');
    expect(errorsOf({ code: 'SAVE 10' }).code).toBe('Coupon code may contain only letters, digits, - and _');
    expect(errorsOf({ name: '  ' }).name).toBe('Coupon name is required');
  });

  it('needs a usage limit of at least 1 when one is given', () => {
    expect(errorsOf({ usageLimit: '0' }).usageLimit).toBe('Usage limit must be at least 1');
    const result = validateCouponDraft(draft({ usageLimit: '50' }), messages);
    expect(result.ok && result.body.usageLimit).toBe(50);
  });
});

describe('couponToDraft', () => {
  it('round-trips a stored coupon into the same body', () => {
    const coupon = buildCoupon({
      type: 'FIXED_AMOUNT',
      value: 99.5,
      currency: 'USD',
      validFrom: '2026-04-01T09:30:00.000Z',
      usageLimit: 10,
      applicableAssessments: ['0b6b0c8e-7d1a-4c39-9c57-4f1d2e3a4b5c'],
    });
    const stored = couponToDraft(coupon);
    expect(stored.validFrom).toBe(toDateTimeInput('2026-04-01T09:30:00.000Z'));
    const result = validateCouponDraft(stored, messages);
    expect(result.ok && result.body).toMatchObject({
      value: 99.5,
      currency: 'USD',
      validFrom: '2026-04-01T09:30:00.000Z',
      validUntil: null,
      usageLimit: 10,
      applicableAssessments: coupon.applicableAssessments,
    });
  });
});
