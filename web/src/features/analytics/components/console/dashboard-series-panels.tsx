import {
  type AnalyticsTimeRange,
  type DashboardResponse,
  type DashboardSeriesPoint,
  formatPrice,
  fromMinorUnits,
} from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Banknote, ChartLine, CircleCheckBig, UserPlus } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { formatCount, formatMinor, formatShare } from '../../utils/analytics-format';
import { csvFileName } from '../../utils/series-csv';
import { CHART_COLOURS, type ChartSeries } from '../charts/chart-colours';
import { countColumn, useBucketColumn } from './bucket-column';
import { ChartPanel } from './chart-panel';
import { DataTable } from './data-table';
import { SeriesPanel, type SeriesPanelDefinition } from './series-panel';
import { bucketName, busiestBucket } from './series-summary';

const SeriesChart = lazy(() => import('../charts/series-chart'));

type DashboardPanelProps = { query: UseQueryResult<DashboardResponse>; range: AnalyticsTimeRange };

const lastDay = (data: DashboardResponse) => data.window.toDate;

const SIGN_UPS: SeriesPanelDefinition<DashboardResponse> = {
  testId: 'chart-signups',
  csvName: 'signups',
  kind: 'line',
  title: 'adminAnalytics.charts.signUps.title',
  series: [
    { key: 'signUps', label: 'adminAnalytics.series.signUps', colour: CHART_COLOURS.brand },
    { key: 'verifiedSignUps', label: 'adminAnalytics.series.verifiedSignUps', colour: CHART_COLOURS.emerald },
  ],
  empty: {
    icon: UserPlus,
    title: 'adminAnalytics.charts.signUps.emptyTitle',
    description: 'adminAnalytics.charts.signUps.emptyDescription',
    when: (data) => data.series.every((point) => point.signUps === 0),
  },
  summary: ({ series: points, kpis, window }, { t, range }) => {
    const busiest = busiestBucket(points, (point) => point.signUps);
    return t('adminAnalytics.charts.signUps.summary', {
      count: kpis.signUps.current,
      total: formatCount(kpis.signUps.current),
      verified: formatCount(kpis.verifiedSignUps.current),
      range: t(`adminAnalytics.rangeLabel.${range}`),
      busiest: busiest ? bucketName(busiest.date, window.bucket) : '—',
      busiestCount: formatCount(busiest?.value ?? 0),
    });
  },
};

const ATTEMPTS: SeriesPanelDefinition<DashboardResponse> = {
  testId: 'chart-attempts',
  csvName: 'attempts',
  kind: 'bar',
  title: 'adminAnalytics.charts.attempts.title',
  series: [
    { key: 'attemptsStarted', label: 'adminAnalytics.series.attemptsStarted', colour: CHART_COLOURS.brand },
    {
      key: 'attemptsCompleted',
      label: 'adminAnalytics.series.attemptsCompleted',
      colour: CHART_COLOURS.emerald,
    },
  ],
  empty: {
    icon: ChartLine,
    title: 'adminAnalytics.charts.attempts.emptyTitle',
    description: 'adminAnalytics.charts.attempts.emptyDescription',
    when: (data) =>
      data.series.every((point) => point.attemptsStarted === 0 && point.attemptsCompleted === 0),
  },
  summary: ({ series: points, kpis, window }, { t, range }) => {
    const busiest = busiestBucket(points, (point) => point.attemptsStarted);
    return t('adminAnalytics.charts.attempts.summary', {
      started: formatCount(kpis.attemptsStarted.current),
      completed: formatCount(kpis.attemptsCompleted.current),
      range: t(`adminAnalytics.rangeLabel.${range}`),
      busiest: busiest ? bucketName(busiest.date, window.bucket) : '—',
      busiestCount: formatCount(busiest?.value ?? 0),
    });
  },
};

/** Sign-ups and verified sign-ups per day (per week over a year). */
export function SignUpsPanel(props: DashboardPanelProps) {
  return <SeriesPanel definition={SIGN_UPS} {...props} />;
}

/** Attempts started and completed per bucket, as bars side by side. */
export function AttemptsPanel(props: DashboardPanelProps) {
  return <SeriesPanel definition={ATTEMPTS} {...props} />;
}

