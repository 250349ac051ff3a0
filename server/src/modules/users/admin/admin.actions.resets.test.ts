import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken, type TestUser } from '../../../../test/factories.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  adminUserActions,
  aiAnalyses,
  assessmentScreeningResponses,
  auditLogs,
  notifications,
  paymentEvents,
  paymentOrders,
  paymentRefunds,
  paymentWebhookEvents,
  questions,
  ratings,
  reportShares,
  sessions,
  studentProfiles,
  testAnswers,
  testAttempts,
  userDeletionAudits,
  users,
} from '../../../db/schema/index.ts';
import { ownsProfiler } from '../../payments/payments.access.ts';

/**
 * The three resets and the deletion, table by table (issue 14: "each reset removes exactly what it
 * says and leaves payments and audits intact"): every table a person has rows in is counted before
 * and after, for the person and for everybody else.
 */

let t: TestApp;
let admin: { user: TestUser; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUserWithToken(t, { role: 'admin' });
});
afterAll(() => t.close());

const TABLES = {
  attempts: testAttempts,
  answers: testAnswers,
  aiReports: aiAnalyses,
  shareLinks: reportShares,
  ratings,
  profile: studentProfiles,
  profilerScreenings: assessmentScreeningResponses,
  orders: paymentOrders,
  orderEvents: paymentEvents,
  refunds: paymentRefunds,
  webhookEvents: paymentWebhookEvents,
  deletionAudits: userDeletionAudits,
  adminActions: adminUserActions,
  auditLogs,
  notifications,
} as const;

type Counts = Record<keyof typeof TABLES, number>;

async function countAll(db: DbOrTx): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

/** What changed between two counts, leaving out the tables that did not. */
function diff(before: Counts, after: Counts): Partial<Counts> {
  const changed: Partial<Counts> = {};
  for (const key of Object.keys(before) as (keyof Counts)[]) {
    if (after[key] !== before[key]) changed[key] = after[key] - before[key];
  }
  return changed;
}

/** A profiler with one question, and a completed attempt of `userId` with its answer, report and link. */
async function takeProfiler(userId: string, profilerId: string, options: { open?: boolean } = {}) {
  const [question] = await t.database.db
    .select()
    .from(questions)
    .where(eq(questions.assessmentId, profilerId));
  const [done] = await t.database.db
    .insert(testAttempts)
    .values({
      userId,
      assessmentId: profilerId,
      status: 'completed',
      isCompleted: true,
      completedAt: new Date(),
    })
    .returning();
  await t.database.db.insert(testAnswers).values({
    attemptId: done!.id,
    questionId: question!.id,
    categoryId: question!.categoryId,
    answer: 4,
    score: 4,
  });
  await t.database.db.insert(aiAnalyses).values({ attemptId: done!.id, status: 'completed' });
  await t.database.db
    .insert(reportShares)
    .values({ attemptId: done!.id, userId, token: crypto.randomUUID() });
  if (options.open) {
    const [open] = await t.database.db
      .insert(testAttempts)
      .values({ userId, assessmentId: profilerId })
      .returning();
    await t.database.db.insert(testAnswers).values({
      attemptId: open!.id,
      questionId: question!.id,
      categoryId: question!.categoryId,
      answer: 2,
      score: 2,
    });
  }
}

async function profilerWithQuestion(title: string) {
  const profiler = await insertProfiler(t, { title });
  await insertQuestion(t, await insertCategory(t, profiler.id));
  return profiler;
}

type OrderSeed = {
  userId: string;
  assessmentId: string;
  status: 'created' | 'attempted' | 'paid' | 'failed' | 'refunded';
  provider?: 'razorpay' | 'test' | 'coupon';
  providerPaymentId?: string | null;
};

async function insertOrder(seed: OrderSeed) {
  const [order] = await t.database.db
    .insert(paymentOrders)
    .values({
      userId: seed.userId,
      assessmentId: seed.assessmentId,
      assessmentTitle: 'Some profiler',
      provider: seed.provider ?? 'test',
      providerOrderId: `order_${crypto.randomUUID()}`,
      amountMinor: 49_900,
      listPriceMinor: 49_900,
      currency: 'INR',
      status: seed.status,
      providerPaymentId: seed.providerPaymentId ?? null,
      paidAt: seed.status === 'paid' || seed.status === 'refunded' ? new Date() : null,
    })
    .returning();
  await t.database.db.insert(paymentEvents).values({ orderId: order!.id, kind: 'order.created' });
  return order!;
}

const post = (url: string) => t.app.inject({ method: 'POST', url, headers: admin.headers });

async function auditOf(userId: string) {
  return t.database.db.select().from(adminUserActions).where(eq(adminUserActions.userId, userId));
}

