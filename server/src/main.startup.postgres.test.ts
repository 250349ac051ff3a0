import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MainProcess, START_BANNER_END, startMainProcess } from '../test/main-process.ts';
import { databaseUrlFor, TEST_DATABASE_URL, TEST_DB } from '../test/test-db.ts';

/**
 * Two server processes started at the same moment on one new PostgreSQL database (a rolling deploy,
 * or a compose file starting both instances): the start-up lock (db/startup-lock.ts) lets one
 * migrate, create the job queue's schema and seed while the other waits, then both serve. Without
 * it one of them crashed on pg-boss creating its schema twice.
 */

const POSTGRES = TEST_DB === 'postgres';
const name = `pathwise_startup_${randomBytes(4).toString('hex')}`;
const secrets = {
  APP_SECRET: randomBytes(24).toString('hex'),
  JWT_SECRET: randomBytes(24).toString('hex'),
};
let instances: MainProcess[] = [];
const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });

beforeAll(async () => {
  if (!POSTGRES) return;
  await admin.connect();
  await admin.query(`create database ${name}`);
}, 30_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  if (!POSTGRES) return;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}, 60_000);

describe.skipIf(!POSTGRES)('two instances starting together on a new database', () => {
  it('both start and serve: one migrates and seeds, the other waits for it', async () => {
    const env = { DATABASE_URL: databaseUrlFor(name), ...secrets };
    instances = await Promise.all([startMainProcess('startup-a', env), startMainProcess('startup-b', env)]);
    await Promise.all(instances.map((instance) => instance.waitForOutput(START_BANNER_END, 120_000)));

    for (const instance of instances) {
      expect(instance.server.exitCode, instance.output().slice(-3000)).toBe(null);
      const ready = await fetch(`http://127.0.0.1:${instance.port}/api/ready`);
      expect(ready.status, instance.output().slice(-3000)).toBe(200);
    }
    // The first start's work happened once: one administrator created, the demo catalogue once.
    const created = instances.filter((instance) =>
      instance.output().includes('"msg":"created the first administrator"'),
    );
    expect(created).toHaveLength(1);
    const seeded = instances.filter((instance) =>
      instance.output().includes('"msg":"seeded the demo catalogue"'),
    );
    expect(seeded).toHaveLength(1);
    const target = new pg.Client({ connectionString: databaseUrlFor(name) });
    await target.connect();
    try {
      const counts = await target.query(
        `select (select count(*)::int from users where role = 'admin') as admins,
                (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
      );
      expect(counts.rows[0]).toMatchObject({ admins: 1 });
      expect(counts.rows[0].migrations).toBeGreaterThanOrEqual(18);
    } finally {
      await target.end();
    }
  }, 180_000);
});
