export const MAX_BADGE_COUNT = 99;

/** The badge text: nothing at zero (or below), the number up to 99, then "99+". */
export function formatUnreadBadge(count: number | null | undefined): string | null {
  const value = clampUnreadCount(count);
  if (value === 0) return null;
  return value > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(value);
}

/** Counts are whole and never negative, whatever arrives. */
export function clampUnreadCount(count: number | null | undefined): number {
  if (typeof count !== 'number' || !Number.isFinite(count)) return 0;
  return Math.max(0, Math.floor(count));
}

/**
 * The unread count after one notification was read or deleted: the server's figure when it sent
 * one, otherwise one less if that notification was unread — never below zero (spec §4).
 */
export function nextUnreadCount(current: number, wasUnread: boolean, serverCount?: number | null): number {
  if (typeof serverCount === 'number' && Number.isFinite(serverCount)) return clampUnreadCount(serverCount);
  return clampUnreadCount(wasUnread ? current - 1 : current);
}
