import type { AnalyticsWindow } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatCount } from '../../utils/analytics-format';
import type { DataColumn } from './data-table';

/**
 * The first column of every series table: the day, or the week over a year. Takes the response whose
 * window says which (nothing yet while it loads: days).
 */
export function useBucketColumn<Row extends { date: string }>(
  data: { window: Pick<AnalyticsWindow, 'bucket'> } | undefined,
): DataColumn<Row> {
  const { t } = useTranslation();
  const bucket = data?.window.bucket ?? 'day';
  return {
    key: 'date',
    label: t(`adminAnalytics.bucket.${bucket}`),
    cell: (row) => formatBucket(row.date, bucket),
  };
}

/** A numeric column of a series table, its figures written with `format` (counts by default). */
export function countColumn<Row>(
  key: string,
  label: string,
  value: (row: Row) => number,
  format: (value: number) => string = formatCount,
): DataColumn<Row> {
  return { key, label, numeric: true, cell: (row) => format(value(row)) };
}
