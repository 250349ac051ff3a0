import {
  type Coupon,
  type CouponType,
  type CreateCouponBody,
  CreateCouponBodySchema,
  DEFAULT_CURRENCY,
} from '@pathwise/contract';
import { fromDateTimeInput, toDateTimeInput } from './date-time-input';

/** The coupon form's state: inputs hold text, as typed. */
export type CouponDraft = {
  name: string;
  code: string;
  type: CouponType;
  value: string;
  currency: string;
  isActive: boolean;
  /** datetime-local values ("" for an open bound). */
  validFrom: string;
  validUntil: string;
  /** "" means unlimited. */
  usageLimit: string;
  /** Empty means every profiler. */
  applicableAssessments: string[];
};

export type CouponDraftField = keyof CouponDraft;
export type CouponDraftErrors = Partial<Record<CouponDraftField, string>>;

export function emptyCouponDraft(currency: string = DEFAULT_CURRENCY): CouponDraft {
  return {
    name: '',
    code: '',
    type: 'PERCENTAGE',
    value: '',
    currency,
    isActive: true,
    validFrom: '',
    validUntil: '',
    usageLimit: '',
    applicableAssessments: [],
  };
}

export function couponToDraft(coupon: Coupon): CouponDraft {
  return {
    name: coupon.name,
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    currency: coupon.currency,
    isActive: coupon.isActive,
    validFrom: toDateTimeInput(coupon.validFrom),
    validUntil: toDateTimeInput(coupon.validUntil),
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    applicableAssessments: [...coupon.applicableAssessments],
  };
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

export type CouponDraftResult =
  | { ok: true; body: CreateCouponBody }
  | { ok: false; errors: CouponDraftErrors };

/**
 * Checks the draft with the contract's own schema (code rules, percentage ≤ 100, currency
 * precision, until after from) and gives the body to send, or the first message per field.
 */
export function validateCouponDraft(
  draft: CouponDraft,
  messages: { valueRequired: string },
): CouponDraftResult {
  const parsed = CreateCouponBodySchema.safeParse({
    name: draft.name,
    code: draft.code,
    type: draft.type,
    value: blankToUndefined(draft.value),
    currency: draft.currency,
    isActive: draft.isActive,
    validFrom: fromDateTimeInput(draft.validFrom),
    validUntil: fromDateTimeInput(draft.validUntil),
    usageLimit: blankToUndefined(draft.usageLimit) ?? null,
    applicableAssessments: draft.applicableAssessments,
  });
  if (parsed.success) return { ok: true, body: parsed.data };

  const errors: CouponDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CouponDraftField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (draft.value.trim() === '') errors.value = messages.valueRequired;
  return { ok: false, errors };
}
