import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Set by an admin (POST /admin/users/{id}/suspend): sessions are revoked and sign-in refused. */
    suspendedAt: tstz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    // The admin users list: keyset over (created_at, id); search is a trigram match on name and e-mail.
    index('users_created_id_idx').on(t.createdAt, t.id),
    // The name sorts' keyset (name, id).
    index('users_name_id_idx').on(t.name, t.id),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
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
  (t) => [
    index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    // A person's newest sign-in, revoked or not (the admin consoles' last activity).
    index('sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
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
    /** The admin who deleted the account (deletedBy 'admin'); null for self-service deletions. */
    deletedByAdminId: uuid('deleted_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    ...timestamps(),
  },
  (t) => [index('user_deletion_audits_created_idx').on(t.createdAt)],
);

/** What admins did to an account (issue 14): one row per action, newest read first. */
export const adminUserActions = pgTable(
  'admin_user_actions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown> | null>(),
    ...timestamps(),
  },
  (t) => [index('admin_user_actions_user_created_idx').on(t.userId, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Self-service data exports (issue 14): the ZIP is kept in the database so any instance can serve
 * it; it is dropped when the download expires (24 h after it was ready).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'building', 'ready', 'failed', 'expired'] }).notNull(),
    archive: bytea('archive'),
    bytes: integer('bytes'),
    error: text('error'),
    readyAt: tstz('ready_at'),
    expiresAt: tstz('expires_at'),
    ...timestamps(),
  },
  (t) => [index('data_exports_user_created_idx').on(t.userId, t.createdAt)],
);
