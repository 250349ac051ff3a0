import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  emailMessages,
  notificationPreferences,
  notifications,
  otpCodes,
  reportShares,
  sessions,
  studentProfiles,
  userDeletionAudits,
  users,
} from '../../../db/schema/index.ts';
import { hmacHex } from '../../../platform/crypto.ts';

/** Who asked for a deletion: the person (DELETE /user/account) or an admin (with the admin's id). */
export type DeletionRequester = { deletedBy: 'self' } | { deletedBy: 'admin'; adminId: string };

export type AccountDeletion = {
  user: { id: string; email: string };
  requester: DeletionRequester;
  reason?: string | null;
  /** Keys the hash of the address kept in user_deletion_audits (deriveKey(appSecret, 'deleted-email')). */
  emailHashKey: Buffer;
  now: Date;
};

/**
 * The one anonymising deletion (self-service and admin): personal data goes (name, e-mail,
 * password, sessions, codes, notifications, preferences, profile screening, share links, e-mails sent
 * to the address). The row stays, anonymised, so records that must outlive the account (payments,
 * for accounting) keep a valid reference; the audit row keeps only a keyed hash of the address and,
 * for an admin's deletion, who did it. Runs inside the caller's transaction.
 */
export async function anonymiseAccount(tx: DbOrTx, deletion: AccountDeletion): Promise<void> {
  const { user, requester, now } = deletion;
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  // The profile screening is personal data (education, age, skills): it goes with the account.
  await tx.delete(studentProfiles).where(eq(studentProfiles.userId, user.id));
  // Public links to their reports stop working with the account.
  await tx.delete(reportShares).where(eq(reportShares.userId, user.id));
  await tx.delete(emailMessages).where(eq(emailMessages.to, user.email));
  await tx.insert(userDeletionAudits).values({
    userId: user.id,
    emailHash: deletedEmailHash(deletion.emailHashKey, user.email),
    emailDomain: user.email.split('@')[1] ?? '',
    deletedBy: requester.deletedBy,
    deletedByAdminId: requester.deletedBy === 'admin' ? requester.adminId : null,
    reason: deletion.reason?.trim() || null,
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${user.id}@deleted.invalid`,
      passwordHash: null,
      referralCode: null,
      suspendedAt: null,
      suspendedReason: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}

/** The keyed hash an audit row keeps of a deleted address (lower-cased: addresses are stored so). */
export function deletedEmailHash(key: Buffer, email: string): string {
  return hmacHex(key, email.trim().toLowerCase());
}
