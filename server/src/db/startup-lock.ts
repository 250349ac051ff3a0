import type { Database } from './client.ts';

/**
 * The advisory lock instances take while they start (any number, one at a time): migrations, the
 * job queue's schema and the first-start seeding are each written by whichever instance comes
 * first, and the others find them done. Two instances started together on a new database used to
 * race there, and one crashed (pg-boss creating its schema twice). A constant key, our own.
 */
const STARTUP_LOCK_KEY = 7_248_310_391;

/**
 * Runs `work` holding the start-up lock on PostgreSQL, on a connection of its own (released even
 * when `work` fails; the server drops a session lock with its connection if the process dies).
 * PGlite needs none: its data folder is locked to one process already.
 */
export async function duringStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
