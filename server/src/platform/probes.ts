import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type DbOrTx, MIGRATIONS_FOLDER } from '../db/client.ts';

/**
 * Probes of the parts the app depends on, for the readiness check (GET /api/ready) and the
 * operator's system panel: each answers within a bound and reports a failure instead of throwing.
 */

/** A Redis that does not answer PING within this is reported down (a probe must not hang on it). */
export const REDIS_PING_TIMEOUT_MS = 500;

export type RedisProbe = { configured: boolean; ok: boolean | null; latencyMs: number | null };

export async function pingRedis(redis: Redis | undefined): Promise<RedisProbe> {
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

/** Drizzle's migrator records every applied migration here (its defaults; db/client.ts sets no others). */
const MIGRATIONS_TABLE = sql`"drizzle"."__drizzle_migrations"`;

type Journal = { entries: Array<{ when: number; tag: string }> };

function readJournal(): Journal {
  try {
    return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  } catch {
    return { entries: [] };
  }
}

/** This build's migrations: how many, and each tag by the `when` drizzle stores as created_at. */
export const buildMigrations = (() => {
  const journal = readJournal();
  return {
    count: journal.entries.length,
    tagByWhen: new Map(journal.entries.map((entry) => [String(entry.when), entry.tag])),
  };
})();

export type MigrationsProbe = { applied: number; expected: number; latest: string | null };

/** How many migrations the database has applied, against this build's, and the latest one's tag. */
export async function probeMigrations(db: DbOrTx): Promise<MigrationsProbe> {
  const result = (await db.execute(
    sql`select count(*) as "applied", max(created_at)::text as "latest" from ${MIGRATIONS_TABLE}`,
  )) as unknown as { rows: Array<{ applied: unknown; latest: string | null }> };
  const row = result.rows[0];
  return {
    applied: Number(row?.applied ?? 0),
    expected: buildMigrations.count,
    latest: row?.latest ? (buildMigrations.tagByWhen.get(row.latest) ?? row.latest) : null,
  };
}
