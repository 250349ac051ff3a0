import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IntervalHistogram } from 'node:perf_hooks';
import type { SystemStatusResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Database, MIGRATIONS_FOLDER } from '../../../db/client.ts';
import { emailMessages } from '../../../db/schema/index.ts';
import { JOBS_SCHEMA } from '../../../platform/jobs.ts';
import { num, sqlRows } from '../shared.ts';
import type { BuildInfo } from './system.build-info.ts';

/**
 * The system's health for the operator: what runs, since when, on which database, how far the
 * job queues and the mail outbox are behind, memory, event-loop delay and Redis. Each figure is one
 * query or a process reading; nothing is cached, because the panel refreshes every 30 s.
 */

/** A Redis that does not answer PING within this is reported down (the panel must not hang on it). */
export const REDIS_PING_TIMEOUT_MS = 500;
const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
/** Drizzle's migrator records every applied migration here (its defaults; db/client.ts sets no others). */
const MIGRATIONS_TABLE = sql`"drizzle"."__drizzle_migrations"`;

/** Migration tags by the `when` drizzle stores as created_at: the latest applied one's name. */
function migrationTags(): Map<string, string> {
  try {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: Array<{ when: number; tag: string }>;
    };
    return new Map(journal.entries.map((entry) => [String(entry.when), entry.tag]));
  } catch {
    return new Map();
  }
}

export type SystemServiceDeps = {
  database: Database;
  redis?: Redis;
  build: BuildInfo;
  eventLoop: IntervalHistogram;
};

const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;

export function createSystemService({ database, redis, build, eventLoop }: SystemServiceDeps) {
  const { db } = database;
  const tags = migrationTags();
  const startedAt = new Date(Date.now() - process.uptime() * 1000);

  async function databaseStatus(): Promise<SystemStatusResponse['database']> {
    const [size, migrations] = await Promise.all([
      sqlRows<{ bytes: unknown }>(db, sql`select pg_database_size(current_database()) as "bytes"`)
        .then(([row]) => (row ? num(row.bytes) : null))
        // PGlite answers it today; should a build not, the size is unknown rather than an error.
        .catch(() => null),
      sqlRows<{ applied: unknown; latest: string | null }>(
        db,
        sql`select count(*) as "applied", max(created_at)::text as "latest" from ${MIGRATIONS_TABLE}`,
      ),
    ]);
    const applied = migrations[0];
    return {
      kind: database.kind,
      sizeBytes: size,
      migrationsApplied: num(applied?.applied),
      latestMigration: applied?.latest ? (tags.get(applied.latest) ?? applied.latest) : null,
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

  async function redisStatus(): Promise<SystemStatusResponse['redis']> {
    if (!redis) return { configured: false, ok: null, latencyMs: null };
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), REDIS_PING_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([redis.ping(), timeout]);
      if (answer !== 'PONG') return { configured: true, ok: false, latencyMs: null };
      return { configured: true, ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch {
      return { configured: true, ok: false, latencyMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

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
