import type { SqlClient, TableInfo } from './catalog.ts';

/** Rows per round trip: large enough to be quick, small enough that a batch of big rows stays small. */
export const COPY_BATCH_ROWS = 500;

/**
 * Copies one table's rows, keyset-paged so memory holds one batch. Rows travel as the source's own
 * JSON text (json_agg) and are rebuilt on the target by json_populate_recordset against the
 * target's table type: no value passes through JavaScript numbers or dates, so bigints, numerics
 * and timestamps arrive exactly. Identity columns keep their values (overriding system value).
 */
type Page = { rows: string | null; n: number; last: string | null };

export async function copyTable(
  source: SqlClient,
  target: SqlClient,
  table: TableInfo,
  batchRows = COPY_BATCH_ROWS,
): Promise<number> {
  const columns = table.columns.join(', ');
  // A table without a primary key (screening_counts) pages by its physical row address instead.
  const byCtid = table.key.length === 0;
  const key = byCtid ? ['source_ctid'] : table.key;
  const after = byCtid
    ? `ctid > (($1::json) ->> 'source_ctid')::tid`
    : `(${key.join(', ')}) > (select ${key.map((k) => `r.${k}`).join(', ')} from json_populate_record(null::${table.name}, $1::json) r)`;
  const page = (first: boolean) =>
    `with page as (
       select ${byCtid ? 'ctid as source_ctid, ' : ''}${columns} from ${table.name}
       ${first ? '' : `where ${after}`}
       order by ${byCtid ? 'ctid' : key.join(', ')} limit ${batchRows}
     )
     select json_agg(page)::text as rows, count(*)::int as n,
       (select row_to_json(l)::text from
          (select ${key.join(', ')} from page order by ${key.map((k) => `${k} desc`).join(', ')} limit 1) l) as last
     from page`;
  const insert = `insert into ${table.name} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${table.name}, $1::json)`;

  let copied = 0;
  let last: string | null = null;
  for (;;) {
    const { rows }: { rows: Page[] } = await source.query<Page>(
      page(last === null),
      last === null ? [] : [last],
    );
    const batch: Page | undefined = rows[0];
    if (!batch || batch.n === 0 || batch.rows === null) return copied;
    await target.query(insert, [batch.rows]);
    copied += batch.n;
    if (batch.n < batchRows) return copied;
    last = batch.last;
  }
}
