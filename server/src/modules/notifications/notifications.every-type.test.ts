import {
  ADMIN_ONLY_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  type NotificationType,
  type PaymentOrder,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { campaignRunner } from '../../../test/campaign-batches.ts';
import { insertCategory, insertQuestion, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { bearer, insertUserWithToken, uniqueEmail } from '../../../test/factories.ts';
import { latestCode } from '../../../test/mailbox.ts';
import { paymentModuleDeps } from '../../../test/payments-deps.ts';
import { insertReferral } from '../../../test/referral-factories.ts';
import { notifications, users } from '../../db/schema/index.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReferralRewards, REFERRAL_REWARD_QUEUE } from '../referrals/rewards/rewards.service.ts';
import { aiAnalysisQueue, createReportsService } from '../reports/reports.service.ts';
import { createDataExportService, DATA_EXPORT_QUEUE } from '../users/export/export.service.ts';
import { createNotificationTriggers } from './notifications.triggers.ts';

/**
 * Every notification type has a product path that sends it (decision 017, issue 14): each one is
 * produced here by the routes (app.inject) or by the job the app schedules, never by inserting a
 * notification or naming a type by hand. The last test compares the types found in the table with
 * NOTIFICATION_TYPES, so a type added without a trigger fails it.
 */

type Headers = Record<string, string>;
type Who = { id: string; headers: Headers };
type Recipient = 'admin' | 'asha' | 'ben';

/** Who each type must reach: Asha registers and does everything; Ben leaves an attempt and his profile open. */
const RECIPIENT: Record<NotificationType, Recipient> = {
  student_joined: 'admin',
  test_completed: 'admin',
  payment_successful: 'asha',
  profile_completed: 'admin',
  report_available: 'asha',
  new_assessment: 'asha',
  welcome: 'asha',
  assessment_pending: 'ben',
  profile_incomplete: 'ben',
  system_maintenance: 'asha',
  update_available: 'asha',
  payment_received: 'admin',
  payment_failed: 'admin',
  payment_failed_user: 'asha',
  payment_refunded: 'admin',
  payment_refunded_user: 'asha',
  data_export_ready: 'asha',
  referral_reward: 'asha',
};
const DAY = 86_400_000;

describe('every notification type comes from a real product path', () => {
  let t: TestApp;
  let admin: Who;
  let asha: Who;
  let ben: Who;

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
    status = 200,
  ) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };

  /** The people a type reached so far. */
  const receivers = async (type: NotificationType) =>
    (
      await db()
        .select({ userId: notifications.userId, role: users.role, data: notifications.data })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.type, type))
    ).map((row) => ({ ...row, data: row.data as Record<string, unknown> | null }));
  const receiverIds = async (type: NotificationType) => (await receivers(type)).map((row) => row.userId);

  /**
   * Runs the jobs the app queued in pg-boss on `queue` (tests run without workers) through the
   * handler the module's own registerWorker() registers, as the app's worker would; answers how many ran.
   */
  async function workQueued(
    queue: string,
    build: (deps: ModuleDeps) => { registerWorker(): Promise<void> },
  ): Promise<number> {
    const deps = paymentModuleDeps(t);
    let handler: JobHandler<object> | undefined;
    const jobs: ModuleDeps['jobs'] = {
      ...deps.jobs,
      async work(name, registered) {
        if (name === queue) handler = registered as unknown as JobHandler<object>;
      },
    };
    await build({ ...deps, jobs }).registerWorker();
    expect(handler, `no worker registered for ${queue}`).toBeDefined();
    const result = (await db().execute(
      sql`update pgboss.job set state = 'completed', completed_on = now()
          where name = ${queue} and state = 'created' returning data`,
    )) as unknown as { rows: Array<{ data: object }> };
    for (const row of result.rows) await handler!(row.data);
    return result.rows.length;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertUserWithToken(t, { role: 'admin', name: 'Ada Admin' });
    admin = { id: a.user.id, headers: a.headers };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registering tells the admins (student_joined); verifying the e-mail welcomes the person (welcome)', async () => {
    const email = uniqueEmail('asha');
    await ok(
      'POST',
      '/auth/register',
      {},
      { name: 'Asha Rao', email, password: 'a sensible passphrase' },
      201,
    );
    const verified = await ok('POST', '/auth/verify-otp', {}, { email, otpCode: await latestCode(t, email) });
    asha = { id: verified.user.id, headers: bearer(verified.token) };

    expect(await receivers('student_joined')).toEqual([
      { userId: admin.id, role: 'admin', data: { userId: asha.id } },
    ]);
    expect(await receiverIds('welcome')).toEqual([asha.id]);
  });

  it('completing the profile screening tells the admins (profile_completed)', async () => {
    await ok('PUT', '/student/profile', asha.headers, {
      educationLevel: 'master',
      experienceLevel: 'mid',
      age: 29,
    });
    expect(await receivers('profile_completed')).toEqual([
      { userId: admin.id, role: 'admin', data: { userId: asha.id } },
    ]);
  });

  it('completing a profiler tells the admins (test_completed); its analysis job tells the person (report_available)', async () => {
    const profiler = await insertTakeableProfiler(t, { title: 'Every Type Compass' });
    const started = await ok('POST', `/assessments/${profiler.id}/start`, asha.headers);
    const attemptId: string = started.attempt.id;
    const questions = await ok('GET', `/assessments/${profiler.id}/questions`, asha.headers);
    for (const category of questions.categories as Array<{ id: string; questions: Array<{ id: string }> }>)
      for (const question of category.questions)
        await ok('POST', `/assessments/${profiler.id}/attempts/${attemptId}/answers`, asha.headers, {
          questionId: question.id,
          categoryId: category.id,
          answer: 4,
        });
    await ok('POST', `/assessments/${profiler.id}/attempts/${attemptId}/complete`, asha.headers);
    expect(await receivers('test_completed')).toEqual([
      {
        userId: admin.id,
        role: 'admin',
        data: { testAttemptId: attemptId, assessmentId: profiler.id, userId: asha.id },
      },
    ]);

    expect(await workQueued(aiAnalysisQueue(t.config).name, createReportsService)).toBe(1);
    expect(await receivers('report_available')).toEqual([
      { userId: asha.id, role: 'user', data: { testAttemptId: attemptId, assessmentId: profiler.id } },
    ]);
  });

  it('a paid profiler declined, paid and refunded at the test checkout (payment_failed(_user), payment_successful, payment_received, payment_refunded(_user))', async () => {
    const profiler = await insertTakeableProfiler(t, {
      title: 'Every Type Deep Dive',
      isFree: false,
      priceMinor: 49_900,
      currency: 'INR',
    });
    const order: PaymentOrder = (
      await ok('POST', '/payments/orders', asha.headers, { assessmentId: profiler.id })
    ).order;
    expect(order.provider).toBe('test');

    await ok('POST', `/payments/test-checkout/${order.orderId}/decline`, asha.headers);
    const paid = await ok('POST', `/payments/test-checkout/${order.orderId}/pay`, asha.headers);
    await ok('POST', '/payments/verify', asha.headers, {
      orderId: order.orderId,
      providerPaymentId: paid.providerPaymentId,
      signature: paid.signature,
    });
    await ok('POST', `/payments/admin/refund/${order.orderId}`, admin.headers, {
      reason: 'Changed their mind',
    });

    const forOrder = { orderId: order.orderId, assessmentId: profiler.id };
    for (const type of ['payment_failed_user', 'payment_successful', 'payment_refunded_user'] as const)
      expect(await receivers(type), type).toEqual([
        { userId: asha.id, role: 'user', data: expect.objectContaining(forOrder) },
      ]);
    for (const type of ['payment_failed', 'payment_received', 'payment_refunded'] as const)
      expect(await receivers(type), type).toEqual([
        { userId: admin.id, role: 'admin', data: expect.objectContaining({ ...forOrder, userId: asha.id }) },
      ]);
  });

  it('a data export built by its job tells the person (data_export_ready)', async () => {
    const requested = await ok('POST', '/user/data-exports', asha.headers, undefined, 202);
    expect(await workQueued(DATA_EXPORT_QUEUE.name, createDataExportService)).toBe(1);
    expect(await receivers('data_export_ready')).toEqual([
      { userId: asha.id, role: 'user', data: { dataExportId: requested.export.id } },
    ]);
  });

  it('an admin activating a profiler announces it to the people it targets (new_assessment)', async () => {
    ben = await insertUserWithToken(t, { name: 'Ben Idle' }).then((b) => ({
      id: b.user.id,
      headers: b.headers,
    }));
    const created = await ok(
      'POST',
      '/admin/assessments',
      admin.headers,
      { title: 'Every Type Announcement', isActive: false },
      201,
    );
    const id: string = created.assessment.id;
    await insertQuestion(t, await insertCategory(t, id));
    await ok('PUT', `/admin/assessments/${id}`, admin.headers, { isActive: true });
    expect(await campaignRunner(t).drain()).toBeGreaterThan(0);

    const got = await receivers('new_assessment');
    expect(
      got
        .filter((row) => row.data?.assessmentId === id)
        .map((row) => row.userId)
        .sort(),
    ).toEqual([asha.id, ben.id].sort());
  });

  it("an admin's broadcasts reach the people (system_maintenance, update_available)", async () => {
    await ok(
      'POST',
      '/admin/broadcasts',
      admin.headers,
      {
        type: 'system_maintenance',
        title: 'Maintenance',
        message: 'Offline at 02:00 UTC.',
        audience: 'everyone',
      },
      201,
    );
    await ok(
      'POST',
      '/admin/broadcasts',
      admin.headers,
      { type: 'update_available', title: 'New version', message: 'Reload to update.', audience: 'users' },
      201,
    );
    expect(await campaignRunner(t).drain()).toBeGreaterThanOrEqual(2);
    expect((await receiverIds('system_maintenance')).sort()).toEqual([admin.id, asha.id, ben.id].sort());
    expect((await receiverIds('update_available')).sort()).toEqual([asha.id, ben.id].sort());
  });

  it('the hourly triggers job, four days on, reminds of an idle attempt and an incomplete profile (assessment_pending, profile_incomplete)', async () => {
    const profiler = await insertTakeableProfiler(t, { title: 'Every Type Left Open' });
    const started = await ok('POST', `/assessments/${profiler.id}/start`, ben.headers);

    const later = () => new Date(Date.now() + 4 * DAY);
    // The job as app.ts schedules it (the notification-triggers queue), at a clock four days ahead.
    const job = createNotificationTriggers({
      ...paymentModuleDeps(t, later),
      campaigns: campaignRunner(t, { now: later }).service,
    });
    expect(await job.run()).toMatchObject({ assessmentPending: 1, profileIncomplete: 1 });

    expect(await receivers('assessment_pending')).toEqual([
      {
        userId: ben.id,
        role: 'user',
        data: { assessmentId: profiler.id, testAttemptId: started.attempt.id },
      },
    ]);
    // Asha completed her screening and admins are not reminded: only Ben.
    expect(await receiverIds('profile_incomplete')).toEqual([ben.id]);
  });

  it('a friend Asha referred pays at the test checkout; the reward job tells Asha (referral_reward)', async () => {
    // The admin's terms (no waiting period); the referral itself is the people's side's to make.
    const created = await ok(
      'POST',
      '/referrals/admin/config',
      admin.headers,
      { name: 'Every Type terms', referrerRewardType: 'PERCENTAGE', referrerRewardValue: 20, holdDays: 0 },
      201,
    );
    const cleo = await insertUserWithToken(t, { name: 'Cleo Friend' });
    const referral = await insertReferral(t, {
      referrerId: asha.id,
      refereeId: cleo.user.id,
      configId: created.config.id,
    });
    const profiler = await insertTakeableProfiler(t, {
      title: 'Every Type Referral Buy',
      isFree: false,
      priceMinor: 29_900,
      currency: 'INR',
    });
    const order: PaymentOrder = (
      await ok('POST', '/payments/orders', cleo.headers, { assessmentId: profiler.id })
    ).order;
    const paid = await ok('POST', `/payments/test-checkout/${order.orderId}/pay`, cleo.headers);
    await ok('POST', '/payments/verify', cleo.headers, {
      orderId: order.orderId,
      providerPaymentId: paid.providerPaymentId,
      signature: paid.signature,
    });

    expect(await workQueued(REFERRAL_REWARD_QUEUE.name, createReferralRewards)).toBe(1);
    expect(await receivers('referral_reward')).toEqual([
      { userId: asha.id, role: 'user', data: { referralId: referral.id, couponCode: expect.any(String) } },
    ]);
  });

  it('every type in NOTIFICATION_TYPES was produced, each for its recipient', async () => {
    const ids: Record<Recipient, string> = { admin: admin.id, asha: asha.id, ben: ben.id };
    // The table above agrees with the contract: admin-only types go to the admin, the others to a person.
    const adminOnly: readonly NotificationType[] = ADMIN_ONLY_NOTIFICATION_TYPES;
    for (const type of NOTIFICATION_TYPES)
      expect(RECIPIENT[type] === 'admin', type).toBe(adminOnly.includes(type));

    for (const type of NOTIFICATION_TYPES) {
      const got = await receivers(type);
      expect(
        got.map((row) => row.userId),
        type,
      ).toContain(ids[RECIPIENT[type]]);
      if (adminOnly.includes(type))
        expect(
          got.every((row) => row.role === 'admin'),
          type,
        ).toBe(true);
    }

    const found = await db().selectDistinct({ type: notifications.type }).from(notifications);
    expect(found.map((row) => row.type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});
