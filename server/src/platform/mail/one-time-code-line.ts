/**
 * The one-time code e-mails (modules/auth/auth-emails.ts) are titled "<code> is your Pathwise <kind>
 * code". Outside production the outbox prints each as one plain line, so a person running the app
 * finds the code at a glance among the JSON log lines instead of inside one.
 */
const CODE_SUBJECT = /^(\d{4,10}) is your Pathwise (.+) code$/;

/** The prefix every code line starts with (the start banner names it). */
export const CODE_LINE_MARK = '✉ ';

/** `✉  Code for ana@example.com: 482913 (verification)`, or null for any other e-mail. */
export function oneTimeCodeLine(email: { to: string; subject: string }): string | null {
  const match = CODE_SUBJECT.exec(email.subject);
  if (!match) return null;
  const [, code, kind] = match;
  return `${CODE_LINE_MARK} Code for ${email.to}: ${code} (${kind})`;
}
