import type { AnalyticsTimeRange, AnalyticsWindow } from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../utils/analytics-format';
import { csvFileName } from '../../utils/series-csv';
import type { ChartRow, ChartSeries } from '../charts/chart-colours';
import { countColumn, useBucketColumn } from './bucket-column';
import { ChartPanel } from './chart-panel';
import { DataTable } from './data-table';

const SeriesChart = lazy(() => import('../charts/series-chart'));

/** A response with a series: one row per bucket of its window. */
export type SeriesData = { window: Pick<AnalyticsWindow, 'bucket' | 'toDate'>; series: readonly ChartRow[] };

type RowOf<Data extends SeriesData> = Data['series'][number];

/** The names of a row's counts. */
type CountKey<Row> = { [Key in keyof Row]: Row[Key] extends number ? Key : never }[keyof Row] & string;

/** A count of each row: its key in the row (and the CSV header) and the locale key of its name. */
export type SeriesColumn<Row> = { key: CountKey<Row>; label: string };

/**
 * What one series panel shows: every name is a locale key (adminAnalytics.*), translated when drawn.
 * The table and the CSV list the drawn series, then `tableOnly`; the CSV adds `csvOnly` after them.
 */
export type SeriesPanelDefinition<Data extends SeriesData> = {
  testId: string;
  /** What the CSV is of, in its file name (`pathwise-<csvName>-30d-….csv`). */
  csvName: string;
  kind: 'line' | 'bar';
  title: string;
  /** Without one, the panel says what a bucket is (per day, per week) once the data is there. */
  description?: string;
  series: readonly (SeriesColumn<RowOf<Data>> & { colour: string })[];
  tableOnly?: readonly SeriesColumn<RowOf<Data>>[];
  csvOnly?: readonly CountKey<RowOf<Data>>[];
  /** A value on the axis, in the tooltip and in the table (counts by default). */
  formatValue?: (value: number) => string;
  /** What a new install sees instead of flat lines, when `when` says there is nothing to draw. */
  empty: { icon: LucideIcon; title: string; description: string; when: (data: Data) => boolean };
  /** The chart's one-sentence caption. */
  summary: (data: Data, words: { t: TFunction; range: AnalyticsTimeRange }) => string;
  /** Figures above the chart and the table alike. */
  lead?: (data: Data) => ReactNode;
  heightClassName?: string;
};

// The definition types the keys as counts; an index into a generic row does not know it.
const countOf = <Row,>(row: Row, key: CountKey<Row>) => row[key] as number;

/**
 * A series over the range's buckets as a chart panel (lines or bars, a table of the same figures and
 * a CSV of them), all from its definition: sign-ups, attempts, active people and AI reports differ
 * only in which counts they draw and what they say about them.
 */
export function SeriesPanel<Data extends SeriesData>({
  definition,
  query,
  range,
}: {
  definition: SeriesPanelDefinition<Data>;
  query: UseQueryResult<Data>;
  range: AnalyticsTimeRange;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const bucketColumn = useBucketColumn<RowOf<Data>>(data);
  const { testId, kind, empty, formatValue = formatCount } = definition;
  const title = t(definition.title);
  const series: ChartSeries[] = definition.series.map(({ key, label, colour }) => ({
    key,
    label: t(label),
    colour,
  }));
  const tabled = [...definition.series, ...(definition.tableOnly ?? [])];
  const description = definition.description
    ? t(definition.description)
    : data && t(`adminAnalytics.bucketDescription.${data.window.bucket}`);

  return (
    <ChartPanel
      testId={testId}
      title={title}
      description={description}
      query={query}
      hasData={!!data}
      empty={
        data && empty.when(data)
          ? { icon: empty.icon, title: t(empty.title), description: t(empty.description) }
          : null
      }
      view={() => {
        const response = data as Data;
        return {
          summary: definition.summary(response, { t, range }),
          lead: definition.lead?.(response),
          legend: series,
          heightClassName: definition.heightClassName,
          chart: (
            <SeriesChart
              kind={kind}
              rows={response.series}
              series={series}
              bucket={response.window.bucket}
              formatValue={formatValue}
            />
          ),
          table: (
            <DataTable
              caption={title}
              rows={response.series}
              rowKey={(row) => row.date}
              testId={`${testId}-table`}
              columns={[
                bucketColumn,
                ...tabled.map(({ key, label }) =>
                  countColumn<RowOf<Data>>(key, t(label), (row) => countOf(row, key), formatValue),
                ),
              ]}
            />
          ),
        };
      }}
      csv={() => {
        const response = data as Data;
        const rows: readonly RowOf<Data>[] = response.series;
        const keys = [...tabled.map(({ key }) => key), ...(definition.csvOnly ?? [])];
        return {
          fileName: csvFileName(definition.csvName, range, response.window.toDate),
          table: {
            columns: ['date', ...keys],
            rows: rows.map((row) => [row.date, ...keys.map((key) => countOf(row, key))]),
          },
        };
      }}
    />
  );
}
