import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './series-csv';

describe('series CSV', () => {
  it('names the file by series, range and last day', () => {
    expect(csvFileName('signups', '30d', '2026-11-28')).toBe('pathwise-signups-30d-2026-11-28.csv');
  });

  it('writes a byte-order mark, a header row and one CRLF record per row, quoting as RFC 4180 asks', async () => {
    const text = await toCsv({
      columns: ['date', 'title', 'count'],
      rows: [
        ['2026-11-27', 'Plain', 3],
        ['2026-11-28', 'Comma, "quoted"', null],
      ],
    });
    expect(text).toBe('\uFEFFdate,title,count\r\n2026-11-27,Plain,3\r\n2026-11-28,"Comma, ""quoted""",\r\n');
  });

  it('keeps text from running as a spreadsheet formula, and leaves negative numbers alone', async () => {
    const text = await toCsv({
      columns: ['title', 'value'],
      rows: [
        ['=SUM(A1)', -2],
        ['@cmd', 1],
        ['+1', 0],
      ],
    });
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'title,value',
      "'=SUM(A1),-2",
      "'@cmd,1",
      "'+1,0",
      '',
    ]);
  });
});
