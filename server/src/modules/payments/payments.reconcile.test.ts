import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { paymentModuleDeps } from '../../../test/payments-deps.ts';
import { type RazorpayStub, start as startRazorpay } from '../../../test/stubs/razorpay-stub.ts';
import { coupons, notifications, paymentOrders } from '../../db/schema/index.ts';
import { createPaymentReconciliation, STALE_ORDER_MESSAGE } from './payments.reconcile.ts';

type Headers = Record<string, string>;
const minutes = (n: number) => () => new Date(Date.now() + n * 60_000);

function setup(getApp: () => TestApp) {
  const post = (url: string, headers: Headers, payload?: object) =>
    getApp().app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const reconcileAt = (now: () => Date) =>
    createPaymentReconciliation(paymentModuleDeps(getApp(), now)).reconcile();
  const orderRow = async (orderId: string) =>
    (await getApp().database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
  async function ordered(couponCode?: string) {
    const person = await insertUserWithToken(getApp());
    const profiler = await insertTakeableProfiler(getApp(), {
      isFree: false,
      priceMinor: 49_900,
      currency: 'INR',
    });
    const res = await post('/payments/orders', person.headers, {
      assessmentId: profiler.id,
      ...(couponCode ? { couponCode } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...person, profiler, order: res.json().order as { orderId: string; providerOrderId: string } };
  }
  const successNotices = async (userId: string) =>
    (
      await getApp()
        .database.db.select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'payment_successful')))
    )[0]!.value;
  return { post, reconcileAt, orderRow, ordered, successNotices };
}

describe('reconciliation with Razorpay (loopback stub)', () => {
  let t: TestApp;
  let stub: RazorpayStub;
  const h = setup(() => t);
  beforeAll(async () => {
    stub = await startRazorpay();
    t = await createTestApp({
      env: { RAZORPAY_KEY_ID: stub.keyId, RAZORPAY_KEY_SECRET: stub.keySecret, RAZORPAY_API_BASE: stub.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => stub.reset());

  it('grants a captured but never verified order exactly once, after the wait; running again changes nothing', async () => {
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 10, usageLimit: 5 });
    const { user, headers, profiler, order } = await h.ordered(coupon.code);
    const payment = stub.pay({ order_id: order.providerOrderId });

    // Too young: left alone (the person may still be at the checkout).
    expect(await h.reconcileAt(minutes(1))).toMatchObject({ checked: 0, granted: 0 });
    expect((await h.orderRow(order.orderId)).status).toBe('created');

    const first = await h.reconcileAt(minutes(6));
    expect(first).toMatchObject({ granted: 1, errors: 0 });
    expect(
      stub.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/orders/${order.providerOrderId}/payments`,
      ),
    ).toBe(true);
    expect(await h.orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.razorpay_payment_id,
    });
    expect(await h.reconcileAt(minutes(6))).toMatchObject({ checked: 0, granted: 0 });
    await Promise.all([h.reconcileAt(minutes(7)), h.reconcileAt(minutes(7))]);
    expect(await h.successNotices(user.id)).toBe(1);
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
    // The person's late verify answers the paid order.
    const verify = await h.post('/payments/verify', headers, {
      orderId: order.orderId,
      providerPaymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await h.post(`/assessments/${profiler.id}/start`, headers)).statusCode).toBe(200);
  });

  it('does not grant a failed, uncaptured or mismatched payment; the provider being down leaves the order for later', async () => {
    const { order } = await h.ordered();
    stub.pay({ order_id: order.providerOrderId, outcome: 'failed' });
    stub.pay({ order_id: order.providerOrderId, outcome: 'authorized' });
    stub.pay({ order_id: order.providerOrderId, amount: 100 });
    const result = await h.reconcileAt(minutes(6));
    expect(result).toMatchObject({ granted: 0, errors: 0 });
    expect((await h.orderRow(order.orderId)).status).not.toBe('paid');

    stub.failNext(500, 500, 500);
    expect(await h.reconcileAt(minutes(6))).toMatchObject({ granted: 0, errors: 1 });
    // Even past the long limit, an order whose payments cannot be read is not closed.
    stub.failNext(500, 500, 500);
    await h.reconcileAt(minutes(25 * 60));
    expect(['created', 'attempted']).toContain((await h.orderRow(order.orderId)).status);
  });

  it('closes an order left without a captured payment past the long limit, releasing its coupon hold', async () => {
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 10, usageLimit: 5 });
    const { order } = await h.ordered(coupon.code);
    expect((await h.orderRow(order.orderId)).couponHoldUntil).not.toBeNull();
    await h.reconcileAt(minutes(60));
    expect((await h.orderRow(order.orderId)).status).toBe('created');
    const result = await h.reconcileAt(minutes(25 * 60));
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await h.orderRow(order.orderId)).toMatchObject({
      status: 'failed',
      lastError: STALE_ORDER_MESSAGE,
      couponHoldUntil: null,
    });
  });
});

describe('reconciliation with the built-in test checkout', () => {
  let t: TestApp;
  const h = setup(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('grants a test payment that was made (Pay) but never verified, once', async () => {
    const { user, headers, order } = await h.ordered();
    const paid = await h.post(`/payments/test-checkout/${order.orderId}/pay`, headers);
    expect(paid.statusCode).toBe(200);
    const untouched = await h.ordered();
    expect(await h.reconcileAt(minutes(6))).toMatchObject({ granted: 1 });
    expect(await h.orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: paid.json().providerPaymentId,
    });
    expect((await h.orderRow(untouched.order.orderId)).status).toBe('created');
    await h.reconcileAt(minutes(6));
    expect(await h.successNotices(user.id)).toBe(1);
  });
});
