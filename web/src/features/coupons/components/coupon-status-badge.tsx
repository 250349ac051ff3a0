import type { Coupon } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { type CouponState, couponState } from '../utils/coupon-status';

const TONES: Record<CouponState, BadgeProps['tone']> = {
  active: 'success',
  scheduled: 'brand',
  expired: 'neutral',
  usedUp: 'warning',
  inactive: 'danger',
};

export function CouponStatusBadge({ coupon, now }: { coupon: Coupon; now?: Date }) {
  const { t } = useTranslation();
  const state = couponState(coupon, now);
  return (
    <Badge tone={TONES[state]} data-testid={`coupon-state-${coupon.id}`}>
      {t(`coupons.states.${state}`)}
    </Badge>
  );
}
