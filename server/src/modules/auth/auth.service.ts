import {
  ACCOUNT_SUSPENDED_MESSAGE,
  ALREADY_VERIFIED_MESSAGE,
  type AuthSession,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
  type VerifyOtpBody,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail-service.ts';
import { assertUncommonPassword, type PasswordHasher } from '../../platform/passwords.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import type { TokenService } from '../../platform/tokens.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import {
  alreadyRegisteredEmail,
  type EmailContent,
  failedSignInsEmail,
  passwordResetEmail,
  verificationEmail,
} from './auth-emails.ts';
import {
  LOGIN_BACKOFF,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_IP,
  LOGIN_NOTICE_PER_ACCOUNT,
  loginDelayMs,
  OTP_FAILURES_PER_DAY,
  OTP_SEND_PER_HOUR,
  OTP_SEND_PER_MINUTE,
  RESET_SEND_PER_HOUR,
} from './auth-limits.ts';
import { consumeOtp, createOtp, type OtpCheck, type OtpPurpose } from './otp.ts';
import { createSession, revokeSessions, type SessionContext } from './sessions.ts';

/**
 * Sign-up attribution (decision 019) belongs to referrals: auth only says when an account registers
 * with a code and when its address is confirmed, and knows nothing of referral tables.
 */
export type SignupReferralHooks = {
  /**
   * Before the registration's transaction (its reads use the pool): what recording the typed code
   * takes, run in that transaction with the account's id; null when the code counts for nothing.
   */
  prepare(referralCode: string | undefined): Promise<((tx: Tx, userId: string) => Promise<void>) | null>;
  /** In the transaction that confirms the account's address. */
  emailConfirmed(tx: Tx, userId: string): Promise<void>;
};

export type AuthServiceDeps = {
  db: Db;
  config: Config;
  tokens: TokenService;
  passwords: PasswordHasher;
  mail: MailService;
  notifications: NotificationService;
  rateCounter: RateCounter;
  otpKey: Buffer;
  now: () => Date;
  logger: FastifyBaseLogger;
  /** Waits before a sign-in is checked (backoff); tests record the waits instead of sleeping. */
  pause?: (ms: number) => Promise<void>;
  referrals?: SignupReferralHooks;
};

type UserRow = typeof users.$inferSelect;

export const REGISTER_MESSAGE = 'Check your e-mail for a 6-digit code to verify your account.';
export const RESEND_MESSAGE = 'If your account is waiting for verification, a new code is on its way.';
export const FORGOT_MESSAGE = 'If an account exists for that e-mail, we sent a code to reset the password.';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    assessmentOnboardingCompletedAt: row.assessmentOnboardingCompletedAt?.toISOString() ?? null,
  };
}

