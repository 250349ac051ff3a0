import type { NotificationPreference } from '@pathwise/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  aiAnalyses,
  assessmentScreeningResponses,
  assessments,
  categories,
  dataExports,
  emailMessages,
  notifications,
  paymentOrders,
  paymentRefunds,
  questions,
  ratings,
  reportShares,
  sessions,
  studentProfiles,
  testAnswers,
  testAttempts,
  users,
} from '../../../db/schema/index.ts';
import { exportReferrals } from '../../referrals/people/people.summaries.ts';

/**
 * Everything Pathwise holds about one person, as the JSON of their data export (decision 018).
 * One read per table, each scoped to the person in its WHERE (or joined through one of their own
 * attempts or orders), so nobody else's row can enter the file. Left out on purpose: the password
 * hash and one-time-code hashes (secrets, not data about the person), the administrators' own
 * records about the account (admin actions: the admins' records; the account's suspension state is
 * in `account`), provider internals of payments (webhook payloads, event timelines) and e-mail bodies
 * (they repeat the notifications and held one-time codes).
 */

export const DATA_EXPORT_FORMAT_VERSION = 1;

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Minor units → the decimal amount the API shows (2 decimals: the currencies we sell in). */
const decimal = (minor: number): number => Math.round(minor) / 100;

export type ExportedAttempt = {
  id: string;
  profilerId: string;
  profilerTitle: string;
  status: string;
  startedAt: string;
  completedAt: string | null;
};

export type PersonData = {
  json: Record<string, unknown>;
  person: { id: string; name: string };
  /** Completed attempts, oldest first: one report PDF each. */
  completedAttempts: ExportedAttempt[];
};

export type CollectOptions = {
  now: Date;
  /** The merged notification settings (the notification service's reader: defaults included). */
  preferences: NotificationPreference[];
};

