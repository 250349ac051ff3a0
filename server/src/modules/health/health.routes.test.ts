import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig, testPasswordHasher } from '../../../test/app.ts';
import { connectTestRedis, deadRedis } from '../../../test/redis.ts';
import { buildApp } from '../../app.ts';

/** GET /api/health and /api/ready, on the app as main.ts builds it (with or without Redis and workers). */

const live = await connectTestRedis();
const redisUp = live !== null;

describe('liveness and readiness', () => {
  let test: TestDatabase;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    live?.disconnect();
    await test.drop();
  });

  async function start(options: { redis?: Redis; startJobs?: boolean } = {}) {
    app = await buildApp({
      config: testConfig(),
      database: test.database,
      logger: false,
      webDist: null,
      passwordHasher: testPasswordHasher,
      startJobs: options.startJobs ?? false,
      redis: options.redis,
    });
    await app.ready();
    return app;
  }
  const ready = async (instance: FastifyInstance) => {
    const res = await instance.inject({ method: 'GET', url: '/api/ready' });
    // Not ready is an error response (503 SERVICE_UNAVAILABLE) carrying the checks in `details`.
    const json = res.json();
    if (res.statusCode === 503) {
      expect(json).toMatchObject({ statusCode: 503, error: 'SERVICE_UNAVAILABLE' });
      expect(json.message).toMatch(/^Not ready: /);
    }
    return { status: res.statusCode, body: res.statusCode === 503 ? json.details : json };
  };

  it('answers liveness with the database kind', async () => {
    const instance = await start();
    const res = await instance.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, database: test.database.kind });
  });

  it('is ready with every migration applied and no Redis or workers to wait for', async () => {
    const { status, body } = await ready(await start());
    expect(status).toBe(200);
    expect(body.ready).toBe(true);
    expect(body.checks.database).toEqual({ ok: true, kind: test.database.kind });
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected);
    expect(body.checks.migrations.expected).toBeGreaterThanOrEqual(18);
    expect(body.checks.redis).toEqual({ configured: false, ok: null });
    expect(body.checks.jobs).toEqual({ workers: false, ok: true });
  });

  it('is ready once its job workers run, and says so', async () => {
    const { status, body } = await ready(await start({ startJobs: true }));
    expect(status).toBe(200);
    expect(body.checks.jobs).toEqual({ workers: true, ok: true });
  });

  it('is not ready (503) while a migration of this build is missing: a rolling deploy waits for it', async () => {
    const instance = await start();
    const [latest] = (
      (await test.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> }
    ).rows;
    await test.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const { status, body } = await ready(instance);
      expect(status).toBe(503);
      expect(body.ready).toBe(false);
      expect(body.checks.migrations.ok).toBe(false);
      expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected - 1);
      expect(body.checks.redis.ok).toBe(null);
      expect(body.checks.database.ok).toBe(true);
    } finally {
      await test.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
    expect((await ready(instance)).status).toBe(200);
  });

  it.skipIf(!redisUp)('is ready with a Redis that answers', async () => {
    const { status, body } = await ready(await start({ redis: live! }));
    expect(status).toBe(200);
    expect(body.checks.redis).toEqual({ configured: true, ok: true });
  });

  it('is not ready (503) when its configured Redis does not answer', async () => {
    const dead = deadRedis();
    try {
      const { status, body } = await ready(await start({ redis: dead }));
      expect(status).toBe(503);
      expect(body.ready).toBe(false);
      expect(body.checks.redis).toEqual({ configured: true, ok: false });
    } finally {
      await app?.close();
      app = undefined;
      dead.disconnect();
    }
  });
});
