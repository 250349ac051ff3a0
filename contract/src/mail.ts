import { z } from 'zod';
import { LineSchema, PageQuerySchema, PaginationSchema } from './common.ts';

/** GET /admin/mail/outbox: the built-in outbox, readable only while MAIL_PROVIDER is outbox. */
export const OutboxQuerySchema = PageQuerySchema.extend({
  /** Only messages to this address (exact, case-insensitive for lower-case stored addresses). */
  to: LineSchema.trim().max(320).optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(EMAIL_STATUSES),
  provider: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = z.object({
  messages: z.array(OutboxMessageSchema),
  pagination: PaginationSchema,
});
export type OutboxList = z.infer<typeof OutboxListSchema>;
