import type { AdminRating } from '@pathwise/contract';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useProfilerRatings } from '../api/get-profiler-ratings';
import { RatingItem } from './rating-item';

type ProfilerRatingsListProps = {
  assessmentId: string;
  onDelete: (rating: AdminRating) => void;
};

/** A profiler's ratings, newest first, 50 at a time with "Load more". */
export function ProfilerRatingsList({ assessmentId, onDelete }: ProfilerRatingsListProps) {
  const { t } = useTranslation();
  const query = useProfilerRatings(assessmentId);
  const ratings = query.data?.pages.flatMap((page) => page.ratings) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <Card aria-labelledby="profiler-ratings-title" data-testid="profiler-ratings">
      <CardHeader className="flex-row items-baseline justify-between gap-3 pb-4">
        <CardTitle id="profiler-ratings-title">{t('ratings.list.title')}</CardTitle>
        {query.data && total > 0 ? (
          <p className="text-sm text-slate-500" aria-live="polite">
            {t('ratings.list.showing', { shown: ratings.length, total })}
          </p>
        ) : null}
      </CardHeader>
      {query.isPending ? (
        <ul
          className="divide-y divide-slate-100 border-t border-slate-100"
          role="status"
          aria-busy
          aria-label={t('ratings.list.loading')}
        >
          {[0, 1, 2].map((row) => (
            <li key={row} className="space-y-2 px-5 py-4 sm:px-6">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-full" />
            </li>
          ))}
        </ul>
      ) : query.isError && !query.data ? (
        <div className="px-5 pb-5 sm:px-6">
          <LoadError
            title={getErrorMessage(query.error, t('ratings.list.loadFailed'))}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        </div>
      ) : ratings.length === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title={t('ratings.list.empty.title')}
          description={t('ratings.list.empty.description')}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 border-t border-slate-100">
            {ratings.map((rating) => (
              <RatingItem key={rating.id} rating={rating} onDelete={() => onDelete(rating)} />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <div className="border-t border-slate-100 px-5 py-3 sm:px-6">
              <LoadError
                title={getErrorMessage(query.error, t('ratings.list.loadMoreFailed'))}
                onRetry={() => query.fetchNextPage()}
              />
            </div>
          ) : query.hasNextPage ? (
            <div className="flex justify-center border-t border-slate-100 px-5 py-3 sm:px-6">
              <Button
                variant="outline"
                onClick={() => query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {t('ratings.list.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
