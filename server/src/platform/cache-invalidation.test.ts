import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app.ts';
import { TEST_DB } from '../../test/test-db.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { type CacheInvalidation, createCacheInvalidation } from './cache-invalidation.ts';

const quiet = { warn() {}, error() {} };

/** Resolves once `predicate` holds, polling every 5 ms; fails after `ms`. */
async function until(predicate: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('cache invalidation', () => {
  let test: TestDatabase;
  let invalidation: CacheInvalidation;
  const drops: string[] = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    invalidation = createCacheInvalidation(test.database, quiet);
    invalidation.subscribe('prices', () => drops.push('prices'));
    invalidation.subscribe('pages', () => drops.push('pages'));
    await invalidation.start();
  });
  afterAll(async () => {
    await invalidation.stop();
    await test.drop();
  });

  it('starts listening, dropping everything once (a notice may have been missed before)', () => {
    expect(invalidation.isListening()).toBe(true);
    expect(drops.sort()).toEqual(['pages', 'prices']);
  });

  it('delivers a published name to its subscribers only', async () => {
    drops.length = 0;
    await invalidation.publish('prices');
    await until(() => drops.length > 0);
    // Another round trip: a stray second delivery would have arrived by then.
    await test.database.db.execute(sql`select 1`);
    expect(drops).toEqual(['prices']);
  });

  it("sends a transaction's notice when it commits, and none when it rolls back", async () => {
    drops.length = 0;
    await test.database.db.transaction(async (tx) => {
      await invalidation.publish('pages', tx);
      await tx.execute(sql`select pg_sleep(0.05)`);
      expect(drops).toEqual([]);
    });
    await until(() => drops.length > 0);
    expect(drops).toEqual(['pages']);

    drops.length = 0;
    await expect(
      test.database.db.transaction(async (tx) => {
        await invalidation.publish('pages', tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await invalidation.publish('prices');
    await until(() => drops.length > 0);
    expect(drops).toEqual(['prices']);
  });

  it('an unsubscribed callback is not called again', async () => {
    const seen: string[] = [];
    const unsubscribe = invalidation.subscribe('prices', () => seen.push('once'));
    await invalidation.publish('prices');
    await until(() => seen.length === 1);
    unsubscribe();
    drops.length = 0;
    await invalidation.publish('prices');
    await until(() => drops.length > 0);
    expect(seen).toEqual(['once']);
  });
});

describe.skipIf(TEST_DB !== 'postgres')('cache invalidation between instances (PostgreSQL)', () => {
  let test: TestDatabase;
  let other: Database;
  let a: CacheInvalidation;
  let b: CacheInvalidation;
  const dropsOnB: string[] = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    if (test.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    other = await openDatabase({ databaseUrl: test.database.pool.options.connectionString, poolSize: 2 });
    a = createCacheInvalidation(test.database, quiet);
    b = createCacheInvalidation(other, quiet);
    b.subscribe('prices', () => dropsOnB.push('prices'));
    await a.start();
    await b.start();
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await other.close();
    await test.drop();
  });

  it('a notice published on one instance drops the cache on the other', async () => {
    dropsOnB.length = 0;
    await a.publish('prices');
    await until(() => dropsOnB.length > 0);
    expect(dropsOnB).toEqual(['prices']);
  });

  it('a lost listening connection stops trusting caches, drops them, and listens again', async () => {
    dropsOnB.length = 0;
    // B's listening backend, seen from A's pool: the only session whose last statement was LISTEN.
    const terminated = (await test.database.db.execute(
      sql`select pg_terminate_backend(pid) as "done" from pg_stat_activity
          where datname = current_database() and query = 'LISTEN pathwise_cache' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: Array<{ done: boolean }> };
    expect(terminated.rows).toEqual([{ done: true }, { done: true }]); // A's and B's
    await until(() => !b.isListening());
    expect(dropsOnB).toContain('prices');
    await until(() => b.isListening(), 5_000);
    dropsOnB.length = 0;
    await a.publish('prices');
    await until(() => dropsOnB.length > 0, 5_000);
    expect(dropsOnB).toEqual(['prices']);
  });

  it('after stop nothing is delivered and caches are not trusted', async () => {
    await b.stop();
    expect(b.isListening()).toBe(false);
    dropsOnB.length = 0;
    await a.publish('prices');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dropsOnB).toEqual([]);
  });
});
