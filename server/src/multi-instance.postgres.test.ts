import { randomBytes } from 'node:crypto';
import { RIASEC_TRAITS } from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
  testPasswordHasher,
} from '../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../test/catalogue-factories.ts';
import { bearer, insertUser, tokenFor } from '../test/factories.ts';
import { connectTestRedis, TEST_REDIS_URL } from '../test/redis.ts';
import { TEST_DB } from '../test/test-db.ts';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { aiAnalyses, articles, currencies, notifications } from './db/schema/index.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_IP } from './modules/auth/auth-limits.ts';
import { PAYMENT_RECONCILE_QUEUE } from './modules/payments/payments.reconcile.ts';
import { aiAnalysisQueue } from './modules/reports/reports.service.ts';
import { CACHE_DROP_BOUND_MS } from './platform/cache-invalidation.ts';
import { JOBS_SCHEMA } from './platform/jobs.ts';

/**
 * Issue 18, "several instances as one": two apps built by buildApp, each on its own pool to one
 * PostgreSQL database (and, when one answers here, each with its own connection to one Redis), both
 * running job workers — what two processes behind a load balancer are, minus the sockets. Every
 * request goes to the instance a load balancer might have picked; what one instance did must hold
 * on the other (decision 024).
 *
 * PostgreSQL only: PGlite is one process per data folder, so there is never a second instance.
 */

const POSTGRES = TEST_DB === 'postgres';
/** Whether the test Redis answers (the probe's own client is closed again). */
async function redisAnswers(): Promise<boolean> {
  if (!POSTGRES) return false;
  const probe = await connectTestRedis();
  probe?.disconnect();
  return probe !== null;
}
const redisUp = await redisAnswers();

/** The schedule the test watches: payment reconciliation, every minute (its handler is a no-op on no orders). */
const EVERY_MINUTE = '* * * * *';

