import { RATING_STARS, type RatingStats } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useRatingStats } from '../api/get-rating-stats';
import { formatAverage, formatShare, shareWidth } from '../utils/rating-format';
import { RatingStars } from './rating-stars';

/** A profiler's average, count and how many ratings gave each number of stars. */
export function RatingStatsPanel({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const query = useRatingStats(assessmentId);
  return (
    <Card aria-labelledby="rating-stats-title" data-testid="rating-stats">
      <CardHeader>
        <CardTitle id="rating-stats-title">{t('ratings.stats.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-busy aria-label={t('ratings.stats.loading')} className="space-y-3">
            <Skeleton className="h-10 w-24" />
            {RATING_STARS.map((stars) => (
              <Skeleton key={stars} className="h-4 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title={getErrorMessage(query.error, t('ratings.stats.loadFailed'))}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <StatsBody stats={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function StatsBody({ stats }: { stats: RatingStats }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
      <div className="sm:min-w-36 sm:border-r sm:border-slate-100 sm:pr-6">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('ratings.stats.average')}
        </p>
        {stats.average === null ? (
          <p className="mt-1 text-lg font-semibold text-slate-900">{t('ratings.stats.noAverage')}</p>
        ) : (
          <>
            <p
              className="mt-1 text-4xl font-semibold tracking-tight text-slate-900"
              data-testid="rating-average"
            >
              {formatAverage(stats.average)}
            </p>
            <RatingStars stars={Math.round(stats.average)} className="mt-1" />
          </>
        )}
        <p className="mt-1 text-sm text-slate-500" data-testid="rating-count">
          {t('ratings.stats.count', { count: stats.count })}
        </p>
      </div>
      <div>
        <p className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden>
          {t('ratings.stats.distribution')}
        </p>
        <ul className="space-y-2" aria-label={t('ratings.stats.distribution')}>
          {[...RATING_STARS].reverse().map((stars) => {
            const count = stats.distribution[stars];
            const label = t('ratings.starsLabel', { count: stars });
            return (
              <li
                key={stars}
                className="grid grid-cols-[4.5rem_minmax(0,1fr)_4.5rem] items-center gap-3 text-sm"
                aria-label={t('ratings.stats.bar', {
                  stars: label,
                  count,
                  percent: formatShare(count, stats.count),
                })}
                data-testid={`rating-bar-${stars}`}
              >
                <span className="text-slate-600" aria-hidden>
                  {label}
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: shareWidth(count, stats.count) }}
                  />
                </span>
                <span className="text-right text-slate-700 tabular-nums" aria-hidden>
                  {count} <span className="text-slate-400">({formatShare(count, stats.count)})</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