describe('reset profile', () => {
  it('removes the profile screening, the profilers’ screening answers and the guide flag; nothing else', async () => {
    const person = await insertUser(t, { name: 'Meera' });
    const other = await insertUser(t);
    const profiler = await profilerWithQuestion('Strengths');
    for (const userId of [person.id, other.id]) {
      await t.database.db.insert(studentProfiles).values({ userId, educationLevel: 'Bachelor', age: 22 });
      await t.database.db
        .insert(assessmentScreeningResponses)
        .values({ userId, assessmentId: profiler.id, responses: { q: 'yes' } });
      await takeProfiler(userId, profiler.id);
      await insertOrder({ userId, assessmentId: profiler.id, status: 'paid' });
    }
    await t.database.db
      .update(users)
      .set({ assessmentOnboardingCompletedAt: new Date() })
      .where(inArray(users.id, [person.id, other.id]));
    const before = await countAll(t.database.db);

    const res = await post(`/api/admin/users/${person.id}/reset-profile`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      removed: { profile: 1, profilerScreenings: 1, onboarding: 1 },
      user: { id: person.id, attempts: { completed: 1, inProgress: 0 }, paidOrders: 1 },
    });
    expect(res.json().message).toMatch(
      /^Profile reset: the profile screening, 1 profiler's screening answers/,
    );
    expect(diff(before, await countAll(t.database.db))).toEqual({
      profile: -1,
      profilerScreenings: -1,
      adminActions: 1,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.assessmentOnboardingCompletedAt).toBeNull();
    const [untouched] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched!.assessmentOnboardingCompletedAt).not.toBeNull();
    expect(await auditOf(person.id)).toMatchObject([
      {
        action: 'profile_reset',
        adminId: admin.user.id,
        details: { removed: { profile: 1, profilerScreenings: 1, onboarding: 1 } },
      },
    ]);

    // Nothing left to remove: still one audit row, zero counts.
    const again = await post(`/api/admin/users/${person.id}/reset-profile`);
    expect(again.json().removed).toEqual({ profile: 0, profilerScreenings: 0, onboarding: 0 });
    expect(await auditOf(person.id)).toHaveLength(2);
  });
});

