import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DataColumn<Row> = {
  key: string;
  label: ReactNode;
  /** The cell's content; the first column is the row's header (th scope=row). */
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/**
 * An accessible table of a panel's figures: a caption, column headers, the first cell of each row as
 * its header, numbers aligned right. Charts offer it as their "Show as table" view.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  className,
}: {
  caption: ReactNode;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId?: string;
  className?: string;
}) {
  return (
    <table className={cn('w-full border-collapse text-sm', className)} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn(
                'border-b border-slate-200 px-3 py-2 font-medium whitespace-nowrap',
                column.numeric ? 'text-right' : 'text-left',
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.key} scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.key}
                  className={cn(
                    'px-3 py-1.5 text-slate-900',
                    column.numeric && 'text-right tabular-nums whitespace-nowrap',
                  )}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
