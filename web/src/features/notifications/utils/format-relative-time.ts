import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Spec §2: "Just now", "Nm ago", "Nh ago", "Nd ago" (under 7 days), otherwise a date.
 * Times slightly in the future (clock skew between server and device) count as "Just now".
 */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return i18n.t('time.justNow');
  if (elapsed < HOUR) return i18n.t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return i18n.t('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < WEEK) return i18n.t('time.daysAgo', { count: Math.floor(elapsed / DAY) });
  return formatDate(time);
}