describe('reset one assessment', () => {
  it("removes the person's attempts on that profiler with what hangs on them; payments and ratings stay", async () => {
    const person = await insertUser(t);
    const other = await insertUser(t);
    const target = await profilerWithQuestion('Interests');
    const kept = await profilerWithQuestion('Values');
    await takeProfiler(person.id, target.id, { open: true });
    await takeProfiler(person.id, kept.id);
    await takeProfiler(other.id, target.id);
    await t.database.db.insert(ratings).values({ userId: person.id, assessmentId: target.id, stars: 4 });
    const paid = await insertOrder({ userId: person.id, assessmentId: target.id, status: 'paid' });
    await t.database.db.insert(paymentRefunds).values({
      orderId: paid.id,
      amountMinor: 100,
      currency: 'INR',
      reason: 'Goodwill',
      status: 'processed',
      idempotencyKey: crypto.randomUUID(),
      requestedByName: 'Admin',
    });
    await t.database.db
      .insert(assessmentScreeningResponses)
      .values({ userId: person.id, assessmentId: target.id, responses: { q: 'yes' } });
    const before = await countAll(t.database.db);

    const res = await post(`/api/admin/users/${person.id}/reset-assessment/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().removed).toEqual({ attempts: 2, answers: 2, aiReports: 1, shareLinks: 1 });
    expect(res.json().message).toBe(
      'Interests reset: 2 attempts removed with 2 answers, 1 AI report and 1 share link. Payments and ratings are kept; a paid profiler can be taken again.',
    );
    expect(res.json().user).toMatchObject({ attempts: { completed: 1, inProgress: 0 }, paidOrders: 1 });
    expect(diff(before, await countAll(t.database.db))).toEqual({
      attempts: -2,
      answers: -2,
      aiReports: -1,
      shareLinks: -1,
      adminActions: 1,
    });
    const left = await t.database.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.assessmentId, target.id));
    expect(left.map((row) => row.userId)).toEqual([other.id]);
    expect(await auditOf(person.id)).toMatchObject([
      {
        action: 'assessment_reset',
        adminId: admin.user.id,
        details: { assessmentId: target.id, assessmentTitle: 'Interests', removed: res.json().removed },
      },
    ]);

    // A paid profiler stays paid: what taking asks before a paid profiler starts still says yes.
    expect(await ownsProfiler(t.database.db, person.id, target.id)).toBe(true);
  });

  it('answers 404 for a profiler that does not exist, removing nothing', async () => {
    const person = await insertUser(t);
    const profiler = await profilerWithQuestion('Kept');
    await takeProfiler(person.id, profiler.id);
    const before = await countAll(t.database.db);
    const res = await post(`/api/admin/users/${person.id}/reset-assessment/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(diff(before, await countAll(t.database.db))).toEqual({});
  });
});

describe('reset payments', () => {
  it('removes only the unpaid orders no payment can settle; money records and audits stay', async () => {
    const person = await insertUser(t);
    const other = await insertUser(t);
    const p = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((title) => insertProfiler(t, { title })),
    );
    const paid = await insertOrder({ userId: person.id, assessmentId: p[0]!.id, status: 'paid' });
    const refunded = await insertOrder({ userId: person.id, assessmentId: p[1]!.id, status: 'refunded' });
    await t.database.db.insert(paymentRefunds).values({
      orderId: refunded.id,
      amountMinor: 49_900,
      currency: 'INR',
      reason: 'Asked',
      status: 'processed',
      idempotencyKey: crypto.randomUUID(),
      requestedByName: 'Admin',
    });
    // Removed: a failed test order, a created test order, a failed Razorpay order no payment reached.
    const failedTest = await insertOrder({ userId: person.id, assessmentId: p[2]!.id, status: 'failed' });
    const createdTest = await insertOrder({ userId: person.id, assessmentId: p[3]!.id, status: 'created' });
    const failedQuiet = await insertOrder({
      userId: person.id,
      assessmentId: p[4]!.id,
      status: 'failed',
      provider: 'razorpay',
    });
    await t.database.db.insert(paymentWebhookEvents).values({
      eventId: `evt_${crypto.randomUUID()}`,
      event: 'order.paid',
      payload: {},
      status: 'ignored',
      orderId: failedQuiet.id,
    });
    // Kept: a Razorpay order still open, and a failed Razorpay order on which a payment was seen.
    const openRazorpay = await insertOrder({
      userId: person.id,
      assessmentId: p[5]!.id,
      status: 'attempted',
      provider: 'razorpay',
    });
    const declined = await insertOrder({
      userId: person.id,
      assessmentId: p[6]!.id,
      status: 'failed',
      provider: 'razorpay',
    });
    await t.database.db
      .insert(paymentEvents)
      .values({ orderId: declined.id, kind: 'payment.failed', providerPaymentId: 'pay_declined' });
    // Somebody else's unpaid order.
    const othersOrder = await insertOrder({ userId: other.id, assessmentId: p[2]!.id, status: 'failed' });
    const before = await countAll(t.database.db);

    const res = await post(`/api/admin/users/${person.id}/reset-payments`);
    expect(res.statusCode).toBe(200);
    expect(res.json().removed).toEqual({ orders: 3, orderEvents: 3 });
    expect(res.json().message).toBe(
      'Payments reset: 3 unpaid checkout orders removed (never paid). 2 paid or refunded orders, refunds and payment records are kept. 2 unpaid orders a payment may still settle stay.',
    );
    expect(diff(before, await countAll(t.database.db))).toEqual({
      orders: -3,
      orderEvents: -3,
      adminActions: 1,
    });
    const left = await t.database.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(inArray(paymentOrders.userId, [person.id, other.id]));
    expect(left.map((row) => row.id).sort()).toEqual(
      [paid.id, refunded.id, openRazorpay.id, declined.id, othersOrder.id].sort(),
    );
    expect(left.map((row) => row.id)).not.toContain(failedTest.id);
    expect(left.map((row) => row.id)).not.toContain(createdTest.id);
    // The webhook delivery stays, without its link to the removed order.
    const [delivery] = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.event, 'order.paid'));
    expect(delivery!.orderId).toBeNull();
    expect(await auditOf(person.id)).toMatchObject([
      {
        action: 'payments_reset',
        adminId: admin.user.id,
        details: { removed: { orders: 3, orderEvents: 3 }, kept: { paid: 2, unsettled: 2 } },
      },
    ]);
  });
});

describe('admin deletion', () => {
  it("removes the person's data, keeps payments and every audit", async () => {
    const person = await insertUserWithToken(t);
    const profiler = await profilerWithQuestion('Deletion');
    await takeProfiler(person.user.id, profiler.id);
    await t.database.db.insert(studentProfiles).values({ userId: person.user.id, age: 30 });
    const paid = await insertOrder({ userId: person.user.id, assessmentId: profiler.id, status: 'paid' });
    await t.database.db
      .insert(notifications)
      .values({ userId: person.user.id, type: 'welcome', title: 'Hi', message: 'Hello' });
    // An earlier admin action on the account stays in its trail.
    await post(`/api/admin/users/${person.user.id}/reset-profile`);
    const before = await countAll(t.database.db);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${person.user.id}`,
      headers: admin.headers,
      payload: { reason: 'Duplicate account' },
    });
    expect(res.statusCode).toBe(200);
    expect(diff(before, await countAll(t.database.db))).toEqual({
      shareLinks: -1,
      notifications: -1,
      deletionAudits: 1,
      adminActions: 1,
    });
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, paid.id));
    expect(order).toMatchObject({ userId: person.user.id, status: 'paid' });
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(live).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(userDeletionAudits)
      .where(eq(userDeletionAudits.userId, person.user.id));
    expect(audit).toMatchObject({
      deletedBy: 'admin',
      deletedByAdminId: admin.user.id,
      reason: 'Duplicate account',
    });
    expect((await auditOf(person.user.id)).map((row) => row.action).sort()).toEqual([
      'deleted',
      'profile_reset',
    ]);
  });
});
