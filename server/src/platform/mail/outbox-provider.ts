import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from './mail-provider.ts';

/**
 * The default: nothing leaves the machine. The message is already stored in email_messages (admins
 * read it through GET /api/admin/mail/outbox). Outside production the log line also carries the
 * recipient, subject and text, so a person running the demo reads their one-time code in the server
 * output; in production it names only the message's key: a code stands in the subject and the text
 * ("123456 is your code"), and the address is personal data.
 */
export function createOutboxProvider(
  logger: FastifyBaseLogger,
  options: { logContent: boolean } = { logContent: true },
): MailProvider {
  return {
    name: 'outbox',
    async send(email) {
      if (!options.logContent) {
        logger.info({ mail: { key: email.idempotencyKey } }, 'outbox: e-mail stored, not sent');
        return {};
      }
      logger.info(
        { mail: { to: email.to, subject: email.subject, text: email.text, headers: email.headers } },
        `outbox: e-mail to ${email.to}: ${email.subject}`,
      );
      return {};
    },
  };
}
