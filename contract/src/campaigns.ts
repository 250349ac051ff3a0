import { z } from 'zod';
import { LineSchema, PaginationSchema, TextSchema } from './common.ts';
import { NotificationTypeSchema } from './notifications.ts';

/**
 * Notifications sent to many people at once (issue 14): an admin's broadcast (`system_maintenance`,
 * `update_available`) from the composer on /admin/users, and a bulk reminder to a filtered selection
 * of students (/admin/students). Both are campaigns: a row with the audience, delivered by pg-boss
 * jobs in batches of people; each batch moves a cursor in the same transaction as its
 * notifications, so nobody is skipped and nobody gets it twice. Delivery honours each person's
 * preferences for the type (in-app and e-mail).
 *
 * Routes:
 * - GET  /admin/broadcasts/audience-count?audience=… → AudienceCount
 * - POST /admin/broadcasts  CreateBroadcastBody → 201 CampaignResponse
 * - GET  /admin/broadcasts  (page, limit) → CampaignList (broadcasts and bulk reminders, newest first)
 * - GET  /admin/broadcasts/{id} → CampaignResponse (progress)
 * - POST /admin/broadcasts/{id}/cancel → CampaignResponse (only while scheduled; 409 otherwise)
 */

export const BROADCAST_TYPES = ['system_maintenance', 'update_available'] as const;
export const BroadcastTypeSchema = z.enum(BROADCAST_TYPES);
export type BroadcastType = z.infer<typeof BroadcastTypeSchema>;

export const BROADCAST_AUDIENCES = ['everyone', 'users', 'admins'] as const;
export const BroadcastAudienceSchema = z.enum(BROADCAST_AUDIENCES);
export type BroadcastAudience = z.infer<typeof BroadcastAudienceSchema>;

export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

export const CAMPAIGN_TITLE_MAX = 200;
export const CAMPAIGN_MESSAGE_MAX = 2000;

export const CreateBroadcastBodySchema = z.object({
  type: BroadcastTypeSchema,
  title: LineSchema.trim().min(1, 'Title is required').max(CAMPAIGN_TITLE_MAX),
  message: TextSchema.trim().min(1, 'Message is required').max(CAMPAIGN_MESSAGE_MAX),
  audience: BroadcastAudienceSchema,
  /** ISO date-time in the future (at most a year ahead); absent = send now. */
  scheduledFor: z.iso.datetime({ offset: true, error: 'Use a date and time (ISO 8601)' }).optional(),
});
export type CreateBroadcastBody = z.infer<typeof CreateBroadcastBodySchema>;

export const AudienceCountQuerySchema = z.object({ audience: BroadcastAudienceSchema });
export const AudienceCountSchema = z.object({ recipients: z.number().int() });

export const CampaignSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['broadcast', 'reminder']),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** What the audience was, in words ("Everyone", "Students: in progress on Big Five…"). */
  audienceLabel: z.string(),
  status: CampaignStatusSchema,
  /** People selected when sending started (null while scheduled). */
  recipients: z.number().int().nullable(),
  /** People handled so far (notified, or skipped because they turned the type off). */
  processed: z.number().int(),
  /** In-app notifications stored. */
  delivered: z.number().int(),
  /** E-mails queued. */
  emailed: z.number().int(),
  scheduledFor: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignResponseSchema = z.object({ campaign: CampaignSchema });
export const CampaignListSchema = z.object({
  campaigns: z.array(CampaignSchema),
  pagination: PaginationSchema,
});
export type CampaignList = z.infer<typeof CampaignListSchema>;
