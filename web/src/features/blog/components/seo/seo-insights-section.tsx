import { useQueryClient } from '@tanstack/react-query';
import { Gauge, ListChecks, PlayCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { listArticleIdsForBulk } from '../../api/article-filters';
import { blogKeys } from '../../api/keys';
import { useBulkRun, useSeoInsights, useStartBulkAnalysis } from '../../api/seo';
import { BAND_COLOURS } from '../shared/seo-bands';
import { SeoScoreBadge } from '../shared/seo-score-badge';
import type { DistributionPoint } from './seo-distribution-chart';

const SeoDistributionChart = lazy(() => import('./seo-distribution-chart'));
const BANDS = ['good', 'fair', 'poor'] as const;

/** SEO across the blog: scores by band, the most common problems, the articles most worth fixing, and "Analyse all". */
export function SeoInsightsSection() {
  const { t } = useTranslation();
  const insights = useSeoInsights();

  if (insights.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label={t('adminBlog.common.loading')}>
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (insights.isError) {
    return (
      <LoadError
        title={getErrorMessage(insights.error, t('adminBlog.insights.loadFailed'))}
        onRetry={() => insights.refetch()}
        retrying={insights.isRefetching}
      />
    );
  }
  const data = insights.data;
  const points: DistributionPoint[] = BANDS.map((band) => ({
    band,
    label: t(`adminBlog.seo.bands.${band}`),
    count: data.distribution.find((entry) => entry.band === band)?.count ?? 0,
    colour: BAND_COLOURS[band],
  }));
  const maxProblem = Math.max(1, ...data.commonProblems.map((problem) => problem.count));

  return (
    <div className="space-y-4">
      <BulkAnalysis />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('adminBlog.insights.distribution')}</CardTitle>
            <CardDescription>
              {t('adminBlog.insights.summary', {
                analysed: data.analysedArticles,
                unanalysed: data.unanalysedArticles,
              })}
              {data.averageScore !== null
                ? ` ${t('adminBlog.insights.average', { score: Math.round(data.averageScore) })}`
                : ''}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {data.analysedArticles === 0 ? (
              <EmptyState
                icon={Gauge}
                size="sm"
                title={t('adminBlog.insights.noneTitle')}
                description={t('adminBlog.insights.noneDescription')}
              />
            ) : (
              <>
                <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                  <SeoDistributionChart points={points} />
                </Suspense>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="seo-distribution">
                  {points.map((point) => (
                    <div key={point.band} className="rounded-lg bg-slate-50 px-2 py-2">
                      <dt className="text-xs text-slate-500">{t(`adminBlog.insights.band.${point.band}`)}</dt>
                      <dd className="text-lg font-semibold tabular-nums text-slate-900">{point.count}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('adminBlog.insights.problems')}</CardTitle>
            <CardDescription>{t('adminBlog.insights.problemsDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {data.commonProblems.length === 0 ? (
              <p className="text-sm text-slate-500">{t('adminBlog.insights.noProblems')}</p>
            ) : (
              <ol className="space-y-2.5" data-testid="seo-common-problems">
                {data.commonProblems.map((problem) => (
                  <li key={problem.id} className="space-y-1">
                    <div className="flex justify-between gap-3 text-sm">
                      <span className="text-slate-800">{t(`adminBlog.seo.checks.${problem.id}`)}</span>
                      <span className="shrink-0 tabular-nums text-slate-500">
                        {t('adminBlog.insights.articles', { count: problem.count })}
                      </span>
                    </div>
                    <div className="h-1.5 rounded-full bg-slate-100" aria-hidden>
                      <div
                        className="h-1.5 rounded-full bg-amber-500"
                        style={{ width: `${(problem.count / maxProblem) * 100}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('adminBlog.insights.worthFixing')}</CardTitle>
          <CardDescription>{t('adminBlog.insights.worthFixingDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="pt-3">
          {data.worthFixing.length === 0 ? (
            <p className="text-sm text-slate-500">{t('adminBlog.insights.nothingToFix')}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="seo-worth-fixing">
              {data.worthFixing.map((entry) => (
                <li
                  key={entry.articleId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                >
                  <Link
                    to={paths.admin.blogArticle.getHref(entry.articleId)}
                    className="min-w-0 truncate font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    {entry.title}
                  </Link>
                  <span className="flex items-center gap-3 text-xs text-slate-500">
                    {t('adminBlog.articles.views', { count: entry.viewCount })}
                    <SeoScoreBadge score={entry.score} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** "Analyse all": starts a bulk run over every article and shows its progress until done. */
function BulkAnalysis() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartBulkAnalysis();
  const [runId, setRunId] = useState<string | null>(null);
  const [collecting, setCollecting] = useState(false);
  const run = useBulkRun(runId);
  const status = run.data?.status;

  useEffect(() => {
    if (status !== 'done') return;
    void queryClient.invalidateQueries({ queryKey: blogKeys.seoInsights() });
    void queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() });
  }, [status, queryClient]);

  const begin = async () => {
    setCollecting(true);
    try {
      const ids = await listArticleIdsForBulk();
      if (ids.length === 0) {
        toast.info(t('adminBlog.insights.bulk.noArticles'));
        return;
      }
      setRunId((await start.mutateAsync(ids)).id);
    } catch {
      // The api client has shown the server's message.
    } finally {
      setCollecting(false);
    }
  };

  const total = run.data?.total ?? 0;
  const done = (run.data?.done ?? 0) + (run.data?.failed ?? 0);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const running = runId !== null && status !== 'done';

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <ListChecks className="mt-0.5 size-5 text-slate-400" aria-hidden />
          <div>
            <h2 className="text-base font-semibold text-slate-900">{t('adminBlog.insights.bulk.title')}</h2>
            <p className="text-sm text-slate-500">{t('adminBlog.insights.bulk.description')}</p>
          </div>
        </div>
        <Button onClick={() => void begin()} loading={collecting || start.isPending} disabled={running}>
          {collecting || start.isPending ? null : <PlayCircle aria-hidden />}
          {t('adminBlog.insights.bulk.start')}
        </Button>
      </div>
      {runId !== null ? (
        <div className="mt-4 space-y-1.5">
          <div
            role="progressbar"
            aria-label={t('adminBlog.insights.bulk.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('adminBlog.insights.bulk.progressText', { done, total })}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-2 rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {status === 'done'
              ? t('adminBlog.insights.bulk.finished', {
                  done: run.data?.done ?? 0,
                  failed: run.data?.failed ?? 0,
                })
              : run.isError
                ? getErrorMessage(run.error, t('adminBlog.insights.bulk.pollFailed'))
                : t('adminBlog.insights.bulk.progressText', { done, total })}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
