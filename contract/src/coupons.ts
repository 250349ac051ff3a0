import { z } from 'zod';
import { LineSchema, PaginationSchema } from './common.ts';
import { CurrencyCodeSchema, currencyMinorDigits, MAX_PRICE } from './pricing.ts';

/**
 * Coupons. `value` is a percentage (1–100) for PERCENTAGE and a decimal amount in the coupon's
 * currency for FIXED_AMOUNT. `applicableAssessments` is a list of profiler ids; empty means all.
 * The spec sends it as a comma-separated string: both forms are accepted, an array is returned.
 */
export const COUPON_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT'] as const;
export const CouponTypeSchema = z.enum(COUPON_TYPES);
export type CouponType = z.infer<typeof CouponTypeSchema>;

export const COUPON_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const CouponStatusSchema = z.enum(COUPON_STATUSES);

export const CouponSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  type: CouponTypeSchema,
  value: z.number(),
  currency: z.string(),
  isActive: z.boolean(),
  status: CouponStatusSchema,
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  applicableAssessments: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** The fields the usability rule needs; a full Coupon satisfies it. */
export type CouponUsabilityInput = Pick<
  Coupon,
  'isActive' | 'status' | 'validFrom' | 'validUntil' | 'usageLimit' | 'usedCount' | 'applicableAssessments'
>;

/**
 * Spec §9: usable for a profiler only if active with status ACTIVE, now within validFrom..validUntil
 * (either bound may be open), usedCount below usageLimit when one is set, and it applies to the
 * profiler or to all. Both ends of the window are inclusive.
 */
export function isCouponUsable(
  coupon: CouponUsabilityInput,
  assessmentId: string,
  now: Date = new Date(),
): boolean {
  return couponUnusableReason(coupon, assessmentId, now) === null;
}

export type CouponUnusableReason = 'inactive' | 'not_started' | 'expired' | 'exhausted' | 'not_applicable';

export function couponUnusableReason(
  coupon: CouponUsabilityInput,
  assessmentId: string,
  now: Date = new Date(),
): CouponUnusableReason | null {
  if (!coupon.isActive || coupon.status !== 'ACTIVE') return 'inactive';
  const time = now.getTime();
  if (coupon.validFrom && time < Date.parse(coupon.validFrom)) return 'not_started';
  if (coupon.validUntil && time > Date.parse(coupon.validUntil)) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'exhausted';
  if (coupon.applicableAssessments.length > 0 && !coupon.applicableAssessments.includes(assessmentId)) {
    return 'not_applicable';
  }
  return null;
}

export const COUPON_UNUSABLE_MESSAGES: Record<CouponUnusableReason, string> = {
  inactive: 'This coupon is not active',
  not_started: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  exhausted: 'This coupon has reached its usage limit',
  not_applicable: 'This coupon does not apply to this profiler',
};

/** "20% off" or "₹100 off" (spec §9: a percentage or a ₹ amount). */
export function couponDiscountLabel(coupon: Pick<Coupon, 'type' | 'value'>): string {
  if (coupon.type === 'PERCENTAGE') return `${coupon.value}% off`;
  return `₹${coupon.value.toLocaleString('en-IN')} off`;
}

const idList = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }
    return value;
  },
  z.array(z.uuid({ error: 'Each applicable profiler must be a valid id' })).max(1000),
);

/**
 * Window bounds with a four-digit year (UTC): PostgreSQL refuses year 0 and year 10000 (a 500), and a
 * stored year below 100 read back as 19xx/20xx (the driver's date parsing), so 1000 is the floor.
 */
const EARLIEST_DATE = Date.parse('1000-01-01T00:00:00.000Z');
const LATEST_DATE = Date.parse('9999-12-31T23:59:59.999Z');
export const DATE_RANGE_MESSAGE = 'Dates must fall between the years 1000 and 9999';

const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal(''), z.null()])
  .optional()
  .refine((value) => !value || (Date.parse(value) >= EARLIEST_DATE && Date.parse(value) <= LATEST_DATE), {
    error: DATE_RANGE_MESSAGE,
  })
  .transform((value) => (value ? value : null));

const CouponFields = z.object({
  name: LineSchema.trim().min(1, 'Coupon name is required').max(120),
  code: z
    .string()
    .trim()
    .min(3, 'Coupon code must be at least 3 characters')
    .max(32, 'Coupon code must be at most 32 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Coupon code may contain only letters, digits, - and _')
    .transform((code) => code.toUpperCase()),
  type: CouponTypeSchema,
  value: z.coerce
    .number({ error: 'Value must be a number' })
    .positive('Value must be greater than 0')
    .max(MAX_PRICE),
  currency: CurrencyCodeSchema,
  isActive: z.boolean(),
  validFrom: optionalDate,
  validUntil: optionalDate,
  // Stored in an integer column: past 2^31 PostgreSQL refuses it (a 500 before this bound).
  usageLimit: z.coerce
    .number()
    .int()
    .min(1, 'Usage limit must be at least 1')
    .max(1_000_000_000, 'Usage limit must be at most 1,000,000,000')
    .nullable()
    .optional(),
  applicableAssessments: idList,
});

