import type { AdminPaymentRow } from '@pathwise/contract';
import { CreditCard, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { type AdminPaymentsFilters, EMPTY_ADMIN_PAYMENTS_FILTERS, hasFilters } from '../../api/admin-filters';
import { useAdminPaymentSummary } from '../../api/admin-get-payment-summary';
import { useAdminPayments } from '../../api/admin-get-payments';
import { usePaymentProfilerOptions } from '../../api/admin-profiler-options';
import { PaymentDetailPanel } from './payment-detail-panel';
import { PaymentFilters } from './payment-filters';
import { PaymentTotals } from './payment-totals';
import { PaymentsList } from './payments-list';
import { RevenueChart } from './revenue-chart';

type PaymentsConsoleProps = {
  filters: AdminPaymentsFilters;
  onFiltersChange: (filters: AdminPaymentsFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  openOrderId: string | null;
  onOpenOrder: (orderId: string | null) => void;
};

/** Totals, revenue per day, the filtered orders page by page, and the open order's panel. */
export function PaymentsConsole({
  filters,
  onFiltersChange,
  page,
  onPageChange,
  openOrderId,
  onOpenOrder,
}: PaymentsConsoleProps) {
  const { t } = useTranslation();
  const list = useAdminPayments(filters, page);
  const summary = useAdminPaymentSummary(filters);
  const profilers = usePaymentProfilerOptions();
  const filtered = hasFilters(filters);
  // Nobody has ever paid: one empty state says so, instead of empty filters, totals and chart above it.
  const noPaymentsYet = !filtered && list.data?.pagination.total === 0;

  // A page past the end (a shared link, refunds elsewhere) steps back to the last page with orders.
  const pages = list.data
    ? Math.max(1, Math.ceil(list.data.pagination.total / list.data.pagination.limit))
    : 1;
  const pastEnd =
    page > 1 && !list.isPlaceholderData && list.data !== undefined && list.data.payments.length === 0;
  useEffect(() => {
    if (pastEnd) onPageChange(pages);
  }, [pastEnd, pages, onPageChange]);

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <ul
        className="divide-y divide-slate-100"
        role="status"
        aria-busy
        aria-label={t('adminPayments.list.loading')}
      >
        {[0, 1, 2, 3, 4].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <Skeleton className="hidden h-4 w-24 sm:block" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="h-5 w-16" />
            <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError && !list.data) {
    body = (
      <div className="p-5 sm:p-6">
        <LoadError
          title={t('adminPayments.list.loadFailed')}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        >
          {getErrorMessage(list.error, t('adminPayments.list.loadFailedHint'))}
        </LoadError>
      </div>
    );
  } else if (list.data.payments.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('adminPayments.empty.noMatchTitle')}
        description={t('adminPayments.empty.noMatchDescription')}
        action={
          <Button variant="outline" onClick={() => onFiltersChange(EMPTY_ADMIN_PAYMENTS_FILTERS)}>
            {t('adminPayments.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={CreditCard}
        title={t('adminPayments.empty.title')}
        description={t('adminPayments.empty.description')}
      />
    );
  } else {
    body = (
      <>
        <PaymentsList
          rows={list.data.payments}
          busy={list.isPlaceholderData}
          onOpen={(row: AdminPaymentRow) => onOpenOrder(row.orderId)}
        />
        <div className="border-t border-slate-100 px-5 py-3 empty:hidden sm:px-6">
          <Pager
            label={t('adminPayments.list.pagination')}
            pagination={list.data.pagination}
            busy={list.isPlaceholderData}
            onPageChange={onPageChange}
          />
        </div>
      </>
    );
  }

  return (
    <div className="space-y-6">
      {noPaymentsYet ? null : (
        <Card className="px-5 py-4 sm:px-6">
          <PaymentFilters filters={filters} onChange={onFiltersChange} profilers={profilers.data ?? []} />
        </Card>
      )}

      {noPaymentsYet ? null : summary.isError && !summary.data ? (
        <LoadError
          title={t('adminPayments.totals.loadFailed')}
          onRetry={() => summary.refetch()}
          retrying={summary.isRefetching}
        >
          {getErrorMessage(summary.error, t('adminPayments.list.loadFailedHint'))}
        </LoadError>
      ) : (
        <div className="space-y-6" aria-busy={summary.isPlaceholderData || undefined}>
          <PaymentTotals summary={summary.data} />
          <RevenueChart summary={summary.data} />
        </div>
      )}

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900">{t('adminPayments.list.title')}</h2>
          {list.data ? (
            <p className="text-sm text-slate-500" aria-live="polite">
              {t(filtered ? 'adminPayments.list.countFiltered' : 'adminPayments.list.count', {
                count: list.data.pagination.total,
              })}
            </p>
          ) : null}
        </div>
        {body}
      </Card>

      <PaymentDetailPanel orderId={openOrderId} onClose={() => onOpenOrder(null)} />
    </div>
  );
}
