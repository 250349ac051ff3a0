import type { MailProvider } from './platform/mail/mail-provider.ts';
import { CODE_LINE_MARK } from './platform/mail/one-time-code-line.ts';

export type StartFacts = {
  /** config.PUBLIC_URL: the address people use (http://localhost:PORT unless set). */
  url: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres' };
  /** The administrator created on this start (password shown once), else the earliest one, if any. */
  admin: { email: string; password?: string } | null;
  /** The provider the next e-mail would leave through (settings over env, with its fallbacks). */
  mailProvider: MailProvider['name'];
  isProduction: boolean;
};

const MAIL_PROVIDER_NAMES: Record<Exclude<MailProvider['name'], 'outbox'>, string> = {
  resend: 'Resend',
  smtp: 'SMTP',
};

function databaseLine(database: StartFacts['database']): string {
  return database.kind === 'pglite' ? `embedded PGlite in ${database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
}

function adminLines(admin: StartFacts['admin']): string[] {
  if (!admin) return ['administrator  none yet: npm run admin -- create-admin --email E --password P'];
  if (admin.password === undefined) return [`administrator  ${admin.email}`];
  return [
    `administrator  ${admin.email}`,
    `password       ${admin.password}`,
    '               (created on this first start and shown once: change it under Profile Settings)',
  ];
}

function mailLines(facts: StartFacts): string[] {
  if (facts.mailProvider !== 'outbox')
    return [`e-mail         sent through ${MAIL_PROVIDER_NAMES[facts.mailProvider]}`];
  if (facts.isProduction)
    return [
      'e-mail         outbox: nothing is sent; messages are stored for admins (GET /api/admin/mail/outbox)',
      '               and the log names only their key (no codes in production)',
    ];
  return [
    'e-mail         outbox: nothing is sent; each one-time code (sign-up, password reset) is',
    `               printed below on its own line starting with ${CODE_LINE_MARK.trim()}`,
    '               (every message: GET /api/admin/mail/outbox as an administrator)',
  ];
}

/**
 * What a person starting the server needs, in one block printed after everything else start-up
 * writes and before the first request is logged: where to open it, how to sign in, where the
 * one-time codes turn up.
 */
export function startBanner(facts: StartFacts): string {
  const lines = [
    `Pathwise is running at ${facts.url}`,
    '',
    `database       ${databaseLine(facts.database)}`,
    ...adminLines(facts.admin),
    ...mailLines(facts),
  ];
  return `\n${lines.map((line) => (line ? `  ${line}` : '')).join('\n')}\n\n`;
}
