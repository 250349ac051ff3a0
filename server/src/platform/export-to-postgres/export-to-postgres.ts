import type pg from 'pg';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import {
  countRows,
  foreignKeySafeOrder,
  listForeignKeys,
  listSequences,
  listTables,
  type SqlClient,
  type TableInfo,
} from './catalog.ts';
import { copyTable } from './copy-table.ts';
import { copyQueues, installJobsSchema, JOBS_QUEUE_TABLE, JOBS_VERSION_TABLE } from './jobs-schema.ts';

export type ExportOptions = {
  /** The embedded install's data folder (config DATA_DIR). */
  dataDir: string;
  /** postgres:// URL of an empty database. */
  targetUrl: string;
  /** Progress lines (one per table copied). */
  log?: (line: string) => void;
};

export type TableCount = { table: string; source: string; target: string };

export class TargetNotEmptyError extends Error {
  constructor(tables: string[]) {
    const listed =
      tables.slice(0, 10).join(', ') + (tables.length > 10 ? `, and ${tables.length - 10} more` : '');
    super(
      `The target database is not empty: ${listed} ${tables.length === 1 ? 'has' : 'have'} rows. ` +
        'Export into a new, empty database (createdb …); nothing was changed.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

/** The migrations journal is written by migrating the target, not copied; its count is still compared. */
const MIGRATIONS_JOURNAL = 'drizzle.__drizzle_migrations';

/**
 * Copies the embedded database into an empty PostgreSQL database: the target is migrated with our
 * own migrations and pg-boss's installer, then every table is loaded in one transaction with user
 * triggers off (the rollup tables arrive verbatim instead of being counted twice), identity and
 * serial sequences are set to where the embedded ones were, and row counts are compared table by
 * table. Opening the data folder takes its lock, so a running server stops the export at once.
 */
export async function exportToPostgres(options: ExportOptions): Promise<TableCount[]> {
  const log = options.log ?? (() => {});
  const source = await openDatabase({ dataDir: options.dataDir });
  try {
    if (source.kind !== 'pglite') throw new Error('The export reads the embedded database only.');
    const target = await openDatabase({ databaseUrl: options.targetUrl, poolSize: 2 });
    if (target.kind !== 'postgres') throw new Error('The export writes to PostgreSQL only.');
    try {
      const occupied = await tablesWithRows(target.pool);
      if (occupied.length > 0) throw new TargetNotEmptyError(occupied);
      // The embedded data is brought to this version's schema first, as a server start would.
      await migrateDatabase(source);
      await migrateDatabase(target);
      await installJobsSchema(source.pglite, target.pool);
      await load(source.pglite, target.pool, log);
      return await compareCounts(source.pglite, target.pool);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

async function tablesWithRows(target: SqlClient): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of await listTables(target)) {
    if (table.name === JOBS_VERSION_TABLE) continue;
    const { rows } = await target.query<{ found: boolean }>(
      `select exists(select 1 from ${table.name}) as found`,
    );
    if (rows[0]?.found) occupied.push(table.name);
  }
  // The app's own tables first: they tell the operator most about what the database is.
  return [
    ...occupied.filter((t) => t.startsWith('public.')),
    ...occupied.filter((t) => !t.startsWith('public.')),
  ];
}

async function load(source: SqlClient, pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const tables = (await listTables(source)).filter(
    (t) => t.name !== JOBS_QUEUE_TABLE && t.name !== JOBS_VERSION_TABLE,
  );
  const ordered = foreignKeySafeOrder(tables, await listForeignKeys(source));
  const client = await pool.connect();
  try {
    await client.query('begin');
    // pg-boss's job → queue keys are initially deferred; checked at once, they leave no pending
    // trigger events to stop `enable trigger` at the end.
    await client.query('set constraints all immediate');
    // Rows our migrations wrote on the target (e.g. analytics_generation's single row) give way to
    // the embedded ones, which the same migrations wrote and the app may since have changed.
    await client.query(`truncate table ${ordered.map((t) => t.name).join(', ')}`);
    await copyQueues(source, client);
    await createMissingPartitions(tables, client);
    // Only user triggers: foreign keys stay enforced, which the order above satisfies.
    for (const table of ordered) await client.query(`alter table ${table.name} disable trigger user`);
    for (const table of ordered) {
      const copied = await copyTable(source, client, table);
      if (copied > 0) log(`${table.name}: ${copied} rows`);
    }
    for (const table of ordered) await client.query(`alter table ${table.name} enable trigger user`);
    await copySequences(source, client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Partitions made by time (pg-boss's daily queue_stats) that the fresh target lacks. */
async function createMissingPartitions(tables: TableInfo[], target: SqlClient): Promise<void> {
  const existing = new Set((await listTables(target)).map((t) => t.name));
  for (const table of tables) {
    if (existing.has(table.name)) continue;
    if (!table.partitionOf)
      throw new Error(`${table.name} exists in the embedded database but not after migrating the target.`);
    await target.query(`create table ${table.name} ${table.partitionOf}`);
  }
}

async function copySequences(source: SqlClient, target: SqlClient): Promise<void> {
  for (const sequence of await listSequences(source)) {
    const { rows } = await source.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${sequence}`,
    );
    const state = rows[0];
    if (state)
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        sequence,
        state.last_value,
        state.is_called,
      ]);
  }
}

async function compareCounts(source: SqlClient, target: SqlClient): Promise<TableCount[]> {
  const names = [...(await listTables(source)).map((t) => t.name), MIGRATIONS_JOURNAL];
  const counts: TableCount[] = [];
  for (const table of names)
    counts.push({ table, source: await countRows(source, table), target: await countRows(target, table) });
  return counts;
}
