import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, readXlsxRows } from './bulk-upload.xlsx.ts';

async function workbookBytes(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readAll(input: PassThrough) {
  const rows = [];
  for await (const row of readXlsxRows(input)) rows.push(row);
  return rows;
}

describe('cellText', () => {
  it.each([
    [null, ''],
    ['plain', 'plain'],
    [42.5, '42.5'],
    [false, 'false'],
    [new Date('2025-01-02T03:04:05Z'), '2025-01-02T03:04:05.000Z'],
    [{ richText: [{ text: 'Rich ' }, { text: 'text' }] }, 'Rich text'],
    [{ text: 'A link', hyperlink: 'https://example.test' }, 'A link'],
    [{ formula: 'A1*2', result: 8 }, '8'],
    [{ formula: 'A1*2' }, ''],
    [{ error: '#N/A' }, '#N/A'],
  ] as [ExcelJS.CellValue, string][])('%o → %s', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

describe('readXlsxRows', () => {
  it('yields the rows of the first worksheet with their own numbers', async () => {
    const input = new PassThrough();
    input.end(await workbookBytes([['profiler', 'price'], [], ['P', 10]]));
    expect(await readAll(input)).toEqual([
      { row: 1, cells: ['profiler', 'price'] },
      { row: 3, cells: ['P', '10'] },
    ]);
  });

  it("ends with the body's own error when the body fails part-way, instead of waiting for it", async () => {
    const bytes = await workbookBytes([['profiler'], ['P']]);
    const input = new PassThrough();
    input.write(bytes.subarray(0, 300));
    setTimeout(() => input.destroy(new Error('The file is larger than 20 MB')), 10);
    await expect(readAll(input)).rejects.toThrow('The file is larger than 20 MB');
  });
});
