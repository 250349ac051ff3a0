import type { NotificationType } from '@pathwise/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { MailService } from '../../platform/mail/mail-service.ts';
import { notificationEmail } from './notifications.rules.ts';
import { type UnsubscribeTokens, unsubscribeLinks } from './notifications.unsubscribe.ts';

export type NotificationMailerDeps = {
  mail: MailService;
  /** The web app's address (config.PUBLIC_URL): the notifications link and the unsubscribe links. */
  publicUrl?: string;
  /** Signs the per-type unsubscribe link; without it (or a public URL) the e-mail has none. */
  unsubscribe?: UnsubscribeTokens;
};

export type NotificationMail = {
  recipient: { id: string; email: string; name: string };
  type: NotificationType;
  title: string;
  message: string;
  /** Stable per message: a retried job or batch never queues the same e-mail twice. */
  idempotencyKey: string;
};

/**
 * Queues one notification e-mail in `tx`: a plain-text part that ends with the signed unsubscribe
 * link for this person and type, and the RFC 8058 headers (List-Unsubscribe with the one-click
 * address, List-Unsubscribe-Post) so mail clients offer their own unsubscribe button.
 */
export function createNotificationMailer(deps: NotificationMailerDeps) {
  return async function queueNotificationEmail(tx: DbOrTx, mail: NotificationMail): Promise<void> {
    const links =
      deps.publicUrl && deps.unsubscribe
        ? unsubscribeLinks(
            deps.publicUrl,
            deps.unsubscribe.sign({ userId: mail.recipient.id, type: mail.type }),
          )
        : null;
    const content = notificationEmail({
      name: mail.recipient.name,
      title: mail.title,
      message: mail.message,
      publicUrl: deps.publicUrl,
      unsubscribeUrl: links?.page,
    });
    await deps.mail.send(
      {
        to: mail.recipient.email,
        ...content,
        ...(links
          ? {
              headers: {
                'List-Unsubscribe': `<${links.oneClick}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
        idempotencyKey: mail.idempotencyKey,
      },
      tx,
    );
  };
}
export type QueueNotificationEmail = ReturnType<typeof createNotificationMailer>;
