import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"`, always. Drizzle prints a bare `"column"` in single-table queries; inside a
 * correlated subquery a bare name binds to the subquery's own table when it has a column of that
 * name (`"id"`), silently counting the wrong rows.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** An ILIKE pattern matching `term` anywhere, with `%`, `_` and `\` typed by the user taken literally. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
