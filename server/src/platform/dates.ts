/**
 * The one date format of everything the server writes for people (report PDF, receipts, e-mails,
 * the built-in analyzer's text): the long date, "25 November 2026". The server does not know the
 * reader's language or time zone, so it writes British English in UTC — the same on every server,
 * and the same day the pages show for a calendar day.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "25 November 2026" (UTC). */
export function longDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** "25 November 2026 at 15:04 UTC": the long date with the time, where the moment matters (a sign-in alert). */
export function longDateTime(date: Date): string {
  return `${LONG_DATE_TIME.format(date)} UTC`;
}
