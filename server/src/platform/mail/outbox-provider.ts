import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from './mail-provider.ts';

/**
 * The default: nothing leaves the machine. The message is already stored in email_messages; the
 * log line lets a person running the demo read their one-time code in the server output.
 */
export function createOutboxProvider(logger: FastifyBaseLogger): MailProvider {
  return {
    name: 'outbox',
    async send(email) {
      logger.info(
        { mail: { to: email.to, subject: email.subject, text: email.text } },
        `outbox: e-mail to ${email.to}: ${email.subject}`,
      );
      return {};
    },
  };
}
