import {
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationType,
  type Pagination,
} from '@pathwise/contract';

/**
 * Types whose e-mail copy is on unless the user turns it off: money moved on their account, or the
 * report they took (and maybe paid for) is ready. Everything else is in-app only by default, so a
 * new account is not flooded with mail; every type is shown in-app by default.
 */
export const DEFAULT_EMAIL_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'payment_successful',
  'payment_failed_user',
  'payment_refunded_user',
  'report_available',
  // The person asked for their data and the link expires in 24 h: they should hear of it (decision 017).
  'data_export_ready',
  // A reward is a coupon with an expiry date: worth an e-mail (decision 019).
  'referral_reward',
]);

export function defaultPreference(type: NotificationType): NotificationPreference {
  return { type, email: DEFAULT_EMAIL_TYPES.has(type), inApp: true };
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);

export function isNotificationType(value: string): value is NotificationType {
  return KNOWN_TYPES.has(value);
}

/** The full list, one entry per type in the contract's order: what the user stored, the default otherwise. */
export function mergePreferences(
  stored: ReadonlyArray<{ type: string; email: boolean; inApp: boolean }>,
): NotificationPreference[] {
  const byType = new Map(stored.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = byType.get(type);
    return row ? { type, email: row.email, inApp: row.inApp } : defaultPreference(type);
  });
}

/** One entry per type (the last one given wins): an upsert cannot touch the same row twice. */
export function dedupePreferences(
  preferences: ReadonlyArray<NotificationPreference>,
): NotificationPreference[] {
  const byType = new Map<NotificationType, NotificationPreference>();
  for (const preference of preferences) byType.set(preference.type, preference);
  return [...byType.values()];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `data` is an object or nothing. Rows written before data was jsonb-only may hold a JSON string;
 * anything that does not parse to an object is dropped, as the spec says.
 */
export function toNotificationData(value: unknown): Record<string, unknown> | null {
  if (isPlainObject(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function pageOffset(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}

export function paginationOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, hasMore: query.page * query.limit < total };
}

const MAX_SUBJECT_LENGTH = 200;

/** A one-line subject (no CR/LF reaches a mail header) with a fallback for a blank title. */
export function emailSubject(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim();
  if (!line) return 'You have a new Pathwise notification';
  return line.length > MAX_SUBJECT_LENGTH ? `${line.slice(0, MAX_SUBJECT_LENGTH - 1)}…` : line;
}

export function notificationEmail(input: {
  name: string;
  title: string;
  message: string;
  publicUrl?: string;
  /** The signed link that turns off e-mail for this type; the text ends with it. */
  unsubscribeUrl?: string;
}): { subject: string; text: string } {
  const lines = [`Hi ${input.name},`, '', input.title.trim(), '', input.message.trim(), '', '—'];
  if (input.publicUrl)
    lines.push(`See all your notifications in Pathwise: ${input.publicUrl.replace(/\/+$/, '')}/`);
  lines.push('You get this e-mail because e-mail notifications for this kind of update are on.');
  if (input.unsubscribeUrl)
    lines.push(
      'You can change every choice in Profile Settings, or stop e-mails of this kind with one click:',
      input.unsubscribeUrl,
    );
  else lines.push('You can turn them off in Profile Settings under notification preferences.');
  return { subject: emailSubject(input.title), text: lines.join('\n') };
}

/** r***@example.com: enough for a person to recognise their address, not enough to read it off a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
