import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from './mail-provider.ts';
import { oneTimeCodeLine } from './one-time-code-line.ts';

export type OutboxOptions = {
  /** Outside production: the log line carries the recipient, subject and text. */
  logContent: boolean;
  /**
   * Where a one-time code's plain line goes (development: the server's standard output, next to the
   * start banner that points at it); no line when unset, and never when logContent is false.
   */
  printLine?: (line: string) => void;
};

/**
 * The default: nothing leaves the machine. The message is already stored in email_messages (admins
 * read it through GET /api/admin/mail/outbox). Outside production the log line also carries the
 * recipient, subject and text, so a person running the demo reads their one-time code in the server
 * output (and, with printLine, on a plain line of its own); in production it names only the
 * message's key: a code stands in the subject and the text ("123456 is your code"), and the address
 * is personal data.
 */
export function createOutboxProvider(
  logger: FastifyBaseLogger,
  options: OutboxOptions = { logContent: true },
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
      const codeLine = oneTimeCodeLine(email);
      if (codeLine) options.printLine?.(codeLine);
      return {};
    },
  };
}
