import { isIanaTimeZone } from '@pathwise/contract';

/**
 * The viewer's IANA time zone, so the server buckets days as the viewer lives them (an attempt at
 * 23:30 in Asia/Kolkata counts on that local day). UTC when the browser names none the server accepts.
 */
export function viewerTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isIanaTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
