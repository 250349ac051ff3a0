import { z } from 'zod';
import { AttemptScoresSchema } from './attempts.ts';

/**
 * Share links (spec §1 results, §9 "share" funnel): a person may publish a read-only summary of
 * one completed report under an unguessable link, and revoke it at any time. The summary carries
 * the profiler, the completion date and the scores — never the person's name, e-mail, profile
 * screening or the AI analysis (which is written from those).
 */

/** 32 random bytes in base64url: 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_NOT_FOUND_MESSAGE = 'This shared report does not exist or is no longer shared.';
export const SHARE_NEEDS_COMPLETED_MESSAGE =
  'Finish the profiler first: only a completed report can be shared.';

export const ShareLinkSchema = z.object({
  attemptId: z.uuid(),
  token: z.string(),
  createdAt: z.string(),
  /** How many times the summary was opened through the link. */
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** GET/POST/DELETE /assessments/results/{id}/share: the live link, or null when not shared. */
export const ShareLinkResponseSchema = z.object({ share: ShareLinkSchema.nullable() });

/** Any text up to 100 characters: a malformed token answers the same 404 as an unknown one. */
export const ShareTokenParamsSchema = z.object({ token: z.string().max(100) });

export const SharedReportSchema = z.object({
  assessmentTitle: z.string(),
  /** The day the profiler was completed (YYYY-MM-DD): no time of day. */
  completedOn: z.string(),
  scores: AttemptScoresSchema,
});
export type SharedReport = z.infer<typeof SharedReportSchema>;

/** GET /shared-reports/{token} — public, read-only. */
export const SharedReportResponseSchema = z.object({ report: SharedReportSchema });
