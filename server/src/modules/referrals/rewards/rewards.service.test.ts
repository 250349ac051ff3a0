import { type PaymentOrder, PROCESS_BONUS_MESSAGES } from '@pathwise/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCoupon, insertTakeableProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { paymentModuleDeps } from '../../../../test/payments-deps.ts';
import {
  insertReferral,
  insertReferralConfig,
  type ReferralConfigRow,
  runReferralRewardJobs,
} from '../../../../test/referral-factories.ts';
import {
  coupons,
  emailMessages,
  notifications,
  paymentOrders,
  referralEvents,
  referrals,
} from '../../../db/schema/index.ts';
import type { Jobs } from '../../../platform/jobs.ts';
import { createPaymentReconciliation } from '../../payments/payments.reconcile.ts';
import { REFERRAL_REWARD_QUEUE } from './rewards.service.ts';

/**
 * Qualification, rewards and refunds (decision 019) through the product's own paths: the test
 * checkout (order, pay, verify), the admin's refund, the reward job as its worker runs it, and
 * process-bonus. Referral rows are stored directly (the people's side makes them).
 */

type Headers = Record<string, string>;
type Person = { id: string; headers: Headers };
const DAY_MS = 86_400_000;

describe('referral qualification, rewards and refunds', () => {
  let t: TestApp;
  let admin: Person & { name: string };
  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertUserWithToken(t, { role: 'admin', name: 'Rhea Admin' });
    admin = { id: a.user.id, headers: a.headers, name: a.user.name };
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const okJson = async (url: string, headers: Headers, payload?: object) => {
    const res = await post(url, headers, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  const profiler = (priceMinor = 49_900, currency = 'INR') =>
    insertTakeableProfiler(t, { title: 'Referral Deep Dive', isFree: false, priceMinor, currency });

  /** The test checkout end to end: order, Pay, verify. */
  async function buy(who: Person, assessmentId: string, couponCode?: string): Promise<PaymentOrder> {
    const order: PaymentOrder = (
      await okJson('/payments/orders', who.headers, { assessmentId, ...(couponCode ? { couponCode } : {}) })
    ).order;
    if (order.status === 'paid') return order;
    const paid = await okJson(`/payments/test-checkout/${order.orderId}/pay`, who.headers);
    return (
      await okJson('/payments/verify', who.headers, {
        orderId: order.orderId,
        providerPaymentId: paid.providerPaymentId,
        signature: paid.signature,
      })
    ).order;
  }

  /** A referrer and a referee who joined with the referrer's code under `config`. */
  async function pair(config: ReferralConfigRow, referrerId?: string) {
    const referrer = referrerId
      ? { id: referrerId }
      : await insertUserWithToken(t, { name: 'Asha Referrer' }).then((p) => ({ id: p.user.id }));
    const referee = await insertUserWithToken(t, { name: 'Ben Friend' });
    const referral = await insertReferral(t, {
      referrerId: referrer.id,
      refereeId: referee.user.id,
      configId: config.id,
    });
    return { referrer, referee: { id: referee.user.id, headers: referee.headers }, referral };
  }

  const referralRow = async (id: string) =>
    (await db().select().from(referrals).where(eq(referrals.id, id)))[0]!;
  const eventKinds = async (id: string) =>
    (
      await db()
        .select({ kind: referralEvents.kind })
        .from(referralEvents)
        .where(eq(referralEvents.referralId, id))
        .orderBy(referralEvents.createdAt, referralEvents.kind)
    ).map((row) => row.kind);
  const rewardCoupons = (ownerId: string) =>
    db().select().from(coupons).where(eq(coupons.ownerUserId, ownerId));
  const rewardNotices = async (userId: string) =>
    (
      await db()
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'referral_reward')))
    )[0]!.value;
  const queuedFor = async (referralId: string) =>
    (
      (await db().execute(
        sql`select start_after, state from pgboss.job
            where name = ${REFERRAL_REWARD_QUEUE.name} and data->>'referralId' = ${referralId}`,
      )) as unknown as { rows: Array<{ start_after: string | Date; state: string }> }
    ).rows;
  const bonus = (id: string) => post(`/referrals/admin/process-bonus/${id}`, admin.headers);

  it('the whole chain: a joined referee pays → qualified with the job queued → the job rewards the referrer once, who is told once', async () => {
    const config = await insertReferralConfig(t, {
      referrerRewardType: 'FIXED_AMOUNT',
      referrerRewardValue: 10_000,
      rewardValidDays: 60,
      holdDays: 0,
    });
    const { referrer, referee, referral } = await pair(config);
    const product = await profiler();

    const order = await buy(referee, product.id);
    expect(order.status).toBe('paid');

    let row = await referralRow(referral.id);
    expect(row).toMatchObject({ status: 'qualified', qualifyingOrderId: order.orderId });
    expect(row.qualifiedAt).toBeInstanceOf(Date);
    expect(row.rewardDueAt!.getTime()).toBe(row.qualifiedAt!.getTime());
    expect(await eventKinds(referral.id)).toEqual(['qualified', 'reward_queued']);
    expect(await queuedFor(referral.id)).toHaveLength(1);

    expect(await runReferralRewardJobs(t)).toBe(1);
    row = await referralRow(referral.id);
    expect(row.status).toBe('rewarded');
    expect(row.rewardedAt).toBeInstanceOf(Date);
    const owned = await rewardCoupons(referrer.id);
    expect(owned).toHaveLength(1);
    const [coupon] = owned;
    expect(coupon).toMatchObject({
      id: row.rewardCouponId,
      type: 'FIXED_AMOUNT',
      value: 10_000,
      currency: 'INR',
      usageLimit: 1,
      usedCount: 0,
      ownerUserId: referrer.id,
    });
    expect(coupon!.code).toMatch(/^REWARD-[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(coupon!.validUntil!.getTime() - row.rewardedAt!.getTime()).toBe(60 * DAY_MS);
    expect(await eventKinds(referral.id)).toEqual(['qualified', 'reward_queued', 'rewarded']);

    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'referral_reward')));
    expect(notice).toMatchObject({ title: 'You earned a referral reward' });
    expect(notice!.message).toContain('Ben bought a profiler');
    expect(notice!.message).toContain('₹100 off');
    expect(notice!.message).toContain(coupon!.code);
    // referral_reward is e-mailed by default (the notification service's rule).
    const mails = await db()
      .select({ subject: emailMessages.subject })
      .from(emailMessages)
      .where(eq(emailMessages.subject, 'You earned a referral reward'));
    expect(mails.length).toBeGreaterThanOrEqual(1);

    // The job again, a retry, an admin's click: nothing more.
    await t.database.db.execute(
      sql`update pgboss.job set state = 'created' where name = ${REFERRAL_REWARD_QUEUE.name}
          and data->>'referralId' = ${referral.id}`,
    );
    expect(await runReferralRewardJobs(t)).toBe(1);
    const again = await bonus(referral.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ issued: false, message: PROCESS_BONUS_MESSAGES.already });
    expect(again.json().referral).toMatchObject({ status: 'rewarded', rewardCoupon: { code: coupon!.code } });
    expect(await rewardCoupons(referrer.id)).toHaveLength(1);
    expect(await rewardNotices(referrer.id)).toBe(1);

    // A second purchase by the same referee changes nothing: one qualification per referral.
    await buy(referee, (await profiler()).id);
    expect((await referralRow(referral.id)).qualifyingOrderId).toBe(order.orderId);
  });

  it('the minimum purchase and the currency: the first payment meeting the terms qualifies', async () => {
    const config = await insertReferralConfig(t, { minPurchaseMinor: 50_000, currency: 'INR' });
    const { referee, referral } = await pair(config);

    await buy(referee, (await profiler(49_900)).id);
    expect((await referralRow(referral.id)).status).toBe('joined');
    await buy(referee, (await profiler(25_000, 'USD')).id);
    expect((await referralRow(referral.id)).status).toBe('joined');

    const enough = await buy(referee, (await profiler(50_000)).id);
    expect(await referralRow(referral.id)).toMatchObject({
      status: 'qualified',
      qualifyingOrderId: enough.orderId,
    });
  });

  it('an order granted by a 100% coupon does not qualify', async () => {
    const config = await insertReferralConfig(t);
    const { referee, referral } = await pair(config);
    const free = await insertCoupon(t, { type: 'PERCENTAGE', value: 100 });
    const order = await buy(referee, (await profiler()).id, free.code);
    expect(order).toMatchObject({ status: 'paid', provider: 'coupon', amount: 0 });
    expect((await referralRow(referral.id)).status).toBe('joined');
    expect(await queuedFor(referral.id)).toHaveLength(0);
  });

  it('the cap: past maxRewardsPerReferrer a referral is capped, with no job; an admin may still issue it', async () => {
    const config = await insertReferralConfig(t, { maxRewardsPerReferrer: 1 });
    const first = await pair(config);
    const second = await pair(config, first.referrer.id);
    const product = await profiler();

    await buy(first.referee, product.id);
    await buy(second.referee, product.id);
    expect((await referralRow(first.referral.id)).status).toBe('qualified');
    const capped = await referralRow(second.referral.id);
    expect(capped).toMatchObject({ status: 'capped', rewardDueAt: null });
    expect(capped.qualifyingOrderId).not.toBeNull();
    expect(await eventKinds(second.referral.id)).toEqual(['capped', 'qualified']);
    expect(await queuedFor(second.referral.id)).toHaveLength(0);

    const res = await bonus(second.referral.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ issued: true, referral: { status: 'rewarded' } });
    const [byAdmin] = await db()
      .select()
      .from(referralEvents)
      .where(
        and(eq(referralEvents.referralId, second.referral.id), eq(referralEvents.kind, 'issued_by_admin')),
      );
    expect(byAdmin).toMatchObject({ actorId: admin.id, actorName: admin.name });
    expect(byAdmin!.details).toMatchObject({ from: 'capped' });
  });

  it('six referees of one referrer paying at once under a cap of 2: two qualified, four capped', async () => {
    const config = await insertReferralConfig(t, { maxRewardsPerReferrer: 2 });
    const first = await pair(config);
    const others = await Promise.all(Array.from({ length: 5 }, () => pair(config, first.referrer.id)));
    const product = await profiler();
    // Orders and payments first, then the six captures race (the grant is where the cap is decided).
    const ready = await Promise.all(
      [first, ...others].map(async ({ referee }) => {
        const order: PaymentOrder = (
          await okJson('/payments/orders', referee.headers, { assessmentId: product.id })
        ).order;
        const paid = await okJson(`/payments/test-checkout/${order.orderId}/pay`, referee.headers);
        return { referee, body: { orderId: order.orderId, ...paid } };
      }),
    );
    const replies = await Promise.all(
      ready.map(({ referee, body }) =>
        post('/payments/verify', referee.headers, {
          orderId: body.orderId,
          providerPaymentId: body.providerPaymentId,
          signature: body.signature,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const statuses = await db()
      .select({ status: referrals.status })
      .from(referrals)
      .where(eq(referrals.referrerId, first.referrer.id));
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'capped',
      'capped',
      'capped',
      'capped',
      'qualified',
      'qualified',
    ]);
  });

  it('hold days: reward_due_at and the job start hold days later; the job waits; process-bonus issues now', async () => {
    const config = await insertReferralConfig(t, { holdDays: 7 });
    const { referrer, referee, referral } = await pair(config);
    const before = Date.now();
    await buy(referee, (await profiler()).id);

    const row = await referralRow(referral.id);
    expect(row.status).toBe('qualified');
    expect(row.rewardDueAt!.getTime() - row.qualifiedAt!.getTime()).toBe(7 * DAY_MS);
    const [job] = await queuedFor(referral.id);
    const startAfter = new Date(job!.start_after).getTime();
    expect(startAfter).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 60_000);
    expect(startAfter).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 60_000);

    await runReferralRewardJobs(t, { dueOnly: true });
    expect((await referralRow(referral.id)).status).toBe('qualified');

    const res = await bonus(referral.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ issued: true, referral: { id: referral.id, status: 'rewarded' } });
    expect(await rewardCoupons(referrer.id)).toHaveLength(1);
    // The job, when its day comes, finds it rewarded.
    await runReferralRewardJobs(t);
    expect(await rewardCoupons(referrer.id)).toHaveLength(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
  });

  it('a full refund before the reward cancels it; the job is then a no-op and process-bonus answers 409', async () => {
    const config = await insertReferralConfig(t, { holdDays: 3 });
    const { referrer, referee, referral } = await pair(config);
    const order = await buy(referee, (await profiler()).id);

    const refund = await post(`/payments/admin/refund/${order.orderId}`, admin.headers, {
      reason: 'Bought by mistake',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const row = await referralRow(referral.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await eventKinds(referral.id)).toEqual(['qualified', 'reward_queued', 'cancelled']);

    expect(await runReferralRewardJobs(t)).toBeGreaterThanOrEqual(1);
    expect((await referralRow(referral.id)).status).toBe('cancelled');
    expect(await rewardCoupons(referrer.id)).toHaveLength(0);
    expect(await rewardNotices(referrer.id)).toBe(0);

    const res = await bonus(referral.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROCESS_BONUS_MESSAGES.cancelled);

    // Cancelled is final: buying again earns nothing.
    await buy(referee, (await profiler()).id);
    expect((await referralRow(referral.id)).status).toBe('cancelled');
  });

  it('a partial refund changes nothing; a full refund after the reward leaves it issued', async () => {
    const config = await insertReferralConfig(t);
    const { referrer, referee, referral } = await pair(config);
    const order = await buy(referee, (await profiler()).id);

    const partial = await post(`/payments/admin/refund/${order.orderId}`, admin.headers, {
      amount: 100,
      reason: 'Goodwill',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect((await referralRow(referral.id)).status).toBe('qualified');

    await runReferralRewardJobs(t);
    expect((await referralRow(referral.id)).status).toBe('rewarded');
    const rest = await post(`/payments/admin/refund/${order.orderId}`, admin.headers, { reason: 'The rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    const [refunded] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId));
    expect(refunded!.status).toBe('refunded');
    expect((await referralRow(referral.id)).status).toBe('rewarded');
    expect(await rewardCoupons(referrer.id)).toHaveLength(1);
  });

  it('a qualified referral whose order was refunded behind its back is cancelled by the job, not rewarded', async () => {
    const config = await insertReferralConfig(t);
    const { referrer, referee, referral } = await pair(config);
    const order = await buy(referee, (await profiler()).id);
    await db().update(paymentOrders).set({ status: 'refunded' }).where(eq(paymentOrders.id, order.orderId));
    await runReferralRewardJobs(t);
    expect((await referralRow(referral.id)).status).toBe('cancelled');
    expect(await rewardCoupons(referrer.id)).toHaveLength(0);
  });

  it('20 concurrent process-bonus calls and the job: one reward, one coupon, one notice', async () => {
    const config = await insertReferralConfig(t, { holdDays: 0 });
    const { referrer, referee, referral } = await pair(config);
    await buy(referee, (await profiler()).id);

    const [replies] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => bonus(referral.id))),
      runReferralRewardJobs(t),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const issued = replies.filter((r) => r.json().issued === true);
    expect(issued.length).toBeLessThanOrEqual(1);
    for (const reply of replies) expect(reply.json().referral.status).toBe('rewarded');
    expect(await rewardCoupons(referrer.id)).toHaveLength(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
    const kinds = await eventKinds(referral.id);
    expect(kinds.filter((kind) => kind === 'rewarded' || kind === 'issued_by_admin')).toHaveLength(1);
  });

  it('process-bonus: 404 unknown, 409 for a referral with no qualifying payment', async () => {
    const missing = await bonus('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const config = await insertReferralConfig(t);
    const { referral } = await pair(config);
    const res = await bonus(referral.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no qualifying payment/);
    expect((await referralRow(referral.id)).status).toBe('joined');
  });

  it('reconciliation grants through the same grant: the referral qualifies and its job is queued in that transaction', async () => {
    const config = await insertReferralConfig(t);
    const { referee, referral } = await pair(config);
    const product = await profiler();
    const order: PaymentOrder = (
      await okJson('/payments/orders', referee.headers, { assessmentId: product.id })
    ).order;
    await okJson(`/payments/test-checkout/${order.orderId}/pay`, referee.headers);

    const later = () => new Date(Date.now() + 10 * 60_000);
    const deps = paymentModuleDeps(t, later);
    const sent: Array<{ queue: string; data: object; inTx: boolean }> = [];
    const jobs: Jobs = {
      ...deps.jobs,
      async send(queue, data, _options, tx) {
        sent.push({ queue, data, inTx: tx !== undefined });
        return null;
      },
    };
    const result = await createPaymentReconciliation({ ...deps, jobs }).reconcile();
    expect(result.granted).toBeGreaterThanOrEqual(1);
    expect(await referralRow(referral.id)).toMatchObject({
      status: 'qualified',
      qualifyingOrderId: order.orderId,
    });
    expect(sent).toContainEqual({
      queue: REFERRAL_REWARD_QUEUE.name,
      data: { referralId: referral.id },
      inTx: true,
    });
  });
});