export type CouponRuleInput = {
  type?: CouponType;
  value?: number;
  currency?: string;
  validFrom?: string | null;
  validUntil?: string | null;
};
export type CouponRuleIssue = { path: 'value' | 'validUntil'; message: string };

/**
 * Rules spanning several fields: a whole percentage up to 100, a fixed amount no more precise than
 * its currency, a window that does not end before it starts. Fields left out are not judged, so the
 * server runs this again on the merged coupon of a partial update.
 */
export function couponRuleIssues(coupon: CouponRuleInput): CouponRuleIssue[] {
  const issues: CouponRuleIssue[] = [];
  const { type, value, currency } = coupon;
  if (type === 'PERCENTAGE' && value !== undefined) {
    if (!Number.isInteger(value))
      issues.push({ path: 'value', message: 'A percentage must be a whole number' });
    else if (value > 100) issues.push({ path: 'value', message: 'A percentage cannot exceed 100' });
  }
  if (type === 'FIXED_AMOUNT' && value !== undefined && currency !== undefined) {
    const digits = currencyMinorDigits(currency);
    const scaled = value * 10 ** digits;
    // Tolerance for binary floating point: 19.99 * 100 is 1998.9999999999998.
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
      issues.push({
        path: 'value',
        message:
          digits === 0
            ? `Amounts in ${currency} must be whole numbers`
            : `Amounts in ${currency} may have at most ${digits} decimals`,
      });
    } else if (Math.round(scaled) < 1) {
      // A positive value below the smallest unit (0.0000001 INR) would be stored as a coupon worth 0.
      issues.push({
        path: 'value',
        message: `A fixed amount must be at least ${(1 / 10 ** digits).toFixed(digits)} ${currency}`,
      });
    }
  }
  if (coupon.validFrom && coupon.validUntil && Date.parse(coupon.validFrom) > Date.parse(coupon.validUntil)) {
    issues.push({ path: 'validUntil', message: 'Valid until must be after valid from' });
  }
  return issues;
}

function checkCoupon(coupon: CouponRuleInput, ctx: z.RefinementCtx) {
  for (const issue of couponRuleIssues(coupon)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

export const CreateCouponBodySchema = CouponFields.extend({
  currency: CouponFields.shape.currency.default('INR'),
  isActive: CouponFields.shape.isActive.default(true),
  applicableAssessments: CouponFields.shape.applicableAssessments.default([]),
}).superRefine(checkCoupon);
export type CreateCouponBody = z.input<typeof CreateCouponBodySchema>;

/** Defaults belong to creation only: a field left out of an update keeps its stored value. */
export const UpdateCouponBodySchema = CouponFields.partial()
  .extend({ status: CouponStatusSchema.optional() })
  .superRefine(checkCoupon);
export type UpdateCouponBody = z.input<typeof UpdateCouponBodySchema>;

export const CouponListQuerySchema = z.object({
  search: LineSchema.trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const CouponListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CouponSchema),
  pagination: PaginationSchema,
});

export const CouponResponseSchema = z.object({
  success: z.literal(true),
  data: CouponSchema,
  message: z.string(),
});

export const CouponUsageSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  assessmentId: z.uuid().nullable(),
  assessmentTitle: z.string().nullable(),
  discount: z.number(),
  currency: z.string(),
  /** The order the coupon was redeemed on, and what was paid after the discount (null for uses recorded before payments). */
  orderId: z.uuid().nullable(),
  amountPaid: z.number().nullable(),
  usedAt: z.string(),
});
export type CouponUsage = z.infer<typeof CouponUsageSchema>;

export const CouponUsageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ coupon: CouponSchema, usages: z.array(CouponUsageSchema), pagination: PaginationSchema }),
});

export const CouponDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Every coupon failure answers this shape (spec §7: coupon calls return {success:false, message}). */
export const CouponFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  statusCode: z.number().int(),
  error: z.string(),
  details: z.unknown().optional(),
});

/**
 * The price after a coupon, in minor units (the server's rule for sale prices and orders).
 * PERCENTAGE (value = the percentage): rounded to the nearest minor unit. FIXED_AMOUNT (value in
 * minor units of the coupon's currency): subtracted, never below 0, and only in the same currency —
 * an amount in another currency cannot be applied, which answers null.
 */
