import { RefreshCw, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAssessmentStats } from '../api/get-assessment-stats';
import { buildBreakdown } from '../utils/stats-breakdown';

/** Attempts per profiler: totals, average, the most popular and a breakdown with each one's share. */
export function AssessmentStatsPanel() {
  const { t, i18n } = useTranslation();
  const query = useAssessmentStats();
  const number = (value: number, digits = 0) =>
    value.toLocaleString(i18n.resolvedLanguage, { maximumFractionDigits: digits });

  return (
    <Card aria-labelledby="assessment-stats-title">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardTitle id="assessment-stats-title">{t('dashboard.statistics.title')}</CardTitle>
          <CardDescription>{t('dashboard.statistics.description')}</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
          aria-label={t('dashboard.statistics.refresh')}
          title={t('dashboard.statistics.refresh')}
        >
          <RefreshCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden />
        </Button>
      </CardHeader>
      <div className="px-5 pt-3 pb-5 sm:px-6">
        {query.isPending ? (
          <div className="space-y-4" role="status" aria-busy aria-label={t('common.loading')}>
            <div className="grid grid-cols-3 gap-3">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-14" />
              ))}
            </div>
            <Skeleton className="h-12" />
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-8" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title={t('dashboard.statistics.loadFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div className="space-y-5">
            <dl className="grid grid-cols-3 gap-3">
              {(
                [
                  ['totalAssessments', query.data.totalAssessments],
                  ['totalAttempts', query.data.totalAttempts],
                  ['averageAttempts', query.data.averageAttempts],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-slate-50 px-3 py-2.5">
                  <dt className="text-xs text-slate-500">{t(`dashboard.statistics.${key}`)}</dt>
                  <dd
                    className="text-lg font-semibold text-slate-900 tabular-nums"
                    data-testid={`stats-${key}`}
                  >
                    {number(value)}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5">
              <Trophy className="size-5 shrink-0 text-amber-600" aria-hidden />
              <div className="min-w-0 text-sm">
                <p className="text-xs text-amber-800">{t('dashboard.statistics.mostPopular')}</p>
                <p className="truncate font-medium text-slate-900" data-testid="stats-most-popular">
                  {query.data.mostPopular
                    ? t('dashboard.statistics.mostPopularValue', {
                        title: query.data.mostPopular.title,
                        count: query.data.mostPopular.attemptCount,
                      })
                    : t('dashboard.statistics.noAttempts')}
                </p>
              </div>
            </div>
            {query.data.assessments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('dashboard.statistics.empty')}</p>
            ) : (
              <ol
                className="max-h-80 space-y-3 overflow-y-auto pr-1"
                aria-label={t('dashboard.statistics.breakdown')}
                // Scrollable region: reachable and scrollable with the keyboard.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be focusable to scroll by keyboard.
                tabIndex={0}
              >
                {buildBreakdown(query.data.assessments, query.data.totalAttempts).map((row) => (
                  <li key={row.id} data-testid="stats-row">
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <span className="min-w-0 truncate text-slate-800">{row.title}</span>
                      <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                        {t('dashboard.statistics.rowValue', {
                          count: row.attemptCount,
                          share: number(row.share, 1),
                        })}
                      </span>
                    </div>
                    <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden>
                      <div
                        className="h-full rounded-full bg-brand-500"
                        style={{ width: `${row.barWidth}%` }}
                        data-testid="stats-bar"
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
