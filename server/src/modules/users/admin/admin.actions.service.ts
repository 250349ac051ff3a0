import {
  type AdminUserActionResponse,
  LAST_ADMIN_MESSAGE,
  type Role,
  SELF_ACTION_MESSAGE,
} from '@pathwise/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { deriveKey } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { loadAssessment } from '../../assessments/profilers/profilers.queries.ts';
import { removeAttemptsOnProfiler, removeProfilerScreenings } from '../../attempts/taking/taking.reset.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import { revokeSessions } from '../../auth/sessions.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { keptOrders, removeUnpaidOrders } from '../../payments/payments.reset.ts';
import { anonymiseAccount } from '../account/account.deletion.ts';
import { removeProfileScreening } from '../profile/profile.reset.ts';
import { recordAdminAction } from './admin.audit.ts';
import { findAdminUserRow } from './admin.person-figures.ts';

export const ADMIN_USER_NOT_FOUND = 'User not found';
export const ALREADY_SUSPENDED_MESSAGE = 'This account is suspended already.';
export const NOT_SUSPENDED_MESSAGE = 'This account is not suspended.';
export const ROLE_UNCHANGED_MESSAGE = {
  admin: 'This person is an admin already.',
  user: 'This person is not an admin.',
};

export type AdminUserActionsDeps = Pick<ModuleDeps, 'db' | 'config' | 'now'> & {
  /** Resend verification goes through the sign-in code path; only the routes need it. */
  auth?: Pick<AuthService, 'sendVerificationCode'>;
};

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

  /** The answer every action but deletion gives: what it did, and the account as the list shows it. */
  async function answer(
    userId: string,
    message: string,
    removed?: Record<string, number>,
  ): Promise<AdminUserActionResponse> {
    const user = await findAdminUserRow(db, userId);
    if (!user) throw new AppError('NOT_FOUND', ADMIN_USER_NOT_FOUND);
    return { message, user, ...(removed ? { removed } : {}) };
  }

  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

  return {
    /**
     * PATCH /admin/users/{id}/role — promote to admin or demote to user. Never oneself here, never
     * the last active admin. The role is read on every request, so it applies at the next one.
     */
    async changeRole(admin: ActingAdmin, userId: string, role: Role): Promise<AdminUserActionResponse> {
      assertNotSelf(admin, userId);
      const name = await db.transaction(async (tx) => {
        const user = await lockForAdminRule(tx, userId);
        if (user.role === role) throw new AppError('CONFLICT', ROLE_UNCHANGED_MESSAGE[role]);
        if (user.role === 'admin' && !user.suspendedAt) await assertNotLastAdmin(tx, user);
        const at = now();
        await tx.update(users).set({ role, updatedAt: at }).where(eq(users.id, userId));
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'role_changed',
          details: { from: user.role, to: role },
          now: at,
        });
        return user.name;
      });
      return answer(userId, role === 'admin' ? `${name} is now an admin.` : `${name} is no longer an admin.`);
    },

    /**
     * POST /admin/users/{id}/suspend — every session ends at once (their tokens answer 403
     * "invalidated" on the next request) and sign-in is refused with ACCOUNT_SUSPENDED until reinstated.
     */
    async suspend(admin: ActingAdmin, userId: string, reason: string): Promise<AdminUserActionResponse> {
      assertNotSelf(admin, userId);
      const { name, sessionsRevoked } = await db.transaction(async (tx) => {
        const user = await lockForAdminRule(tx, userId);
        if (user.suspendedAt) throw new AppError('CONFLICT', ALREADY_SUSPENDED_MESSAGE);
        if (user.role === 'admin') await assertNotLastAdmin(tx, user);
        const at = now();
        await tx
          .update(users)
          .set({ suspendedAt: at, suspendedReason: reason, updatedAt: at })
          .where(eq(users.id, userId));
        const revoked = await revokeSessions(tx, { userId, reason: 'suspended', now: at });
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'suspended',
          details: { reason, sessionsRevoked: revoked },
          now: at,
        });
        return { name: user.name, sessionsRevoked: revoked };
      });
      return answer(
        userId,
        `${name} is suspended: ${plural(sessionsRevoked, 'session')} signed out, and signing in is refused until the account is reinstated.`,
        { sessions: sessionsRevoked },
      );
    },

    /** POST /admin/users/{id}/reinstate — the person can sign in again (their old sessions stay ended). */
    async reinstate(admin: ActingAdmin, userId: string): Promise<AdminUserActionResponse> {
      const name = await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user.suspendedAt) throw new AppError('CONFLICT', NOT_SUSPENDED_MESSAGE);
        const at = now();
        await tx
          .update(users)
          .set({ suspendedAt: null, suspendedReason: null, updatedAt: at })
          .where(eq(users.id, userId));
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'reinstated',
          details: { suspendedAt: user.suspendedAt.toISOString(), suspendedReason: user.suspendedReason },
          now: at,
        });
        return user.name;
      });
      return answer(userId, `${name} is reinstated and can sign in again.`);
    },

    /**
     * POST /admin/users/{id}/resend-verification — a new code by the person's own resend path
     * (409 when verified already or suspended, 429 when one was sent moments ago).
     */
    async resendVerification(admin: ActingAdmin, userId: string): Promise<AdminUserActionResponse> {
      if (!deps.auth) throw new Error('createAdminUserActions: resendVerification needs deps.auth');
      await deps.auth.sendVerificationCode(userId, (tx: Tx) =>
        recordAdminAction(tx, { userId, adminId: admin.id, action: 'verification_resent', now: now() }),
      );
      return answer(userId, 'A new verification code is on its way to their e-mail address.');
    },

    /**
     * POST /admin/users/{id}/reset-profile — the profile screening, the answers to every profiler's
     * own screening, and the first-report guide's flag; nothing else (attempts, payments stay).
     */
    async resetProfile(admin: ActingAdmin, userId: string): Promise<AdminUserActionResponse> {
      const removed = await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        const at = now();
        const profile = await removeProfileScreening(tx, userId);
        const profilerScreenings = await removeProfilerScreenings(tx, userId);
        const onboarding = user.assessmentOnboardingCompletedAt ? 1 : 0;
        if (onboarding) {
          await tx
            .update(users)
            .set({
              assessmentOnboardingCompletedAt: null,
              assessmentOnboardingAttemptId: null,
              updatedAt: at,
            })
            .where(eq(users.id, userId));
        }
        const counts = { profile, profilerScreenings, onboarding };
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'profile_reset',
          details: { removed: counts },
          now: at,
        });
        return counts;
      });
      return answer(
        userId,
        `Profile reset: ${removed.profile ? 'the profile screening' : 'no profile screening'}, ${plural(removed.profilerScreenings, "profiler's screening answers", "profilers' screening answers")} and ${removed.onboarding ? 'the first-report guide' : 'no first-report guide'} removed. Attempts and payments are untouched.`,
        removed,
      );
    },

    /**
     * POST /admin/users/{id}/reset-assessment/{assessmentId} — the person's attempts on that profiler
     * with their answers, scores, AI reports and share links. Payments stay (a paid profiler stays
     * paid, so they can take it again); their rating stays (their opinion of the profiler).
     */
    async resetAssessment(
      admin: ActingAdmin,
      userId: string,
      assessmentId: string,
    ): Promise<AdminUserActionResponse> {
      const { title, removed } = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const profiler = await loadAssessment(tx, assessmentId);
        const counts = await removeAttemptsOnProfiler(tx, userId, assessmentId);
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'assessment_reset',
          details: { assessmentId, assessmentTitle: profiler.title, removed: counts },
          now: now(),
        });
        return { title: profiler.title, removed: counts };
      });
      return answer(
        userId,
        `${title} reset: ${plural(removed.attempts, 'attempt')} removed with ${plural(removed.answers, 'answer')}, ${plural(removed.aiReports, 'AI report')} and ${plural(removed.shareLinks, 'share link')}. Payments and ratings are kept; a paid profiler can be taken again.`,
        removed,
      );
    },

    /**
     * POST /admin/users/{id}/reset-payments — only checkout records that never moved money and can
     * no longer (payments/payments.reset.ts); paid and refunded orders, refunds, coupon uses and
     * webhook deliveries stay.
     */
    async resetPayments(admin: ActingAdmin, userId: string): Promise<AdminUserActionResponse> {
      const { removed, kept } = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const counts = await removeUnpaidOrders(tx, userId);
        const left = await keptOrders(tx, userId);
        await recordAdminAction(tx, {
          userId,
          adminId: admin.id,
          action: 'payments_reset',
          details: { removed: counts, kept: left },
          now: now(),
        });
        return { removed: counts, kept: left };
      });
      const stillOpen = kept.unsettled
        ? ` ${plural(kept.unsettled, 'unpaid order')} a payment may still settle ${kept.unsettled === 1 ? 'stays' : 'stay'}.`
        : '';
      return answer(
        userId,
        `Payments reset: ${plural(removed.orders, 'unpaid checkout order')} removed (never paid). ${plural(kept.paid, 'paid or refunded order')}, refunds and payment records are kept.${stillOpen}`,
        removed,
      );
    },

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
