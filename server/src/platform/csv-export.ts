import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type ExportCell, neutraliseFormulaCell } from './export-cells.ts';

/**
 * Streaming CSV exports (DESIGN §3: exports stream in constant memory, with formula-injection
 * escaping). Rows come from an async source read in batches (keyset pages); csv-stringify does the
 * RFC 4180 quoting and back-pressure keeps at most a batch in memory.
 */

export type CsvCell = ExportCell;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return neutraliseFormulaCell(value);
  return String(value);
}

/** A CSV stream (UTF-8 with a byte-order mark so spreadsheet apps read accents right). */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): Readable {
  // Any line break inside a cell is quoted too (the default quotes only the record delimiter, CRLF).
  const stringifier = stringify({ bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  const source = Readable.from(
    (async function* () {
      yield header.map((name) => cell(name));
      for await (const row of rows) yield row.map(cell);
    })(),
  );
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** Reads `fetchPage(after)` until a short page: keyset pagination, so memory stays at one page. */
export async function* inPages<T>(
  fetchPage: (after: T | null) => Promise<T[]>,
  pageSize: number,
): AsyncGenerator<T> {
  let after: T | null = null;
  for (;;) {
    const page = await fetchPage(after);
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
}
