import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** null once the account is deleted (the row is kept anonymised for accounting). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: tstz('email_verified_at'),
    referralCode: text('referral_code'),
    deletedAt: tstz('deleted_at'),
    /**
     * When the person finished the short guide shown with their first report
     * (POST /user/complete-assessment-onboarding), and the attempt it was shown with.
     */
    assessmentOnboardingCompletedAt: tstz('assessment_onboarding_completed_at'),
    assessmentOnboardingAttemptId: uuid('assessment_onboarding_attempt_id'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    ...timestamps(),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    /** HMAC-SHA256(key derived from APP_SECRET, userId|purpose|code): the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    ...timestamps(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const userDeletionAudits = pgTable(
  'user_deletion_audits',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    /** A keyed hash of the old address, so support can answer "was this address deleted?" without keeping it. */
    emailHash: text('email_hash').notNull(),
    emailDomain: text('email_domain').notNull(),
    deletedBy: text('deleted_by', { enum: ['self', 'admin'] }).notNull(),
    reason: text('reason'),
    ...timestamps(),
  },
  (t) => [index('user_deletion_audits_created_idx').on(t.createdAt)],
);
