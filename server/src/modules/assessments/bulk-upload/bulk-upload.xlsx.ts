import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../../platform/errors.ts';
import type { SheetRow } from './bulk-upload.table.ts';

/**
 * Rows of the first worksheet of an XLSX upload, read with exceljs's streaming reader so the
 * workbook is never held whole. Cells come back as text whatever Excel stored: rich text, numbers,
 * booleans, formula results, hyperlinks. Worksheets after the first (the template's column notes)
 * are skipped. Row numbers are the worksheet's own, so blank rows keep the numbering Excel shows.
 */

/** The text a cell shows. Dates only appear if someone types one where we expect text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  // A formula: what Excel last calculated (a formula never calculated has no result to show).
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

function rowCells(values: ExcelJS.Row['values']): string[] {
  if (!Array.isArray(values)) return [];
  // exceljs rows are 1-based: index 0 is always empty.
  return Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => cellText(values[index + 1]));
}

export async function* readXlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  // The zip reader inside exceljs waits forever on a source that stops without ending (too large,
  // aborted), so the body goes through a stream we end ourselves, and the body's error is rethrown.
  const body = new PassThrough();
  let bytes = 0;
  let bodyError: unknown = null;
  input.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  input.once('error', (error) => {
    bodyError = error;
  });
  input.once('close', () => {
    if (input.readableEnded) return;
    bodyError ??= new Error('The upload stopped before the whole file arrived');
    body.end();
  });
  input.pipe(body);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let isFirstSheet = true;
  try {
    for await (const worksheet of workbook) {
      if (!isFirstSheet) continue;
      isFirstSheet = false;
      for await (const row of worksheet) yield { row: row.number, cells: rowCells(row.values) };
    }
  } catch (error) {
    if (bodyError) throw bodyError;
    if (error instanceof AppError) throw error;
    throw new AppError(
      'VALIDATION_FAILED',
      bytes === 0 ? 'The file is empty' : 'The file is not a readable XLSX workbook',
    );
  }
  // A complete workbook followed by more bytes than the limit still fails with the body's error.
  if (bodyError) throw bodyError;
}
