import { z } from 'zod';
import { CalendarDaySchema, LineSchema, PaginationSchema } from './common.ts';
import { type CouponType, CouponTypeSchema, couponRuleIssues } from './coupons.ts';
import { CurrencyCodeSchema, DEFAULT_CURRENCY, formatPrice, MAX_PRICE } from './pricing.ts';

/**
 * Referrals (spec §7 Referrals; decision 019). Rewards and welcome discounts are personal, single-use
 * coupons. Amounts travel in major units of the terms' currency, as every price does.
 *
 * People (signed in):  GET /referrals/feature-status · GET /referrals/config · POST /referrals/create ·
 *   POST /referrals/apply-code · POST /referrals/activate · GET /referrals/stats · GET /referrals/my-referrals
 * Admin:  GET/POST /admin-settings/referral-feature · GET /referrals/admin/config · GET …/admin/configs ·
 *   POST …/admin/config · PUT …/admin/config/{id} · GET …/admin/referrals · GET …/admin/analytics ·
 *   POST …/admin/process-bonus/{id}
 */

// ---- codes ----------------------------------------------------------------------------------------

/** No 0/O or 1/I/L: a code read aloud or from a screenshot is typed right the first time. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** What a person types: trimmed and upper-cased (codes compare case-insensitively). */
export const ReferralCodeInputSchema = LineSchema.trim()
  .min(1, 'Enter a referral code')
  .max(64, 'Referral code must be at most 64 characters')
  .transform((code) => code.toUpperCase());

/** The link a person shares: the sign-in page opens on registration with the code filled in. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?ref=${encodeURIComponent(code)}`;
}

// ---- the feature switch ----------------------------------------------------------------------------

export const ReferralFeatureSchema = z.object({ enabled: z.boolean() });
export type ReferralFeature = z.infer<typeof ReferralFeatureSchema>;
export const ReferralFeatureBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** The one refusal of every people's call while the programme is off (403). */
export const REFERRALS_DISABLED_MESSAGE = 'Referrals are not available right now.';

// ---- terms ---------------------------------------------------------------------------------------

export const REFERRAL_LIMITS = {
  validDays: { min: 1, max: 365 },
  holdDays: { min: 0, max: 60 },
  maxRewards: { min: 1, max: 10_000 },
} as const;

