import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { DbOrTx } from './client.ts';
import { readTogether } from './reads.ts';
import { users } from './schema/index.ts';

/** One round trip answering `value` (an aggregate always answers one row, whatever the table holds). */
async function one(db: DbOrTx, value: number): Promise<number> {
  const [row] = await db.select({ value: sql<number>`${value}::int + 0 * count(*)::int` }).from(users);
  return row!.value;
}

describe('readTogether', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A read that logs when it starts and ends, so the test sees whether reads overlapped. */
  const logged = (log: string[], name: string, value: number) => async () => {
    log.push(`start ${name}`);
    const answer = await one(t.database.db, value);
    log.push(`end ${name}`);
    return answer;
  };

  it('answers in the order asked, starting every read at once outside a transaction', async () => {
    const log: string[] = [];
    const results = await readTogether(t.database.db, [logged(log, 'a', 1), logged(log, 'b', 2)]);
    expect(results).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs the reads one after another inside a transaction', async () => {
    const log: string[] = [];
    const results = await t.database.db.transaction((tx) =>
      readTogether(tx, [
        async () => {
          log.push('start a');
          const value = await one(tx, 1);
          log.push('end a');
          return value;
        },
        async () => {
          log.push('start b');
          const value = await one(tx, 2);
          log.push('end b');
          return value;
        },
      ]),
    );
    expect(results).toEqual([1, 2]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
