import { type CouponType, formatPrice } from '@pathwise/contract';
import { i18n } from '@/lib/i18n';

function language(): string {
  return i18n.resolvedLanguage ?? 'en-US';
}

/** A count in the current language ("1,204"). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(language()).format(value);
}

/** A 0–1 rate as a whole percentage ("67%"), or an em dash when there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null
    ? '—'
    : new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** A reward or discount as the console names it: "20% off", "₹100 off". */
export function formatDiscount(type: CouponType, value: number, currency: string): string {
  return type === 'PERCENTAGE'
    ? i18n.t('adminReferrals.terms.percentOff', { value })
    : i18n.t('adminReferrals.terms.amountOff', { amount: formatPrice(value, currency) });
}
