/**
 * What the copy needs to know about a database, read from its catalog so a new table, identity or
 * partition is copied without anyone updating a list here.
 */

/** The common ground of a PGlite instance and a pg client: one statement, positional parameters. */
export type SqlClient = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

/** Schemas that hold our data: everything but PostgreSQL's own and drizzle's migrations journal. */
const DATA_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'`;

export type TableInfo = {
  /** schema.name, quoted for SQL. */
  name: string;
  schema: string;
  /** Quoted column names to copy (generated columns are left for the target to compute). */
  columns: string[];
  /** Quoted primary-key columns, the keyset the copy pages by; empty = page by ctid. */
  key: string[];
  /** `partition of <parent> <bound>` for a partition, to create it on the target if missing. */
  partitionOf: string | null;
};

const qualified = (alias: string) => `quote_ident(n.nspname) || '.' || quote_ident(${alias}.relname)`;

/** Every plain table (and leaf partition) holding data, in name order. */
export async function listTables(db: SqlClient): Promise<TableInfo[]> {
  const { rows } = await db.query<{
    name: string;
    schema: string;
    columns: string[];
    key: string[] | null;
    partition_of: string | null;
  }>(
    `select ${qualified('c')} as name, n.nspname as schema,
       array(select quote_ident(a.attname) from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns,
       array(select quote_ident(a.attname)
             from pg_index i cross join lateral unnest(i.indkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where i.indrelid = c.oid and i.indisprimary order by k.ord) as key,
       (select 'partition of ' || quote_ident(pn.nspname) || '.' || quote_ident(p.relname) || ' '
               || pg_get_expr(c.relpartbound, c.oid)
        from pg_inherits h join pg_class p on p.oid = h.inhparent
        join pg_namespace pn on pn.oid = p.relnamespace
        where c.relispartition and h.inhrelid = c.oid) as partition_of
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and ${DATA_SCHEMAS}
     order by n.nspname, c.relname`,
  );
  return rows.map((r) => ({
    name: r.name,
    schema: r.schema,
    columns: r.columns,
    key: r.key ?? [],
    partitionOf: r.partition_of,
  }));
}

/** Foreign keys between leaf tables (a reference to a partitioned table counts for each partition). */
export async function listForeignKeys(db: SqlClient): Promise<Array<{ child: string; parent: string }>> {
  const { rows } = await db.query<{ child: string; parent: string }>(
    `select distinct ${qualified('ch')} as child,
       quote_ident(pn.nspname) || '.' || quote_ident(pc.relname) as parent
     from pg_constraint f
     join pg_class ch on ch.oid = f.conrelid join pg_namespace n on n.oid = ch.relnamespace
     cross join lateral (
       select f.confrelid as relid
       union all
       select t.relid from pg_partition_tree(f.confrelid) t where t.isleaf and t.relid <> f.confrelid
     ) leaf
     join pg_class pc on pc.oid = leaf.relid join pg_namespace pn on pn.oid = pc.relnamespace
     where f.contype = 'f' and ch.relkind = 'r' and pc.relkind = 'r'`,
  );
  return rows;
}

/** Sequences behind serial and identity columns (e.g. person_activity.seq), quoted. */
export async function listSequences(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select ${qualified('c')} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and ${DATA_SCHEMAS} order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function schemaExists(db: SqlClient, schema: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists(select 1 from pg_namespace where nspname = $1) as found',
    [schema],
  );
  return rows[0]?.found === true;
}

/** Row count as a string: bigint counts pass through both drivers without rounding. */
export async function countRows(db: SqlClient, table: string): Promise<string> {
  const { rows } = await db.query<{ total: string }>(`select count(*)::text as total from ${table}`);
  return rows[0]?.total ?? '0';
}

/**
 * Tables in an order where every table comes after those its foreign keys point at, so the load
 * passes the (still enforced) constraints; a self-reference needs no order and is ignored.
 */
export function foreignKeySafeOrder<T extends { name: string }>(
  tables: T[],
  foreignKeys: Array<{ child: string; parent: string }>,
): T[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const waitingOn = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of foreignKeys) {
    if (child !== parent && byName.has(child) && byName.has(parent)) waitingOn.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`Foreign keys form a cycle among: ${[...waitingOn.keys()].join(', ')}`);
    for (const name of ready) {
      waitingOn.delete(name);
      ordered.push(byName.get(name) as T);
      for (const parents of waitingOn.values()) parents.delete(name);
    }
  }
  return ordered;
}
