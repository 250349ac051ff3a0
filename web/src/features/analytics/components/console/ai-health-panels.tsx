import {
  AI_ANALYSIS_STATUSES,
  type AiAnalysisAnalyticsResponse,
  type AnalyticsTimeRange,
} from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatCount, formatDuration } from '../../utils/analytics-format';
import { CHART_COLOURS } from '../charts/chart-colours';
import { AnalyticsPanel } from './analytics-panel';
import { DataTable } from './data-table';
import { SeriesPanel, type SeriesPanelDefinition } from './series-panel';

type AiPanelProps = { query: UseQueryResult<AiAnalysisAnalyticsResponse>; range: AnalyticsTimeRange };

const STATUS_TONES: Record<(typeof AI_ANALYSIS_STATUSES)[number], string> = {
  pending: 'text-slate-700',
  processing: 'text-brand-700',
  completed: 'text-emerald-700',
  failed: 'text-rose-700',
};

const AI_REPORTS: SeriesPanelDefinition<AiAnalysisAnalyticsResponse> = {
  testId: 'chart-ai',
  csvName: 'ai-reports',
  kind: 'bar',
  title: 'adminAnalytics.ai.title',
  description: 'adminAnalytics.ai.description',
  series: [
    { key: 'completed', label: 'adminAnalytics.ai.status.completed', colour: CHART_COLOURS.emerald },
    { key: 'failed', label: 'adminAnalytics.ai.status.failed', colour: CHART_COLOURS.rose },
  ],
  empty: {
    icon: Bot,
    title: 'adminAnalytics.ai.emptyTitle',
    description: 'adminAnalytics.ai.emptyDescription',
    // Reports still pending or processing count too: the series shows only the finished ones.
    when: (data) => data.total === 0,
  },
  summary: ({ total, statuses, timeToReport }, { t, range }) =>
    t('adminAnalytics.ai.summary', {
      count: total,
      total: formatCount(total),
      completed: formatCount(statuses.completed),
      failed: formatCount(statuses.failed),
      median: formatDuration(timeToReport.medianSeconds),
      range: t(`adminAnalytics.rangeLabel.${range}`),
    }),
  lead: (data) => <AiFigures data={data} />,
  heightClassName: 'mt-4 h-52',
};

/** Reports requested in the range: status counts, time to report, retries, and completed/failed per bucket. */
export function AiReportsPanel(props: AiPanelProps) {
  return <SeriesPanel definition={AI_REPORTS} {...props} />;
}

/** Status counts, time to report, retries and tokens above the reports chart. */
function AiFigures({ data }: { data: AiAnalysisAnalyticsResponse }) {
  const { t } = useTranslation();
  const { statuses, timeToReport, retries, tokens } = data;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="ai-figures">
      {AI_ANALYSIS_STATUSES.map((status) => (
        <Figure
          key={status}
          label={t(`adminAnalytics.ai.status.${status}`)}
          value={formatCount(statuses[status])}
          valueClassName={STATUS_TONES[status]}
        />
      ))}
      <Figure label={t('adminAnalytics.ai.median')} value={formatDuration(timeToReport.medianSeconds)} />
      <Figure label={t('adminAnalytics.ai.p95')} value={formatDuration(timeToReport.p95Seconds)} />
      <Figure
        label={t('adminAnalytics.ai.retries')}
        value={formatCount(retries.reports)}
        detail={t('adminAnalytics.ai.extraRuns', { count: retries.extraRuns })}
      />
      <Figure
        label={t('adminAnalytics.ai.tokens')}
        value={tokens ? formatCount(tokens.total) : '—'}
        detail={
          tokens
            ? t('adminAnalytics.ai.tokensSplit', {
                prompt: formatCount(tokens.prompt),
                completion: formatCount(tokens.completion),
              })
            : t('adminAnalytics.ai.tokensNone')
        }
      />
    </dl>
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
