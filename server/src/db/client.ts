import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

/** Extensions the migrations use (pg_trgm: the admin users search); PGlite loads them at start. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Both drivers are the same pg-core database to our code; one type keeps queries driver-agnostic. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; use it (never `db`) inside the callback: on PGlite `db` would deadlock. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repository functions accept both. */
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenDatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder (or `memory://`). */
  dataDir?: string;
  /** An already-made PGlite instance (tests load a migrated snapshot into one). */
  pglite?: PGlite;
  /** PostgreSQL connections this process may hold; default `defaultPoolSize()`. */
  poolSize?: number;
};

/**
 * Two connections per core of this machine, plus the one the cache-invalidation listener keeps
 * (at least 5). More connections than cores only add PostgreSQL backends competing for the same
 * cores: on 2 cores, a pool of 5 kept the signed-in read's p99 at 16–17 ms where 10 gave 17–32 ms
 * (bench/README.md). DATABASE_POOL_SIZE overrides it, e.g. when PostgreSQL has a machine of its own.
 */
export function defaultPoolSize(): number {
  return Math.max(5, 2 * os.availableParallelism() + 1);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? defaultPoolSize(),
      // The app's statements are short lookups on indexes; PostgreSQL's JIT compiler judged some of
      // them costly enough at large catalogues (4,000 profilers) and spent 25–30 ms compiling a
      // count that runs in 25 (growth bench, issue 18). Off for our connections only, set before
      // the pool hands a new connection out (a SET, not a startup option: PgBouncer refuses those).
      onConnect: async (client) => {
        await client.query('set jit = off');
      },
    });
    // An idle client dropped by the server (restart, failover) emits 'error' on the pool; without a
    // listener that would crash the process. The pool replaces the client on the next checkout.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
    const db: Db = drizzlePg(pool, { schema });
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (options.pglite) {
    const pglite = options.pglite;
    return {
      kind: 'pglite',
      db: drizzlePglite(pglite, { schema }) as Db,
      pglite,
      close: () => pglite.close(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  let lock: DataDirLock | undefined;
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    const dbDir = path.resolve(dataDir, 'pglite');
    mkdirSync(dbDir, { recursive: true });
    // PGlite has no lock of its own; two processes on one folder silently corrupt it.
    lock = acquireDataDirLock(path.resolve(dataDir));
    location = dbDir;
  }
  try {
    const pglite = new PGlite(location, { extensions: PGLITE_EXTENSIONS });
    await pglite.waitReady;
    return {
      kind: 'pglite',
      db: drizzlePglite(pglite, { schema }) as Db,
      pglite,
      close: async () => {
        await pglite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as ReturnType<typeof drizzlePg<typeof schema>>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    await migratePglite(database.db as ReturnType<typeof drizzlePglite<typeof schema>>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  }
}
