import {
  AI_ANALYSIS_STATUSES,
  type AiAnalysisAnalyticsResponse,
  type AnalyticsTimeRange,
} from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBucket, formatCount, formatDuration } from '../../utils/analytics-format';
import { csvFileName } from '../../utils/series-csv';
import { CHART_COLOURS, type ChartSeries } from '../charts/chart-colours';
import { AnalyticsPanel } from './analytics-panel';
import { ChartPanel } from './chart-panel';
import { DataTable } from './data-table';

const SeriesChart = lazy(() => import('../charts/series-chart'));

type AiPanelProps = { query: UseQueryResult<AiAnalysisAnalyticsResponse>; range: AnalyticsTimeRange };

const STATUS_TONES: Record<(typeof AI_ANALYSIS_STATUSES)[number], string> = {
  pending: 'text-slate-700',
  processing: 'text-brand-700',
  completed: 'text-emerald-700',
  failed: 'text-rose-700',
};

/** Reports requested in the range: status counts, time to report, retries, and completed/failed per bucket. */
export function AiReportsPanel({ query, range }: AiPanelProps) {
  const { t } = useTranslation();
  const data = query.data;
  const series: ChartSeries[] = [
    { key: 'completed', label: t('adminAnalytics.ai.status.completed'), colour: CHART_COLOURS.emerald },
    { key: 'failed', label: t('adminAnalytics.ai.status.failed'), colour: CHART_COLOURS.rose },
  ];

  return (
    <ChartPanel
      testId="chart-ai"
      title={t('adminAnalytics.ai.title')}
      description={t('adminAnalytics.ai.description')}
      query={query}
      hasData={!!data}
      empty={
        data && data.total === 0
          ? {
              icon: Bot,
              title: t('adminAnalytics.ai.emptyTitle'),
              description: t('adminAnalytics.ai.emptyDescription'),
            }
          : null
      }
      view={() => {
        const response = data as AiAnalysisAnalyticsResponse;
        const { statuses, timeToReport, retries } = response;
        return {
          summary: t('adminAnalytics.ai.summary', {
            count: response.total,
            total: formatCount(response.total),
            completed: formatCount(statuses.completed),
            failed: formatCount(statuses.failed),
            median: formatDuration(timeToReport.medianSeconds),
            range: t(`adminAnalytics.rangeLabel.${range}`),
          }),
          lead: (
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="ai-figures">
              {AI_ANALYSIS_STATUSES.map((status) => (
                <Figure
                  key={status}
                  label={t(`adminAnalytics.ai.status.${status}`)}
                  value={formatCount(statuses[status])}
                  valueClassName={STATUS_TONES[status]}
                />
              ))}
              <Figure
                label={t('adminAnalytics.ai.median')}
                value={formatDuration(timeToReport.medianSeconds)}
              />
              <Figure label={t('adminAnalytics.ai.p95')} value={formatDuration(timeToReport.p95Seconds)} />
              <Figure
                label={t('adminAnalytics.ai.retries')}
                value={formatCount(retries.reports)}
                detail={t('adminAnalytics.ai.extraRuns', { count: retries.extraRuns })}
              />
              <Figure
                label={t('adminAnalytics.ai.tokens')}
                value={response.tokens ? formatCount(response.tokens.total) : '—'}
                detail={
                  response.tokens
                    ? t('adminAnalytics.ai.tokensSplit', {
                        prompt: formatCount(response.tokens.prompt),
                        completion: formatCount(response.tokens.completion),
                      })
                    : t('adminAnalytics.ai.tokensNone')
                }
              />
            </dl>
          ),
          legend: series,
          heightClassName: 'mt-4 h-52',
          chart: (
            <SeriesChart
              kind="bar"
              rows={response.series}
              series={series}
              bucket={response.window.bucket}
              formatValue={formatCount}
            />
          ),
          table: (
            <DataTable
              caption={t('adminAnalytics.ai.title')}
              rows={response.series}
              rowKey={(point) => point.date}
              testId="chart-ai-table"
              columns={[
                {
                  key: 'date',
                  label: t(`adminAnalytics.bucket.${response.window.bucket}`),
                  cell: (point) => formatBucket(point.date, response.window.bucket),
                },
                {
                  key: 'completed',
                  label: series[0]!.label,
                  numeric: true,
                  cell: (p) => formatCount(p.completed),
                },
                { key: 'failed', label: series[1]!.label, numeric: true, cell: (p) => formatCount(p.failed) },
              ]}
            />
          ),
        };
      }}
      csv={() => {
        const response = data as AiAnalysisAnalyticsResponse;
        return {
          fileName: csvFileName('ai-reports', range, response.window.toDate),
          table: {
            columns: ['date', 'completed', 'failed'],
            rows: response.series.map((point) => [point.date, point.completed, point.failed]),
          },
        };
      }}
    />
  );
}

function Figure({
  label,
  value,
  detail,
  valueClassName,
}: {
  label: string;
  value: string;
  detail?: string;
  valueClassName?: string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="truncate text-xs text-slate-500">{label}</dt>
      <dd className={cn('text-lg font-semibold tabular-nums', valueClassName ?? 'text-slate-900')}>
        {value}
      </dd>
      {detail ? <dd className="truncate text-xs text-slate-500">{detail}</dd> : null}
    </div>
  );
}

/** Which writer produced the reports and how each fared, and why the failed ones failed. */
export function AiProvidersPanel({ query }: AiPanelProps) {
  const { t } = useTranslation();
  const data = query.data;
  return (
    <AnalyticsPanel
      testId="ai-providers"
      title={t('adminAnalytics.ai.providersTitle')}
      description={t('adminAnalytics.ai.providersDescription')}
      query={query}
      hasData={!!data}
      empty={data && data.total === 0 ? { icon: Bot, title: t('adminAnalytics.ai.emptyTitle') } : null}
    >
      {() => {
        const response = data as AiAnalysisAnalyticsResponse;
        return (
          <div className="space-y-5">
            <DataTable
              caption={t('adminAnalytics.ai.providersTitle')}
              rows={response.byProvider}
              rowKey={(row) => row.provider}
              testId="ai-providers-table"
              columns={[
                {
                  key: 'provider',
                  label: t('adminAnalytics.ai.provider'),
                  cell: (row) => t(`adminAnalytics.ai.providers.${row.provider}`),
                },
                {
                  key: 'total',
                  label: t('adminAnalytics.ai.requested'),
                  numeric: true,
                  cell: (r) => formatCount(r.total),
                },
                {
                  key: 'completed',
                  label: t('adminAnalytics.ai.status.completed'),
                  numeric: true,
                  cell: (r) => formatCount(r.completed),
                },
                {
                  key: 'failed',
                  label: t('adminAnalytics.ai.status.failed'),
                  numeric: true,
                  cell: (r) => formatCount(r.failed),
                },
              ]}
            />
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">
                {t('adminAnalytics.ai.failureReasons')}
              </h3>
              {response.failureReasons.length === 0 ? (
                <p className="text-sm text-slate-500" data-testid="ai-no-failures">
                  {t('adminAnalytics.ai.noFailures')}
                </p>
              ) : (
                <ul
                  className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                  data-testid="ai-failures"
                >
                  {response.failureReasons.map((failure) => (
                    <li
                      key={failure.reason}
                      className="flex items-start justify-between gap-3 px-3 py-2 text-sm"
                    >
                      <span className="min-w-0 break-words text-slate-700">{failure.reason}</span>
                      <span className="shrink-0 font-medium text-rose-700 tabular-nums">
                        {formatCount(failure.count)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      }}
    </AnalyticsPanel>
  );
}
