import {
  type AdminUserAction,
  type AdminUserDetail,
  fromMinorUnits,
  type NotificationType,
} from '@pathwise/contract';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import {
  adminUserActions,
  assessments,
  notifications,
  paymentOrders,
  testAttempts,
  users,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { adminUserReferrals } from '../../referrals/people/people.summaries.ts';
import type { StudentProfileService } from '../profile/profile.service.ts';
import { findAdminUserRow } from './admin.person-figures.ts';

/**
 * GET /admin/users/{id}: one person as an admin sees them — the list row, the profile screening,
 * every attempt (with the profiler's title), every order (amounts in major units), the 20 newest
 * notifications, what admins did to the account (newest first, up to 50) and a summary of their
 * referrals (the referrals module's read). A deleted or unknown account is a 404.
 */

export const DETAIL_NOTIFICATIONS = 20;
export const DETAIL_AUDIT = 50;
/** Plenty for a person; keeps one pathological account from answering megabytes. */
const DETAIL_ATTEMPTS = 200;
const DETAIL_PAYMENTS = 200;

const actingAdmin = alias(users, 'acting_admin');

export async function adminUserDetail(
  db: DbOrTx,
  profiles: Pick<StudentProfileService, 'get'>,
  userId: string,
): Promise<AdminUserDetail> {
  const user = await findAdminUserRow(db, userId);
  if (!user) throw notFound('User');
  const [profile, attempts, orders, sent, audit, referrals] = await readTogether(db, [
    () => profiles.get(userId),
    () =>
      db
        .select({
          id: testAttempts.id,
          assessmentId: testAttempts.assessmentId,
          assessmentTitle: assessments.title,
          status: testAttempts.status,
          startedAt: testAttempts.startedAt,
          completedAt: testAttempts.completedAt,
        })
        .from(testAttempts)
        .innerJoin(assessments, eq(assessments.id, testAttempts.assessmentId))
        .where(eq(testAttempts.userId, userId))
        .orderBy(desc(testAttempts.createdAt), desc(testAttempts.id))
        .limit(DETAIL_ATTEMPTS),
    () =>
      db
        .select({
          id: paymentOrders.id,
          assessmentTitle: paymentOrders.assessmentTitle,
          amountMinor: paymentOrders.amountMinor,
          currency: paymentOrders.currency,
          status: paymentOrders.status,
          createdAt: paymentOrders.createdAt,
        })
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, userId))
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(DETAIL_PAYMENTS),
    () =>
      db
        .select({
          id: notifications.id,
          type: notifications.type,
          title: notifications.title,
          isRead: notifications.isRead,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(DETAIL_NOTIFICATIONS),
    () =>
      db
        .select({
          id: adminUserActions.id,
          action: adminUserActions.action,
          adminId: actingAdmin.id,
          adminName: actingAdmin.name,
          details: adminUserActions.details,
          createdAt: adminUserActions.createdAt,
        })
        .from(adminUserActions)
        .leftJoin(actingAdmin, eq(actingAdmin.id, adminUserActions.adminId))
        .where(eq(adminUserActions.userId, userId))
        .orderBy(desc(adminUserActions.createdAt), desc(adminUserActions.id))
        .limit(DETAIL_AUDIT),
    () => adminUserReferrals(db, userId),
  ] as const);

  return {
    user,
    // The service answers empty values for a profile never saved; the console shows "none" instead.
    profile: profile.updatedAt === null ? null : profile,
    attempts: attempts.map((a) => ({
      id: a.id,
      assessmentId: a.assessmentId,
      assessmentTitle: a.assessmentTitle,
      status: a.status,
      startedAt: a.startedAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
    })),
    payments: orders.map((o) => ({
      id: o.id,
      assessmentTitle: o.assessmentTitle,
      amount: fromMinorUnits(o.amountMinor, o.currency),
      currency: o.currency,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
    referrals,
    notifications: sent.map((n) => ({
      id: n.id,
      type: n.type as NotificationType,
      title: n.title,
      isRead: n.isRead,
      createdAt: n.createdAt.toISOString(),
    })),
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action as AdminUserAction,
      admin: entry.adminId && entry.adminName !== null ? { id: entry.adminId, name: entry.adminName } : null,
      details: entry.details ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
