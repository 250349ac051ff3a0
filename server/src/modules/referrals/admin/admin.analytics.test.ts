import type { ReferralAnalytics } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCoupon } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import { insertReferral, insertReferralConfig } from '../../../../test/referral-factories.ts';
import { couponUsages, paymentOrders, paymentRefunds } from '../../../db/schema/index.ts';

/**
 * GET /referrals/admin/analytics against a small programme whose figures are worked out by hand
 * below (period 7: today and the six days before, UTC). Rows are stored directly with their dates.
 */

const DAY_MS = 86_400_000;
const FIXED = new Date();
const TODAY = FIXED.toISOString().slice(0, 10);
/** Noon UTC `n` days before today (hours shift it: `at(1, 8)` is 08:00 the day before). */
const at = (daysAgo: number, hour = 12) =>
  new Date(Date.parse(`${TODAY}T00:00:00.000Z`) - daysAgo * DAY_MS + hour * 3_600_000);
const day = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);

describe('referral analytics', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    // The service's clock is fixed at the test's start, so "today" cannot move under the figures.
    t = await createTestApp({ now: () => FIXED });
    headers = (await insertUserWithToken(t, { role: 'admin' })).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('funnel, conversion, revenue, rewards and their cost, top referrers and the daily series', async () => {
    const db = t.database.db;
    const config = await insertReferralConfig(t);
    const priya = await insertUser(t, { name: 'Priya One' });
    const quinn = await insertUser(t, { name: 'Quinn Two' });
    const friend = () => insertUser(t, { name: 'Friend' });
    const [e1, e2, e3, e4, e5, e6, e7, stranger] = await Promise.all(Array.from({ length: 8 }, friend));
    const coupon = (ownerUserId: string, currency = 'INR') =>
      insertCoupon(t, { ownerUserId, usageLimit: 1, currency, type: 'FIXED_AMOUNT', value: 100 });
    const rc1 = await coupon(priya.id);
    const w2 = await coupon(e2!.id);
    const w5 = await coupon(e5!.id, 'USD');
    const rc6 = await coupon(quinn.id);
    const unrelated = await insertCoupon(t);
    const base = { referrerId: priya.id, configId: config.id };

    // Made in the period (six): r1, r2, r3, r4, r5, r7. r6 was made before it.
    await insertReferral(t, {
      ...base,
      refereeId: e1!.id,
      status: 'rewarded',
      createdAt: at(1, 9),
      joinedAt: at(1, 9),
      qualifiedAt: at(1),
      rewardedAt: at(0, 1),
      rewardCouponId: rc1.id,
    });
    await insertReferral(t, {
      ...base,
      refereeId: e2!.id,
      status: 'qualified',
      createdAt: at(2),
      joinedAt: at(2),
      qualifiedAt: at(0, 1),
      welcomeCouponId: w2.id,
    });
    await insertReferral(t, {
      ...base,
      refereeId: e3!.id,
      status: 'invited',
      createdAt: at(6),
      joinedAt: null,
    });
    await insertReferral(t, {
      ...base,
      referrerId: quinn.id,
      refereeId: e4!.id,
      status: 'joined',
      createdAt: at(0, 0),
      joinedAt: at(0, 0),
    });
    await insertReferral(t, {
      ...base,
      referrerId: quinn.id,
      refereeId: e5!.id,
      status: 'cancelled',
      createdAt: at(3),
      joinedAt: at(3),
      qualifiedAt: at(3),
      cancelledAt: at(2),
      welcomeCouponId: w5.id,
    });
    await insertReferral(t, {
      ...base,
      referrerId: quinn.id,
      refereeId: e6!.id,
      status: 'rewarded',
      createdAt: at(10),
      joinedAt: at(10),
      qualifiedAt: at(9),
      rewardedAt: at(3),
      rewardCouponId: rc6.id,
    });
    // Capped straight from invited: no joined_at, it joined when it bought.
    await insertReferral(t, {
      ...base,
      refereeId: e7!.id,
      status: 'capped',
      createdAt: at(2, 6),
      joinedAt: null,
      qualifiedAt: at(1),
    });

    const order = async (
      userId: string,
      amountMinor: number,
      currency: string,
      paidAt: Date,
      status: 'paid' | 'refunded' = 'paid',
      provider: 'test' | 'coupon' = 'test',
    ) =>
      (
        await db
          .insert(paymentOrders)
          .values({
            userId,
            assessmentTitle: 'Analytics profiler',
            provider,
            amountMinor,
            listPriceMinor: amountMinor,
            currency,
            status,
            paidAt,
          })
          .returning()
      )[0]!;
    const refund = (
      orderId: string,
      amountMinor: number,
      currency: string,
      status: 'processed' | 'pending',
    ) =>
      db.insert(paymentRefunds).values({
        orderId,
        amountMinor,
        currency,
        reason: 'test',
        status,
        idempotencyKey: `rf_${crypto.randomUUID()}`,
        requestedByName: 'Admin',
      });
    await order(e1!.id, 49_900, 'INR', at(1)); // +49,900 INR
    const o2 = await order(e2!.id, 30_000, 'INR', at(0, 1)); // 30,000 − 10,000 processed = +20,000 INR
    await refund(o2.id, 10_000, 'INR', 'processed');
    await refund(o2.id, 5_000, 'INR', 'pending'); // pending: not subtracted
    const o5 = await order(e5!.id, 2_500, 'USD', at(3), 'refunded'); // refunded in full: +0 USD
    await refund(o5.id, 2_500, 'USD', 'processed');
    await order(e7!.id, 10_000, 'USD', at(1)); // +10,000 USD
    await order(e6!.id, 99_900, 'INR', at(9)); // paid before the period
    await order(e4!.id, 0, 'INR', at(1), 'paid', 'coupon'); // a 100% coupon: nothing
    await order(e3!.id, 12_300, 'INR', at(6, 8)); // paid before they were referred (12:00 that day)
    await order(stranger!.id, 77_700, 'INR', at(0, 1)); // nobody referred them

    const usage = (couponId: string, discountMinor: number, currency: string, createdAt: Date) =>
      db.insert(couponUsages).values({ couponId, discountMinor, currency, createdAt });
    await usage(rc1.id, 5_000, 'INR', at(0, 2)); // reward coupon used: cost
    await usage(w2.id, 2_000, 'INR', at(1)); // welcome coupon used: cost
    await usage(w5.id, 300, 'USD', at(2)); // welcome coupon in USD: cost
    await usage(rc6.id, 1_000, 'INR', at(8)); // before the period
    await usage(unrelated.id, 9_999, 'INR', at(0, 2)); // not a referral coupon

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/referrals/admin/analytics?period=7',
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const figures: ReferralAnalytics = res.json();

    expect(figures.period).toBe(7);
    // Made in the period: r1, r2, r3, r4, r5, r7; past invited: all but r3; purchased: r1, r2, r7.
    expect(figures.funnel).toEqual({ invited: 6, joined: 5, purchased: 3 });
    expect(figures.conversion.joinRate).toBeCloseTo(5 / 6, 10);
    expect(figures.conversion.purchaseRate).toBeCloseTo(3 / 5, 10);
    expect(figures.revenue).toEqual([
      { currency: 'INR', amount: 699 },
      { currency: 'USD', amount: 100 },
    ]);
    // Issued in the period: r1 and r6; cancelled in it: r5; waiting now: r2.
    expect(figures.rewards).toEqual({
      issued: 2,
      pending: 1,
      cancelled: 1,
      cost: [
        { currency: 'INR', amount: 70 },
        { currency: 'USD', amount: 3 },
      ],
    });
    expect(figures.topReferrers).toEqual([
      { id: priya.id, name: 'Priya One', email: priya.email, invited: 4, purchased: 3, rewarded: 1 },
      { id: quinn.id, name: 'Quinn Two', email: quinn.email, invited: 2, purchased: 0, rewarded: 0 },
    ]);
    expect(figures.daily).toEqual([
      { day: day(6), invited: 1, joined: 0, purchased: 0 },
      { day: day(5), invited: 0, joined: 0, purchased: 0 },
      { day: day(4), invited: 0, joined: 0, purchased: 0 },
      { day: day(3), invited: 1, joined: 1, purchased: 0 },
      { day: day(2), invited: 2, joined: 1, purchased: 0 },
      { day: day(1), invited: 1, joined: 2, purchased: 2 },
      { day: day(0), invited: 1, joined: 1, purchased: 1 },
    ]);
  });

  it('period: 30 by default, 1–365, and an empty programme answers zeros with null rates', async () => {
    const empty = await createTestApp({ now: () => FIXED });
    try {
      const admin = (await insertUserWithToken(empty, { role: 'admin' })).headers;
      const res = await empty.app.inject({
        method: 'GET',
        url: '/api/referrals/admin/analytics',
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const figures: ReferralAnalytics = res.json();
      expect(figures).toMatchObject({
        period: 30,
        funnel: { invited: 0, joined: 0, purchased: 0 },
        conversion: { joinRate: null, purchaseRate: null },
        revenue: [],
        rewards: { issued: 0, pending: 0, cancelled: 0, cost: [] },
        topReferrers: [],
      });
      expect(figures.daily).toHaveLength(30);
      expect(figures.daily.at(-1)).toEqual({ day: TODAY, invited: 0, joined: 0, purchased: 0 });
      for (const period of ['0', '366', 'week']) {
        const bad = await empty.app.inject({
          method: 'GET',
          url: `/api/referrals/admin/analytics?period=${period}`,
          headers: admin,
        });
        expect(bad.statusCode, period).toBe(400);
      }
    } finally {
      await empty.close();
    }
  });
});
