import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ExportCell, neutraliseFormulaCell } from './export-cells.ts';

function cell(value: ExportCell): Exclude<ExportCell, undefined> {
  if (value === undefined) return null;
  return typeof value === 'string' ? neutraliseFormulaCell(value) : value;
}

/**
 * A streamed single-sheet XLSX (exceljs WorkbookWriter commits each row as it goes). Text cells
 * follow the same formula rule as the CSV exports; numbers, dates and booleans keep their type.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly ExportCell[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow(header.map(cell)).commit();
    for await (const row of rows) sheet.addRow(row.map(cell)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
