import { z } from 'zod';
import { RoleSchema } from './auth.ts';
import { CalendarDaySchema, LineSchema, PaginationSchema, TextSchema } from './common.ts';
import { NotificationTypeSchema } from './notifications.ts';
import { ReferralStatusSchema } from './referrals.ts';
import { StudentProfileSchema } from './students.ts';

/**
 * The admin users console (/admin/users, issue 14): every account with search, filters, sort and
 * keyset pagination; one person's detail; the actions an admin takes on an account (each written to
 * the account's audit trail); the deletion audits and their statistics.
 *
 * Routes:
 * - GET  /admin/users                      list (AdminUsersQuery) → AdminUserList
 * - GET  /admin/users/{id}                 detail → AdminUserDetailResponse
 * - PATCH /admin/users/{id}/role           {role} → AdminUserActionResponse (409 LAST_ADMIN_MESSAGE)
 * - POST /admin/users/{id}/suspend         {reason} → AdminUserActionResponse
 * - POST /admin/users/{id}/reinstate       → AdminUserActionResponse
 * - POST /admin/users/{id}/resend-verification → AdminUserActionResponse (409 when verified)
 * - POST /admin/users/{id}/reset-profile   → AdminUserActionResponse (spec §7)
 * - POST /admin/users/{id}/reset-assessment/{assessmentId} → AdminUserActionResponse (spec §7)
 * - POST /admin/users/{id}/reset-payments  → AdminUserActionResponse (spec §7)
 * - DELETE /admin/users/{id}               {reason?} → MessageSchema (the self-service deletion, audited)
 * - GET  /admin/user-deletion-audits       (page 1, limit 20, search) → DeletionAuditList (spec §7, §9)
 * - GET  /admin/user-deletion-stats        (period 30) → DeletionStats (spec §7, §9)
 *
 * Dates: `joinedFrom`/`joinedTo` are calendar days in UTC, both inclusive.
 */

/* ---- messages the web may show (the server answers these exact texts) ---- */
export const LAST_ADMIN_MESSAGE =
  'This is the last administrator: promote someone else first. The last admin can never be demoted, suspended or deleted.';
export const SELF_ACTION_MESSAGE =
  'You cannot do this to your own account here. Use Profile Settings for your own account.';
export const ACCOUNT_SUSPENDED_MESSAGE =
  'Your account is suspended. Contact support if you think this is a mistake.';
export const ALREADY_VERIFIED_MESSAGE = 'This e-mail address is verified already.';

export const ADMIN_USER_SORTS = ['joined_desc', 'joined_asc', 'name_asc', 'name_desc', 'email_asc'] as const;
export const AdminUserSortSchema = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof AdminUserSortSchema>;

const yesNoAll = z.enum(['all', 'yes', 'no']).default('all');