const days = (label: string, bounds: { min: number; max: number }) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of days`)
    .min(bounds.min, `${label} must be at least ${bounds.min}`)
    .max(bounds.max, `${label} must be at most ${bounds.max}`);

const rewardValue = z.coerce
  .number({ error: 'Value must be a number' })
  .positive('Value must be greater than 0')
  .max(MAX_PRICE);

const ReferralTermsFields = z.object({
  name: LineSchema.trim().min(1, 'Name the terms').max(120, 'Name must be at most 120 characters'),
  referrerRewardType: CouponTypeSchema,
  referrerRewardValue: rewardValue,
  /** Both null: no welcome discount for the person invited. */
  refereeDiscountType: CouponTypeSchema.nullable(),
  refereeDiscountValue: rewardValue.nullable(),
  currency: CurrencyCodeSchema,
  minPurchaseAmount: z.coerce
    .number({ error: 'Minimum purchase must be a number' })
    .min(0, 'Minimum purchase cannot be negative')
    .max(MAX_PRICE),
  /** null: no cap. */
  maxRewardsPerReferrer: z.coerce
    .number()
    .int('The cap must be a whole number')
    .min(REFERRAL_LIMITS.maxRewards.min, 'The cap must be at least 1 (or none)')
    .max(REFERRAL_LIMITS.maxRewards.max, `The cap must be at most ${REFERRAL_LIMITS.maxRewards.max}`)
    .nullable(),
  rewardValidDays: days('Reward validity', REFERRAL_LIMITS.validDays),
  welcomeValidDays: days('Welcome discount validity', REFERRAL_LIMITS.validDays),
  holdDays: days('Waiting period', REFERRAL_LIMITS.holdDays),
  isActive: z.boolean(),
});

export type ReferralTermsRuleInput = {
  referrerRewardType?: CouponType;
  referrerRewardValue?: number;
  refereeDiscountType?: CouponType | null;
  refereeDiscountValue?: number | null;
  currency?: string;
  minPurchaseAmount?: number;
};
export type ReferralTermsIssue = { path: string; message: string };

/**
 * Rules across fields: each reward follows the coupon rules (whole percentage ≤ 100, fixed amounts no
 * finer than the currency); a welcome discount has both its type and value or neither. The server runs
 * it again on the merged terms of an update.
 */
export function referralTermsIssues(terms: ReferralTermsRuleInput): ReferralTermsIssue[] {
  const issues: ReferralTermsIssue[] = [];
  const currency = terms.currency;
  const reward = (path: string, type: CouponType | null | undefined, value: number | null | undefined) => {
    if (!type || value === null || value === undefined) return;
    for (const issue of couponRuleIssues({ type, value, currency }))
      issues.push({ path, message: issue.message });
  };
  reward('referrerRewardValue', terms.referrerRewardType, terms.referrerRewardValue);
  const hasType = terms.refereeDiscountType !== null && terms.refereeDiscountType !== undefined;
  const hasValue = terms.refereeDiscountValue !== null && terms.refereeDiscountValue !== undefined;
  if (
    hasType !== hasValue &&
    terms.refereeDiscountType !== undefined &&
    terms.refereeDiscountValue !== undefined
  ) {
    issues.push({
      path: hasType ? 'refereeDiscountValue' : 'refereeDiscountType',
      message: 'Give the welcome discount both a type and a value, or neither',
    });
  }
  reward('refereeDiscountValue', terms.refereeDiscountType, terms.refereeDiscountValue);
  // 0 means any paid amount; otherwise an amount no finer than the currency, as a fixed coupon.
  if (terms.minPurchaseAmount && currency !== undefined) {
    for (const issue of couponRuleIssues({
      type: 'FIXED_AMOUNT',
      value: terms.minPurchaseAmount,
      currency,
    })) {
      issues.push({ path: 'minPurchaseAmount', message: issue.message });
    }
  }
  return issues;
}

function checkTerms(terms: ReferralTermsRuleInput, ctx: z.RefinementCtx) {
  for (const issue of referralTermsIssues(terms)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

export const CreateReferralConfigBodySchema = ReferralTermsFields.extend({
  currency: ReferralTermsFields.shape.currency.default(DEFAULT_CURRENCY),
  refereeDiscountType: ReferralTermsFields.shape.refereeDiscountType.default(null),
  refereeDiscountValue: ReferralTermsFields.shape.refereeDiscountValue.default(null),
  minPurchaseAmount: ReferralTermsFields.shape.minPurchaseAmount.default(0),
  maxRewardsPerReferrer: ReferralTermsFields.shape.maxRewardsPerReferrer.default(null),
  rewardValidDays: ReferralTermsFields.shape.rewardValidDays.default(90),
  welcomeValidDays: ReferralTermsFields.shape.welcomeValidDays.default(30),
  holdDays: ReferralTermsFields.shape.holdDays.default(7),
  isActive: z.boolean().default(true),
}).superRefine(checkTerms);
export type CreateReferralConfigBody = z.input<typeof CreateReferralConfigBodySchema>;

/** Any subset; once referrals carry the terms only `name` and `isActive` may change (409 otherwise). */
export const UpdateReferralConfigBodySchema = ReferralTermsFields.partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' })
  .superRefine(checkTerms);
export type UpdateReferralConfigBody = z.input<typeof UpdateReferralConfigBodySchema>;

/** The fields people see: the numbers of the active terms. */
export const ReferralTermsSchema = z.object({
  referrerRewardType: CouponTypeSchema,
  referrerRewardValue: z.number(),
  refereeDiscountType: CouponTypeSchema.nullable(),
  refereeDiscountValue: z.number().nullable(),
  currency: z.string(),
  minPurchaseAmount: z.number(),
  maxRewardsPerReferrer: z.number().int().nullable(),
  rewardValidDays: z.number().int(),
  welcomeValidDays: z.number().int(),
  holdDays: z.number().int(),
});
export type ReferralTerms = z.infer<typeof ReferralTermsSchema>;

export const ReferralConfigSchema = ReferralTermsSchema.extend({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  /** Referrals made under these terms (once > 0 the terms are frozen). */
  referralCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReferralConfig = z.infer<typeof ReferralConfigSchema>;

export const ReferralConfigResponseSchema = z.object({ config: ReferralConfigSchema.nullable() });
export const ReferralConfigListSchema = z.object({ configs: z.array(ReferralConfigSchema) });

/** "20% off" or "₹100 off": a reward as one short phrase. */
export function referralRewardPhrase(type: CouponType, value: number, currency: string): string {
  return type === 'PERCENTAGE' ? `${value}% off` : `${formatPrice(value, currency)} off`;
}

/**
 * The terms in words, written once so the dashboard card, the account section and the admin's
 * preview say the same. First the friend's side, then the referrer's, then the conditions.
 */
export function referralTermsSentences(terms: ReferralTerms): string[] {
  const sentences: string[] = [];
  const purchase =
    terms.minPurchaseAmount > 0
      ? `buys a profiler of at least ${formatPrice(terms.minPurchaseAmount, terms.currency)}`
      : 'buys their first paid profiler';
  if (terms.refereeDiscountType && terms.refereeDiscountValue !== null) {
    const welcome = referralRewardPhrase(
      terms.refereeDiscountType,
      terms.refereeDiscountValue,
      terms.currency,
    );
    sentences.push(
      `Friends who join with your link get ${welcome} their first paid profiler (valid ${plural(terms.welcomeValidDays, 'day')} once accepted).`,
    );
  }
  const reward = referralRewardPhrase(terms.referrerRewardType, terms.referrerRewardValue, terms.currency);
  sentences.push(`You get ${reward} your next profiler when a friend you invite ${purchase}.`);
  const conditions: string[] = [];
  if (terms.holdDays > 0)
    conditions.push(`Rewards arrive ${plural(terms.holdDays, 'day')} after the purchase`);
  else conditions.push('Rewards arrive right after the purchase');
  conditions.push(`and can be used for ${plural(terms.rewardValidDays, 'day')}`);
  sentences.push(`${conditions.join(' ')}.`);
  if (terms.maxRewardsPerReferrer !== null) {
    sentences.push(`You can earn up to ${plural(terms.maxRewardsPerReferrer, 'reward')}.`);
  }
  sentences.push('A refunded purchase earns no reward, and each person can be referred only once.');
  return sentences;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/** GET /referrals/config: the active terms (null when there are none) and the same in words. */
export const ReferralPublicConfigSchema = z.object({
  terms: ReferralTermsSchema.nullable(),
  sentences: z.array(z.string()),
});
export type ReferralPublicConfig = z.infer<typeof ReferralPublicConfigSchema>;

// ---- referrals -------------------------------------------------------------------------------------

export const REFERRAL_STATUSES = [
  'invited',
  'joined',
  'qualified',
  'rewarded',
  'capped',
  'cancelled',
] as const;
export const ReferralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

/** Statuses in which the friend made a qualifying purchase (cancelled: refunded, so not counted). */
export const PURCHASED_REFERRAL_STATUSES = [
  'qualified',
  'rewarded',
  'capped',
] as const satisfies readonly ReferralStatus[];

/** A personal coupon (reward or welcome discount) as its owner sees it. */
export const ReferralCouponSchema = z.object({
  code: z.string(),
  /** "20% off", "₹100 off". */
  label: z.string(),
  validUntil: z.string().nullable(),
  isUsed: z.boolean(),
  isExpired: z.boolean(),
});
export type ReferralCoupon = z.infer<typeof ReferralCouponSchema>;

export const CreateReferralCodeResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** false when the person already had their code (the call is idempotent). */
  created: z.boolean(),
});
export type CreateReferralCodeResponse = z.infer<typeof CreateReferralCodeResponseSchema>;

export const ApplyReferralCodeBodySchema = z.object({ referralCode: ReferralCodeInputSchema });
export type ApplyReferralCodeBody = z.input<typeof ApplyReferralCodeBodySchema>;

/** Refusals of apply-code, each with its words (the status: 404 unknown, 409 the rest). */
export const APPLY_CODE_MESSAGES = {
  unknown: 'This referral code is not valid.',
  own: 'You cannot use your own referral code.',
  alreadyReferred: 'You have already joined through a referral.',
  alreadyCustomer: 'Referral codes are for new customers, and your account already has a purchase.',
  noActiveTerms: 'The referral programme is paused right now. Please try again later.',
} as const;

/** The referral that brought a person in, as they see it. */
export const ReferredBySchema = z.object({
  referrerFirstName: z.string(),
  status: ReferralStatusSchema,
  joinedAt: z.string(),
  /** The welcome discount the terms offer (null: none), and the coupon once accepted. */
  welcomeOffer: z.string().nullable(),
  welcomeCoupon: ReferralCouponSchema.nullable(),
  /** Whether POST /referrals/activate can still be called (an offer, not accepted, no purchase yet). */
  canActivate: z.boolean(),
});
export type ReferredBy = z.infer<typeof ReferredBySchema>;

export const ApplyReferralCodeResponseSchema = z.object({
  message: z.string(),
  referredBy: ReferredBySchema,
});

export const ActivateReferralResponseSchema = z.object({
  message: z.string(),
  coupon: ReferralCouponSchema,
  /** false when the welcome coupon had been accepted before (the call is idempotent). */
  created: z.boolean(),
});
export type ActivateReferralResponse = z.infer<typeof ActivateReferralResponseSchema>;

export const ReferralStatsSchema = z.object({
  code: z.string().nullable(),
  link: z.string().nullable(),
  invited: z.number().int(),
  joined: z.number().int(),
  purchased: z.number().int(),
  rewardsEarned: z.number().int(),
  rewardsPending: z.number().int(),
  /** Reward coupons, newest first (at most 20). */
  rewards: z.array(ReferralCouponSchema),
  referredBy: ReferredBySchema.nullable(),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;

export const MyReferralsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  status: ReferralStatusSchema.optional(),
});
export type MyReferralsQuery = z.input<typeof MyReferralsQuerySchema>;

/** Someone the person referred: first name and masked e-mail only. */
export const MyReferralSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  maskedEmail: z.string(),
  status: ReferralStatusSchema,
  createdAt: z.string(),
  qualifiedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
});
export type MyReferral = z.infer<typeof MyReferralSchema>;

export const MyReferralListSchema = z.object({
  referrals: z.array(MyReferralSchema),
  pagination: PaginationSchema,
});
export type MyReferralList = z.infer<typeof MyReferralListSchema>;

// ---- admin ---------------------------------------------------------------------------------------

export const AdminReferralsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: ReferralStatusSchema.optional(),
  /** Part of the referrer's name, e-mail or code. */
  referrer: LineSchema.trim().max(200).optional(),
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
});
export type AdminReferralsQuery = z.input<typeof AdminReferralsQuerySchema>;

const PersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const AdminReferralSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: ReferralStatusSchema,
  referrer: PersonSchema,
  referee: PersonSchema,
  configId: z.uuid(),
  configName: z.string(),
  /** The qualifying payment (major units of its currency), once there is one. */
  qualifyingAmount: z.number().nullable(),
  qualifyingCurrency: z.string().nullable(),
  qualifyingOrderId: z.uuid().nullable(),
  rewardCoupon: ReferralCouponSchema.nullable(),
  /** When the waiting period ends (qualified referrals only). */
  rewardDueAt: z.string().nullable(),
  createdAt: z.string(),
  joinedAt: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type AdminReferral = z.infer<typeof AdminReferralSchema>;

export const AdminReferralListSchema = z.object({
  referrals: z.array(AdminReferralSchema),
  pagination: PaginationSchema,
});
export type AdminReferralList = z.infer<typeof AdminReferralListSchema>;

/** What process-bonus answers: issued, already issued (200), or why there is nothing to issue (409). */
export const PROCESS_BONUS_MESSAGES = {
  issued: 'Reward issued to the referrer.',
  already: 'This reward was already issued.',
  notQualified: 'This referral has no qualifying payment yet, so there is no reward to issue.',
  cancelled: 'This referral was cancelled (its qualifying payment was refunded), so it earns no reward.',
} as const;

export const ProcessBonusResponseSchema = z.object({
  issued: z.boolean(),
  message: z.string(),
  referral: AdminReferralSchema,
});
export type ProcessBonusResponse = z.infer<typeof ProcessBonusResponseSchema>;

export const ReferralAnalyticsQuerySchema = z.object({
  period: z.coerce.number().int().min(1).max(365).default(30),
});

const MoneyByCurrencySchema = z.array(z.object({ currency: z.string(), amount: z.number() }));

export const ReferralAnalyticsSchema = z.object({
  period: z.number().int(),
  /** Referrals made in the period, by how far they went. */
  funnel: z.object({ invited: z.number().int(), joined: z.number().int(), purchased: z.number().int() }),
  /** joined / invited and purchased / joined, 0–1 (null when the denominator is 0). */
  conversion: z.object({ joinRate: z.number().nullable(), purchaseRate: z.number().nullable() }),
  /** What referred people paid (captured minus refunded), per currency, in the period. */
  revenue: MoneyByCurrencySchema,
  rewards: z.object({
    issued: z.number().int(),
    pending: z.number().int(),
    cancelled: z.number().int(),
    /** Discounts actually used from reward and welcome coupons, per currency. */
    cost: MoneyByCurrencySchema,
  }),
  topReferrers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      invited: z.number().int(),
      purchased: z.number().int(),
      rewarded: z.number().int(),
    }),
  ),
  /** One entry per UTC day of the period, oldest first, zero days included. */
  daily: z.array(
    z.object({
      day: z.string(),
      invited: z.number().int(),
      joined: z.number().int(),
      purchased: z.number().int(),
    }),
  ),
});
export type ReferralAnalytics = z.infer<typeof ReferralAnalyticsSchema>;
