import { BULK_UPLOAD_MAX_ROWS, type BulkUploadRowError, controlCharacterProblem } from '@pathwise/contract';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';

/**
 * The part of a bulk upload that does not care what the rows mean: a header row naming the
 * columns, then one record per non-blank row, and every problem collected against the row number
 * the admin sees in the file (the header is row 1).
 */

/** One row of the first worksheet or CSV file, cells as text. */
export type SheetRow = { row: number; cells: string[] };

/** A reader that cannot go on (a CSV quote never closed): reported against the row, reading stops. */
export class UnreadableRowError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableRowError';
  }
}

/** How many errors the response lists; `errorCount` still has the true number. */
export const MAX_REPORTED_ERRORS = 1_000;

export function createRowErrors() {
  const kept: BulkUploadRowError[] = [];
  let count = 0;
  return {
    add(row: number, column: string | undefined, message: string) {
      count += 1;
      if (kept.length < MAX_REPORTED_ERRORS) kept.push(column ? { row, column, message } : { row, message });
    },
    get count() {
      return count;
    },
    /** By row; within a row in the order found (profiler-wide checks run after the rows are read). */
    list(): BulkUploadRowError[] {
      return [...kept].sort((a, b) => a.row - b.row);
    },
  };
}
export type RowErrors = ReturnType<typeof createRowErrors>;

/** Column → trimmed cell; a column the file lacks reads as ''. */
export type RowRecord = Readonly<Record<string, string>>;

export type RowCollector = {
  readonly columns: readonly string[];
  readonly requiredColumns: readonly string[];
  add(row: number, record: RowRecord): void;
};

/** The value of a cell checked by a contract schema, or undefined with the schema's message recorded. */
export function checkCell<T extends z.ZodType>(
  schema: T,
  value: string,
  at: { row: number; column: string },
  errors: RowErrors,
): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  errors.add(at.row, at.column, parsed.error.issues[0]?.message ?? 'Invalid value');
  return undefined;
}

/**
 * A trait or scale name read from a cell: one line of text (the contract's rule) of at most `max`
 * characters, or undefined with the problem recorded. These cells become trait type names, which
 * no request schema checks on the way in.
 */
export function checkNameCell(
  value: string,
  limit: { max: number; noun: string },
  at: { row: number; column: string },
  errors: RowErrors,
): string | undefined {
  const problem =
    value.length > limit.max
      ? `A ${limit.noun} name may have at most ${limit.max} characters`
      : controlCharacterProblem(value, { multiline: false });
  if (!problem) return value;
  errors.add(at.row, at.column, problem);
  return undefined;
}

/** 'Profiler Description' and 'profiler-description' both name profiler_description. */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Column names by position (null for a blank header cell), or null when the header is unusable. */
function readHeader(
  { row, cells }: SheetRow,
  collector: RowCollector,
  errors: RowErrors,
): (string | null)[] | null {
  const known = new Set(collector.columns);
  const seen = new Set<string>();
  const before = errors.count;
  const names = cells.map((cell) => {
    const name = columnName(cell);
    if (!name) return null;
    if (!known.has(name)) {
      errors.add(
        row,
        cell.trim(),
        `Unknown column "${cell.trim()}". Columns: ${collector.columns.join(', ')}`,
      );
    } else if (seen.has(name)) {
      errors.add(row, name, `Column "${name}" appears more than once`);
    }
    seen.add(name);
    return name;
  });
  const missing = collector.requiredColumns.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    errors.add(
      row,
      undefined,
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    );
  }
  return errors.count === before ? names : null;
}

function toRecord({ row, cells }: SheetRow, header: (string | null)[], errors: RowErrors): RowRecord {
  const record: Record<string, string> = {};
  let hasStrayValue = false;
  cells.forEach((cell, index) => {
    const column = header[index];
    if (column) record[column] = cell.trim();
    else if (cell.trim()) hasStrayValue = true;
  });
  if (hasStrayValue) errors.add(row, undefined, 'This row has values in columns without a header');
  return record;
}

/**
 * Reads the header, then hands each non-blank row to the collector. Stops at a header error
 * (nothing below can be read reliably), at an unreadable row, or past BULK_UPLOAD_MAX_ROWS.
 * A file with no header or no rows is refused outright (400). Returns how many rows were read.
 */
export async function readTable(
  rows: AsyncIterable<SheetRow>,
  collector: RowCollector,
  errors: RowErrors,
): Promise<{ rowsRead: number }> {
  let header: (string | null)[] | undefined;
  let rowsRead = 0;
  try {
    for await (const sheetRow of rows) {
      if (isBlank(sheetRow.cells)) continue;
      if (header === undefined) {
        const names = readHeader(sheetRow, collector, errors);
        if (names === null) return { rowsRead };
        header = names;
        continue;
      }
      rowsRead += 1;
      if (rowsRead > BULK_UPLOAD_MAX_ROWS) {
        errors.add(
          sheetRow.row,
          undefined,
          `A file may hold at most ${BULK_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files`,
        );
        return { rowsRead: rowsRead - 1 };
      }
      collector.add(sheetRow.row, toRecord(sheetRow, header, errors));
    }
  } catch (error) {
    if (!(error instanceof UnreadableRowError)) throw error;
    errors.add(error.row, undefined, error.message);
    return { rowsRead };
  }
  if (header === undefined) throw new AppError('VALIDATION_FAILED', 'The file is empty');
  if (rowsRead === 0) throw new AppError('VALIDATION_FAILED', 'The file has no rows below the header');
  return { rowsRead };
}
