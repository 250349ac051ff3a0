import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app.ts';

/** The pool's own settings on every connection it opens (PostgreSQL leg only). */
describe('the PostgreSQL pool', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('opens connections with the JIT compiler off and answers on every one of them', async () => {
    const { database } = test;
    if (database.kind !== 'postgres') throw new Error('this file runs on the PostgreSQL leg');
    const clients = await Promise.all([database.pool.connect(), database.pool.connect()]);
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ jit: string }>('show jit');
        expect(rows[0]!.jit).toBe('off');
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
