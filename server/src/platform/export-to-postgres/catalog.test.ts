import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/app.ts';
import {
  foreignKeySafeOrder,
  listForeignKeys,
  listSequences,
  listTables,
  type SqlClient,
} from './catalog.ts';

/** The catalog reads run on a migrated test database of either kind (the export reads PGlite). */
describe('export catalog', () => {
  let test: TestDatabase;
  let db: SqlClient;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.database.kind === 'pglite' ? test.database.pglite : test.database.pool;
  });
  afterAll(() => test.drop());

  it('orders every table after the tables its foreign keys point at', async () => {
    const tables = await listTables(db);
    const foreignKeys = await listForeignKeys(db);
    expect(foreignKeys).toContainEqual({
      child: 'public.assessment_attempt_counts',
      parent: 'public.assessments',
    });
    expect(foreignKeys).toContainEqual({ child: 'pgboss.job_common', parent: 'pgboss.queue' });
    const position = new Map(foreignKeySafeOrder(tables, foreignKeys).map((t, index) => [t.name, index]));
    expect(position.size).toBe(tables.length);
    for (const { child, parent } of foreignKeys) {
      if (child === parent) continue;
      expect(position.get(parent), `${parent} before ${child}`).toBeLessThan(position.get(child)!);
    }
  });

  it('finds primary keys, partitions and the identity sequence from the catalog', async () => {
    const tables = new Map((await listTables(db)).map((t) => [t.name, t]));
    expect(tables.get('public.users')?.key).toEqual(['id']);
    expect(tables.get('public.screening_counts')?.key).toEqual([]); // paged by ctid
    expect(tables.get('pgboss.job_common')?.partitionOf).toMatch(/^partition of pgboss\.job /);
    expect(tables.has('drizzle.__drizzle_migrations')).toBe(false);
    expect(await listSequences(db)).toContain('public.person_activity_seq_seq');
  });

  it('refuses an order that cannot exist', () => {
    const tables = [{ name: 'a' }, { name: 'b' }];
    expect(() =>
      foreignKeySafeOrder(tables, [
        { child: 'a', parent: 'b' },
        { child: 'b', parent: 'a' },
      ]),
    ).toThrow('Foreign keys form a cycle among: a, b');
  });
});
