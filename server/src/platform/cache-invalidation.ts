import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, DbOrTx } from '../db/client.ts';

/**
 * Cross-instance cache invalidation (decision 024) over PostgreSQL LISTEN/NOTIFY: a service that
 * changes what an in-process cache holds publishes the cache's name, and every instance on the
 * database (this one included) drops its copy. Published in the writer's transaction, the notice is
 * delivered when it commits and never for a rollback, so no instance can drop and re-read before the
 * change is visible. One channel for every cache; the payload names the cache.
 *
 * On PostgreSQL a dedicated client from the pool listens and is replaced when it drops; on PGlite
 * (one process per data folder) PGlite's own listen delivers the same notices in-process.
 *
 * The bound: notices arrive within milliseconds of the commit. While the listening connection is
 * down — or has gone silent for longer than a heartbeat and its timeout — `isListening()` is false
 * and caches keep nothing, and everything is dropped again when it is back (a notice may have been
 * missed). So no instance serves a copy older than the last change by more than
 * HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS, and normally by a few milliseconds.
 */

/**
 * The bound we state and test (multi-instance.postgres.test.ts) for a change on one instance to be
 * dropped from every other's cache while notices flow; measured in milliseconds.
 */
export const CACHE_DROP_BOUND_MS = 1_000;

/**
 * Every in-process cache that must agree across instances, by the name its changes are published
 * under (the table of decision 024 lists what each holds and who publishes it).
 */
export const CACHES = {
  /** The enabled currencies and the default (pricing.service.ts). */
  currencyConfig: 'currency-config',
  /** The public blog's rendered pages, feeds and taxonomy (blog/pages/pages.routes.ts). */
  blogPages: 'blog-pages',
} as const;

/** What a service that changes a shared cache's data needs (app.ts passes the app's one). */
export type CacheInvalidationDeps = { cacheInvalidation: CacheInvalidation };

/** The PostgreSQL channel every cache notice goes through (its payload is the cache's name). */
export const CACHE_CHANNEL = 'pathwise_cache';

/** How often the listening connection is checked, and how long the check may take. */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 5_000;
/** First wait before listening again after the connection dropped; doubles up to the maximum. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export type CacheInvalidation = {
  /**
   * Tells every instance that `cache` changed. Given a transaction, the notice is sent when it
   * commits (and not at all if it rolls back): call it inside the change's transaction.
   */
  publish(cache: string, tx?: DbOrTx): Promise<void>;
  /**
   * Calls `drop` when any instance publishes `cache`, and whenever listening (re)starts, since a
   * notice may have been missed meanwhile. Returns the unsubscribe.
   */
  subscribe(cache: string, drop: () => void): () => void;
  /** Whether notices are arriving: while false a cache must not keep (or serve) what it read. */
  isListening(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export type CacheInvalidationOptions = { heartbeatMs?: number; heartbeatTimeoutMs?: number };

export function createCacheInvalidation(
  database: Database,
  logger: Logger,
  options: CacheInvalidationOptions = {},
): CacheInvalidation {
  const subscribers = new Map<string, Set<() => void>>();
  let listening = false;

  function deliver(cache: string) {
    for (const drop of subscribers.get(cache) ?? []) {
      try {
        drop();
      } catch (error) {
        logger.error({ err: error, cache }, 'dropping a cache failed');
      }
    }
  }
  const dropAll = () => {
    for (const cache of subscribers.keys()) deliver(cache);
  };

  const listener =
    database.kind === 'postgres'
      ? createPostgresListener(database.pool, logger, options, {
          onNotice: deliver,
          onState: (up) => {
            listening = up;
            // Up or down, what is cached may be older than a notice nobody heard: drop it all.
            dropAll();
          },
        })
      : createPgliteListener(database, {
          onNotice: deliver,
          onState: (up) => {
            listening = up;
            dropAll();
          },
        });

  return {
    async publish(cache, tx) {
      await (tx ?? database.db).execute(sql`select pg_notify(${CACHE_CHANNEL}, ${cache})`);
    },
    subscribe(cache, drop) {
      const set = subscribers.get(cache) ?? new Set();
      subscribers.set(cache, set);
      set.add(drop);
      return () => {
        set.delete(drop);
      };
    },
    isListening: () => listening,
    start: () => listener.start(),
    stop: () => listener.stop(),
  };
}

type ListenerEvents = { onNotice(cache: string): void; onState(listening: boolean): void };
type Listener = { start(): Promise<void>; stop(): Promise<void> };

function createPgliteListener(
  database: Extract<Database, { kind: 'pglite' }>,
  events: ListenerEvents,
): Listener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      if (unlisten) return;
      unlisten = await database.pglite.listen(CACHE_CHANNEL, (payload) => events.onNotice(payload));
      events.onState(true);
    },
    async stop() {
      const stopping = unlisten;
      unlisten = null;
      events.onState(false);
      // A closed PGlite has nothing left to unlisten from.
      if (stopping && !database.pglite.closed) await stopping();
    },
  };
}

function createPostgresListener(
  pool: pg.Pool,
  logger: Logger,
  options: CacheInvalidationOptions,
  events: ListenerEvents,
): Listener {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  let stopped = true;
  let client: pg.PoolClient | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_FIRST_MS;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === CACHE_CHANNEL && message.payload) events.onNotice(message.payload);
  };

  /** The connection failed or went quiet: destroy it, stop trusting caches, listen again later. */
  function lose(lost: pg.PoolClient, error: unknown) {
    if (client !== lost) return;
    client = null;
    clearInterval(heartbeatTimer);
    lost.removeListener('notification', onNotification);
    // Releasing with an error destroys the connection instead of returning it to the pool.
    lost.release(error instanceof Error ? error : new Error(String(error)));
    events.onState(false);
    if (stopped) return;
    logger.warn({ err: error, retryInMs: retryDelay }, 'cache invalidation: listening connection lost');
    scheduleConnect();
  }

  function scheduleConnect() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  }

  async function heartbeat(current: pg.PoolClient) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timed out')), heartbeatTimeoutMs);
    });
    try {
      await Promise.race([current.query('select 1'), timeout]);
    } catch (error) {
      lose(current, error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      next.on('notification', onNotification);
      const current = next;
      next.on('error', (error) => lose(current, error));
      next.on('end', () => lose(current, new Error('connection ended')));
      client = next;
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (stopped) {
        release();
        return;
      }
      retryDelay = RECONNECT_FIRST_MS;
      heartbeatTimer = setInterval(() => void heartbeat(current), heartbeatMs);
      heartbeatTimer.unref();
      events.onState(true);
    } catch (error) {
      if (next && client === next) lose(next, error);
      else if (next) next.release(true);
      else if (!stopped) {
        logger.warn({ err: error, retryInMs: retryDelay }, 'cache invalidation: cannot listen yet');
        scheduleConnect();
      }
    }
  }

  /** Stopping: the connection is closed rather than returned to the pool still listening. */
  function release() {
    const current = client;
    client = null;
    clearInterval(heartbeatTimer);
    if (!current) return;
    current.removeListener('notification', onNotification);
    current.release(true);
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      release();
      events.onState(false);
    },
  };
}
