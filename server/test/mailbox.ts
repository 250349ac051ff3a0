import { desc, eq } from 'drizzle-orm';
import { emailMessages } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/** The e-mails queued for an address, newest first (the outbox is the mailbox in tests). */
export async function mailTo(t: TestApp, to: string) {
  return t.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.to, to))
    .orderBy(desc(emailMessages.createdAt));
}

/** The 6-digit code from the newest e-mail to the address. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [message] = await mailTo(t, to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code e-mailed to ${to}`);
  return code;
}
