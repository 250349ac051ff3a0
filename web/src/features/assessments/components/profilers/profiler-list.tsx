import type { AssessmentGroup, AssessmentListResponse, Coupon, Currency } from '@pathwise/contract';
import { ClipboardList, Plus, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { ProfilerCard } from './profiler-card';
import { ProfilerCardSkeleton } from './profiler-card-skeleton';

type ProfilerListProps = {
  data: AssessmentListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  /** A refetch or the next page is loading while the current one stays shown. */
  isFetching: boolean;
  onRetry: () => void;
  isFiltered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
  onPageChange: (page: number) => void;
  groups: readonly AssessmentGroup[];
  coupons: readonly Coupon[];
  currencies: readonly Currency[];
};

/** The profiler cards with their loading, error, empty and paged states. */
export function ProfilerList({
  data,
  isPending,
  isError,
  isFetching,
  onRetry,
  isFiltered,
  onClearFilters,
  onCreate,
  onPageChange,
  ...cardData
}: ProfilerListProps) {
  const { t } = useTranslation();

  if (isPending) {
    return (
      <div className="grid gap-4 xl:grid-cols-2" role="status" aria-busy aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <ProfilerCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (isError || !data) {
    return <LoadError title={t('assessments.list.loadFailed')} onRetry={onRetry} retrying={isFetching} />;
  }

  if (data.counts.total === 0) {
    return (
      <Card className="border-dashed">
        <EmptyState
          icon={ClipboardList}
          title={t('assessments.list.empty.title')}
          description={t('assessments.list.empty.description')}
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              {t('assessments.list.createFirst')}
            </Button>
          }
        />
      </Card>
    );
  }

  if (data.assessments.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={SearchX}
          title={t('assessments.list.noMatchTitle')}
          description={t('assessments.list.noMatchDescription')}
          action={
            isFiltered ? (
              <Button variant="outline" onClick={onClearFilters}>
                <X aria-hidden />
                {t('assessments.filters.clear')}
              </Button>
            ) : null
          }
        />
      </Card>
    );
  }

  return (
    <div aria-busy={isFetching || undefined}>
      <ul className="grid gap-4 xl:grid-cols-2">
        {data.assessments.map((profiler) => (
          <li key={profiler.id} className="min-w-0">
            <ProfilerCard profiler={profiler} {...cardData} />
          </li>
        ))}
      </ul>
      <Pager className="mt-6" pagination={data.pagination} onPageChange={onPageChange} busy={isFetching} />
    </div>
  );
}