/** The users list's filters (also what the users bench searches with). */
export const AdminUsersQuerySchema = z.object({
  /** Part of the name or e-mail, case-insensitive. */
  search: LineSchema.trim().max(200).optional(),
  role: z.enum(['all', 'admin', 'user']).default('all'),
  verified: yesNoAll,
  status: z.enum(['all', 'active', 'suspended']).default('all'),
  hasAttempts: yesNoAll,
  hasPayments: yesNoAll,
  joinedFrom: CalendarDaySchema.optional(),
  joinedTo: CalendarDaySchema.optional(),
  sort: AdminUserSortSchema.default('joined_desc'),
  /** Opaque keyset cursor from the previous page's `nextCursor`; absent for the first page. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  attempts: z.object({ inProgress: z.number().int(), completed: z.number().int() }),
  /** Paid orders (money moved, refunded or not). */
  paidOrders: z.number().int(),
  /** Latest sign-in or attempt activity; null when none. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

/**
 * A filtered list counts its matches up to this many (decision 016): counting every one of tens of
 * thousands of accounts behind an attempts filter cost more than the page itself. The unfiltered list
 * is always counted exactly.
 */
export const ADMIN_USERS_TOTAL_CAP = 10_000;

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserRowSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Accounts matching the filters (not deleted); ADMIN_USERS_TOTAL_CAP when `totalIsCapped`. */
  total: z.number().int(),
  /** More than ADMIN_USERS_TOTAL_CAP accounts match: `total` is the cap, shown as "10,000+". */
  totalIsCapped: z.boolean(),
  /**
   * The figures the admin dashboard falls back to when analytics fails (spec §7): every account
   * not deleted, and every completed attempt — whatever the filters.
   */
  summary: z.object({ totalUsers: z.number().int(), completedAttempts: z.number().int() }),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const ADMIN_USER_ACTIONS = [
  'role_changed',
  'suspended',
  'reinstated',
  'verification_resent',
  'profile_reset',
  'assessment_reset',
  'payments_reset',
  'reminder_sent',
  'deleted',
] as const;
export const AdminUserActionSchema = z.enum(ADMIN_USER_ACTIONS);
export type AdminUserAction = z.infer<typeof AdminUserActionSchema>;

export const AdminUserAuditEntrySchema = z.object({
  id: z.uuid(),
  action: AdminUserActionSchema,
  /** The admin who acted; null once that admin's account is gone. */
  admin: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** What the action touched (e.g. { removed: { attempts: 2 } } or { role: 'admin' }). */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminUserAuditEntry = z.infer<typeof AdminUserAuditEntrySchema>;

const ReferralPersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** One person's referrals as the admin console shows them (decision 019). */
export const AdminUserReferralsSchema = z.object({
  /** Their own referral code; null until they made one. */
  code: z.string().nullable(),
  /** The referral that brought them in (who referred them, with which code); null when nobody did. */
  referredBy: z
    .object({
      id: z.uuid(),
      referrer: ReferralPersonSchema,
      code: z.string(),
      status: ReferralStatusSchema,
      createdAt: z.string(),
    })
    .nullable(),
  /** The people they referred, by each referral's status now. */
  counts: z.object({
    total: z.number().int(),
    invited: z.number().int(),
    joined: z.number().int(),
    qualified: z.number().int(),
    rewarded: z.number().int(),
    capped: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** The 10 newest people they referred. */
  recent: z.array(
    z.object({
      id: z.uuid(),
      referee: ReferralPersonSchema,
      status: ReferralStatusSchema,
      createdAt: z.string(),
      qualifiedAt: z.string().nullable(),
      rewardedAt: z.string().nullable(),
    }),
  ),
});
export type AdminUserReferrals = z.infer<typeof AdminUserReferralsSchema>;

export const AdminUserDetailSchema = z.object({
  user: AdminUserRowSchema,
  /** The profile screening; null when never saved. */
  profile: StudentProfileSchema.nullable(),
  attempts: z.array(
    z.object({
      id: z.uuid(),
      assessmentId: z.uuid(),
      assessmentTitle: z.string(),
      status: z.enum(['in_progress', 'completed']),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.uuid(),
      assessmentTitle: z.string().nullable(),
      /** Major units (499.5) in `currency`. */
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  referrals: AdminUserReferralsSchema,
  /** The 20 newest notifications the person was sent. */
  notifications: z.array(
    z.object({
      id: z.uuid(),
      type: NotificationTypeSchema,
      title: z.string(),
      isRead: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** What admins did to this account, newest first (up to 50). */
  audit: z.array(AdminUserAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const AdminUserDetailResponseSchema = AdminUserDetailSchema;

export const ChangeRoleBodySchema = z.object({ role: RoleSchema });
export const SuspendBodySchema = z.object({
  reason: TextSchema.trim().min(1, 'Say why the account is suspended').max(500),
});
export const AdminDeleteUserBodySchema = z.object({
  reason: TextSchema.trim().max(500).optional(),
});
export const UserAssessmentParamsSchema = z.object({ id: z.uuid(), assessmentId: z.uuid() });

export const AdminUserActionResponseSchema = z.object({
  message: z.string(),
  user: AdminUserRowSchema,
  /** What the action removed or changed, by kind (e.g. { attempts: 2, answers: 40 }). */
  removed: z.record(z.string(), z.number().int()).optional(),
});
export type AdminUserActionResponse = z.infer<typeof AdminUserActionResponseSchema>;

/* ---- deletion audits (spec §7, defaults §9) ---- */

export const DeletionAuditsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * An e-mail address (matched by its keyed hash: we keep no addresses of deleted accounts), or
   * part of the reason or of the deleting admin's name.
   */
  search: LineSchema.trim().max(320).optional(),
  deletedBy: z.enum(['all', 'self', 'admin']).default('all'),
});
export type DeletionAuditsQuery = z.infer<typeof DeletionAuditsQuerySchema>;

export const DeletionAuditSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  emailDomain: z.string(),
  deletedBy: z.enum(['self', 'admin']),
  admin: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type DeletionAudit = z.infer<typeof DeletionAuditSchema>;

export const DeletionAuditListSchema = z.object({
  audits: z.array(DeletionAuditSchema),
  pagination: PaginationSchema,
  /** True when `search` was read as an e-mail address (matched exactly through its hash). */
  searchedByEmail: z.boolean(),
});
export type DeletionAuditList = z.infer<typeof DeletionAuditListSchema>;

export const DeletionStatsQuerySchema = z.object({
  /** Days back from today (UTC), today included. */
  period: z.coerce.number().int().min(1).max(365).default(30),
});

export const DeletionStatsSchema = z.object({
  period: z.number().int(),
  total: z.number().int(),
  self: z.number().int(),
  admin: z.number().int(),
  /** One entry per day of the period, oldest first, zero days included. */
  perDay: z.array(z.object({ day: z.string(), self: z.number().int(), admin: z.number().int() })),
  /** The reasons given, most frequent first (up to 10); a blank reason counts as "No reason given". */
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type DeletionStats = z.infer<typeof DeletionStatsSchema>;
