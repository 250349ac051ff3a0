import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testConfig, testPasswordHasher } from '../../../test/app.ts';
import { insertAttempts, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { bearer, insertUser } from '../../../test/factories.ts';
import { databaseUrlFor, TEST_DATABASE_URL, TEST_DB } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { resolveLocalSecrets } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { type Database, migrateDatabase, openDatabase } from '../../db/client.ts';
import { notifications, paymentOrders } from '../../db/schema/index.ts';
import { importOnetData } from '../../modules/careers/occupations/occupations.import.ts';
import { listTables, type SqlClient } from './catalog.ts';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

/** The admin CLI as an operator runs it, against the data folder and with no secrets in the environment. */
function runCli(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    encoding: 'utf8',
    timeout: 120_000,
    env: {
      PATH: process.env.PATH,
      // The test runner's NODE_OPTIONS name files relative to the repository root.
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    },
  });
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function rowCounts(db: SqlClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table.name}`);
    counts[table.name] = rows[0]!.n;
  }
  return counts;
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function startApp(database: Database, dataDir: string, startJobs: boolean): Promise<App> {
  const secrets = resolveLocalSecrets(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }));
  const app = await buildApp({
    config: testConfig({ APP_SECRET: secrets.appSecret, JWT_SECRET: secrets.jwtSecret }),
    database,
    logger: false,
    startJobs,
    passwordHasher: testPasswordHasher,
    webDist: null,
  });
  await app.ready();
  return app;
}

describe.skipIf(TEST_DB !== 'postgres')('npm run admin -- export-to-postgres', () => {
  let dataDir: string;
  const targetName = `pathwise_export_${process.pid}`;
  const targetUrl = databaseUrlFor(targetName);
  const adminRequests: string[] = [];
  const before = new Map<string, string>();
  let adminHeaders: Record<string, string>;
  let sourceCounts: Record<string, number>;
  let pendingJobId: string;
  let exportRun: ReturnType<typeof runCli>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pathwise-export-'));
    // An embedded install as a server leaves it: migrated, O*NET imported, pg-boss's schema, then
    // people, attempts, a payment order, notifications and an e-mail waiting in the job queue.
    const database = await openDatabase({ dataDir });
    await migrateDatabase(database);
    await importOnetData(database.db);
    const app = await startApp(database, dataDir, false);
    const t = { app, database, config: testConfig(), close: async () => {} } as TestApp;
    const ada = await insertUser(t, { role: 'admin', name: 'Ada Admin' });
    // Signed in through the API: the session (row and token) is the embedded install's own, and
    // must still be accepted after the move.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ada.email, password: ada.password },
    });
    expect(login.statusCode).toBe(200);
    adminHeaders = bearer(login.json().token);
    const pat = await insertUser(t, { name: 'Pat Person' });
    const sam = await insertUser(t, { name: 'Sam Student' });
    const profiler = await insertTakeableProfiler(t, { title: 'Career Compass' });
    await insertAttempts(t, { userId: pat.id, assessmentId: profiler.id, count: 2, completed: 1 });
    await insertAttempts(t, { userId: sam.id, assessmentId: profiler.id, count: 1, completed: 1 });
    await database.db.insert(paymentOrders).values({
      userId: pat.id,
      assessmentId: profiler.id,
      assessmentTitle: 'Career Compass',
      provider: 'test',
      amountMinor: 49_950,
      listPriceMinor: 49_950,
      currency: 'INR',
      status: 'paid',
      paidAt: new Date(),
    });
    await database.db.insert(notifications).values([
      { userId: pat.id, type: 'system_maintenance', title: 'Welcome', message: 'm' },
      { userId: sam.id, type: 'system_maintenance', title: 'Hello', message: 'm', isRead: true },
    ]);
    // Registering queues the one-time-code e-mail; no worker runs here, so the job stays pending.
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Person', email: 'new.person@example.test', password: 'a long enough passphrase' },
    });
    expect(register.statusCode).toBe(201);
    if (database.kind !== 'pglite') throw new Error('expected the embedded database');
    const pending = await database.pglite.query<{ id: string; state: string }>(
      `select id, state::text as state from pgboss.job where name = 'send-email'`,
    );
    expect(pending.rows.map((r) => r.state)).toEqual(['created']);
    pendingJobId = pending.rows[0]!.id;

    adminRequests.push(
      '/api/admin/users?pageSize=50',
      `/api/admin/users/${pat.id}`,
      `/api/admin/users/${sam.id}`,
    );
    for (const url of adminRequests) {
      const response = await app.inject({ method: 'GET', url, headers: adminHeaders });
      expect(response.statusCode).toBe(200);
      before.set(url, response.body);
    }
    await app.close();
    sourceCounts = await rowCounts(database.pglite);
    await database.close();

    await admin((client) => client.query(`create database ${targetName}`));
    exportRun = runCli(dataDir, 'export-to-postgres', '--to', targetUrl);
  }, 240_000);

  afterAll(async () => {
    await admin((client) => client.query(`drop database if exists ${targetName} with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table, prints the counts and the environment to set, and exits 0', async () => {
    expect(exportRun.stderr).toBe('');
    expect(exportRun.status).toBe(0);
    expect(exportRun.stdout).toMatch(/public\.users\s+4\s+4\n/);
    expect(exportRun.stdout).toMatch(/pgboss\.job_common\s+1\s+1\n/);
    expect(exportRun.stdout).not.toContain('MISMATCH');
    const secrets = resolveLocalSecrets(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }));
    expect(exportRun.stdout).toContain(`DATABASE_URL=${targetUrl}\n`);
    expect(exportRun.stdout).toContain(`APP_SECRET=${secrets.appSecret}\n`);
    expect(exportRun.stdout).toContain(`JWT_SECRET=${secrets.jwtSecret}\n`);

    // Counted here, independently of the command: every table of both schemas, row for row.
    const target = new pg.Pool({ connectionString: targetUrl, max: 1 });
    try {
      expect(await rowCounts(target)).toEqual(sourceCounts);
      // The rollup tables came across verbatim, not counted again by triggers on the load.
      expect(sourceCounts['public.person_activity']).toBeGreaterThan(0);
      expect(sourceCounts['public.assessment_attempt_counts']).toBeGreaterThan(0);
      expect(sourceCounts['public.onet_occupations']).toBeGreaterThan(500); // several keyset pages
      const { rows } = await target.query<{ done: string; total: string }>(
        'select completed::text as done, attempts::text as total from assessment_attempt_counts',
      );
      expect(rows).toEqual([{ done: '2', total: '3' }]);
      // The identity carries on after the embedded values instead of starting again at 1.
      const seq = await target.query<{ max: string; next: string }>(
        `select (select max(seq)::text from person_activity) as max,
                (select last_value::text from person_activity_seq_seq) as next`,
      );
      expect(seq.rows[0]!.next).toBe(seq.rows[0]!.max);
    } finally {
      await target.end();
    }
  });

  it('serves the same answers from PostgreSQL, to the session signed in on the embedded install', async () => {
    const database = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 });
    const app = await startApp(database, dataDir, false);
    try {
      for (const url of adminRequests) {
        const response = await app.inject({ method: 'GET', url, headers: adminHeaders });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(before.get(url));
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('runs the pending job once the job workers start on PostgreSQL', async () => {
    const database = await openDatabase({ databaseUrl: targetUrl, poolSize: 4 });
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const state = async () =>
      (
        await database.pool.query<{ state: string }>('select state::text from pgboss.job where id = $1', [
          pendingJobId,
        ])
      ).rows[0]?.state;
    expect(await state()).toBe('created');
    const app = await startApp(database, dataDir, true);
    try {
      await expect.poll(state, { timeout: 20_000, interval: 250 }).toBe('completed');
      const { rows } = await database.pool.query<{ status: string }>(
        `select status from email_messages where "to" = 'new.person@example.test'`,
      );
      expect(rows).toEqual([{ status: 'sent' }]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('refuses a database that already holds data, and changes nothing in it', async () => {
    const pool = new pg.Pool({ connectionString: targetUrl, max: 1 });
    try {
      const counts = await rowCounts(pool);
      const again = runCli(dataDir, 'export-to-postgres', '--to', targetUrl);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('The target database is not empty');
      expect(again.stderr).toMatch(
        /not empty: public\.analytics_generation, public\.analytics_slots, .*, and \d+ more have rows/,
      );
      expect(again.stderr).toContain('nothing was changed');
      expect(await rowCounts(pool)).toEqual(counts);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it('stops with the data-folder lock message while the embedded server holds the folder', async () => {
    const running = await openDatabase({ dataDir });
    try {
      const blocked = runCli(dataDir, 'export-to-postgres', '--to', targetUrl);
      expect(blocked.status).toBe(1);
      expect(blocked.stderr).toContain(`is in use by another Pathwise process (pid ${process.pid})`);
      expect(blocked.stderr).toContain('Stop that process first');
    } finally {
      await running.close();
    }
  }, 60_000);
});
