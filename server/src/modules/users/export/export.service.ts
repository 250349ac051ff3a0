import {
  DATA_EXPORT_EXPIRED_MESSAGE,
  DATA_EXPORT_IN_PROGRESS_MESSAGE,
  DATA_EXPORT_TTL_HOURS,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '@pathwise/contract';
import { and, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { DbOrTx } from '../../../db/client.ts';
import { dataExports, users } from '../../../db/schema/index.ts';
import { longDateTime } from '../../../platform/dates.ts';
import { AppError } from '../../../platform/errors.ts';
import { fileSlug } from '../../../platform/file-name.ts';
import type { QueueDefinition } from '../../../platform/jobs.ts';
import { createAttemptsService } from '../../attempts/taking/taking.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { collectPersonData } from './export.collect.ts';

/**
 * The self-service data export (issue 14, decision 018): a request queues a pg-boss job that builds
 * one ZIP (pathwise-data.json + the report PDFs) into `data_exports.archive`; the download works for
 * the owner only, for 24 hours; an hourly job drops expired archives. One export at a time, at most
 * DATA_EXPORTS_PER_DAY a day.
 */

export const DATA_EXPORT_QUEUE: QueueDefinition = {
  name: 'data-export-build',
  // A build that throws is recorded as failed by the job itself (the person may ask again); the
  // queue's retry only covers a worker that died mid-build (pg-boss expires the job and runs it again).
  retryLimit: 1,
  retryDelay: 30,
  retryBackoff: false,
};
export const DATA_EXPORT_CLEANUP_QUEUE: QueueDefinition = {
  name: 'data-export-cleanup',
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
};
/** Hourly, at 23 past (UTC): an expired archive is gone within the hour after its link stops working. */
export const DATA_EXPORT_CLEANUP_CRON = '23 * * * *';

export const DATA_EXPORT_NOT_FOUND = 'Data export not found';
export const DATA_EXPORT_NOT_READY_MESSAGE =
  'Your data is still being prepared. We will tell you when it is ready.';
export const DATA_EXPORT_FAILED_MESSAGE =
  'We could not prepare this download. Ask for a new one; if it fails again, contact support.';
export const DATA_EXPORT_READY_TITLE = 'Your data is ready to download';
/** Shown raw nowhere: the stored error is for the operators' eyes (logs, database). */
const ERROR_KEPT_CHARS = 2000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const LIST_LIMIT = 10;
const IN_PROGRESS = ['queued', 'building'] as const;

type ExportRow = Pick<
  typeof dataExports.$inferSelect,
  'id' | 'status' | 'bytes' | 'createdAt' | 'readyAt' | 'expiresAt'
>;

const exportColumns = {
  id: dataExports.id,
  status: dataExports.status,
  bytes: dataExports.bytes,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

/** A ready export past its expiry reads as expired even before the cleanup job has dropped it. */
function isExpired(row: Pick<ExportRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'expired' || (row.status === 'ready' && !!row.expiresAt && row.expiresAt <= now);
}

function toDataExport(row: ExportRow, now: Date): DataExport {
  return {
    id: row.id,
    status: isExpired(row, now) ? 'expired' : row.status,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** `pathwise-data-2026-11-25.zip`: the day the archive was built (UTC). */
export function archiveFileName(readyAt: Date): string {
  return `pathwise-data-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/** The hourly cleanup: expired archives are dropped (the row stays, as 'expired'). Answers how many. */
export async function dropExpiredExports(db: DbOrTx, at: Date): Promise<number> {
  const dropped = await db
    .update(dataExports)
    .set({ status: 'expired', archive: null, updatedAt: at })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, at)))
    .returning({ id: dataExports.id });
  return dropped.length;
}

export function createDataExportService(deps: ModuleDeps) {
  const { db, now, jobs, notifications, logger } = deps;
  const attempts = createAttemptsService(deps);

  /** The ZIP's files: the JSON, then one report PDF per completed attempt (slug-date, unique). */
  async function buildArchive(userId: string, builtAt: Date): Promise<Uint8Array> {
    const preferences = await notifications.getPreferences(userId);
    const data = await collectPersonData(db, userId, { now: builtAt, preferences });
    const reports: Zippable = {};
    for (const attempt of data.completedAttempts) {
      const day = (attempt.completedAt ?? attempt.startedAt).slice(0, 10);
      const base = `${fileSlug(attempt.profilerTitle, 'report')}-${day}`;
      let name = `${base}.pdf`;
      for (let n = 2; name in reports; n += 1) name = `${base}-${n}.pdf`;
      // The same renderer as the report's own download (GET /assessments/results/:id/pdf).
      const file = await attempts.reportPdf(userId, data.person.name, attempt.id);
      // PDFs are compressed already: stored, not deflated again.
      reports[name] = [new Uint8Array(file.bytes), { level: 0 }];
    }
    const files: Zippable = {
      'pathwise-data.json': strToU8(`${JSON.stringify(data.json, null, 2)}\n`),
    };
    if (Object.keys(reports).length > 0) files.reports = reports;
    return zipSync(files, { level: 6, mtime: builtAt });
  }

  const service = {
    /** POST /user/data-exports — queues a build (409 while one is in progress, 429 past the daily limit). */
    async request(userId: string): Promise<DataExport> {
      const at = now();
      return db.transaction(async (tx) => {
        // One request at a time per person: two clicks at once cannot both pass the checks below.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [open] = await tx
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, [...IN_PROGRESS])))
          .limit(1);
        if (open) throw new AppError('CONFLICT', DATA_EXPORT_IN_PROGRESS_MESSAGE);
        // A build that failed on our side does not count against the person's three a day.
        const since = new Date(at.getTime() - DAY_MS);
        const recent = await tx
          .select({ createdAt: dataExports.createdAt })
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              gt(dataExports.createdAt, since),
              ne(dataExports.status, 'failed'),
            ),
          )
          .orderBy(desc(dataExports.createdAt));
        if (recent.length >= DATA_EXPORTS_PER_DAY) {
          const oldest = recent[DATA_EXPORTS_PER_DAY - 1]!.createdAt;
          const nextAllowed = new Date(oldest.getTime() + DAY_MS);
          const seconds = Math.max(1, Math.ceil((nextAllowed.getTime() - at.getTime()) / 1000));
          throw new AppError(
            'RATE_LIMITED',
            `You can download your data ${DATA_EXPORTS_PER_DAY} times in 24 hours. You can ask again after ${longDateTime(nextAllowed)}.`,
            { headers: { 'retry-after': String(seconds) } },
          );
        }
        const [row] = await tx
          .insert(dataExports)
          .values({ userId, status: 'queued', createdAt: at, updatedAt: at })
          .returning(exportColumns);
        await jobs.send(DATA_EXPORT_QUEUE.name, { dataExportId: row!.id }, {}, tx);
        return toDataExport(row!, at);
      });
    },

    /** GET /user/data-exports — the person's own, newest first, at most 10. */
    async list(userId: string): Promise<DataExport[]> {
      const at = now();
      const rows = await db
        .select(exportColumns)
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => toDataExport(row, at));
    },

    /** GET /user/data-exports/:id/download — owner only (scoped in the query), ready and unexpired. */
    async download(userId: string, id: string): Promise<{ bytes: Buffer; filename: string }> {
      const [row] = await db
        .select({ ...exportColumns, archive: dataExports.archive })
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', DATA_EXPORT_NOT_FOUND);
      if (isExpired(row, now())) throw new AppError('NOT_FOUND', DATA_EXPORT_EXPIRED_MESSAGE);
      if (row.status === 'failed') throw new AppError('CONFLICT', DATA_EXPORT_FAILED_MESSAGE);
      if (row.status !== 'ready' || !row.archive || !row.readyAt)
        throw new AppError('CONFLICT', DATA_EXPORT_NOT_READY_MESSAGE);
      return { bytes: row.archive, filename: archiveFileName(row.readyAt) };
    },

    /**
     * The job: builds the archive of a queued (or interrupted) export, stores it as ready and tells the
     * person in the same transaction. A failure is recorded (status failed, the error kept for
     * operators) and not rethrown: the card shows it and the person may ask again.
     */
    async build(dataExportId: string): Promise<void> {
      const [claimed] = await db
        .update(dataExports)
        .set({ status: 'building', updatedAt: now() })
        .where(and(eq(dataExports.id, dataExportId), inArray(dataExports.status, [...IN_PROGRESS])))
        .returning({ userId: dataExports.userId });
      if (!claimed) return; // already built, failed or gone
      try {
        const builtAt = now();
        const archive = await buildArchive(claimed.userId, builtAt);
        const expiresAt = new Date(builtAt.getTime() + DATA_EXPORT_TTL_HOURS * HOUR_MS);
        await db.transaction(async (tx) => {
          await tx
            .update(dataExports)
            .set({
              status: 'ready',
              archive: Buffer.from(archive),
              bytes: archive.byteLength,
              error: null,
              readyAt: builtAt,
              expiresAt,
              updatedAt: builtAt,
            })
            .where(eq(dataExports.id, dataExportId));
          await notifications.notify(
            {
              userId: claimed.userId,
              type: 'data_export_ready',
              title: DATA_EXPORT_READY_TITLE,
              message: `Your Pathwise data (your account, profile, answers, results, reports, payments and notifications) is ready. The download works for ${DATA_EXPORT_TTL_HOURS} hours, until ${longDateTime(expiresAt)}, from your account page.`,
              data: { dataExportId },
            },
            tx,
          );
        });
      } catch (error) {
        logger.error({ err: error, dataExportId }, 'data export failed');
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        await db
          .update(dataExports)
          .set({ status: 'failed', error: message.slice(0, ERROR_KEPT_CHARS), updatedAt: now() })
          .where(eq(dataExports.id, dataExportId));
      }
    },

    /** The hourly cleanup (dropExpiredExports at the app's clock). */
    dropExpired: () => dropExpiredExports(db, now()),

    async registerWorker(): Promise<void> {
      await jobs.work<{ dataExportId: string }>(DATA_EXPORT_QUEUE.name, (data) =>
        service.build(data.dataExportId),
      );
      await jobs.work(DATA_EXPORT_CLEANUP_QUEUE.name, async () => {
        const dropped = await service.dropExpired();
        if (dropped > 0) logger.info({ dropped }, 'dropped expired data exports');
      });
      await jobs.schedule(DATA_EXPORT_CLEANUP_QUEUE.name, DATA_EXPORT_CLEANUP_CRON, {});
    },
  };
  return service;
}

export type DataExportService = ReturnType<typeof createDataExportService>;
