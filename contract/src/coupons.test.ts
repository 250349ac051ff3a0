import { describe, expect, it } from 'vitest';
import {
  AvailableCouponsQuerySchema,
  COUPON_CHECK_FAILURE_REASONS,
  COUPON_CHECK_MESSAGES,
  COUPON_UNUSABLE_MESSAGES,
  type CouponUsabilityInput,
  CreateCouponBodySchema,
  couponDiscountLabel,
  couponRuleIssues,
  couponUnusableReason,
  discountedPriceMinor,
  isCouponUsable,
  UpdateCouponBodySchema,
  ValidateCouponBodySchema,
  ValidateCouponResponseSchema,
} from './coupons.ts';

const PROFILER = '11111111-1111-4111-8111-111111111111';
const OTHER_PROFILER = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2025-03-15T12:00:00.000Z');

const usable: CouponUsabilityInput = {
  isActive: true,
  status: 'ACTIVE',
  validFrom: '2025-03-01T00:00:00.000Z',
  validUntil: '2025-03-31T23:59:59.999Z',
  usageLimit: 10,
  usedCount: 9,
  applicableAssessments: [PROFILER],
};
const reason = (change: Partial<CouponUsabilityInput>, now = NOW, profiler = PROFILER) =>
  couponUnusableReason({ ...usable, ...change }, profiler, now);

describe('coupon usability (spec §9)', () => {
  it('is usable when active, in its window, below its limit and applicable', () => {
    expect(reason({})).toBeNull();
    expect(isCouponUsable(usable, PROFILER, NOW)).toBe(true);
  });

  it('is inactive when the flag is off or the status is INACTIVE', () => {
    expect(reason({ isActive: false })).toBe('inactive');
    expect(reason({ status: 'INACTIVE' })).toBe('inactive');
    expect(isCouponUsable({ ...usable, isActive: false }, PROFILER, NOW)).toBe(false);
  });

  it('includes both ends of its window', () => {
    expect(reason({}, new Date('2025-03-01T00:00:00.000Z'))).toBeNull();
    expect(reason({}, new Date('2025-03-31T23:59:59.999Z'))).toBeNull();
    expect(reason({}, new Date('2025-02-28T23:59:59.999Z'))).toBe('not_started');
    expect(reason({}, new Date('2025-04-01T00:00:00.000Z'))).toBe('expired');
  });

  it('treats a missing bound as open', () => {
    expect(reason({ validFrom: null }, new Date('2000-01-01T00:00:00Z'))).toBeNull();
    expect(reason({ validUntil: null }, new Date('2099-01-01T00:00:00Z'))).toBeNull();
  });

  it('is exhausted once used as often as its limit allows; no limit means no end', () => {
    expect(reason({ usedCount: 10 })).toBe('exhausted');
    expect(reason({ usedCount: 11 })).toBe('exhausted');
    expect(reason({ usageLimit: null, usedCount: 1_000_000 })).toBeNull();
  });

  it('applies to the listed profilers only; an empty list means every profiler', () => {
    expect(reason({}, NOW, OTHER_PROFILER)).toBe('not_applicable');
    expect(reason({ applicableAssessments: [] }, NOW, OTHER_PROFILER)).toBeNull();
  });

  it('uses the current time by default', () => {
    const open = { ...usable, validFrom: null, validUntil: null };
    expect(isCouponUsable({ ...open, validUntil: '2000-01-01T00:00:00Z' }, PROFILER)).toBe(false);
    expect(isCouponUsable(open, PROFILER)).toBe(true);
  });
});

describe('couponDiscountLabel', () => {
  it('shows a percentage or a ₹ amount with Indian grouping', () => {
    expect(couponDiscountLabel({ type: 'PERCENTAGE', value: 20 })).toBe('20% off');
    expect(couponDiscountLabel({ type: 'FIXED_AMOUNT', value: 100_000 })).toBe('₹1,00,000 off');
    expect(couponDiscountLabel({ type: 'FIXED_AMOUNT', value: 99.5 })).toBe('₹99.5 off');
  });
});

