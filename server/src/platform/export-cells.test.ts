import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-export.ts';
import { type ExportCell, neutraliseFormulaCell } from './export-cells.ts';
import { xlsxStream } from './xlsx-export.ts';

/** Text a spreadsheet would run as a formula, and what every export must write instead. */
const DANGEROUS: Array<[string, string]> = [
  ['=1+1', "'=1+1"],
  ['+SUM(A1)', "'+SUM(A1)"],
  ['-2', "'-2"],
  ['@x', "'@x"],
  ['\tx', "'\tx"],
  ['\rx', "'\rx"],
  ['\u0000x', "'\u0000x"],
  ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
];
const HARMLESS = ['Plain text', 'a=b', 'x-1', ''];

async function* rowsOf(list: ExportCell[][]) {
  for (const row of list) yield row;
}

const rows: ExportCell[][] = [
  ...DANGEROUS.map(([text]): ExportCell[] => [text, -2]),
  ...HARMLESS.map((text): ExportCell[] => [text, 3.5]),
];
const expected = [...DANGEROUS.map(([, written]) => [written, -2]), ...HARMLESS.map((text) => [text, 3.5])];

describe('neutraliseFormulaCell', () => {
  it.each(DANGEROUS)('%j → %j', (value, written) => {
    expect(neutraliseFormulaCell(value)).toBe(written);
  });
  it.each(HARMLESS)('leaves %j as it is', (value) => {
    expect(neutraliseFormulaCell(value)).toBe(value);
  });
});

describe('the formula rule in both export formats', () => {
  it('XLSX: text cells come back neutralised, no cell holds a formula, numbers stay numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await buffer(xlsxStream('Sheet', ['=header', 'number'], rowsOf(rows)))) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    const read: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        expect(cell.formula).toBeFalsy();
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        values.push(cell.value);
      });
      read.push(values);
    });
    expect(read[0]).toEqual(["'=header", 'number']);
    // What XML keeps of a text: exceljs drops NUL (not allowed in XML 1.0) and an XML reader reads CR
    // as LF; an empty string is an empty cell.
    const asXml = (text: string) =>
      text === '' ? null : text.replaceAll('\u0000', '').replaceAll('\r', '\n');
    expect(read.slice(1)).toEqual(expected.map(([text, n]) => [asXml(text as string), n]));
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
  });

  it('CSV: the same cells come back neutralised through csv-parse', async () => {
    const text = (await buffer(csvStream(['=header', 'number'], rowsOf(rows)))).toString('utf8');
    const records: string[][] = parse(text, { bom: true, relax_column_count: false });
    expect(records[0]).toEqual(["'=header", 'number']);
    expect(records.slice(1)).toEqual(expected.map(([value, n]) => [value, String(n)]));
  });
});
