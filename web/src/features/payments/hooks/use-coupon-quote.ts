import { formatPrice } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { normaliseCouponCode, useCouponCheck } from '../api/validate-coupon';
import type { CouponFieldStatus } from '../components/coupon-field';

/** A typed coupon is checked once typing has paused this long. */
export const COUPON_CHECK_DEBOUNCE_MS = 400;

export type CouponQuote = {
  /** The code as it will be sent (trimmed, upper case); '' when the field is empty. */
  code: string;
  status: CouponFieldStatus;
  /** The server's price with this coupon, once it accepted it. */
  valid: { code: string; discount: number; finalPrice: number } | null;
};

/** The typed coupon's live check: debounced, then priced by the server for this profiler. */
export function useCouponQuote(typed: string, assessmentId: string): CouponQuote {
  const { t } = useTranslation();
  const code = normaliseCouponCode(typed);
  const settled = useDebouncedValue(code, COUPON_CHECK_DEBOUNCE_MS);
  const check = useCouponCheck(settled, assessmentId);

  if (code === '') return { code, status: { kind: 'idle' }, valid: null };
  if (code !== settled || check.isPending) return { code, status: { kind: 'checking' }, valid: null };
  if (check.isError) {
    return { code, status: { kind: 'error', message: t('payments.coupon.checkFailed') }, valid: null };
  }
  const answer = check.data;
  if (!answer.success) return { code, status: { kind: 'refused', message: answer.message }, valid: null };
  return {
    code,
    status: {
      kind: 'valid',
      message: t('payments.coupon.applied', {
        code: answer.coupon.code,
        label: answer.coupon.label,
        discount: formatPrice(answer.discount, answer.currency),
      }),
    },
    valid: { code: answer.coupon.code, discount: answer.discount, finalPrice: answer.finalPrice },
  };
}
