import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationType } from '@pathwise/contract';
import { isNotificationType } from './notifications.rules.ts';

/**
 * Unsubscribe tokens (decision 017): `v1.<user id>.<type>.<signature>`, the signature an HMAC-SHA256
 * (key derived from APP_SECRET for this purpose only) over the version, the person and the type, so
 * a token names exactly one person and one type and cannot be edited into another. It does not
 * expire: an unsubscribe link in a years-old e-mail still has to work (RFC 8058 asks the same).
 */
const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UnsubscribeSubject = { userId: string; type: NotificationType };

export function createUnsubscribeTokens(key: Buffer) {
  const signatureOf = (userId: string, type: string) =>
    createHmac('sha256', key).update(`${VERSION}:${userId}:${type}`).digest();

  return {
    sign(subject: UnsubscribeSubject): string {
      const signature = signatureOf(subject.userId, subject.type).toString('base64url');
      return `${VERSION}.${subject.userId}.${subject.type}.${signature}`;
    },
    /** The person and type a token names, or null when it is not one we signed (compared in constant time). */
    verify(token: string): UnsubscribeSubject | null {
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [version, userId, type, signature] = parts as [string, string, string, string];
      if (version !== VERSION || !UUID.test(userId) || !isNotificationType(type)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(userId, type);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // base64url decoding ignores stray characters: only the canonical spelling is accepted.
      if (given.toString('base64url') !== signature) return null;
      return { userId, type };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/** The page a person opens from the e-mail, and the address a mail client POSTs to (RFC 8058). */
export function unsubscribeLinks(publicUrl: string, token: string): { page: string; oneClick: string } {
  const base = publicUrl.replace(/\/+$/, '');
  const encoded = encodeURIComponent(token);
  return {
    page: `${base}/unsubscribe?token=${encoded}`,
    oneClick: `${base}/api/notifications/unsubscribe/one-click?token=${encoded}`,
  };
}
