import { LAST_ADMIN_MESSAGE, SELF_ACTION_MESSAGE } from '@pathwise/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { deriveKey } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { anonymiseAccount } from '../account/account.deletion.ts';
import { recordAdminAction } from './admin.audit.ts';

export const ADMIN_USER_NOT_FOUND = 'User not found';

export type AdminUserActionsDeps = Pick<ModuleDeps, 'db' | 'config' | 'now'>;

/** The admin who acts (the signed-in admin). */
export type ActingAdmin = { id: string };

type UserRow = typeof users.$inferSelect;

/**
 * The actions an admin takes on one account (issue 14): each runs in one transaction with its
 * audit row (admin_user_actions). The last active admin (not deleted, not suspended) can never be
 * demoted, suspended or deleted: every such action locks the admin rows first (FOR UPDATE, in id
 * order), so two admins demoting each other at once leave one admin.
 */
export function createAdminUserActions(deps: AdminUserActionsDeps) {
  const { db, now } = deps;
  const emailHashKey = deriveKey(deps.config.appSecret, 'deleted-email');

  /** The account acted on, locked for the transaction; 404 when missing or deleted. */
  async function lockUser(tx: DbOrTx, userId: string): Promise<UserRow> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row || row.deletedAt) throw new AppError('NOT_FOUND', ADMIN_USER_NOT_FOUND);
    return row;
  }

  /**
   * Locks every active admin row (id order, so concurrent callers queue instead of deadlocking)
   * and refuses when `target` is the only one left.
   */
  async function assertNotLastAdmin(tx: DbOrTx, target: UserRow): Promise<void> {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), isNull(users.suspendedAt)))
      .orderBy(asc(users.id))
      .for('update');
    const othersLeft = admins.filter((admin) => admin.id !== target.id).length;
    if (othersLeft === 0) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
  }

  function assertNotSelf(admin: ActingAdmin, userId: string): void {
    if (admin.id === userId) throw new AppError('CONFLICT', SELF_ACTION_MESSAGE);
  }

  /**
   * Locks what the last-admin rule reads, then the target: admin rows first in every action, so
   * two transactions never take the same locks in opposite orders.
   */
  async function lockForAdminRule(tx: DbOrTx, userId: string): Promise<UserRow> {
    const [peek] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (peek?.role === 'admin') {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
        .orderBy(asc(users.id))
        .for('update');
    }
    return lockUser(tx, userId);
  }

  return {
    /**
     * DELETE /admin/users/{id} (and DELETE /admin/students/{id}): the self-service anonymising
     * deletion, requested by an admin, with the deletion audit naming the admin and an
     * admin_user_actions row 'deleted'.
     */
    async deleteUser(admin: ActingAdmin, userId: string, reason?: string | null): Promise<void> {
      assertNotSelf(admin, userId);
      await db.transaction(async (tx) => {
        const user = await lockForAdminRule(tx, userId);
        if (user.role === 'admin' && !user.suspendedAt) await assertNotLastAdmin(tx, user);
        const at = now();
        const why = reason?.trim() || null;
        await anonymiseAccount(tx, {
          user,
          requester: { deletedBy: 'admin', adminId: admin.id },
          reason: why,
          emailHashKey,
          now: at,
        });
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'deleted',
          details: { reason: why, role: user.role },
          now: at,
        });
      });
    },
  };
}
export type AdminUserActions = ReturnType<typeof createAdminUserActions>;
