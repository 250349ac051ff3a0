import { BULK_UPLOAD_MAX_ROWS } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import {
  createRowErrors,
  type RowCollector,
  type RowRecord,
  readTable,
  type SheetRow,
  UnreadableRowError,
} from './bulk-upload.table.ts';

function collecting(columns = ['name', 'colour'], requiredColumns = ['name']) {
  const rows: [number, RowRecord][] = [];
  const collector: RowCollector = {
    columns,
    requiredColumns,
    add: (row, record) => rows.push([row, record]),
  };
  return { collector, rows };
}

async function* sheet(rows: string[][]): AsyncGenerator<SheetRow> {
  let row = 0;
  for (const cells of rows) {
    row += 1;
    yield { row, cells };
  }
}

describe('readTable', () => {
  it('finds the header on the first non-blank row and accepts spaced or dashed column names', async () => {
    const { collector, rows } = collecting(['profiler_description', 'name']);
    const errors = createRowErrors();
    const result = await readTable(
      sheet([
        ['', ''],
        ['Profiler Description', ' NAME '],
        [' Short ', 'Ada'],
        ['', ''],
        ['', 'Bob', ''],
      ]),
      collector,
      errors,
    );
    expect(errors.count).toBe(0);
    expect(result).toEqual({ rowsRead: 2 });
    expect(rows).toEqual([
      [3, { profiler_description: 'Short', name: 'Ada' }],
      [5, { profiler_description: '', name: 'Bob' }],
    ]);
  });

  it('stops at a header naming a column twice or missing a required one', async () => {
    const { collector, rows } = collecting(['name', 'colour'], ['name', 'colour']);
    const errors = createRowErrors();
    expect(
      await readTable(
        sheet([
          ['colour', 'Colour'],
          ['red', 'blue'],
        ]),
        collector,
        errors,
      ),
    ).toEqual({ rowsRead: 0 });
    expect(errors.list()).toEqual([
      { row: 1, column: 'colour', message: 'Column "colour" appears more than once' },
      { row: 1, message: 'Missing required column: name' },
    ]);
    expect(rows).toEqual([]);
  });

  it('reports values in columns without a header', async () => {
    const { collector } = collecting();
    const errors = createRowErrors();
    await readTable(
      sheet([
        ['name', '', 'colour'],
        ['Ada', 'stray', 'red'],
        ['Bob', '', 'blue', 'extra'],
      ]),
      collector,
      errors,
    );
    expect(errors.list()).toEqual([
      { row: 2, message: 'This row has values in columns without a header' },
      { row: 3, message: 'This row has values in columns without a header' },
    ]);
  });

  it('records an unreadable row and stops there', async () => {
    async function* broken(): AsyncGenerator<SheetRow> {
      yield { row: 1, cells: ['name'] };
      yield { row: 2, cells: ['Ada'] };
      throw new UnreadableRowError(3, 'This row is not valid CSV: Quote Not Closed');
    }
    const { collector, rows } = collecting();
    const errors = createRowErrors();
    expect(await readTable(broken(), collector, errors)).toEqual({ rowsRead: 1 });
    expect(errors.list()).toEqual([{ row: 3, message: 'This row is not valid CSV: Quote Not Closed' }]);
    expect(rows).toHaveLength(1);
  });

  it(`stops past ${BULK_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows`, async () => {
    async function* huge(): AsyncGenerator<SheetRow> {
      yield { row: 1, cells: ['name'] };
      for (let row = 2; row <= BULK_UPLOAD_MAX_ROWS + 10; row += 1) yield { row, cells: ['x'] };
    }
    const { collector, rows } = collecting();
    const errors = createRowErrors();
    expect(await readTable(huge(), collector, errors)).toEqual({ rowsRead: BULK_UPLOAD_MAX_ROWS });
    expect(rows).toHaveLength(BULK_UPLOAD_MAX_ROWS);
    expect(errors.list()).toEqual([
      {
        row: BULK_UPLOAD_MAX_ROWS + 2,
        message: 'A file may hold at most 50,000 rows; split it into smaller files',
      },
    ]);
  });

  it('refuses a file with no header or no rows (400)', async () => {
    const { collector } = collecting();
    await expect(readTable(sheet([['', ' ']]), collector, createRowErrors())).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The file is empty',
    });
    await expect(readTable(sheet([['name']]), collector, createRowErrors())).rejects.toMatchObject({
      message: 'The file has no rows below the header',
    });
  });
});

describe('createRowErrors', () => {
  it('keeps the first 1,000 errors sorted by row and counts them all', () => {
    const errors = createRowErrors();
    for (let row = 1_100; row > 0; row -= 1) errors.add(row, 'x', 'bad');
    expect(errors.count).toBe(1_100);
    const list = errors.list();
    expect(list).toHaveLength(1_000);
    expect(list[0]).toEqual({ row: 101, column: 'x', message: 'bad' });
    expect(list.at(-1)).toEqual({ row: 1_100, column: 'x', message: 'bad' });
  });
});