function otpError(check: Exclude<OtpCheck, { ok: true }>): AppError {
  switch (check.reason) {
    case 'expired':
      return new AppError('OTP_EXPIRED', 'This code has expired. Please request a new one.');
    case 'burned':
      return new AppError(
        'OTP_INVALID',
        'Too many wrong attempts: this code no longer works. Please request a new one.',
      );
    case 'wrong':
      return new AppError(
        'OTP_INVALID',
        `That code is not right. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
      );
    default:
      return new AppError('OTP_INVALID', 'That code is not valid. Please request a new one.');
  }
}

function tooManyFailures(retryAfterSeconds: number, fromEverywhere: boolean): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(
    'RATE_LIMITED',
    fromEverywhere
      ? `Too many failed sign-in attempts. ${wait}, or reset your password.`
      : `Too many failed sign-in attempts. ${wait}.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/**
 * Said only to someone who proved they hold the account (its password, or a code sent to its
 * address): a suspension is no one else's business (issue 14).
 */
function accountSuspended(): AppError {
  return new AppError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
}

export const RESEND_TOO_SOON_MESSAGE =
  'A code was sent to this address moments ago (or five this hour): wait before sending another.';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAuthService(deps: AuthServiceDeps) {
  const { db, rateCounter } = deps;
  const pause = (ms: number) => (ms > 0 ? (deps.pause ?? sleep)(ms) : Promise.resolve());

  async function findUserByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    return row && !row.deletedAt ? row : undefined;
  }

  /** May another code e-mail go to this address now? Counts the attempt either way. */
  async function mayMailCode(email: string, purpose: OtpPurpose): Promise<boolean> {
    const perMinute = await rateCounter.hit(
      `otp-send:${email}`,
      OTP_SEND_PER_MINUTE.limit,
      OTP_SEND_PER_MINUTE.windowMs,
    );
    if (!perMinute.allowed) return false;
    const hourly = purpose === 'reset_password' ? RESET_SEND_PER_HOUR : OTP_SEND_PER_HOUR;
    const perHour = await rateCounter.hit(`otp-send-hour:${purpose}:${email}`, hourly.limit, hourly.windowMs);
    return perHour.allowed;
  }

  async function mailCode(tx: Tx, user: UserRow, purpose: OtpPurpose): Promise<void> {
    const now = deps.now();
    const otp = await createOtp(tx, { key: deps.otpKey, userId: user.id, purpose, now });
    const content: EmailContent =
      purpose === 'verify_email'
        ? verificationEmail(user.name, otp.code)
        : passwordResetEmail(user.name, otp.code);
    await deps.mail.send({ to: user.email, ...content, idempotencyKey: `otp/${otp.id}` }, tx);
  }

  async function startSession(tx: DbOrTx, user: UserRow, context: SessionContext): Promise<AuthSession> {
    const session = await createSession(tx, {
      tokens: deps.tokens,
      userId: user.id,
      ttlHours: deps.config.SESSION_TTL_HOURS,
      now: deps.now(),
      context,
    });
    return { token: session.token, user: toUser(user) };
  }

  /** Runs an OTP check in its own transaction, committing the attempt count even when the code is wrong. */
  async function checkCode(userId: string, purpose: OtpPurpose, code: string): Promise<void> {
    const failures = await rateCounter.peek(`otp-fail:${userId}`, OTP_FAILURES_PER_DAY.limit);
    if (!failures.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many wrong codes today. Please try again tomorrow.', {
        headers: { 'Retry-After': String(failures.retryAfterSeconds) },
      });
    }
    const check = await db.transaction((tx) =>
      consumeOtp(tx, { key: deps.otpKey, userId, purpose, code, now: deps.now() }),
    );
    if (!check.ok) {
      if (check.reason === 'wrong' || check.reason === 'burned') {
        await rateCounter.hit(
          `otp-fail:${userId}`,
          OTP_FAILURES_PER_DAY.limit,
          OTP_FAILURES_PER_DAY.windowMs,
        );
      }
      throw otpError(check);
    }
  }

  /**
   * One notice per account per window, counted by address so known and unknown e-mails cost the
   * same; only a real account gets the e-mail. A mail failure must not turn the 401 into a 500.
   */
  async function noticeFailedSignIns(
    email: string,
    user: UserRow | undefined,
    context: SessionContext,
  ): Promise<void> {
    const notice = await rateCounter.hit(
      `login-notice:${email}`,
      LOGIN_NOTICE_PER_ACCOUNT.limit,
      LOGIN_NOTICE_PER_ACCOUNT.windowMs,
    );
    if (!notice.allowed || !user) return;
    const resetUrl = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/login?mode=forgot&email=${encodeURIComponent(user.email)}`;
    const content = failedSignInsEmail(user.name, { ip: context.ip ?? 'unknown', at: deps.now(), resetUrl });
    try {
      await deps.mail.send({
        to: user.email,
        ...content,
        idempotencyKey: `failed-sign-ins/${user.id}/${deps.now().getTime()}`,
      });
    } catch (error) {
      deps.logger.error({ err: error, userId: user.id }, 'could not queue the failed sign-ins notice');
    }
  }

  return {
    /**
     * Same reply whether or not the address is taken (ASVS 6.3.8): a new address gets an account and a
     * code, an unverified one a fresh code, a verified one a heads-up e-mail instead.
     */
    async register(
      body: RegisterBody,
      _context: SessionContext,
    ): Promise<{ message: string; email: string }> {
      await assertUncommonPassword(body.password, 'password');
      const passwordHash = await deps.passwords.hash(body.password);
      const existing = await findUserByEmail(body.email);
      if (existing?.emailVerifiedAt) {
        if (await mayMailCode(body.email, 'verify_email')) {
          const content = alreadyRegisteredEmail(existing.name);
          await deps.mail.send({
            to: existing.email,
            ...content,
            idempotencyKey: `already-registered/${existing.id}/${Date.now()}`,
          });
        }
        return { message: REGISTER_MESSAGE, email: body.email };
      }
      const mayMail = await mayMailCode(body.email, 'verify_email');
      const recordReferral = await deps.referrals?.prepare(body.referralCode);
      await db.transaction(async (tx) => {
        const now = deps.now();
        let user: UserRow;
        if (existing) {
          // Unverified: whoever verifies the code owns the address, so the latest details win.
          [user] = (await tx
            .update(users)
            .set({
              name: body.name,
              passwordHash,
              referralCode: body.referralCode ?? existing.referralCode,
              updatedAt: now,
            })
            .where(eq(users.id, existing.id))
            .returning()) as [UserRow];
        } else {
          const inserted = await tx
            .insert(users)
            .values({
              name: body.name,
              email: body.email,
              passwordHash,
              referralCode: body.referralCode ?? null,
            })
            .onConflictDoNothing({ target: users.email })
            .returning();
          if (!inserted[0]) return; // a concurrent registration of the same address won
          user = inserted[0];
          await deps.notifications.notifyAdmins(
            {
              type: 'student_joined',
              title: 'New student joined',
              message: `${user.name} (${user.email}) created an account.`,
              data: { userId: user.id },
            },
            tx,
          );
        }
        await recordReferral?.(tx, user.id);
        if (mayMail) await mailCode(tx, user, 'verify_email');
      });
      return { message: REGISTER_MESSAGE, email: body.email };
    },

    async verifyOtp(body: VerifyOtpBody, context: SessionContext): Promise<AuthSession> {
      const user = await findUserByEmail(body.email);
      if (!user || user.emailVerifiedAt)
        throw new AppError('OTP_INVALID', 'That code is not valid. Please request a new one.');
      await checkCode(user.id, 'verify_email', body.otpCode);
      if (user.suspendedAt) throw accountSuspended();
      return db.transaction(async (tx) => {
        const now = deps.now();
        const [verified] = (await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning()) as [UserRow];
        await deps.referrals?.emailConfirmed(tx, user.id);
        await deps.notifications.notify(
          {
            userId: user.id,
            type: 'welcome',
            title: `Welcome to Pathwise, ${user.name}!`,
            message:
              'Your account is ready. Complete your profile screening, then take your first profiler to discover where you fit best.',
            data: null,
          },
          tx,
        );
        return startSession(tx, verified, context);
      });
    },

    async login(body: LoginBody, context: SessionContext): Promise<AuthSession> {
      const accountIpKey = `login-fail:${body.email}:${context.ip ?? 'unknown'}`;
      // Keyed by the typed address, not the user: unknown addresses get the same waits and locks.
      const accountKey = `login-fail:${body.email}`;
      const [perIp, perAccount] = await Promise.all([
        rateCounter.peek(accountIpKey, LOGIN_FAILURES_PER_ACCOUNT_IP.limit),
        rateCounter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT.limit),
      ]);
      const blocked = !perIp.allowed ? perIp : !perAccount.allowed ? perAccount : null;
      if (blocked) throw tooManyFailures(blocked.retryAfterSeconds, perIp.allowed);
      await pause(loginDelayMs(perAccount.count));
      const user = await findUserByEmail(body.email);
      let isValid = false;
      if (user?.passwordHash) isValid = await deps.passwords.verify(user.passwordHash, body.password);
      else await deps.passwords.burn(body.password); // same cost as a real check: no timing oracle
      if (!user || !isValid) {
        await rateCounter.hit(
          accountIpKey,
          LOGIN_FAILURES_PER_ACCOUNT_IP.limit,
          LOGIN_FAILURES_PER_ACCOUNT_IP.windowMs,
        );
        const failures = await rateCounter.hit(
          accountKey,
          LOGIN_FAILURES_PER_ACCOUNT.limit,
          LOGIN_FAILURES_PER_ACCOUNT.windowMs,
        );
        if (failures.count >= LOGIN_BACKOFF.freeFailures)
          await noticeFailedSignIns(body.email, user, context);
        deps.logger.info({ event: 'login_failed', email: body.email, ip: context.ip }, 'sign-in failed');
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password.');
      }
      // Only the password's holder ends a run of failures: NIST counts consecutive ones.
      await Promise.all([rateCounter.reset(accountIpKey), rateCounter.reset(accountKey)]);
      // After the password checked out, never before: only the holder learns of the suspension.
      if (user.suspendedAt) throw accountSuspended();
      if (!user.emailVerifiedAt) {
        // The password was right, so saying "not verified" reveals nothing new; mail a fresh code.
        const mayMail = await mayMailCode(user.email, 'verify_email');
        if (mayMail) await db.transaction((tx) => mailCode(tx, user, 'verify_email'));
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          'Please verify your e-mail address first. We sent you a 6-digit code.',
          {
            details: { email: user.email },
          },
        );
      }
      if (deps.passwords.needsRehash(user.passwordHash!)) {
        const passwordHash = await deps.passwords.hash(body.password);
        await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      }
      deps.logger.info({ event: 'login', userId: user.id, ip: context.ip }, 'signed in');
      return startSession(db, user, context);
    },

    async resendOtp(email: string): Promise<{ message: string }> {
      const minute = await rateCounter.peek(`otp-send:${email}`, OTP_SEND_PER_MINUTE.limit);
      if (!minute.allowed) {
        throw new AppError(
          'RATE_LIMITED',
          `Please wait ${minute.retryAfterSeconds} seconds before asking for another code.`,
          {
            headers: { 'Retry-After': String(minute.retryAfterSeconds) },
          },
        );
      }
      const mayMail = await mayMailCode(email, 'verify_email');
      const user = await findUserByEmail(email);
      // A suspended account gets no code (it could not use it); the reply stays the same.
      if (mayMail && user && !user.emailVerifiedAt && !user.suspendedAt)
        await db.transaction((tx) => mailCode(tx, user, 'verify_email'));
      return { message: RESEND_MESSAGE };
    },

    /**
     * An admin's resend (POST /admin/users/{id}/resend-verification): the person's own resend path
     * (same code, same e-mail, same per-address limits), but it says why when nothing is sent.
     * `write` runs in the same transaction as the code (the admin's audit row).
     */
    async sendVerificationCode(userId: string, write?: (tx: Tx) => Promise<void>): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || user.deletedAt) throw new AppError('NOT_FOUND', 'User not found');
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', ALREADY_VERIFIED_MESSAGE);
      if (user.suspendedAt) {
        throw new AppError('CONFLICT', 'This account is suspended: reinstate it before sending a code.');
      }
      if (!(await mayMailCode(user.email, 'verify_email'))) {
        throw new AppError('RATE_LIMITED', RESEND_TOO_SOON_MESSAGE, { headers: { 'Retry-After': '60' } });
      }
      await db.transaction(async (tx) => {
        await mailCode(tx, user, 'verify_email');
        await write?.(tx);
      });
    },

    async forgotPassword(email: string): Promise<{ message: string }> {
      const user = await findUserByEmail(email);
      const mayMail = await mayMailCode(email, 'reset_password');
      // A suspended account gets no code (resetting would not let it sign in); the reply stays the same.
      if (mayMail && user && !user.suspendedAt)
        await db.transaction((tx) => mailCode(tx, user, 'reset_password'));
      return { message: FORGOT_MESSAGE };
    },

    /** A reset proves the address too, and ends every session: whoever had the old password is out. */
    async resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
      // Before the code is spent, and before the lookup, so the answer says nothing about the address.
      await assertUncommonPassword(body.newPassword, 'newPassword');
      const user = await findUserByEmail(body.email);
      if (!user) throw new AppError('OTP_INVALID', 'That code is not valid. Please request a new one.');
      await checkCode(user.id, 'reset_password', body.otpCode);
      if (user.suspendedAt) throw accountSuspended();
      const passwordHash = await deps.passwords.hash(body.newPassword);
      await db.transaction(async (tx) => {
        const now = deps.now();
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
          .where(eq(users.id, user.id));
        // A reset proves the address as the verification code does.
        if (!user.emailVerifiedAt) await deps.referrals?.emailConfirmed(tx, user.id);
        await revokeSessions(tx, { userId: user.id, reason: 'password_reset', now });
      });
      await rateCounter.reset(`login-fail:${body.email}`);
      return { message: 'Your password has been changed. Please sign in with the new one.' };
    },

    async logout(sessionId: string): Promise<void> {
      const now = deps.now();
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'logout', updatedAt: now })
        .where(eq(sessions.id, sessionId));
    },

    revokeSessions: (tx: DbOrTx, params: { userId: string; reason: string; exceptSessionId?: string }) =>
      revokeSessions(tx, { ...params, now: deps.now() }),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
