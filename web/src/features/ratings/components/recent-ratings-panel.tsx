import type { RecentRating } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useRecentRatings } from '../api/get-recent-ratings';
import { RatingItem } from './rating-item';

type RecentRatingsPanelProps = {
  onDelete: (rating: RecentRating) => void;
  /** Opens the rating's profiler in the main panel. */
  onShowProfiler: (rating: RecentRating) => void;
};

/** The newest ratings across every profiler. */
export function RecentRatingsPanel({ onDelete, onShowProfiler }: RecentRatingsPanelProps) {
  const { t } = useTranslation();
  const query = useRecentRatings();
  return (
    <Card aria-labelledby="recent-ratings-title" data-testid="recent-ratings">
      <CardHeader className="pb-4">
        <CardTitle id="recent-ratings-title">{t('ratings.recent.title')}</CardTitle>
        <CardDescription>{t('ratings.recent.description')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <ul
          className="divide-y divide-slate-100 border-t border-slate-100"
          role="status"
          aria-busy
          aria-label={t('ratings.recent.loading')}
        >
          {[0, 1, 2].map((row) => (
            <li key={row} className="space-y-2 px-5 py-3.5 sm:px-6">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-full" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="px-5 pb-5 sm:px-6">
          <LoadError
            title={getErrorMessage(query.error, t('ratings.recent.loadFailed'))}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        </div>
      ) : query.data.length === 0 ? (
        <p className="border-t border-slate-100 px-5 py-6 text-sm text-slate-500 sm:px-6">
          {t('ratings.recent.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {query.data.map((rating) => (
            <RatingItem
              key={rating.id}
              compact
              rating={rating}
              onDelete={() => onDelete(rating)}
              context={
                // A plain button: the link variant keeps the size padding, which would indent the title.
                <button
                  type="button"
                  className="rounded-sm text-left break-words text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  onClick={() => onShowProfiler(rating)}
                  aria-label={t('ratings.recent.show', { title: rating.assessment.title })}
                >
                  {rating.assessment.title}
                </button>
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
