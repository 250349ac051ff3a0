import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import type { Jobs } from '../jobs.ts';
import { MailDeliveryError, type MailProvider } from './mail-provider.ts';

export const SEND_EMAIL_QUEUE = { name: 'send-email', retryLimit: 5, retryDelay: 5, retryBackoff: true };

export type EmailRequest = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe), stored with the message and given to the provider. */
  headers?: Record<string, string>;
  idempotencyKey: string;
};

export type MailServiceDeps = {
  db: Db;
  jobs: Jobs;
  logger: FastifyBaseLogger;
  /** Read at send time so a provider switched in the console applies without a restart. */
  resolveProvider(): Promise<{ provider: MailProvider; from: string }>;
};

export function createMailService(deps: MailServiceDeps) {
  async function deliver(messageId: string): Promise<void> {
    const [message] = await deps.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, messageId))
      .limit(1);
    if (message?.status !== 'queued') return;
    const { provider, from } = await deps.resolveProvider();
    try {
      const result = await provider.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? undefined,
        idempotencyKey: message.idempotencyKey,
      });
      await deps.db
        .update(emailMessages)
        .set({
          status: 'sent',
          provider: provider.name,
          providerMessageId: result.providerMessageId ?? null,
          attempts: sql`${emailMessages.attempts} + 1`,
          sentAt: new Date(),
          lastError: null,
          updatedAt: new Date(),
        })
        .where(eq(emailMessages.id, messageId));
    } catch (error) {
      const retryable = !(error instanceof MailDeliveryError) || error.retryable;
      const reason = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(emailMessages)
        .set({
          status: retryable ? 'queued' : 'failed',
          provider: provider.name,
          attempts: sql`${emailMessages.attempts} + 1`,
          lastError: reason.slice(0, 1000),
          updatedAt: new Date(),
        })
        .where(eq(emailMessages.id, messageId));
      deps.logger.warn({ messageId, provider: provider.name, reason, retryable }, 'e-mail delivery failed');
      if (retryable) throw error; // pg-boss retries with backoff
    }
  }

  /**
   * Stores the message and queues its delivery. Given the caller's transaction, both happen inside
   * it: the e-mail exists, and is sent, only if the change that caused it commits.
   */
  async function send(request: EmailRequest, tx: DbOrTx = deps.db): Promise<string> {
    const [row] = await tx
      .insert(emailMessages)
      .values({ ...request, html: request.html ?? null, headers: request.headers ?? null })
      .onConflictDoNothing({ target: emailMessages.idempotencyKey })
      .returning({ id: emailMessages.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(eq(emailMessages.idempotencyKey, request.idempotencyKey));
      return existing!.id; // the same message was already queued
    }
    await deps.jobs.send(SEND_EMAIL_QUEUE.name, { messageId: row.id }, { singletonKey: row.id }, tx);
    return row.id;
  }

  return {
    send,
    deliver,
    async registerWorker(): Promise<void> {
      await deps.jobs.work<{ messageId: string }>(SEND_EMAIL_QUEUE.name, (data) => deliver(data.messageId));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
