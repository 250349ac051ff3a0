import { type AdminPaymentsSummaryResponse, formatPrice } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Stat, StatList } from '@/components/ui/stat';
import { cn } from '@/lib/cn';

type Figure = 'revenue' | 'refunds' | 'net';
const FIGURES: Figure[] = ['revenue', 'refunds', 'net'];

/** Revenue, refunds and net of the filtered orders: three stat cards per currency. */
export function PaymentTotals({ summary }: { summary: AdminPaymentsSummaryResponse | undefined }) {
  const { t } = useTranslation();
  if (!summary) {
    return (
      <div
        className="grid grid-cols-3 gap-2 sm:gap-3"
        role="status"
        aria-busy
        aria-label={t('adminPayments.totals.loading')}
      >
        {FIGURES.map((figure) => (
          <Card key={figure} className="space-y-3 p-5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-7 w-32" />
            <Skeleton className="h-3 w-24" />
          </Card>
        ))}
      </div>
    );
  }
  if (summary.totals.length === 0) {
    return (
      <Card className="px-5 py-4 text-sm text-slate-600" data-testid="payment-totals-empty">
        {t('adminPayments.totals.none')}
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {summary.totals.map((total) => (
        <section
          key={total.currency}
          aria-label={t('adminPayments.totals.label', { currency: total.currency })}
          data-testid={`payment-totals-${total.currency}`}
        >
          {summary.totals.length > 1 ? (
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {total.currency}
            </h3>
          ) : null}
          <StatList className="grid-cols-3 gap-2 sm:gap-3">
            {FIGURES.map((figure) => (
              <Stat
                key={figure}
                className="p-3 sm:p-5"
                label={t(`adminPayments.totals.${figure}`)}
                labelClassName="text-xs font-medium text-slate-500 sm:text-sm"
                valueClassName={cn(
                  'mt-1 truncate text-base font-semibold tracking-tight tabular-nums sm:text-2xl',
                  figure === 'refunds' && total.refunds > 0 ? 'text-rose-700' : 'text-slate-900',
                )}
                detail={
                  figure === 'revenue'
                    ? t('adminPayments.totals.paidCount', { count: total.paidCount })
                    : figure === 'refunds'
                      ? t('adminPayments.totals.refundCount', { count: total.refundCount })
                      : t('adminPayments.totals.netHint')
                }
                detailClassName="mt-1 hidden text-xs text-slate-500 sm:block"
              >
                {figure === 'refunds' && total.refunds > 0 ? '−' : ''}
                {formatPrice(total[figure], total.currency)}
              </Stat>
            ))}
          </StatList>
        </section>
      ))}
    </div>
  );
}
