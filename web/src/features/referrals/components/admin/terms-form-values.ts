import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CouponType,
  CreateReferralConfigBodySchema,
  type ReferralConfig,
  type ReferralTerms,
  referralTermsIssues,
} from '@pathwise/contract';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The terms form's fields as the inputs hold them: numbers as typed text, the welcome discount and
 * the cap behind switches. Field names are the body's, so the contract's issues land on their inputs.
 */
export type TermsFormValues = {
  name: string;
  referrerRewardType: CouponType;
  referrerRewardValue: string;
  currency: string;
  hasWelcome: boolean;
  refereeDiscountType: CouponType;
  refereeDiscountValue: string;
  welcomeValidDays: string;
  minPurchaseAmount: string;
  holdDays: string;
  rewardValidDays: string;
  hasCap: boolean;
  maxRewardsPerReferrer: string;
  isActive: boolean;
};

export type TermsFormOutput = z.output<typeof CreateReferralConfigBodySchema>;

/** Typed text as a number; empty is NaN, so the contract says the field must be a number. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The body the form stands for (before the contract's checks). */
export function formValuesToBody(values: TermsFormValues) {
  return {
    name: values.name,
    referrerRewardType: values.referrerRewardType,
    referrerRewardValue: numberOf(values.referrerRewardValue),
    refereeDiscountType: values.hasWelcome ? values.refereeDiscountType : null,
    refereeDiscountValue: values.hasWelcome ? numberOf(values.refereeDiscountValue) : null,
    // Without a welcome discount its validity means nothing: the stored one (or the default) stays.
    welcomeValidDays: values.hasWelcome ? numberOf(values.welcomeValidDays) : undefined,
    currency: values.currency,
    // Empty means any paid amount, as 0 does.
    minPurchaseAmount: values.minPurchaseAmount.trim() === '' ? 0 : numberOf(values.minPurchaseAmount),
    maxRewardsPerReferrer: values.hasCap ? numberOf(values.maxRewardsPerReferrer) : null,
    rewardValidDays: numberOf(values.rewardValidDays),
    holdDays: numberOf(values.holdDays),
    isActive: values.isActive,
  };
}

const FormShape = z.object({
  name: z.string(),
  referrerRewardType: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
  referrerRewardValue: z.string(),
  currency: z.string(),
  hasWelcome: z.boolean(),
  refereeDiscountType: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
  refereeDiscountValue: z.string(),
  welcomeValidDays: z.string(),
  minPurchaseAmount: z.string(),
  holdDays: z.string(),
  rewardValidDays: z.string(),
  hasCap: z.boolean(),
  maxRewardsPerReferrer: z.string(),
  isActive: z.boolean(),
});

/** The form's schema for zodResolver: the fields as typed, then the contract's create body and its rules. */
// The transform answers `unknown`: the contract's coerced numbers take any input, which zod's pipe
// typing cannot match to the body's exact types.
export const TermsFormSchema = FormShape.transform((values): unknown => formValuesToBody(values)).pipe(
  CreateReferralConfigBodySchema,
);

/** NaN (an empty or unreadable field) is left out of the rules across fields: its own message says why. */
function finite<T extends number | null | undefined>(value: T): T | undefined {
  return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
}

const zodTermsResolver = zodResolver(TermsFormSchema);

/**
 * zodResolver with the contract's schema, plus its rules across fields (a percentage over 100, an
 * amount finer than the currency, …) even while another field is wrong: zod runs those refinements
 * only once every field passes, which would reveal them one submit later.
 */
export const termsFormResolver: Resolver<TermsFormValues, unknown, TermsFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await zodTermsResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const body = formValuesToBody(values);
  const errors: Record<string, FieldError> = { ...result.errors } as Record<string, FieldError>;
  for (const issue of referralTermsIssues({
    ...body,
    referrerRewardValue: finite(body.referrerRewardValue),
    refereeDiscountValue: finite(body.refereeDiscountValue),
    minPurchaseAmount: finite(body.minPurchaseAmount),
  })) {
    errors[issue.path] ??= { type: 'custom', message: issue.message };
  }
  return { values: {}, errors } as Awaited<ReturnType<typeof zodTermsResolver>>;
};

/** A new set of terms starts from a common programme: 20% for the referrer, 10% welcome, a week's hold. */
export function emptyTermsFormValues(currency: string): TermsFormValues {
  return {
    name: '',
    referrerRewardType: 'PERCENTAGE',
    referrerRewardValue: '20',
    currency,
    hasWelcome: true,
    refereeDiscountType: 'PERCENTAGE',
    refereeDiscountValue: '10',
    welcomeValidDays: '30',
    minPurchaseAmount: '0',
    holdDays: '7',
    rewardValidDays: '90',
    hasCap: false,
    maxRewardsPerReferrer: '10',
    isActive: true,
  };
}

/** The stored terms as the form shows them (for editing, or as the start of new terms). */
export function termsToFormValues(config: ReferralConfig): TermsFormValues {
  return {
    name: config.name,
    referrerRewardType: config.referrerRewardType,
    referrerRewardValue: String(config.referrerRewardValue),
    currency: config.currency,
    hasWelcome: config.refereeDiscountType !== null && config.refereeDiscountValue !== null,
    refereeDiscountType: config.refereeDiscountType ?? 'PERCENTAGE',
    refereeDiscountValue: config.refereeDiscountValue === null ? '10' : String(config.refereeDiscountValue),
    welcomeValidDays: String(config.welcomeValidDays),
    minPurchaseAmount: String(config.minPurchaseAmount),
    holdDays: String(config.holdDays),
    rewardValidDays: String(config.rewardValidDays),
    hasCap: config.maxRewardsPerReferrer !== null,
    maxRewardsPerReferrer:
      config.maxRewardsPerReferrer === null ? '10' : String(config.maxRewardsPerReferrer),
    isActive: config.isActive,
  };
}

/**
 * The terms the form stands for, for the live preview; null while a field the sentences read is
 * invalid. The name is not part of the sentences, so an empty name does not hide the preview.
 */
export function previewTerms(values: TermsFormValues): ReferralTerms | null {
  const parsed = TermsFormSchema.safeParse({ ...values, name: 'preview' });
  if (!parsed.success) return null;
  const { name: _name, isActive: _isActive, ...terms } = parsed.data;
  return terms;
}
