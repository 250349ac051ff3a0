import { z } from 'zod';

/**
 * Self-service data export (issue 14, beyond the spec: what GDPR art. 15/20 asks). /account →
 * "Download my data" queues a job that builds one ZIP: `pathwise-data.json` with everything we
 * hold about the person, and `reports/<profiler>-<date>.pdf` for each completed attempt's report.
 * When ready the person gets a `data_export_ready` notification; the download works for 24 hours,
 * for the owner only.
 *
 * Routes (signed-in user):
 * - POST /user/data-exports → 202 DataExportResponse (409 while one is being built; 429 after
 *   DATA_EXPORTS_PER_DAY in 24 h)
 * - GET  /user/data-exports → DataExportList (newest first, up to 10)
 * - GET  /user/data-exports/{id}/download → application/zip (404 for anyone else's; 410-style 404
 *   "This download has expired" once expired)
 */

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

export const DATA_EXPORT_TTL_HOURS = 24;
export const DATA_EXPORTS_PER_DAY = 3;
export const DATA_EXPORT_EXPIRED_MESSAGE = 'This download has expired. Ask for a new one.';
export const DATA_EXPORT_IN_PROGRESS_MESSAGE =
  'Your data is being prepared already. We will tell you when it is ready.';

export const DataExportSchema = z.object({
  id: z.uuid(),
  status: DataExportStatusSchema,
  /** ZIP size in bytes once ready. */
  bytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the download stops working (readyAt + 24 h). */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportResponseSchema = z.object({ export: DataExportSchema });
export const DataExportListSchema = z.object({ exports: z.array(DataExportSchema) });
export type DataExportList = z.infer<typeof DataExportListSchema>;
