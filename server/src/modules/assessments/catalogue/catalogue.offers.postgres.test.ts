import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';

/**
 * Two transactions giving one profiler its first questions at the same time (PostgreSQL leg only:
 * PGlite has one connection). The refresh locks the profiler row, so the second waits for the first
 * to commit and then counts both questions; without the lock it would compute from its own snapshot
 * and lose the first one's offer, or fail on the offer row's key.
 */
describe('assessment_offers under concurrent changes', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('counts questions committed by two transactions at once', async () => {
    const { database } = test;
    if (database.kind !== 'postgres') throw new Error('this file runs on the PostgreSQL leg');
    const setup = await database.pool.query<{ profiler: string; open: string; restricted: string }>(`
      with p as (insert into assessments (title) values ('Concurrent') returning id),
        o as (insert into categories (assessment_id, title) select id, 'Open' from p returning id),
        r as (insert into categories (assessment_id, title, show_for_screening_answers)
          select id, 'Masters', '{master}' from p returning id)
      select (select id from p) as profiler, (select id from o) as open, (select id from r) as restricted`);
    const { profiler, open, restricted } = setup.rows[0]!;
    const insertQuestion = `insert into questions (assessment_id, category_id, text, type) values ($1, $2, 'Q', 'RATING')`;

    const [first, second] = await Promise.all([database.pool.connect(), database.pool.connect()]);
    try {
      await first.query('begin');
      await second.query('begin');
      await first.query(insertQuestion, [profiler, open]);
      let secondDone = false;
      const secondInsert = second.query(insertQuestion, [profiler, restricted]).then(() => {
        secondDone = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondDone).toBe(false); // waiting on the profiler's row lock
      await first.query('commit');
      await secondInsert;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }

    const { rows } = await database.pool.query(
      'select to_all, for_screening from assessment_offers where assessment_id = $1',
      [profiler],
    );
    expect(rows).toEqual([{ to_all: true, for_screening: ['master'] }]);
  });
});
