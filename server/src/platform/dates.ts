/**
 * The one date format of everything the server writes for people (report PDF, receipts, e-mails,
 * the built-in analyzer's text): the long date, "November 25, 2026". The server does not know the
 * reader's language or time zone, so it writes in the product's default language (en-US, as the
 * pages do in English) in UTC — the same on every server, so a report's text and the page around it
 * give a date the same way.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "November 25, 2026" (UTC). */
export function longDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** "November 25, 2026 at 3:04 PM UTC": the long date with the time, where the moment matters (a sign-in alert). */
export function longDateTime(date: Date): string {
  return `${LONG_DATE_TIME.format(date)} UTC`;
}
