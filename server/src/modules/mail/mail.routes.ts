import { OutboxListSchema, OutboxQuerySchema } from '@pathwise/contract/mail';
import { and, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export type MailRoutesOptions = {
  db: Db;
  config: Config;
  settings: Pick<SettingsService, 'getEffective'>;
};

export async function mailRoutes(app: FastifyInstance, opts: MailRoutesOptions) {
  const { db, settings } = opts;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/mail/outbox',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags: ['mail'],
        summary: 'Read the built-in outbox (only while MAIL_PROVIDER is outbox)',
        description:
          'Lists stored e-mails newest first, optionally to one recipient. With a real provider (resend, smtp) this answers 404 so message bodies (one-time codes) are never exposed.',
        security: [{ bearerAuth: [] }],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxListSchema },
      },
    },
    async (request) => {
      const provider = (await settings.getEffective('MAIL_PROVIDER')) ?? 'outbox';
      if (provider !== 'outbox') {
        throw new AppError(
          'NOT_FOUND',
          `The outbox is only available while the built-in outbox e-mail provider is active (MAIL_PROVIDER is ${provider}).`,
        );
      }
      const { page, limit, to } = request.query;
      const filters: SQL[] = [];
      if (to) {
        // Both spellings so the (to, created_at) index serves the lookup; addresses are stored as entered.
        filters.push(inArray(emailMessages.to, [...new Set([to, to.toLowerCase()])]));
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: emailMessages.id,
            to: emailMessages.to,
            subject: emailMessages.subject,
            text: emailMessages.text,
            status: emailMessages.status,
            provider: emailMessages.provider,
            createdAt: emailMessages.createdAt,
            sentAt: emailMessages.sentAt,
          })
          .from(emailMessages)
          .where(where)
          .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(emailMessages).where(where),
      ]);
      const totalCount = Number(total?.value ?? 0);
      return {
        messages: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        })),
        pagination: { page, limit, total: totalCount, hasMore: page * limit < totalCount },
      };
    },
  );
}
