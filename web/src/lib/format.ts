import { i18n } from '@/lib/i18n';

/** Up to two initials for an avatar ("Ada Lovelace" → "AL"). */
export function getInitials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A calendar date in the current language ("March 4, 2026"); an em dash when unreadable. */
export function formatDate(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en-US', options).format(date);
}
