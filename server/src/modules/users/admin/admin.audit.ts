import type { AdminUserAction } from '@pathwise/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { adminUserActions } from '../../../db/schema/index.ts';

export type AdminActionEntry = {
  /** The account acted on. */
  userId: string;
  /** The admin who acted. */
  adminId: string;
  action: AdminUserAction;
  /** What changed or was removed (e.g. { role: 'admin' }, { removed: { attempts: 2 } }). */
  details?: Record<string, unknown> | null;
  now: Date;
};

/**
 * Writes one row of an account's admin audit trail (admin_user_actions). Call it inside the
 * transaction of the action it records, so the action and its audit row stand or fall together.
 */
export async function recordAdminAction(tx: DbOrTx, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminUserActions).values({
    userId: entry.userId,
    adminId: entry.adminId,
    action: entry.action,
    details: entry.details ?? null,
    createdAt: entry.now,
    updatedAt: entry.now,
  });
}