export function discountedPriceMinor(
  priceMinor: number,
  currency: string,
  coupon: { type: CouponType; value: number; currency: string },
): number | null {
  if (coupon.type === 'PERCENTAGE') {
    const percent = Math.min(100, Math.max(0, coupon.value));
    return Math.round((priceMinor * (100 - percent)) / 100);
  }
  if (coupon.currency !== currency) return null;
  return Math.max(0, priceMinor - coupon.value);
}

/*
 * Checkout (spec §7: POST /coupons/validate, POST /coupons/validate-basic, GET /coupons/available).
 * A business refusal is not an error: it answers 200 { success: false, message, reason }, the reason
 * naming it for the web to branch on. Input that breaks a schema is still a 400 (CouponFailureSchema).
 */

/** What a person types: one line, matched case-insensitively, no format rule (an unknown code is just unknown). */
export const CouponCodeInputSchema = LineSchema.trim()
  .min(1, 'Enter a coupon code')
  .max(64, 'Coupon code must be at most 64 characters');

export const COUPON_CHECK_FAILURE_REASONS = [
  'unknown_code',
  'inactive',
  'not_started',
  'expired',
  'exhausted',
  'not_applicable',
  'currency_mismatch',
  'free_profiler',
  'profiler_not_found',
] as const;
export const CouponCheckFailureReasonSchema = z.enum(COUPON_CHECK_FAILURE_REASONS);
export type CouponCheckFailureReason = z.infer<typeof CouponCheckFailureReasonSchema>;

/** An unknown code says nothing about which codes exist. */
export const COUPON_CHECK_MESSAGES: Record<CouponCheckFailureReason, string> = {
  ...COUPON_UNUSABLE_MESSAGES,
  unknown_code: 'This coupon code is not valid',
  currency_mismatch: "This coupon cannot be used with this profiler's currency",
  free_profiler: 'This profiler is free; no coupon is needed',
  profiler_not_found: 'Profiler not found',
};

export const CouponCheckFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  reason: CouponCheckFailureReasonSchema,
});
export type CouponCheckFailure = z.infer<typeof CouponCheckFailureSchema>;

/** The public face of a coupon at checkout: no counts, no profiler list, no id. */
export const CheckoutCouponSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: CouponTypeSchema,
  /** A percentage, or a decimal amount in `currency`. */
  value: z.number(),
  currency: z.string(),
  /** "20% off", "₹100 off" (another currency's fixed amount is shown in that currency). */
  label: z.string(),
  validUntil: z.string().nullable(),
});
export type CheckoutCoupon = z.infer<typeof CheckoutCouponSchema>;

export const ValidateCouponBodySchema = z.object({
  code: CouponCodeInputSchema,
  assessmentId: z.uuid({ error: 'Choose a valid profiler' }),
});
export type ValidateCouponBody = z.input<typeof ValidateCouponBodySchema>;

/** Prices in major units of `currency` (the profiler's), computed by the server. */
export const ValidateCouponSuccessSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon: CheckoutCouponSchema,
  originalPrice: z.number(),
  discount: z.number(),
  finalPrice: z.number(),
  currency: z.string(),
});
export type ValidateCouponSuccess = z.infer<typeof ValidateCouponSuccessSchema>;

export const ValidateCouponResponseSchema = z.discriminatedUnion('success', [
  ValidateCouponSuccessSchema,
  CouponCheckFailureSchema,
]);
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponseSchema>;

export const ValidateBasicCouponBodySchema = z.object({ code: CouponCodeInputSchema });
export type ValidateBasicCouponBody = z.input<typeof ValidateBasicCouponBodySchema>;

export const ValidateBasicCouponResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string(), coupon: CheckoutCouponSchema }),
  CouponCheckFailureSchema,
]);
export type ValidateBasicCouponResponse = z.infer<typeof ValidateBasicCouponResponseSchema>;

export const AvailableCouponsQuerySchema = z.object({
  assessmentId: z.uuid({ error: 'Choose a valid profiler' }),
});

/** At most this many coupons are offered at checkout, best discount first. */
export const AVAILABLE_COUPONS_LIMIT = 20;

export const AvailableCouponSchema = CheckoutCouponSchema.extend({
  discount: z.number(),
  finalPrice: z.number(),
});
export type AvailableCoupon = z.infer<typeof AvailableCouponSchema>;

export const AvailableCouponsResponseSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    data: z.object({
      originalPrice: z.number(),
      currency: z.string(),
      coupons: z.array(AvailableCouponSchema),
    }),
  }),
  CouponCheckFailureSchema,
]);
export type AvailableCouponsResponse = z.infer<typeof AvailableCouponsResponseSchema>;
