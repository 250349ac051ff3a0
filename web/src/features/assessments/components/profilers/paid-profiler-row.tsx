import { type Assessment, type Coupon, type Currency, formatPrice } from '@pathwise/contract';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useProfilerActions } from '../../hooks/use-profiler-actions';
import { usableCoupons } from '../../utils/usable-coupons';
import { PriceDialog } from './price-dialog';
import { ProfilerStatusBadges } from './profiler-status-badges';

type PaidProfilerRowProps = {
  profiler: Assessment;
  coupons: readonly Coupon[];
  currencies: readonly Currency[];
};

/** One paid profiler in the price overview, with the same price dialog as its card. */
export function PaidProfilerRow({ profiler, coupons, currencies }: PaidProfilerRowProps) {
  const { t } = useTranslation();
  const { running, savePrice } = useProfilerActions(profiler);
  const [open, setOpen] = useState(false);
  const coupon = coupons.find((item) => item.id === profiler.selectedCouponId);

  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6"
      data-testid={`paid-${profiler.id}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-slate-900">{profiler.title}</p>
          <ProfilerStatusBadges profiler={profiler} />
        </div>
        <p className="mt-0.5 text-xs text-slate-500">
          {coupon
            ? t('assessments.price.onSaleWith', { code: coupon.code })
            : t('assessments.card.availableCoupons', { count: usableCoupons(coupons, profiler.id).length })}
        </p>
      </div>
      <p className="text-base font-semibold text-slate-900 tabular-nums">
        {profiler.price === null ? '—' : formatPrice(profiler.price, profiler.currency)}
      </p>
      <Button variant="outline" size="sm" loading={running === 'price'} onClick={() => setOpen(true)}>
        {running === 'price' ? null : <Tag aria-hidden />}
        {t('assessments.actions.editPrice')}
      </Button>
      <PriceDialog
        profiler={profiler}
        open={open}
        onOpenChange={setOpen}
        currencies={currencies}
        coupons={coupons}
        busy={running === 'price'}
        onSave={savePrice}
      />
    </li>
  );
}
