import type { Coupon, Currency } from '@pathwise/contract';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ASSESSMENTS_PAGE_SIZE, useAssessments } from '../../api/get-assessments';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { PaidProfilerRow } from './paid-profiler-row';

type PaidProfilerListProps = { coupons: readonly Coupon[]; currencies: readonly Currency[] };

/** The price overview: every paid profiler with its price, sale state and the price dialog. */
export function PaidProfilerList({ coupons, currencies }: PaidProfilerListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAssessments({ price: 'paid', page, limit: ASSESSMENTS_PAGE_SIZE });
  useFailureToast(query.isError, t('assessments.toasts.loadFailed'));

  return (
    <Card aria-labelledby="paid-profilers-title">
      <CardHeader className="border-b border-slate-100 pb-4">
        <CardTitle id="paid-profilers-title">{t('assessments.paidOverview.title')}</CardTitle>
        <CardDescription>{t('assessments.paidOverview.description')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <ul className="divide-y divide-slate-100" role="status" aria-busy aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <li key={key} className="flex items-center gap-4 px-5 py-4 sm:px-6">
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-8 w-24" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="p-5 sm:p-6">
          <LoadError
            title={t('assessments.list.loadFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : query.data.assessments.length === 0 ? (
        <EmptyState
          icon={Tag}
          size="sm"
          title={t('assessments.paidOverview.emptyTitle')}
          description={t('assessments.paidOverview.emptyDescription')}
        />
      ) : (
        <div className="pb-4">
          <ul className="divide-y divide-slate-100" aria-busy={query.isFetching || undefined}>
            {query.data.assessments.map((profiler) => (
              <PaidProfilerRow
                key={profiler.id}
                profiler={profiler}
                coupons={coupons}
                currencies={currencies}
              />
            ))}
          </ul>
          <div className="px-5 sm:px-6">
            <Pager
              className="mt-6"
              pagination={query.data.pagination}
              onPageChange={setPage}
              busy={query.isFetching}
            />
          </div>
        </div>
      )}
    </Card>
  );
}
