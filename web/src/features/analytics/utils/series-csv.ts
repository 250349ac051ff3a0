import type { AnalyticsTimeRange } from '@pathwise/contract';
import { saveBlob } from '@/lib/api/download-file';

/** One cell of a downloaded series: a day, a count, an amount; null is an empty cell. */
export type CsvCell = string | number | null;

/** A series as a table: the header row's names and one row per bucket. */
export type CsvTable = { columns: readonly string[]; rows: readonly (readonly CsvCell[])[] };

/** `pathwise-signups-30d-2026-11-28.csv`: what, over which range, up to which (local) day. */
export function csvFileName(series: string, range: AnalyticsTimeRange, lastDay: string): string {
  return `pathwise-${series}-${range}-${lastDay}.csv`;
}

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a leading tab, CR or NUL) gets a
 * leading apostrophe: the same rule as the server's exports (security.md §3.7). Profiler titles are
 * the only text here; numbers stay numbers.
 */
function neutralise(cell: CsvCell): string | number | null {
  return typeof cell === 'string' && /^[=+\-@\t\r\0]/.test(cell) ? `'${cell}` : cell;
}

/**
 * RFC 4180 CSV (csv-stringify, loaded on the first download so the screen's chunk stays small) with
 * a byte-order mark so spreadsheet apps read accents right, CRLF between records as the server's
 * exports write them.
 */
export async function toCsv({ columns, rows }: CsvTable): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify([columns.map(neutralise), ...rows.map((row) => row.map(neutralise))], {
    bom: true,
    record_delimiter: '\r\n',
  });
}

/** Builds the CSV in the browser from the data on screen and hands it to the browser to save. */
export async function downloadCsv(fileName: string, table: CsvTable): Promise<void> {
  const text = await toCsv(table);
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
