import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss, type SendOptions } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

export type Jobs = {
  /**
   * Enqueue; handlers registered with `work` run it in the background with the queue's retries.
   * Given a transaction, the job is inserted in it: it exists only if the caller's change commits.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions, tx?: DbOrTx): Promise<string | null>;
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Sends `data` to `queue` on a cron schedule (UTC), from the database's clock: one job per tick
   * however many instances run. Only where workers run (tests without workers schedule nothing).
   */
  schedule<T extends object>(queue: string, cron: string, data: T): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether this instance's workers are taking jobs; null when it runs none by design (startJobs: false). */
  workersRunning(): boolean | null;
};

export type QueueDefinition = { name: string; retryLimit: number; retryDelay: number; retryBackoff: boolean };

/**
 * How a worker takes jobs. Default: one at a time, polling every half second when idle. A busy
 * queue of short, idempotent jobs (webhook events) takes `batchSize` at once and runs them side by
 * side, fetching again at once while batches come back full; each job still succeeds or fails (and
 * is retried) on its own.
 */
export type WorkOptions = { batchSize?: number };

/** The schema pg-boss keeps its tables in (the system status reads its queues there). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss keeps jobs in the same database (its own schema), on PostgreSQL and on PGlite alike,
 * so e-mails and reports survive restarts and spread over instances.
 */
export function createJobs(
  database: Database,
  logger: FastifyBaseLogger,
  queues: QueueDefinition[],
  options: { runWorkers: boolean } = { runWorkers: true },
): Jobs {
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({
          db: { executeSql: (text, values) => database.pool.query(text, values as unknown[]) },
          schema: JOBS_SCHEMA,
        })
      : new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: JOBS_SCHEMA });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let started = false;
  const handlers: Array<() => Promise<unknown>> = [];
  const schedules: Array<() => Promise<unknown>> = [];

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const queue of queues) {
        await boss.createQueue(queue.name, {
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelay,
          retryBackoff: queue.retryBackoff,
        });
        // createQueue evicts pg-boss's cached queue row; the next send would re-read it through pg-boss's
        // own connection, which on PGlite (one connection) waits forever when that send runs inside one of
        // our transactions. Reading the queue once here re-caches it.
        await boss.findJobs(queue.name, { id: '00000000-0000-0000-0000-000000000000' });
      }
      if (options.runWorkers) {
        for (const register of handlers) await register();
        for (const register of schedules) await register();
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    workersRunning() {
      return options.runWorkers ? started : null;
    },
    async send(queue, data, options, tx) {
      return boss.send(queue, data, tx ? { ...options, db: fromDrizzle(tx as never, sql) } : (options ?? {}));
    },
    async work(queue, handler, workOptions = {}) {
      const batchSize = workOptions.batchSize ?? 1;
      const register = () =>
        batchSize === 1
          ? boss.work<object>(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
              for (const job of jobs) await handler(job.data as never);
            })
          : boss.work<object>(
              queue,
              { pollingIntervalSeconds: 0.5, batchSize, burstWhenBatchFull: true, perJobResults: true },
              async (jobs) =>
                Promise.all(
                  jobs.map(async (job) => {
                    try {
                      await handler(job.data as never);
                      return { id: job.id, status: 'completed' as const };
                    } catch (error) {
                      logger.error({ err: error, queue, jobId: job.id }, 'job failed');
                      const message = error instanceof Error ? error.message : String(error);
                      return { id: job.id, status: 'failed' as const, output: { message } };
                    }
                  }),
                ),
            );
      if (started && options.runWorkers) await register();
      else handlers.push(register);
    },
    async schedule(queue, cron, data) {
      const register = () => boss.schedule(queue, cron, data, { tz: 'UTC' });
      if (started && options.runWorkers) await register();
      else schedules.push(register);
    },
  };
}
