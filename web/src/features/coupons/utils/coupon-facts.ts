import type { Coupon } from '@pathwise/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';

/** "Always", "From …", "Until …" or "… – …". */
export function validityText(coupon: Pick<Coupon, 'validFrom' | 'validUntil'>, t: TFunction): string {
  const from = coupon.validFrom ? formatDateTime(coupon.validFrom) : null;
  const until = coupon.validUntil ? formatDateTime(coupon.validUntil) : null;
  if (from && until) return t('coupons.validity.between', { from, until });
  if (from) return t('coupons.validity.from', { from });
  if (until) return t('coupons.validity.until', { until });
  return t('coupons.validity.always');
}

/** "3 / 100" or "3 / ∞". */
export function usageText(coupon: Pick<Coupon, 'usedCount' | 'usageLimit'>, t: TFunction): string {
  return t('coupons.usage', {
    used: coupon.usedCount,
    limit: coupon.usageLimit ?? t('coupons.unlimited'),
  });
}

/** "All profilers" or "N profilers". */
export function applicabilityText(coupon: Pick<Coupon, 'applicableAssessments'>, t: TFunction): string {
  const count = coupon.applicableAssessments.length;
  return count === 0 ? t('coupons.appliesTo.all') : t('coupons.appliesTo.count', { count });
}
