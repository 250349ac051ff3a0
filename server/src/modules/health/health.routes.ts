import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { pingRedis, probeMigrations } from '../../platform/probes.ts';

const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['postgres', 'pglite']) });

const ReadySchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.object({ ok: z.boolean(), kind: z.enum(['postgres', 'pglite']) }),
    migrations: z.object({ ok: z.boolean(), applied: z.number().int(), expected: z.number().int() }),
    redis: z.object({ configured: z.boolean(), ok: z.boolean().nullable() }),
    jobs: z.object({ workers: z.boolean(), ok: z.boolean() }),
  }),
});
type Ready = z.infer<typeof ReadySchema>;

type HealthOptions = { database: Database; redis?: Redis; jobs: Jobs };

/**
 * For load balancers and orchestrators:
 * - `/health` (liveness): the process answers and reaches its database;
 * - `/ready` (readiness): this instance should get traffic — its database answers, every migration
 *   of this build is applied (a rolling deploy's new instance waits for them), Redis answers when
 *   configured, and its job workers run when it is meant to run them. Otherwise 503
 *   SERVICE_UNAVAILABLE naming the failing checks, every check in `details`. While the process
 *   drains on SIGTERM, Fastify answers every new request 503.
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await opts.database.db.execute(sql`select 1`);
      return { ok: true, database: opts.database.kind };
    },
  );

  typed.get(
    '/ready',
    {
      config: { auth: 'public', errors: [503] },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, migrations, Redis when configured, job workers',
        description:
          'Ready: 200 with every check. Not ready: 503 SERVICE_UNAVAILABLE naming the failing checks, with every check in `details`.',
        response: { 200: ReadySchema },
      },
    },
    async () => {
      const body = await readiness(opts);
      if (!body.ready) {
        const failing = Object.entries(body.checks)
          .filter(([, check]) => check.ok === false)
          .map(([name]) => name);
        throw new AppError('SERVICE_UNAVAILABLE', `Not ready: ${failing.join(', ')}`, { details: body });
      }
      return body;
    },
  );
}

async function readiness({ database, redis, jobs }: HealthOptions): Promise<Ready> {
  const [migrations, redisProbe] = await Promise.all([
    probeMigrations(database.db).catch(() => null),
    pingRedis(redis),
  ]);
  const workers = jobs.workersRunning();
  const checks: Ready['checks'] = {
    // The migrations read is a database read: it failing means the database does not answer.
    database: { ok: migrations !== null, kind: database.kind },
    migrations: {
      ok: migrations !== null && migrations.applied >= migrations.expected,
      applied: migrations?.applied ?? 0,
      expected: migrations?.expected ?? 0,
    },
    redis: { configured: redisProbe.configured, ok: redisProbe.ok },
    jobs: { workers: workers !== null, ok: workers !== false },
  };
  const ready = checks.database.ok && checks.migrations.ok && checks.redis.ok !== false && checks.jobs.ok;
  return { ready, checks };
}
