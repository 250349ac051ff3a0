import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';

/**
 * Every e-mail the product sends. With the built-in outbox provider this table *is* the mailbox
 * (readable by admins and tests); with Resend or SMTP it is the delivery log.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers for the message, e.g. List-Unsubscribe (RFC 8058) on notification e-mails. */
    headers: jsonb('headers').$type<Record<string, string> | null>(),
    /** queued → sent | failed (after the job's retries are exhausted). */
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').notNull(),
    sentAt: tstz('sent_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('email_messages_idempotency_key').on(t.idempotencyKey),
    index('email_messages_to_idx').on(t.to, t.createdAt),
  ],
);
