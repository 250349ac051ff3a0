import type { IntervalHistogram } from 'node:perf_hooks';
import type { SystemStatusResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../../db/client.ts';
import { emailMessages } from '../../../db/schema/index.ts';
import { JOBS_SCHEMA } from '../../../platform/jobs.ts';
import { pingRedis, probeMigrations } from '../../../platform/probes.ts';
import { num, sqlRows } from '../shared.ts';
import type { BuildInfo } from './system.build-info.ts';

/**
 * The system's health for the operator: what runs, since when, on which database, how far the
 * job queues and the mail outbox are behind, memory, event-loop delay and Redis. Each figure is one
 * query or a process reading; nothing is cached, because the panel refreshes every 30 s.
 */

const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export type SystemServiceDeps = {
  database: Database;
  redis?: Redis;
  build: BuildInfo;
  eventLoop: IntervalHistogram;
};

const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;

export function createSystemService({ database, redis, build, eventLoop }: SystemServiceDeps) {
  const { db } = database;
  const startedAt = new Date(Date.now() - process.uptime() * 1000);

  async function databaseStatus(): Promise<SystemStatusResponse['database']> {
    const [size, migrations] = await Promise.all([
      sqlRows<{ bytes: unknown }>(db, sql`select pg_database_size(current_database()) as "bytes"`)
        .then(([row]) => (row ? num(row.bytes) : null))
        // PGlite answers it today; should a build not, the size is unknown rather than an error.
        .catch(() => null),
      probeMigrations(db),
    ]);
    return {
      kind: database.kind,
      sizeBytes: size,
      migrationsApplied: migrations.applied,
      latestMigration: migrations.latest,
    };
  }

  /**
   * Every pg-boss queue with its jobs by state, counted live from pg-boss's job table (its own
   * getQueues() counts are refreshed by its monitor once a minute and keep no completed count).
   * Waiting: created or retrying and due; its age runs from when it became due.
   */
  async function queues(): Promise<SystemStatusResponse['queues']> {
    const schema = sql.identifier(JOBS_SCHEMA);
    type Row = {
      name: string;
      queued: unknown;
      active: unknown;
      failed: unknown;
      completed: unknown;
      oldest: unknown;
    };
    const rows = await sqlRows<Row>(
      db,
      sql`
      select q.name,
        count(j.id) filter (where j.state in ('created', 'retry')) as queued,
        count(j.id) filter (where j.state = 'active') as active,
        count(j.id) filter (where j.state = 'failed') as failed,
        count(j.id) filter (where j.state = 'completed') as completed,
        extract(epoch from now() - min(j.start_after) filter (
          where j.state in ('created', 'retry') and j.start_after <= now()
        )) as oldest
      from ${schema}.queue q
      left join ${schema}.job j on j.name = q.name
      group by q.name
      order by q.name`,
    );
    return rows.map((row) => ({
      name: row.name,
      queued: num(row.queued),
      active: num(row.active),
      failed: num(row.failed),
      completed: num(row.completed),
      oldestWaitingSeconds:
        row.oldest === null || row.oldest === undefined ? null : Math.max(0, Math.round(num(row.oldest))),
    }));
  }

  async function mailOutbox(): Promise<Record<string, number>> {
    const counted = await db
      .select({ status: emailMessages.status, count: sql<number>`count(*)::int` })
      .from(emailMessages)
      .groupBy(emailMessages.status);
    const byStatus: Record<string, number> = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0]));
    for (const { status, count } of counted) byStatus[status] = count;
    return byStatus;
  }

  const redisStatus = (): Promise<SystemStatusResponse['redis']> => pingRedis(redis);

  /** The delay since the previous read (the histogram starts over), in milliseconds. */
  function eventLoopDelay(): SystemStatusResponse['eventLoopDelayMs'] {
    const sampled = eventLoop.count > 0;
    const delay = {
      p50: sampled ? ms(eventLoop.percentile(50)) : 0,
      p99: sampled ? ms(eventLoop.percentile(99)) : 0,
      max: sampled ? ms(eventLoop.max) : 0,
    };
    eventLoop.reset();
    return delay;
  }

  return {
    async getStatus(): Promise<SystemStatusResponse> {
      const [databaseFigures, queueFigures, outbox, redisFigures] = await Promise.all([
        databaseStatus(),
        queues(),
        mailOutbox(),
        redisStatus(),
      ]);
      const memory = process.memoryUsage();
      return {
        version: build.version,
        commit: build.commit,
        startedAt: startedAt.toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        node: process.version,
        database: databaseFigures,
        queues: queueFigures,
        mailOutbox: outbox,
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
        eventLoopDelayMs: eventLoopDelay(),
        redis: redisFigures,
        generatedAt: new Date().toISOString(),
      };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