describe('couponRuleIssues', () => {
  it('judges only the fields given', () => {
    expect(couponRuleIssues({})).toEqual([]);
    expect(couponRuleIssues({ value: 500 })).toEqual([]);
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 10.005 })).toEqual([]);
  });

  it('wants a whole percentage up to 100', () => {
    expect(couponRuleIssues({ type: 'PERCENTAGE', value: 100 })).toEqual([]);
    expect(couponRuleIssues({ type: 'PERCENTAGE', value: 101 })).toEqual([
      { path: 'value', message: 'A percentage cannot exceed 100' },
    ]);
    expect(couponRuleIssues({ type: 'PERCENTAGE', value: 12.5 })).toEqual([
      { path: 'value', message: 'A percentage must be a whole number' },
    ]);
  });

  it('wants a fixed amount no more precise than its currency', () => {
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 19.99, currency: 'INR' })).toEqual([]);
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 19.999, currency: 'INR' })).toEqual([
      { path: 'value', message: 'Amounts in INR may have at most 2 decimals' },
    ]);
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 500.5, currency: 'JPY' })).toEqual([
      { path: 'value', message: 'Amounts in JPY must be whole numbers' },
    ]);
  });

  it("wants a fixed amount of at least the currency's smallest unit (a tinier one would be stored as 0)", () => {
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 0.01, currency: 'INR' })).toEqual([]);
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 3.16e-147, currency: 'JPY' })).toEqual([
      { path: 'value', message: 'A fixed amount must be at least 1 JPY' },
    ]);
    expect(couponRuleIssues({ type: 'FIXED_AMOUNT', value: 1e-9, currency: 'INR' })).toEqual([
      { path: 'value', message: 'A fixed amount must be at least 0.01 INR' },
    ]);
  });

  it('allows a window of one instant and refuses one that ends before it starts', () => {
    const at = '2025-03-01T00:00:00.000Z';
    expect(couponRuleIssues({ validFrom: at, validUntil: at })).toEqual([]);
    expect(couponRuleIssues({ validFrom: at, validUntil: '2025-02-28' })).toEqual([
      { path: 'validUntil', message: 'Valid until must be after valid from' },
    ]);
  });
});

describe('CreateCouponBodySchema', () => {
  const base = { name: 'Spring', code: 'spring_25', type: 'PERCENTAGE', value: 25 };
  const firstIssue = (body: Record<string, unknown>) => {
    const result = CreateCouponBodySchema.safeParse(body);
    if (result.success) return null;
    const [issue] = result.error.issues;
    return `${issue?.path.join('.')}: ${issue?.message}`;
  };

  it('upper-cases the code and fills the defaults', () => {
    expect(CreateCouponBodySchema.parse(base)).toEqual({
      name: 'Spring',
      code: 'SPRING_25',
      type: 'PERCENTAGE',
      value: 25,
      currency: 'INR',
      isActive: true,
      validFrom: null,
      validUntil: null,
      applicableAssessments: [],
    });
  });

  it('reads applicableAssessments as a comma-separated string, skipping blanks', () => {
    const parsed = CreateCouponBodySchema.parse({
      ...base,
      applicableAssessments: ` ${PROFILER},,${OTHER_PROFILER} `,
    });
    expect(parsed.applicableAssessments).toEqual([PROFILER, OTHER_PROFILER]);
    expect(
      CreateCouponBodySchema.parse({ ...base, applicableAssessments: '' }).applicableAssessments,
    ).toEqual([]);
    expect(firstIssue({ ...base, applicableAssessments: `${PROFILER},nope` })).toBe(
      'applicableAssessments.1: Each applicable profiler must be a valid id',
    );
  });

  it('coerces a numeric string value and treats blank dates as none', () => {
    const parsed = CreateCouponBodySchema.parse({ ...base, value: '15', validFrom: '', validUntil: null });
    expect(parsed).toMatchObject({ value: 15, validFrom: null, validUntil: null });
  });

  it.each([
    [{ value: 101 }, 'value: A percentage cannot exceed 100'],
    [{ value: -1 }, 'value: Value must be greater than 0'],
    [{ value: 'ten' }, 'value: Value must be a number'],
    [
      { validFrom: '2025-03-10', validUntil: '2025-03-09T23:59:59Z' },
      'validUntil: Valid until must be after valid from',
    ],
    [{ code: 'AB' }, 'code: Coupon code must be at least 3 characters'],
    [{ code: 'x'.repeat(33) }, 'code: Coupon code must be at most 32 characters'],
    [{ name: '' }, 'name: Coupon name is required'],
    [{ currency: 'XYZ' }, 'currency: Choose one of the enabled currencies'],
    [{ usageLimit: 0 }, 'usageLimit: Usage limit must be at least 1'],
  ])('refuses %j: %s', (change, message) => {
    expect(firstIssue({ ...base, ...change })).toBe(message);
  });

  it('allows a fixed amount above 100', () => {
    expect(firstIssue({ ...base, type: 'FIXED_AMOUNT', value: 500 })).toBeNull();
  });
});