export async function collectPersonData(
  db: DbOrTx,
  userId: string,
  options: CollectOptions,
): Promise<PersonData> {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      referralCode: users.referralCode,
      assessmentOnboardingCompletedAt: users.assessmentOnboardingCompletedAt,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.deletedAt) throw new Error(`data export: no account ${userId}`);

  const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));

  const screenings = await db
    .select({
      profilerId: assessmentScreeningResponses.assessmentId,
      profilerTitle: assessments.title,
      responses: assessmentScreeningResponses.responses,
      createdAt: assessmentScreeningResponses.createdAt,
      updatedAt: assessmentScreeningResponses.updatedAt,
    })
    .from(assessmentScreeningResponses)
    .innerJoin(assessments, eq(assessments.id, assessmentScreeningResponses.assessmentId))
    .where(eq(assessmentScreeningResponses.userId, userId))
    .orderBy(asc(assessmentScreeningResponses.createdAt));

  const attemptRows = await db
    .select({
      id: testAttempts.id,
      profilerId: testAttempts.assessmentId,
      profilerTitle: assessments.title,
      status: testAttempts.status,
      startedAt: testAttempts.startedAt,
      completedAt: testAttempts.completedAt,
      lastAnsweredAt: testAttempts.lastAnsweredAt,
      scores: testAttempts.scores,
      qualityFlags: testAttempts.qualityFlags,
      scoredAt: testAttempts.scoredAt,
    })
    .from(testAttempts)
    .innerJoin(assessments, eq(assessments.id, testAttempts.assessmentId))
    .where(eq(testAttempts.userId, userId))
    .orderBy(asc(testAttempts.startedAt), asc(testAttempts.id));
  const attemptIds = attemptRows.map((row) => row.id);

  // Answers and reports are reached through the person's own attempts (and still filtered by owner).
  const answerRows =
    attemptIds.length === 0
      ? []
      : await db
          .select({
            attemptId: testAnswers.attemptId,
            questionId: testAnswers.questionId,
            question: questions.text,
            questionType: questions.type,
            options: questions.options,
            category: categories.title,
            answer: testAnswers.answer,
            score: testAnswers.score,
            answeredAt: testAnswers.updatedAt,
          })
          .from(testAnswers)
          .innerJoin(testAttempts, eq(testAttempts.id, testAnswers.attemptId))
          .innerJoin(questions, eq(questions.id, testAnswers.questionId))
          .innerJoin(categories, eq(categories.id, testAnswers.categoryId))
          .where(and(eq(testAttempts.userId, userId), inArray(testAnswers.attemptId, attemptIds)))
          .orderBy(asc(categories.order), asc(questions.order));
  const reportRows =
    attemptIds.length === 0
      ? []
      : await db
          .select({
            attemptId: aiAnalyses.attemptId,
            status: aiAnalyses.status,
            provider: aiAnalyses.provider,
            model: aiAnalyses.model,
            content: aiAnalyses.content,
            requestedAt: aiAnalyses.requestedAt,
            completedAt: aiAnalyses.completedAt,
          })
          .from(aiAnalyses)
          .innerJoin(testAttempts, eq(testAttempts.id, aiAnalyses.attemptId))
          .where(and(eq(testAttempts.userId, userId), inArray(aiAnalyses.attemptId, attemptIds)));

  const ratingRows = await db
    .select({
      profilerId: ratings.assessmentId,
      profilerTitle: assessments.title,
      stars: ratings.stars,
      review: ratings.review,
      createdAt: ratings.createdAt,
      updatedAt: ratings.updatedAt,
    })
    .from(ratings)
    .innerJoin(assessments, eq(assessments.id, ratings.assessmentId))
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.createdAt));

  const orderRows = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.createdAt));
  const refundRows = await db
    .select({
      id: paymentRefunds.id,
      orderId: paymentRefunds.orderId,
      amountMinor: paymentRefunds.amountMinor,
      currency: paymentRefunds.currency,
      reason: paymentRefunds.reason,
      status: paymentRefunds.status,
      processedAt: paymentRefunds.processedAt,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentRefunds.createdAt));

  const notificationRows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      data: notifications.data,
      isRead: notifications.isRead,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));

  const shareRows = await db
    .select({
      id: reportShares.id,
      attemptId: reportShares.attemptId,
      token: reportShares.token,
      viewCount: reportShares.viewCount,
      lastViewedAt: reportShares.lastViewedAt,
      revokedAt: reportShares.revokedAt,
      createdAt: reportShares.createdAt,
    })
    .from(reportShares)
    .where(eq(reportShares.userId, userId))
    .orderBy(asc(reportShares.createdAt));

  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(500);

  const emailRows = await db
    .select({
      subject: emailMessages.subject,
      status: emailMessages.status,
      sentAt: emailMessages.sentAt,
      createdAt: emailMessages.createdAt,
    })
    .from(emailMessages)
    .where(eq(emailMessages.to, account.email))
    .orderBy(desc(emailMessages.createdAt))
    .limit(1000);

  const exportRows = await db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      createdAt: dataExports.createdAt,
      readyAt: dataExports.readyAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt));

  // Their code, the referral that brought them in and the ones they made (the referrals module's read).
  const referrals = await exportReferrals(db, userId, options.now);

  const answersOf = new Map<string, Array<Record<string, unknown>>>();
  for (const row of answerRows) {
    const label =
      row.questionType === 'MULTIPLE_CHOICE' && typeof row.answer === 'string'
        ? (row.options.find((option) => option.value === row.answer)?.label ?? null)
        : null;
    const list = answersOf.get(row.attemptId) ?? [];
    list.push({
      questionId: row.questionId,
      category: row.category,
      question: row.question,
      questionType: row.questionType,
      answer: row.answer,
      ...(label === null ? {} : { answerLabel: label }),
      score: row.score,
      answeredAt: iso(row.answeredAt),
    });
    answersOf.set(row.attemptId, list);
  }
  const reportOf = new Map(reportRows.map((row) => [row.attemptId, row]));
  const refundsOf = new Map<string, typeof refundRows>();
  for (const refund of refundRows) {
    refundsOf.set(refund.orderId, [...(refundsOf.get(refund.orderId) ?? []), refund]);
  }

  const json: Record<string, unknown> = {
    format: 'pathwise-data-export',
    version: DATA_EXPORT_FORMAT_VERSION,
    generatedAt: options.now.toISOString(),
    about:
      'Everything Pathwise holds about you. Dates are ISO 8601 in UTC; amounts are decimal in their currency. ' +
      'Your report PDFs are in the reports folder beside this file.',
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      emailVerifiedAt: iso(account.emailVerifiedAt),
      referralCode: account.referralCode,
      assessmentOnboardingCompletedAt: iso(account.assessmentOnboardingCompletedAt),
      suspendedAt: iso(account.suspendedAt),
      suspendedReason: account.suspendedReason,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    profile: profile
      ? {
          educationLevel: profile.educationLevel,
          experienceLevel: profile.experienceLevel,
          skills: profile.skills,
          interests: profile.interests,
          age: profile.age,
          otherAnswers: profile.extra,
          completedAt: iso(profile.completedAt),
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    profilerScreenings: screenings.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    attempts: attemptRows.map((row) => {
      const report = reportOf.get(row.id);
      return {
        id: row.id,
        profilerId: row.profilerId,
        profilerTitle: row.profilerTitle,
        status: row.status,
        startedAt: iso(row.startedAt),
        completedAt: iso(row.completedAt),
        lastAnsweredAt: iso(row.lastAnsweredAt),
        scoredAt: iso(row.scoredAt),
        scores: row.scores,
        qualityFlags: row.qualityFlags,
        answers: answersOf.get(row.id) ?? [],
        report: report
          ? {
              status: report.status,
              writtenBy: report.provider,
              model: report.model,
              content: report.content,
              requestedAt: iso(report.requestedAt),
              completedAt: iso(report.completedAt),
            }
          : null,
      };
    }),
    ratings: ratingRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    payments: orderRows.map((order) => ({
      id: order.id,
      profilerId: order.assessmentId,
      profilerTitle: order.assessmentTitle,
      status: order.status,
      currency: order.currency,
      amount: decimal(order.amountMinor),
      listPrice: decimal(order.listPriceMinor),
      discount: decimal(order.discountMinor),
      couponCode: order.couponCode,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      providerPaymentId: order.providerPaymentId,
      lastError: order.lastError,
      paidAt: iso(order.paidAt),
      createdAt: iso(order.createdAt),
      updatedAt: iso(order.updatedAt),
      refunds: (refundsOf.get(order.id) ?? []).map((refund) => ({
        id: refund.id,
        amount: decimal(refund.amountMinor),
        currency: refund.currency,
        reason: refund.reason,
        status: refund.status,
        processedAt: iso(refund.processedAt),
        createdAt: iso(refund.createdAt),
      })),
    })),
    notifications: notificationRows.map((row) => ({
      ...row,
      readAt: iso(row.readAt),
      createdAt: iso(row.createdAt),
    })),
    notificationPreferences: options.preferences,
    shareLinks: shareRows.map((row) => ({
      ...row,
      lastViewedAt: iso(row.lastViewedAt),
      revokedAt: iso(row.revokedAt),
      createdAt: iso(row.createdAt),
    })),
    signIns: sessionRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: iso(row.revokedAt),
    })),
    emailsSent: emailRows.map((row) => ({
      ...row,
      sentAt: iso(row.sentAt),
      createdAt: iso(row.createdAt),
    })),
    dataExports: exportRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      readyAt: iso(row.readyAt),
    })),
    referrals,
  };

  return {
    json,
    person: { id: account.id, name: account.name },
    completedAttempts: attemptRows
      .filter((row) => row.status === 'completed')
      .map((row) => ({
        id: row.id,
        profilerId: row.profilerId,
        profilerTitle: row.profilerTitle,
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        completedAt: iso(row.completedAt),
      })),
  };
}
