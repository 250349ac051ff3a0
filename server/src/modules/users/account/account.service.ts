import type { ChangePasswordBody, User } from '@pathwise/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../platform/auth-guard.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { assertUncommonPassword, type PasswordHasher } from '../../../platform/passwords.ts';
import { ownAttemptCompletion } from '../../attempts/taking/taking.completion.ts';
import { type AuthService, toUser } from '../../auth/auth.service.ts';
import { anonymiseAccount } from './account.deletion.ts';

export type UserServiceDeps = {
  db: Db;
  passwords: PasswordHasher;
  auth: AuthService;
  now: () => Date;
  /** Keys the hash of a deleted address kept in user_deletion_audits. */
  emailHashKey: Buffer;
};

export function createUserService(deps: UserServiceDeps) {
  const { db } = deps;

  async function getUserRow(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row || row.deletedAt) throw notFound('User');
    return row;
  }

  /** Asks for the password again before sensitive changes; 422 (not 401) so the client keeps its session. */
  async function confirmPassword(passwordHash: string | null, password: string): Promise<void> {
    if (!passwordHash || !(await deps.passwords.verify(passwordHash, password))) {
      throw new AppError('UNPROCESSABLE', 'Your current password is not correct.', {
        details: [{ path: 'currentPassword' }],
      });
    }
  }

  return {
    async getProfile(userId: string): Promise<User> {
      return toUser(await getUserRow(userId));
    },

    async updateProfile(userId: string, changes: { name: string }): Promise<User> {
      const [row] = await db
        .update(users)
        .set({ name: changes.name, updatedAt: deps.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw notFound('User');
      return toUser(row);
    },

    /**
     * POST /user/complete-assessment-onboarding — the person read the guide shown with a completed
     * report. The first completion is kept (time and attempt); calling again changes nothing.
     */
    async completeAssessmentOnboarding(userId: string, testAttemptId: string): Promise<User> {
      const attempt = await ownAttemptCompletion(db, userId, testAttemptId);
      if (!attempt) throw new AppError('NOT_FOUND', 'Test attempt not found');
      if (!attempt.isCompleted) {
        throw new AppError('CONFLICT', 'Finish the profiler first: the guide comes with your report.');
      }
      const at = deps.now();
      await db
        .update(users)
        .set({
          assessmentOnboardingCompletedAt: at,
          assessmentOnboardingAttemptId: testAttemptId,
          updatedAt: at,
        })
        .where(and(eq(users.id, userId), isNull(users.assessmentOnboardingCompletedAt)));
      return toUser(await getUserRow(userId));
    },

    /** Changing the password ends every other session (ASVS 7.4.3); this one stays signed in. */
    async changePassword(actor: AuthUser, body: ChangePasswordBody): Promise<{ revokedSessions: number }> {
      const row = await getUserRow(actor.id);
      await confirmPassword(row.passwordHash, body.currentPassword);
      await assertUncommonPassword(body.newPassword, 'newPassword');
      if (body.currentPassword === body.newPassword) {
        throw new AppError('UNPROCESSABLE', 'The new password must be different from the current one.');
      }
      const passwordHash = await deps.passwords.hash(body.newPassword);
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: deps.now() }).where(eq(users.id, actor.id));
        const revokedSessions = await deps.auth.revokeSessions(tx, {
          userId: actor.id,
          reason: 'password_changed',
          exceptSessionId: actor.sessionId,
        });
        return { revokedSessions };
      });
    },

    /** Deletes the account after asking for the password again (the anonymising deletion, account-deletion.ts). */
    async deleteAccount(actor: AuthUser, password: string): Promise<void> {
      const row = await getUserRow(actor.id);
      await confirmPassword(row.passwordHash, password);
      await db.transaction((tx) =>
        anonymiseAccount(tx, {
          user: row,
          requester: { deletedBy: 'self' },
          emailHashKey: deps.emailHashKey,
          now: deps.now(),
        }),
      );
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
