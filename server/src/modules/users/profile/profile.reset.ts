import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { studentProfiles } from '../../../db/schema/index.ts';

/**
 * An admin's "reset profile" (users/admin, issue 14): the person's profile screening goes, so the
 * next sign-in asks for it again (and `profile_completed` can fire again once it is complete).
 * Returns how many rows went (0 or 1). Runs in the caller's transaction.
 */
export async function removeProfileScreening(tx: DbOrTx, userId: string): Promise<number> {
  const removed = await tx
    .delete(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
    .returning({ userId: studentProfiles.userId });
  return removed.length;
}
