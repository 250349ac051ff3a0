import { i18n } from '@/lib/i18n';

/** Up to two initials for an avatar ("Ada Lovelace" → "AL"). */
export function getInitials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

type DateInput = string | number | Date;

const LONG_DATE = { dateStyle: 'long' } as const satisfies Intl.DateTimeFormatOptions;

function readDate(value: DateInput): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en-US', options).format(date);
}

/**
 * The product's one date format: the current language's long date ("November 25, 2026",
 * "25 de noviembre de 2026"); an em dash when unreadable. Calendar days the server sends as UTC
 * midnight (a report's completion day, a revenue day) pass `timeZone: 'UTC'` so they do not shift
 * to the day before west of Greenwich.
 */
export function formatDate(value: DateInput, { timeZone }: { timeZone?: 'UTC' } = {}): string {
  const date = readDate(value);
  return date ? format(date, { ...LONG_DATE, timeZone }) : '—';
}

/**
 * The same long date with the time of day, only where the time matters (a payment's events, when
 * an attempt started, when a coupon expires): "November 25, 2026 at 3:04 PM". `seconds` for event
 * logs whose entries can fall in the same minute.
 */
export function formatDateTime(value: DateInput, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = readDate(value);
  return date ? format(date, { ...LONG_DATE, timeStyle: seconds ? 'medium' : 'short' }) : '—';
}