/** Completed ÷ started per bucket; buckets where nothing started are gaps, not zeros. */
export function CompletionRatePanel({ query, range }: DashboardPanelProps) {
  const { t } = useTranslation();
  const data = query.data;
  const dateColumn = useBucketColumn<DashboardSeriesPoint>(data);
  const series: ChartSeries[] = [
    { key: 'completionRate', label: t('adminAnalytics.series.completionRate'), colour: CHART_COLOURS.navy },
  ];
  const nothingStarted = !!data && data.series.every((point) => point.completionRate === null);

  return (
    <ChartPanel
      testId="chart-completion"
      title={t('adminAnalytics.charts.completion.title')}
      description={t('adminAnalytics.charts.completion.description')}
      query={query}
      hasData={!!data}
      empty={
        nothingStarted
          ? {
              icon: CircleCheckBig,
              title: t('adminAnalytics.charts.completion.emptyTitle'),
              description: t('adminAnalytics.charts.completion.emptyDescription'),
            }
          : null
      }
      view={() => {
        const { series: points, kpis, window } = data as DashboardResponse;
        return {
          summary: t('adminAnalytics.charts.completion.summary', {
            rate: formatShare(kpis.completionRate.current),
            started: formatCount(kpis.attemptsStarted.current),
            range: t(`adminAnalytics.rangeLabel.${range}`),
          }),
          chart: (
            <SeriesChart
              kind="line"
              rows={points}
              series={series}
              bucket={window.bucket}
              formatValue={(value) => formatShare(value, 0)}
              unitInterval
            />
          ),
          table: (
            <DataTable
              caption={t('adminAnalytics.charts.completion.title')}
              rows={points}
              rowKey={(point) => point.date}
              testId="chart-completion-table"
              columns={[
                dateColumn,
                countColumn<DashboardSeriesPoint>(
                  'started',
                  t('adminAnalytics.series.attemptsStarted'),
                  (point) => point.attemptsStarted,
                ),
                {
                  key: 'rate',
                  label: series[0]!.label,
                  numeric: true,
                  cell: (point) => formatShare(point.completionRate),
                },
              ]}
            />
          ),
        };
      }}
      csv={() => {
        const response = data as DashboardResponse;
        return {
          fileName: csvFileName('completion-rate', range, lastDay(response)),
          table: {
            // The rate is of the bucket's own starts (completed by now), so completions are not beside it.
            columns: ['date', 'attemptsStarted', 'completionRate'],
            rows: response.series.map((point) => [
              point.date,
              point.attemptsStarted,
              point.completionRate === null ? null : Number(point.completionRate.toFixed(4)),
            ]),
          },
        };
      }}
    />
  );
}

/** Revenue and refunds per bucket in one currency at a time (amounts are never added across currencies). */
export function RevenuePanel({ query, range }: DashboardPanelProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const data = query.data;
  const dateColumn = useBucketColumn<{ date: string; revenueMinor: number; refundsMinor: number }>(data);
  // Currencies with money in this range (the previous period alone only feeds the KPI card).
  const currencies = (data?.revenue ?? []).filter(
    (entry) => entry.revenueMinor.current > 0 || entry.refundsMinor.current > 0,
  );
  const current = currencies.find((entry) => entry.currency === chosen) ?? currencies[0];
  const series: ChartSeries[] = [
    { key: 'revenue', label: t('adminAnalytics.series.revenue'), colour: CHART_COLOURS.brand },
    { key: 'refunds', label: t('adminAnalytics.series.refunds'), colour: CHART_COLOURS.rose },
  ];

  return (
    <ChartPanel
      testId="chart-revenue"
      title={t('adminAnalytics.charts.revenue.title')}
      description={t('adminAnalytics.charts.revenue.description')}
      query={query}
      hasData={!!data}
      empty={
        data && !current
          ? {
              icon: Banknote,
              title: t('adminAnalytics.charts.revenue.emptyTitle'),
              description: t('adminAnalytics.charts.revenue.emptyDescription'),
            }
          : null
      }
      controls={
        currencies.length > 1 && current ? (
          <span className="inline-flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-600">
              {t('adminAnalytics.charts.revenue.currency')}
            </label>
            <Select
              id={selectId}
              className="h-8 w-24"
              value={current.currency}
              onChange={(event) => setChosen(event.target.value)}
            >
              {currencies.map((entry) => (
                <option key={entry.currency} value={entry.currency}>
                  {entry.currency}
                </option>
              ))}
            </Select>
          </span>
        ) : null
      }
      view={() => {
        const { currency, series: points, revenueMinor, refundsMinor, paidOrders } = current!;
        const money = (minor: number) => formatMinor(minor, currency);
        // The chart draws major units so its axis reads as money; the table shows the exact amounts.
        const rows = points.map((point) => ({
          date: point.date,
          revenue: fromMinorUnits(point.revenueMinor, currency),
          refunds: fromMinorUnits(point.refundsMinor, currency),
        }));
        return {
          summary: t('adminAnalytics.charts.revenue.summary', {
            revenue: money(revenueMinor.current),
            refunds: money(refundsMinor.current),
            orders: formatCount(paidOrders.current),
            count: paidOrders.current,
            range: t(`adminAnalytics.rangeLabel.${range}`),
          }),
          legend: series,
          chart: (
            <SeriesChart
              kind="bar"
              rows={rows}
              series={series}
              bucket={data!.window.bucket}
              formatValue={(value) => formatPrice(value, currency)}
            />
          ),
          table: (
            <DataTable
              caption={t('adminAnalytics.charts.revenue.tableCaption', { currency })}
              rows={points}
              rowKey={(point) => point.date}
              testId="chart-revenue-table"
              columns={[
                dateColumn,
                {
                  key: 'revenue',
                  label: series[0]!.label,
                  numeric: true,
                  cell: (point) => money(point.revenueMinor),
                },
                {
                  key: 'refunds',
                  label: series[1]!.label,
                  numeric: true,
                  cell: (point) => money(point.refundsMinor),
                },
              ]}
            />
          ),
        };
      }}
      csv={() => {
        const { currency, series: points } = current!;
        return {
          fileName: csvFileName(`revenue-${currency.toLowerCase()}`, range, lastDay(data!)),
          table: {
            columns: ['date', 'currency', 'revenue', 'refunds'],
            rows: points.map((point) => [
              point.date,
              currency,
              fromMinorUnits(point.revenueMinor, currency),
              fromMinorUnits(point.refundsMinor, currency),
            ]),
          },
        };
      }}
    />
  );
}
