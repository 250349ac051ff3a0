/** `<input type="datetime-local">` speaks local wall-clock time without a zone; the API speaks ISO instants. */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-01T10:00:00.000Z" → "2026-03-01T15:30" in the browser's zone (IST here); "" for none. */
export function toDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local time as an ISO instant; null when blank, the raw text when unreadable (the schema then refuses it). */
export function fromDateTimeInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