type Instance = { app: FastifyInstance; database: Database; redis?: Redis };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.skipIf(!POSTGRES)('several instances on one PostgreSQL behave as one', () => {
  let test: TestDatabase;
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;
  /** The factories' view of the shared database. */
  let t: TestApp;
  // A client address of our own: the per-IP limits in a shared Redis are not shared with other tests.
  const remoteAddress = `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
  const config = testConfig({
    PAYMENT_RECONCILE_CRON: EVERY_MINUTE,
    AI_ANALYSIS_RETRY_DELAY_SECONDS: '0',
  });

  async function startInstance(): Promise<Instance> {
    if (test.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const database = await openDatabase({
      databaseUrl: test.database.pool.options.connectionString,
      poolSize: 5,
    });
    const redis = redisUp ? new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    const app = await buildApp({
      config,
      database,
      redis,
      startJobs: true,
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
      passwordHasher: testPasswordHasher,
      webDist: null,
      pause: async () => {},
    });
    const instance = { app, database, redis };
    instances.push(instance);
    await app.ready();
    return instance;
  }

  const call = (instance: Instance, options: InjectOptions) =>
    instance.app.inject({ remoteAddress, ...options, url: `/api${options.url}` });

  /** The database's clock in seconds into the minute (pg-boss judges schedules by it). */
  const secondsIntoMinute = async () =>
    Number(
      (await rows<{ s: string }>(test.database, sql`select extract(second from now())::text as s`))[0]!.s,
    );
  const freeTheCronClaim = () =>
    test.database.db.execute(sql`update ${sql.raw(JOBS_SCHEMA)}.version set cron_on = null`);
  /** The minute of the last cron pass's claim, as pg-boss names a slot (UTC wall time); null before one. */
  const cronClaimed = async () =>
    (
      await rows<{ minute: string | null }>(
        test.database,
        sql`select to_char(cron_on at time zone 'UTC', 'YYYY-MM-DD HH24:MI:00') as minute
            from ${sql.raw(JOBS_SCHEMA)}.version`,
      )
    )[0]?.minute ?? null;

  /** The minute each instance's first cron pass ran in. */
  let passes: Array<string | null> = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    t = { app: undefined as never, database: test.database, config, close: async () => {} };

    // The reconcile schedule exists before either instance starts, so the cron pass each one runs as
    // its job system starts (pg-boss: at start, then every 30 s) finds it — the test need not wait
    // for the 30-second timer. Filed from a pg-boss that runs no passes of its own.
    if (test.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const filer = new PgBoss({
      connectionString: test.database.pool.options.connectionString,
      schema: JOBS_SCHEMA,
      max: 2,
      schedule: false,
      supervise: false,
      migrate: false,
    });
    filer.on('error', () => {});
    await filer.start();
    await filer.createQueue(PAYMENT_RECONCILE_QUEUE.name);
    await filer.schedule(PAYMENT_RECONCILE_QUEUE.name, EVERY_MINUTE, {}, { tz: 'UTC' });
    await filer.stop({ graceful: false });

    // A pass files the occurrence of the minute it runs in; two passes on either side of a minute
    // would file two occurrences (two ticks, rightly two jobs). Start both well inside one minute.
    const into = await secondsIntoMinute();
    if (into > 35) await new Promise((resolve) => setTimeout(resolve, (61 - into) * 1000));

    // Each instance runs a cron pass over the schedule: the claim is freed before each start, so
    // neither pass is skipped for the other having just run one (pg-boss's first guard); the second
    // pass files the same minute's occurrence again, and the singleton slot keeps one job (the second).
    await freeTheCronClaim();
    a = await startInstance();
    const passA = await until(cronClaimed, (on) => on !== null, 10_000);
    await freeTheCronClaim();
    b = await startInstance();
    const passB = await until(cronClaimed, (on) => on !== null, 10_000);
    passes = [passA, passB];
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      instance.redis?.disconnect();
      await instance.database.close();
    }
    await test?.drop();
  });

  it('a schedule runs once for a minute both instances passed over, not once per instance', async () => {
    // Each instance ran a cron pass (each claimed the pass) in one and the same minute.
    expect(passes[0]).not.toBeNull();
    expect(passes).toEqual([passes[0], passes[0]]);
    const minute = passes[0]!;
    const filed = () =>
      rows<{ slot: string }>(
        test.database,
        sql`select singleton_on::text as slot from ${sql.raw(JOBS_SCHEMA)}.job
            where name = '__pgboss__send-it' and data->>'name' = ${PAYMENT_RECONCILE_QUEUE.name}`,
      );
    // Reconcile jobs created in that minute (a pass in the next minute rightly files the next tick).
    const runs = () =>
      rows<{ state: string }>(
        test.database,
        sql`select state from ${sql.raw(JOBS_SCHEMA)}.job
            where name = ${PAYMENT_RECONCILE_QUEUE.name}
              and created_on < (${minute}::timestamp at time zone 'UTC') + interval '1 minute'`,
      );
    // pg-boss forwards a filed occurrence within 5 s; a reconcile worker takes it within a second.
    const done = await until(
      runs,
      (jobs) => jobs.length > 0 && jobs.every((job) => job.state === 'completed'),
      20_000,
    );
    expect((await filed()).filter((row) => row.slot === minute)).toHaveLength(1);
    expect(done).toEqual([{ state: 'completed' }]);
  });

  it('a session signed out on A is refused on B at once', async () => {
    const user = await insertUser(t);
    const login = await call(a, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = bearer(login.json<{ token: string }>().token);
    // B has checked (and remembered) the token's signature before the sign-out.
    expect((await call(b, { method: 'GET', url: '/user/profile', headers })).statusCode).toBe(200);

    expect((await call(a, { method: 'POST', url: '/auth/logout', headers })).statusCode).toBe(200);
    const onB = await call(b, { method: 'GET', url: '/user/profile', headers });
    expect(onB.statusCode).toBe(403);
    expect(onB.json().message).toMatch(/invalidated/);
  });

  it("a password changed on A signs the person's other sessions out on B at once", async () => {
    const user = await insertUser(t);
    const [kept, other] = [bearer(await tokenFor(t, user)), bearer(await tokenFor(t, user))];
    expect((await call(b, { method: 'GET', url: '/user/profile', headers: other })).statusCode).toBe(200);

    const changed = await call(a, {
      method: 'PUT',
      url: '/user/change-password',
      headers: kept,
      payload: { currentPassword: user.password, newPassword: 'a much newer passphrase 42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const onB = await call(b, { method: 'GET', url: '/user/profile', headers: other });
    expect(onB.statusCode).toBe(403);
    expect(onB.json().message).toMatch(/invalidated/);
    expect((await call(b, { method: 'GET', url: '/user/profile', headers: kept })).statusCode).toBe(200);
  });

  it.skipIf(!redisUp)('the sign-in throttle counts failures made on both instances (Redis)', async () => {
    const user = await insertUser(t);
    const wrong = { email: user.email, password: 'not the password at all' };
    // Five failures, spread over the two instances: each saw at most three.
    for (let n = 0; n < LOGIN_FAILURES_PER_ACCOUNT_IP.limit; n += 1) {
      const instance = n % 2 === 0 ? a : b;
      const failed = await call(instance, { method: 'POST', url: '/auth/login', payload: wrong });
      expect(failed.statusCode, `failure ${n + 1}`).toBe(401);
    }
    // Either instance now refuses the address, even with the right password.
    for (const instance of [b, a]) {
      const refused = await call(instance, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(refused.statusCode, refused.body).toBe(429);
    }
    await Promise.all([
      a.redis!.del(`pathwise:rate:login-fail:${user.email}`),
      a.redis!.del(`pathwise:rate:login-fail:${user.email}:${remoteAddress}`),
    ]);
  });

  it('a setting saved on A applies on B at once (settings are read through, never cached)', async () => {
    const admin = bearer(await tokenFor(t, await insertUser(t, { role: 'admin' })));
    const status = async () =>
      (await call(b, { method: 'GET', url: '/admin/i18n-status', headers: admin })).json<{
        i18nEnabled: boolean;
      }>().i18nEnabled;
    expect(await status()).toBe(false);
    const saved = await call(a, {
      method: 'POST',
      url: '/admin/settings',
      headers: admin,
      payload: { key: 'I18N_ENABLED', value: 'true' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await status()).toBe(true);
  });

  it(`a currency change made on A is served by B within ${CACHE_DROP_BOUND_MS} ms`, async () => {
    const admin = bearer(await tokenFor(t, await insertUser(t, { role: 'admin' })));
    const served = async () =>
      (await call(b, { method: 'GET', url: '/pricing/currencies' })).json<{
        data: { defaultCurrency: string };
      }>().data.defaultCurrency;
    expect(await served()).toBe('INR');
    // B keeps what it read: a write that tells nobody (straight into the table) is not seen yet…
    await test.database.db.insert(currencies).values({ code: 'USD', isActive: true, isDefault: true });
    await test.database.db.update(currencies).set({ isDefault: false }).where(eq(currencies.code, 'INR'));
    expect(await served()).toBe('INR');

    // …while the admin's change through A reaches B's cache through the notice A's transaction sent.
    const changed = await call(a, {
      method: 'PUT',
      url: '/admin/pricing/currencies',
      headers: admin,
      payload: { enabledCurrencies: ['INR', 'EUR'], defaultCurrency: 'EUR' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const started = performance.now();
    await until(served, (code) => code === 'EUR', CACHE_DROP_BOUND_MS * 5);
    const elapsed = performance.now() - started;
    console.info(`currency change seen on the other instance after ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(CACHE_DROP_BOUND_MS);
  });

  it(`an article edited on A shows on B's public page within ${CACHE_DROP_BOUND_MS} ms`, async () => {
    const admin = bearer(await tokenFor(t, await insertUser(t, { role: 'admin' })));
    const created = await call(a, {
      method: 'POST',
      url: '/articles',
      headers: admin,
      payload: { title: 'Careers that fit', bodyHtml: '<p>Some words here.</p>', isPublished: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json<{ id: string; slug: string }>();
    const pageOnB = async () => (await b.app.inject({ method: 'GET', url: `/blog/${article.slug}` })).body;
    // The creation's own notice reaches B within the bound: a page B keeps before it arrives would be
    // dropped by it, and the silent write below would look announced.
    await new Promise((resolve) => setTimeout(resolve, CACHE_DROP_BOUND_MS));
    expect(await pageOnB()).toContain('Careers that fit');
    // B keeps the rendered page: a write that tells nobody is not seen yet…
    await test.database.db
      .update(articles)
      .set({ title: 'Quietly renamed' })
      .where(eq(articles.id, article.id));
    expect(await pageOnB()).not.toContain('Quietly renamed');

    // …the editor's change through A is.
    const edited = await call(a, {
      method: 'PUT',
      url: `/articles/${article.id}`,
      headers: admin,
      payload: { title: 'Careers that fit you' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const started = performance.now();
    await until(pageOnB, (body) => body.includes('Careers that fit you'), CACHE_DROP_BOUND_MS * 5);
    expect(performance.now() - started).toBeLessThan(CACHE_DROP_BOUND_MS);
  });

  it('AI reports queued on A are written exactly once with both instances working', async () => {
    const profiler = await insertProfiler(t, { title: `Compass ${randomBytes(3).toString('hex')}` });
    const category = await insertCategory(t, profiler.id);
    const items = [];
    for (const [order, trait] of RIASEC_TRAITS.entries()) {
      items.push(await insertQuestion(t, category, { text: `${trait} item`, traitType: trait, order }));
    }
    const attemptIds: string[] = [];
    const people = await Promise.all([1, 2, 3, 4].map(() => insertUser(t)));
    for (const person of people) {
      const headers = bearer(await tokenFor(t, person));
      const url = `/assessments/${profiler.id}`;
      const started = await call(a, { method: 'POST', url: `${url}/start`, headers });
      expect(started.statusCode, started.body).toBe(200);
      const attemptId = started.json<{ attempt: { id: string } }>().attempt.id;
      for (const item of items) {
        const answered = await call(a, {
          method: 'POST',
          url: `${url}/attempts/${attemptId}/answers`,
          headers,
          payload: { questionId: item.id, categoryId: category.id, answer: 4 },
        });
        expect(answered.statusCode, answered.body).toBe(200);
      }
      const completed = await call(a, {
        method: 'POST',
        url: `${url}/attempts/${attemptId}/complete`,
        headers,
      });
      expect(completed.statusCode, completed.body).toBe(200);
      attemptIds.push(attemptId);
    }

    const reports = await until(
      () =>
        test.database.db
          .select({ status: aiAnalyses.status, tries: aiAnalyses.tries })
          .from(aiAnalyses)
          .where(inArray(aiAnalyses.attemptId, attemptIds)),
      (found) => found.length === attemptIds.length && found.every((row) => row.status === 'completed'),
      20_000,
    );
    // One run each: a second run would have claimed the row again (tries + 1) or written a second notice.
    expect(reports.map((row) => row.tries)).toEqual(attemptIds.map(() => 1));
    const notices = await test.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'report_available'),
          inArray(
            notifications.userId,
            people.map((person) => person.id),
          ),
        ),
      );
    expect(notices).toHaveLength(people.length);
    const jobs = await rows<{ state: string }>(
      test.database,
      sql`select state from ${sql.raw(JOBS_SCHEMA)}.job
          where name = ${aiAnalysisQueue(config).name}
            and data->>'attemptId' in (${sql.join(
              attemptIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
    );
    expect(jobs.map((job) => job.state)).toEqual(attemptIds.map(() => 'completed'));
  });
});
