import { type AnalyticsBucket, formatPrice, fromMinorUnits } from '@pathwise/contract';
import { i18n } from '@/lib/i18n';

/** Number formats of the analytics screen, in the current language. */

const language = () => i18n.resolvedLanguage ?? 'en-US';

export function formatCount(value: number): string {
  return value.toLocaleString(language());
}

/** A share 0..1 as a percentage ("42.5%"); an em dash when there is nothing to divide. */
export function formatShare(value: number | null, maximumFractionDigits = 1): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits }).format(value);
}

/** Money the server sends in minor units (paise, cents), with the product's formatter (spec §9). */
export function formatMinor(minor: number, currency: string): string {
  return formatPrice(fromMinorUnits(minor, currency), currency);
}

const unitFormat = (
  unit: string,
  value: number,
  maximumFractionDigits = 0,
  unitDisplay: 'narrow' | 'short' = 'narrow',
) =>
  new Intl.NumberFormat(language(), { style: 'unit', unit, unitDisplay, maximumFractionDigits }).format(
    value,
  );

/** 1 536 000 → "1.5 MB" (decimal units, as disks and dashboards count them). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'];
  let value = bytes;
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index += 1;
  }
  return unitFormat(units[index] as string, value, index === 0 ? 0 : 1, 'short');
}

/** Seconds as the two largest units that matter: "3d 4h", "2h 5m", "4m 10s", "12s", "0.4s". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  if (seconds < 10) return unitFormat('second', seconds, 1);
  const whole = Math.round(seconds);
  const parts: [string, number][] = [
    ['day', Math.floor(whole / 86_400)],
    ['hour', Math.floor((whole % 86_400) / 3600)],
    ['minute', Math.floor((whole % 3600) / 60)],
    ['second', whole % 60],
  ];
  const first = parts.findIndex(([, value]) => value > 0);
  return parts
    .slice(first, first + 2)
    .filter(([, value]) => value > 0)
    .map(([unit, value]) => unitFormat(unit, value))
    .join(' ');
}

/** Milliseconds with one decimal ("12.3 ms"). */
export function formatMilliseconds(value: number): string {
  return unitFormat('millisecond', value, 1, 'short');
}

/** A local day the server sends as YYYY-MM-DD, read at UTC midnight so it never shifts a day. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** An axis tick: "Nov 3". */
export function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat(language(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    dayAsDate(day),
  );
}

/** A table row or tooltip title: "November 3, 2026", or "Week of November 3, 2026" over a year. */
export function formatBucket(day: string, bucket: AnalyticsBucket): string {
  const date = new Intl.DateTimeFormat(language(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    dayAsDate(day),
  );
  return bucket === 'week' ? i18n.t('adminAnalytics.weekOf', { date }) : date;
}

/** A window's first and last day: "Oct 30 – Nov 28, 2026". */
export function formatDayRange(from: string, to: string): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    dayAsDate(from),
    dayAsDate(to),
  );
}

/** A moment in the viewer's zone, compactly: "Nov 28, 2026, 1:25 PM". */
export function formatShortDateTime(value: string): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