describe('UpdateCouponBodySchema', () => {
  it('fills no defaults: a field left out keeps its stored value', () => {
    expect(UpdateCouponBodySchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });

  it('applies the cross-field rules to the fields it has', () => {
    const result = UpdateCouponBodySchema.safeParse({ type: 'PERCENTAGE', value: 150 });
    expect(result.success).toBe(false);
    expect(UpdateCouponBodySchema.safeParse({ value: 150 }).success).toBe(true);
  });

  it('accepts a status', () => {
    expect(UpdateCouponBodySchema.parse({ status: 'INACTIVE' })).toEqual({ status: 'INACTIVE' });
  });
});

describe('discountedPriceMinor', () => {
  it('takes a percentage off, rounded to the nearest minor unit', () => {
    // ₹499.00 less 15% = ₹424.15
    expect(discountedPriceMinor(49_900, 'INR', { type: 'PERCENTAGE', value: 15, currency: 'INR' })).toBe(
      42_415,
    );
    // 333 less 10% = 299.7 → 300
    expect(discountedPriceMinor(333, 'INR', { type: 'PERCENTAGE', value: 10, currency: 'INR' })).toBe(300);
    expect(discountedPriceMinor(49_900, 'INR', { type: 'PERCENTAGE', value: 100, currency: 'INR' })).toBe(0);
  });

  it('subtracts a fixed amount in the same currency, never below zero', () => {
    expect(
      discountedPriceMinor(49_900, 'INR', { type: 'FIXED_AMOUNT', value: 10_000, currency: 'INR' }),
    ).toBe(39_900);
    expect(discountedPriceMinor(5_000, 'INR', { type: 'FIXED_AMOUNT', value: 10_000, currency: 'INR' })).toBe(
      0,
    );
  });

  it('cannot apply a fixed amount of another currency', () => {
    expect(
      discountedPriceMinor(2_000, 'USD', { type: 'FIXED_AMOUNT', value: 500, currency: 'INR' }),
    ).toBeNull();
  });
});

describe('checkout coupon schemas', () => {
  it('names every refusal with a message, the usability ones with the rule’s own', () => {
    for (const reason of COUPON_CHECK_FAILURE_REASONS) expect(COUPON_CHECK_MESSAGES[reason]).toBeTruthy();
    for (const [reason, message] of Object.entries(COUPON_UNUSABLE_MESSAGES)) {
      expect(COUPON_CHECK_MESSAGES[reason as keyof typeof COUPON_UNUSABLE_MESSAGES]).toBe(message);
    }
  });

  it('takes a code as typed (trimmed, one line, up to 64 characters) and ignores an amount sent', () => {
    expect(ValidateCouponBodySchema.parse({ code: ' save10 ', assessmentId: PROFILER, amount: 1 })).toEqual({
      code: 'save10',
      assessmentId: PROFILER,
    });
    for (const code of ['', '   ', 'A\tB', 'X'.repeat(65)]) {
      expect(ValidateCouponBodySchema.safeParse({ code, assessmentId: PROFILER }).success, code).toBe(false);
    }
    expect(ValidateCouponBodySchema.safeParse({ code: 'SAVE10', assessmentId: 'x' }).success).toBe(false);
    expect(AvailableCouponsQuerySchema.safeParse({}).success).toBe(false);
  });

  it('answers either the priced coupon or a refusal with its reason', () => {
    const refusal = { success: false, message: COUPON_CHECK_MESSAGES.expired, reason: 'expired' };
    expect(ValidateCouponResponseSchema.parse(refusal)).toEqual(refusal);
    expect(ValidateCouponResponseSchema.safeParse({ success: false, message: 'x' }).success).toBe(false);
    expect(ValidateCouponResponseSchema.safeParse({ success: true, message: 'x' }).success).toBe(false);
  });
});
