import { type Assessment, formatPrice } from '@pathwise/contract';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PriceSummaryProps = {
  profiler: Pick<Assessment, 'isFree' | 'price' | 'currency'>;
  /** Coupons usable for this profiler right now (spec §9 rule). */
  availableCoupons: number;
};

/** FREE, or the formatted price with the number of coupons that could be put on it. */
export function PriceSummary({ profiler, availableCoupons }: PriceSummaryProps) {
  const { t } = useTranslation();
  if (profiler.isFree || profiler.price === null) {
    return (
      <span className="text-sm font-semibold tracking-wide text-emerald-700">
        {t('assessments.card.free')}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-semibold text-slate-900">{formatPrice(profiler.price, profiler.currency)}</span>
      <span className="inline-flex items-center gap-1 text-xs text-slate-500">
        <Ticket className="size-3.5" aria-hidden />
        {t('assessments.card.availableCoupons', { count: availableCoupons })}
      </span>
    </span>
  );
}
