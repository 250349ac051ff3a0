import type { AnalyticsBucket } from '@pathwise/contract';
import { formatBucket } from '../../utils/analytics-format';

/** The bucket with the highest value (the first of equals); null when every value is 0 or missing. */
export function busiestBucket<Row extends { date: string }>(
  rows: readonly Row[],
  value: (row: Row) => number | null,
): { date: string; value: number } | null {
  let best: { date: string; value: number } | null = null;
  for (const row of rows) {
    const figure = value(row) ?? 0;
    if (figure > 0 && (!best || figure > best.value)) best = { date: row.date, value: figure };
  }
  return best;
}

/** "November 12, 2026" or "Week of November 10, 2026" for a busiest bucket in a summary. */
export function bucketName(date: string, bucket: AnalyticsBucket): string {
  return formatBucket(date, bucket);
}
