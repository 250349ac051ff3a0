import {
  type PaymentOrder,
  REFUND_ALREADY_FULL_MESSAGE,
  REFUND_IDEMPOTENCY_REUSED_MESSAGE,
  REFUND_NOTHING_PAID_MESSAGE,
  REFUND_ORDER_NOT_PAID_MESSAGE,
} from '@pathwise/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertProfiler, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import {
  type RazorpayStub,
  REFUND_ABOVE_CAPTURED,
  REFUND_ALREADY_FULL,
  start as startRazorpay,
} from '../../../test/stubs/razorpay-stub.ts';
import { notifications, paymentEvents, paymentOrders, paymentRefunds } from '../../db/schema/index.ts';
import { PAYMENT_REQUIRED_MESSAGE } from '../attempts/taking/taking.service.ts';
import { REFUND_PENDING_MESSAGE } from './payments.refunds.service.ts';

type Headers = Record<string, string>;

function harness(getApp: () => TestApp) {
  const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
    getApp().app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  const refund = (headers: Headers, orderId: string, body: Record<string, unknown>, key?: string) =>
    call(
      'POST',
      `/payments/admin/refund/${orderId}`,
      key ? { ...headers, 'x-refund-idempotency': key } : headers,
      body,
    );
  const refundsOf = (orderId: string) =>
    getApp().database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const orderRow = async (orderId: string) =>
    (await getApp().database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
  const told = (type: string, orderId: string) =>
    getApp()
      .database.db.select()
      .from(notifications)
      .where(and(eq(notifications.type, type as never)))
      .then((rows) => rows.filter((r) => (r.data as { orderId?: string } | null)?.orderId === orderId));
  return { call, refund, refundsOf, orderRow, told };
}

describe('refunds with the built-in test provider', () => {
  let t: TestApp;
  const h = harness(() => t);
  let admin: { headers: Headers };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function bought(priceMinor = 49_900) {
    const person = await insertUserWithToken(t);
    const profiler = await insertTakeableProfiler(t, { isFree: false, priceMinor, currency: 'INR' });
    const order: PaymentOrder = (
      await h.call('POST', '/payments/orders', person.headers, { assessmentId: profiler.id })
    ).json().order;
    const pay = (await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, person.headers)).json();
    const verified = await h.call('POST', '/payments/verify', person.headers, {
      orderId: order.orderId,
      providerPaymentId: pay.providerPaymentId,
      signature: pay.signature,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...person, profiler, order };
  }

  it('partial then full refund: access kept, then ended (402 on start, not_owned), notified once each', async () => {
    const { headers, profiler, order } = await bought();
    expect((await h.call('POST', `/assessments/${profiler.id}/start`, headers)).statusCode).toBe(200);

    const partial = await h.refund(admin.headers, order.orderId, { amount: 100, reason: 'Goodwill' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      replayed: false,
      refund: { amount: 100, amountMinor: 10_000, status: 'processed', currency: 'INR', reason: 'Goodwill' },
      payment: { status: 'paid', refundedAmount: 100, refundableAmount: 399, refundableAmountMinor: 39_900 },
    });
    expect(partial.json().refund.providerRefundId).toMatch(/^rfnd_test/);
    expect(partial.json().refund.idempotencyKey).toMatch(/^rf_/);
    expect((await h.call('GET', `/payments/check/${profiler.id}`, headers)).json().data.status).toBe('owned');

    // Amount omitted: what remains.
    const full = await h.refund(admin.headers, order.orderId, { reason: 'Changed their mind' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      refund: { amountMinor: 39_900, status: 'processed' },
      payment: { status: 'refunded', refundedAmount: 499, refundableAmount: 0 },
    });
    expect((await h.orderRow(order.orderId)).status).toBe('refunded');
    const start = await h.call('POST', `/assessments/${profiler.id}/start`, headers);
    expect(start.statusCode).toBe(402);
    expect(start.json().message).toBe(PAYMENT_REQUIRED_MESSAGE);
    expect((await h.call('GET', `/payments/check/${profiler.id}`, headers)).json().data).toMatchObject({
      status: 'not_owned',
      hasAccess: false,
    });

    // Fully refunded: nothing more.
    const more = await h.refund(admin.headers, order.orderId, { reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(REFUND_ALREADY_FULL_MESSAGE);

    expect(await h.told('payment_refunded_user', order.orderId)).toHaveLength(2);
    expect((await h.told('payment_refunded_user', order.orderId))[1]!.message).toContain('no longer yours');
    expect((await h.told('payment_refunded', order.orderId)).length).toBeGreaterThanOrEqual(2);

    const detail = await h.call('GET', `/payments/admin/${order.orderId}`, admin.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([100, 399]);
    expect(detail.json().events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['payment.captured', 'refund.requested', 'refund.processed', 'order.refunded']),
    );
  });

  it('refuses an amount above what remains, too many decimals, an unpaid order and a 100% coupon order', async () => {
    const { order } = await bought();
    const above = await h.refund(admin.headers, order.orderId, { amount: 499.01, reason: 'Too much' });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toContain('more than what remains to refund on this order (₹499');
    const decimals = await h.refund(admin.headers, order.orderId, { amount: 1.234, reason: 'x' });
    expect(decimals.statusCode).toBe(400);
    expect((await h.refundsOf(order.orderId)).length).toBe(0);

    const person = await insertUserWithToken(t);
    const profiler = await insertProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
    const open = (
      await h.call('POST', '/payments/orders', person.headers, { assessmentId: profiler.id })
    ).json().order;
    const unpaid = await h.refund(admin.headers, open.orderId, { reason: 'Not paid' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(REFUND_ORDER_NOT_PAID_MESSAGE);

    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 100, usageLimit: 5 });
    const free = (
      await h.call('POST', '/payments/orders', person.headers, {
        assessmentId: (await insertProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' })).id,
        couponCode: coupon.code,
      })
    ).json().order;
    expect(free.status).toBe('paid');
    const none = await h.refund(admin.headers, free.orderId, { reason: 'Nothing paid' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(REFUND_NOTHING_PAID_MESSAGE);

    const missing = await h.refund(admin.headers, '00000000-0000-4000-8000-000000000000', { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    const noReason = await h.refund(admin.headers, order.orderId, { amount: 1 });
    expect(noReason.statusCode).toBe(400);
    const multiLine = await h.refund(admin.headers, order.orderId, { amount: 1, reason: 'a\nb' });
    expect(multiLine.statusCode).toBe(400);
    const badKey = await h.refund(admin.headers, order.orderId, { amount: 1, reason: 'x' }, 'short');
    expect(badKey.statusCode).toBe(400);
  });

  it('the same idempotency key twice is one refund; the key for another amount or order is 409', async () => {
    const { order } = await bought();
    const key = 'refund-key-0001';
    const first = await h.refund(admin.headers, order.orderId, { amount: 50, reason: 'Once' }, key);
    const second = await h.refund(admin.headers, order.orderId, { amount: 50, reason: 'Once' }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().replayed).toBe(true);
    expect(second.json().refund.id).toBe(first.json().refund.id);
    expect(await h.refundsOf(order.orderId)).toHaveLength(1);
    expect(await h.told('payment_refunded_user', order.orderId)).toHaveLength(1);

    const other = await h.refund(admin.headers, order.orderId, { amount: 60, reason: 'Other' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REFUND_IDEMPOTENCY_REUSED_MESSAGE);
  });

  it('20 concurrent partial refunds never refund more than was paid', async () => {
    const { order } = await bought(10_000); // ₹100.00
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.refund(admin.headers, order.orderId, { amount: 7, reason: `Part ${i}` }),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(14); // 14 × ₹7 = ₹98; the 15th would pass ₹100
    for (const r of replies.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
    }
    const rows = await h.refundsOf(order.orderId);
    expect(rows.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(9_800);
    expect(rows.every((r) => r.status === 'processed')).toBe(true);
    // What remains (₹2) can still go back; then the order is refunded.
    const rest = await h.refund(admin.headers, order.orderId, { reason: 'Rest' });
    expect(rest.json()).toMatchObject({ refund: { amountMinor: 200 }, payment: { status: 'refunded' } });
  });

  it('20 concurrent full refunds with amount omitted: exactly one refund', async () => {
    const { order } = await bought();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.refund(admin.headers, order.orderId, { reason: 'All' })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await h.refundsOf(order.orderId)).toHaveLength(1);
    expect(await h.told('payment_refunded_user', order.orderId)).toHaveLength(1);
  });
});

describe('refunds with Razorpay (loopback stub)', () => {
  let t: TestApp;
  let stub: RazorpayStub;
  const h = harness(() => t);
  let admin: { headers: Headers };
  beforeAll(async () => {
    stub = await startRazorpay();
    t = await createTestApp({
      env: {
        RAZORPAY_KEY_ID: stub.keyId,
        RAZORPAY_KEY_SECRET: stub.keySecret,
        RAZORPAY_API_BASE: stub.url,
      },
    });
    admin = await insertUserWithToken(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => stub.reset());

  async function bought() {
    const person = await insertUserWithToken(t);
    const profiler = await insertProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
    const order: PaymentOrder = (
      await h.call('POST', '/payments/orders', person.headers, { assessmentId: profiler.id })
    ).json().order;
    const triple = stub.pay({ order_id: order.providerOrderId! });
    const verified = await h.call('POST', '/payments/verify', person.headers, {
      orderId: order.orderId,
      providerPaymentId: triple.razorpay_payment_id,
      signature: triple.razorpay_signature,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...person, profiler, order, paymentId: triple.razorpay_payment_id };
  }

  const refundCalls = () => stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));

  it('refunds through Razorpay: the stub sees the amount and the idempotency key; full refund ends access', async () => {
    const { headers, profiler, order, paymentId } = await bought();
    const key = 'admin-console-key-1';
    const res = await h.refund(admin.headers, order.orderId, { amount: 200, reason: 'Partial' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({
      status: 'processed',
      idempotencyKey: key,
      amountMinor: 20_000,
    });
    const [call] = refundCalls();
    expect(call!.path).toBe(`/v1/payments/${paymentId}/refund`);
    expect(call!.headers['x-refund-idempotency']).toBe(key);
    expect(call!.body).toMatchObject({
      amount: 20_000,
      notes: { reason: 'Partial', order_id: order.orderId },
    });
    expect(stub.refunds).toHaveLength(1);

    // A generated key when none is sent; the rest refunded in full.
    const rest = await h.refund(admin.headers, order.orderId, { reason: 'Rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(refundCalls()[1]!.headers['x-refund-idempotency']).toMatch(/^rf_[A-Za-z0-9_-]{10,}$/);
    expect(rest.json().payment.status).toBe('refunded');
    expect(stub.payments[0]!.status).toBe('refunded');
    expect((await h.call('POST', `/assessments/${profiler.id}/start`, headers)).statusCode).toBe(402);
  });

  it("shows the provider's 400 texts and marks the refund failed (its amount is free again)", async () => {
    const { order, paymentId } = await bought();
    // Someone refunded part of it in Razorpay's dashboard: our cap allows more than Razorpay does.
    stub.payments.find((p) => p.id === paymentId)!.amount_refunded = 40_000;
    const above = await h.refund(admin.headers, order.orderId, { amount: 200, reason: 'Too much' });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toContain(REFUND_ABOVE_CAPTURED);
    stub.payments.find((p) => p.id === paymentId)!.amount_refunded = 49_900;
    const full = await h.refund(admin.headers, order.orderId, { amount: 10, reason: 'Any' });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toContain(REFUND_ALREADY_FULL);
    const rows = await h.refundsOf(order.orderId);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(rows[0]!.failureReason).toContain(REFUND_ABOVE_CAPTURED);
    expect((await h.orderRow(order.orderId)).status).toBe('paid');
    expect(await h.told('payment_refunded_user', order.orderId)).toHaveLength(0);
  });

  it('a 5xx or a timeout leaves the refund pending (503); the same key later completes it once', async () => {
    const { order } = await bought();
    const key = 'retry-after-5xx-01';
    stub.failNext(500, 500, 500);
    const down = await h.refund(admin.headers, order.orderId, { amount: 100, reason: 'Retry' }, key);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toContain(REFUND_PENDING_MESSAGE);
    const [pending] = await h.refundsOf(order.orderId);
    expect(pending).toMatchObject({ status: 'pending', amountMinor: 10_000 });
    // The pending amount is reserved: the rest can go back, no more.
    const detail = (await h.call('GET', `/payments/admin/${order.orderId}`, admin.headers)).json();
    expect(detail.payment).toMatchObject({ pendingRefundAmount: 100, refundableAmount: 399 });

    const again = await h.refund(admin.headers, order.orderId, { amount: 100, reason: 'Retry' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, refund: { status: 'processed', id: pending!.id } });
    expect(stub.refunds).toHaveLength(1);
    expect(await h.told('payment_refunded_user', order.orderId)).toHaveLength(1);
  });

  it('a pending answer from Razorpay stays pending until its webhook outcome is applied', async () => {
    const { order } = await bought();
    stub.refundStatus = 'pending';
    const res = await h.refund(admin.headers, order.orderId, { reason: 'All of it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund: { status: 'pending' }, payment: { status: 'paid' } });
    const providerRefundId = res.json().refund.providerRefundId as string;
    expect(providerRefundId).toBe(stub.refunds[0]!.id);

    const { createRefundsService } = await import('./payments.refunds.service.ts');
    const told: string[] = [];
    const service = createRefundsService(deps(t, told));
    const applied = await t.database.db.transaction((tx) =>
      service.applyRefundOutcome(tx, { providerRefundId, status: 'processed' }),
    );
    expect(applied).toMatchObject({ applied: true, orderRefunded: true });
    // The same webhook again: nothing changes, nobody is told twice.
    const repeat = await t.database.db.transaction((tx) =>
      service.applyRefundOutcome(tx, { providerRefundId, status: 'processed' }),
    );
    expect(repeat.applied).toBe(false);
    expect((await h.orderRow(order.orderId)).status).toBe('refunded');
    expect(told).toEqual(['payment_refunded_user', 'payment_refunded']);
    const kinds = (
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))
    ).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'refund.processed')).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.orderId, order.orderId), inArray(paymentRefunds.status, ['processed']))),
    ).toHaveLength(1);
  });
});

function deps(t: TestApp, told: string[]) {
  const log = { warn() {}, error() {}, info() {}, debug() {} } as never;
  return {
    db: t.database.db,
    config: t.config,
    now: () => new Date(),
    settings: { getEffective: async () => undefined } as never,
    notifications: {
      notify: async (input: { type: string }) => {
        told.push(input.type);
        return null;
      },
      notifyAdmins: async (input: { type: string }) => {
        told.push(input.type);
        return 0;
      },
    } as never,
    logger: log,
    pricing: {} as never,
    jobs: {} as never,
    campaigns: {} as never,
  };
}
