import type { Assessment } from '@pathwise/contract';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Active/inactive, and ON SALE while a coupon is attached (spec §4). */
export function ProfilerStatusBadges({
  profiler,
}: {
  profiler: Pick<Assessment, 'isActive' | 'selectedCouponId'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex shrink-0 flex-wrap gap-1.5">
      <Badge tone={profiler.isActive ? 'success' : 'neutral'}>
        {profiler.isActive ? t('assessments.status.active') : t('assessments.status.inactive')}
      </Badge>
      {profiler.selectedCouponId ? (
        <Badge tone="danger">
          <BadgePercent aria-hidden />
          {t('assessments.status.onSale')}
        </Badge>
      ) : null}
    </div>
  );
}
