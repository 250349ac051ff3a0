import type { SeoBulkRun } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import { seoBulkRuns } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import type { QueueDefinition } from '../../../platform/jobs.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createSeoService } from './seo.service.ts';

/**
 * Bulk analysis (decision 020): one `seo_bulk_runs` row and one pg-boss job per request. The job
 * walks the run's articles in order; each analysis commits together with its `done` bump, so the
 * progress an admin polls is exact, and a retried job resumes at done + failed instead of starting
 * over. An article that no longer exists (or whose analysis throws) counts as failed.
 */
export const SEO_BULK_QUEUE: QueueDefinition = {
  name: 'seo-bulk-analysis',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
};

export type SeoBulkJob = { runId: string };

export const BULK_RUN_NOT_FOUND = 'Bulk analysis run not found';

type RunRow = typeof seoBulkRuns.$inferSelect;

function toRun(row: RunRow): SeoBulkRun {
  return {
    id: row.id,
    status: row.status,
    total: row.articleIds.length,
    done: row.done,
    failed: row.failed,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createSeoBulk(deps: ModuleDeps) {
  const { db, now, jobs, logger } = deps;
  const seo = createSeoService(deps);

  async function findRun(runId: string): Promise<RunRow | null> {
    const [row] = await db.select().from(seoBulkRuns).where(eq(seoBulkRuns.id, runId));
    return row ?? null;
  }

  /** Runs one queued bulk analysis to its end (or resumes it). */
  async function runJob(runId: string): Promise<void> {
    const run = await findRun(runId);
    if (!run || run.status === 'done') return;
    if (run.status === 'queued') {
      await db
        .update(seoBulkRuns)
        .set({ status: 'running', updatedAt: now() })
        .where(eq(seoBulkRuns.id, runId));
    }
    for (let index = run.done + run.failed; index < run.articleIds.length; index += 1) {
      const articleId = run.articleIds[index]!;
      let analysed = false;
      try {
        analysed = await db.transaction(async (tx) => {
          const analysis = await seo.analyzeIn(tx, articleId, run.createdBy);
          if (!analysis) return false;
          await tx
            .update(seoBulkRuns)
            .set({ done: sql`${seoBulkRuns.done} + 1`, updatedAt: now() })
            .where(eq(seoBulkRuns.id, runId));
          return true;
        });
      } catch (error) {
        logger.error({ err: error, runId, articleId }, 'SEO bulk analysis of an article failed');
      }
      if (!analysed) {
        await db
          .update(seoBulkRuns)
          .set({ failed: sql`${seoBulkRuns.failed} + 1`, updatedAt: now() })
          .where(eq(seoBulkRuns.id, runId));
      }
    }
    const at = now();
    await db
      .update(seoBulkRuns)
      .set({ status: 'done', finishedAt: at, updatedAt: at })
      .where(eq(seoBulkRuns.id, runId));
  }

  return {
    /** Records the run and queues its job in one transaction: the job exists exactly when the run does. */
    async start(articleIds: string[], actorId: string | null): Promise<SeoBulkRun> {
      const unique = [...new Set(articleIds)];
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(seoBulkRuns)
          .values({ articleIds: unique, createdBy: actorId })
          .returning();
        await jobs.send<SeoBulkJob>(SEO_BULK_QUEUE.name, { runId: row!.id }, {}, tx);
        return toRun(row!);
      });
    },

    async get(runId: string): Promise<SeoBulkRun> {
      const row = await findRun(runId);
      if (!row) throw new AppError('NOT_FOUND', BULK_RUN_NOT_FOUND);
      return toRun(row);
    },

    runJob,

    async registerWorker(): Promise<void> {
      await jobs.work<SeoBulkJob>(SEO_BULK_QUEUE.name, async (job) => runJob(job.runId));
    },
  };
}
export type SeoBulk = ReturnType<typeof createSeoBulk>;
