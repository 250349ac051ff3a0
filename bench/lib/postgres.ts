import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../../server/src/db/client.ts';
import { out, printMachine } from './report.ts';

export type ThrowawayDatabase = { name: string; url: string; drop(): Promise<void> };

/** Whether a PostgreSQL server answers at `serverUrl`; the reason when it does not. */
export async function probePostgres(
  serverUrl: string,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh empty database `pathwise_bench_<random>` on the server; `drop()` removes it (idempotent). */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `pathwise_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The server benches use: BENCH_DATABASE_URL, else the local PostgreSQL. */
const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The life of a seeded PostgreSQL bench: prints the machine line, prints SKIP and returns undefined
 * when the server does not answer, else migrates a throwaway database, seeds it ("Seeding <name>:"),
 * runs and drops it (also on Ctrl-C). BENCH_KEEP=1 keeps the seeded database for EXPLAIN and prints
 * its name instead (drop it yourself). Returns what `run` returns.
 */
export async function runOnThrowawayPostgres<T>(bench: {
  /** The bench's name in the machine line ("Pathwise <name> bench: …"). */
  name: string;
  seed(database: Database): Promise<void>;
  run(database: Database): Promise<T>;
}): Promise<T | undefined> {
  printMachine(bench.name);
  const probe = await probePostgres(BENCH_SERVER_URL);
  if (!probe.ok) {
    out(`SKIP: PostgreSQL unreachable (${probe.reason}); set BENCH_DATABASE_URL`);
    return undefined;
  }
  const throwaway = await createThrowawayDatabase(BENCH_SERVER_URL);
  const database = await openDatabase({ databaseUrl: throwaway.url });
  const keep = process.env.BENCH_KEEP === '1';
  // The pool closes before the drop, so DROP … WITH (FORCE) has no connection of ours to cut. Once
  // only: after Ctrl-C the run fails on the closed pool and cleans up too, and the exit must wait
  // for that one drop rather than cut it short.
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await database.close().catch(() => {});
      if (keep) out(`kept database ${throwaway.name}`);
      else await throwaway.drop();
    })());
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    await migrateDatabase(database);
    out(`Seeding ${throwaway.name}:`);
    await bench.seed(database);
    return await bench.run(database);
  } finally {
    await cleanup();
  }
}
