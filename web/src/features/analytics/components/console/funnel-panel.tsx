import type { AnalyticsTimeRange, AssessmentFunnel, FunnelsResponse } from '@pathwise/contract';
import { ABANDON_AFTER_DAYS } from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Filter } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { formatCount, formatShare } from '../../utils/analytics-format';
import { csvFileName } from '../../utils/series-csv';
import { CHART_COLOURS, type ChartSeries } from '../charts/chart-colours';
import { FUNNEL_ROW_HEIGHT } from '../charts/funnel-layout';
import { ChartPanel } from './chart-panel';
import { DataTable } from './data-table';

const FunnelChart = lazy(() => import('../charts/funnel-chart'));

/** The chart draws the most started profilers; the table and the CSV hold every one the server sent. */
const CHART_PROFILERS = 8;

const STEPS = ['started', 'progressed', 'completed', 'abandoned'] as const;
type Step = (typeof STEPS)[number];

const STEP_COLOURS: Record<Step, string> = {
  started: CHART_COLOURS.slate,
  progressed: CHART_COLOURS.brand,
  completed: CHART_COLOURS.emerald,
  abandoned: CHART_COLOURS.rose,
};

/**
 * The assessment funnel (start → half answered → complete, and abandoned after a week without an
 * answer) per profiler as horizontal bars, with the range's totals, shares and blog views above.
 */
export function FunnelPanel({
  query,
  range,
}: {
  query: UseQueryResult<FunnelsResponse>;
  range: AnalyticsTimeRange;
}) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  const data = query.data;
  const series: ChartSeries[] = STEPS.map((step) => ({
    key: step,
    label: t(`adminAnalytics.funnel.${step}`, { days: ABANDON_AFTER_DAYS }),
    colour: STEP_COLOURS[step],
  }));
  const stepColumns = STEPS.map((step, index) => ({
    key: step,
    label: series[index]!.label,
    numeric: true,
    cell: (row: AssessmentFunnel) => formatCount(row[step]),
  }));

  return (
    <ChartPanel
      testId="chart-funnel"
      title={t('adminAnalytics.funnel.title')}
      description={t('adminAnalytics.funnel.description', { days: ABANDON_AFTER_DAYS })}
      query={query}
      hasData={!!data}
      empty={
        data && data.assessments.length === 0
          ? {
              icon: Filter,
              title: t('adminAnalytics.funnel.emptyTitle'),
              description: t('adminAnalytics.funnel.emptyDescription'),
            }
          : null
      }
      view={() => {
        const { assessments, totals } = data as FunnelsResponse;
        const drawn = assessments.slice(0, CHART_PROFILERS);
        return {
          summary: t('adminAnalytics.funnel.summary', {
            started: formatCount(totals.started),
            progressed: formatCount(totals.progressed),
            completed: formatCount(totals.completed),
            abandoned: formatCount(totals.abandoned),
            rate: formatShare(totals.started > 0 ? totals.completed / totals.started : null),
            profilers: formatCount(assessments.length),
            count: assessments.length,
            range: t(`adminAnalytics.rangeLabel.${range}`),
          }),
          legend: series,
          lead: <FunnelTotals data={data as FunnelsResponse} />,
          heightClassName: 'mt-4',
          chart: (
            <div style={{ height: drawn.length * FUNNEL_ROW_HEIGHT + 24 }}>
              <FunnelChart rows={drawn.map((entry) => ({ ...entry }))} series={series} narrow={phone} />
            </div>
          ),
          note:
            assessments.length > drawn.length ? (
              <p className="mt-2 text-xs text-slate-500">
                {t('adminAnalytics.funnel.more', { count: assessments.length - drawn.length })}
              </p>
            ) : null,
          table: (
            <DataTable
              caption={t('adminAnalytics.funnel.title')}
              rows={assessments}
              rowKey={(row) => row.assessmentId}
              testId="chart-funnel-table"
              columns={[
                { key: 'title', label: t('adminAnalytics.funnel.profiler'), cell: (row) => row.title },
                ...stepColumns,
              ]}
            />
          ),
        };
      }}
      csv={() => {
        const response = data as FunnelsResponse;
        return {
          fileName: csvFileName('funnels', range, response.window.toDate),
          table: {
            columns: ['profiler', ...STEPS],
            rows: response.assessments.map((row) => [row.title, ...STEPS.map((step) => row[step])]),
          },
        };
      }}
    />
  );
}

/** The range's totals over every profiler, with the shares and blog views of the same range. */
function FunnelTotals({ data }: { data: FunnelsResponse }) {
  const { t } = useTranslation();
  const { totals, shares, blogViews } = data;
  const figures = [
    { key: 'started', value: formatCount(totals.started) },
    { key: 'completed', value: formatCount(totals.completed) },
    { key: 'abandoned', value: formatCount(totals.abandoned) },
    { key: 'sharesCreated', value: formatCount(shares.created) },
    { key: 'shareViews', value: formatCount(shares.views) },
    { key: 'blogViews', value: blogViews === null ? '—' : formatCount(blogViews) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="funnel-totals">
      {figures.map(({ key, value }) => (
        <div key={key} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
          <dt className="truncate text-xs text-slate-500">{t(`adminAnalytics.funnel.totals.${key}`)}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
