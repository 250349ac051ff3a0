import {
  INVALID_SIGNATURE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  type PaymentOrder,
  PROFILER_FREE_MESSAGE,
  PROFILER_OWNED_MESSAGE,
} from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertProfiler, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { type RazorpayStub, start as startRazorpay } from '../../../test/stubs/razorpay-stub.ts';
import { coupons, couponUsages, notifications, paymentEvents, paymentOrders } from '../../db/schema/index.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { createPaymentProviderResolver } from '../../platform/payments/payment-provider.ts';
import { PAYMENT_REQUIRED_MESSAGE } from '../attempts/taking/taking.service.ts';
import {
  createPaymentsService,
  ORDER_ALREADY_PAID_MESSAGE,
  PAYMENT_MISMATCH_MESSAGE,
  PAYMENT_NOT_CAPTURED_MESSAGE,
  TEST_DECLINE_MESSAGE,
} from './payments.service.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';

function harness(getApp: () => TestApp) {
  const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
    getApp().app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  const order = async (headers: Headers, body: Record<string, unknown>) =>
    call('POST', '/payments/orders', headers, body);
  const orderOk = async (headers: Headers, body: Record<string, unknown>): Promise<PaymentOrder> => {
    const res = await order(headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order;
  };
  const verify = (headers: Headers, body: Record<string, unknown>) =>
    call('POST', '/payments/verify', headers, body);
  const start = (headers: Headers, assessmentId: string) =>
    call('POST', `/assessments/${assessmentId}/start`, headers);
  const paid = (userId: string) =>
    getApp()
      .database.db.select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')));
  return { call, order, orderOk, verify, start, paid };
}

describe('payments with the built-in test checkout', () => {
  let t: TestApp;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const paidProfiler = (overrides: Parameters<typeof insertProfiler>[1] = {}) =>
    insertTakeableProfiler(t, {
      title: 'Career Deep Dive',
      isFree: false,
      priceMinor: 49_900,
      currency: 'INR',
      ...overrides,
    });

  it('buys a profiler: order priced by the server, test pay, verify, then start answers 200', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    expect((await h.start(headers, profiler.id)).json()).toMatchObject({ message: PAYMENT_REQUIRED_MESSAGE });

    // An amount sent by the client is ignored (security.md §4 item 15).
    const order = await h.orderOk(headers, { assessmentId: profiler.id, amount: 1, discount: 99 });
    expect(order).toMatchObject({
      provider: 'test',
      amount: 499,
      amountMinor: 49_900,
      currency: 'INR',
      listPrice: 499,
      discount: 0,
      couponCode: null,
      status: 'created',
      assessmentTitle: 'Career Deep Dive',
    });
    expect(order.providerOrderId).toMatch(/^order_test[A-Za-z0-9]{14}$/);
    expect(order.keyId).toBeUndefined();

    const payment = await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, headers);
    expect(payment.statusCode).toBe(200);
    const { providerPaymentId, signature, providerOrderId } = payment.json();
    expect(providerOrderId).toBe(order.providerOrderId);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const check = await h.call('GET', `/payments/check/${profiler.id}`, headers);
    expect(check.json()).toEqual({
      success: true,
      data: { assessmentId: profiler.id, status: 'pending', hasAccess: false, orderId: order.orderId },
    });

    const verified = await h.verify(headers, { orderId: order.orderId, providerPaymentId, signature });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().order).toMatchObject({ status: 'paid', orderId: order.orderId });
    // The same payload again: the paid order, nothing granted twice.
    const again = await h.verify(headers, { orderId: order.orderId, providerPaymentId, signature });
    expect(again.statusCode).toBe(200);
    expect(await h.paid(user.id)).toHaveLength(1);

    expect((await h.start(headers, profiler.id)).statusCode).toBe(200);
    expect((await h.call('GET', `/payments/check/${profiler.id}`, headers)).json().data).toMatchObject({
      status: 'owned',
      hasAccess: true,
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment_successful')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('₹499');
    const kinds = (
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))
    ).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'order.created',
        'provider.order_created',
        'test.payment_made',
        'payment.captured',
      ]),
    );

    // Owned now: another order is a clear 409.
    const owned = await h.order(headers, { assessmentId: profiler.id });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().message).toBe(PROFILER_OWNED_MESSAGE);
  });

  it('refuses a free profiler (409), an unknown or inactive one (404), and bad input (400)', async () => {
    const { headers } = await insertUserWithToken(t);
    const free = await insertProfiler(t);
    const res = await h.order(headers, { assessmentId: free.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROFILER_FREE_MESSAGE);
    expect((await h.order(headers, { assessmentId: MISSING })).statusCode).toBe(404);
    const inactive = await paidProfiler({ isActive: false });
    expect((await h.order(headers, { assessmentId: inactive.id })).statusCode).toBe(404);
    expect((await h.order(headers, { assessmentId: 'nope' })).statusCode).toBe(400);
    expect((await h.order(headers, {})).statusCode).toBe(400);
  });

  it('reuses the open order, and replaces it when the coupon changes', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const first = await h.orderOk(headers, { assessmentId: profiler.id });
    const second = await h.orderOk(headers, { assessmentId: profiler.id });
    expect(second.orderId).toBe(first.orderId);
    expect(second.providerOrderId).toBe(first.providerOrderId);

    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 20 });
    const discounted = await h.orderOk(headers, {
      assessmentId: profiler.id,
      couponCode: coupon.code.toLowerCase(),
    });
    expect(discounted.orderId).not.toBe(first.orderId);
    expect(discounted).toMatchObject({
      amount: 399.2,
      amountMinor: 39_920,
      discount: 99.8,
      couponCode: coupon.code,
    });
    const rows = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['created', 'failed']);
    // The old order is closed: paying it in the test checkout is refused.
    const closed = await h.call('POST', `/payments/test-checkout/${first.orderId}/pay`, headers);
    expect(closed.statusCode).toBe(409);
  });

  it("applies the profiler's own sale coupon, and explains an unusable typed coupon (422)", async () => {
    const { headers } = await insertUserWithToken(t);
    const sale = await insertCoupon(t, { type: 'FIXED_AMOUNT', value: 10_000, currency: 'INR' });
    const profiler = await paidProfiler({ selectedCouponId: sale.id });
    expect(await h.orderOk(headers, { assessmentId: profiler.id })).toMatchObject({
      amountMinor: 39_900,
      discount: 100,
      couponCode: sale.code,
    });
    const expired = await insertCoupon(t, { validUntil: new Date('2020-01-01T00:00:00Z') });
    const res = await h.order(headers, { assessmentId: profiler.id, couponCode: expired.code });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This coupon has expired');
    const unknown = await h.order(headers, { assessmentId: profiler.id, couponCode: 'NOSUCHCODE' });
    expect(unknown.json()).toMatchObject({ statusCode: 422, message: 'This coupon code is not valid' });
    const usd = await insertCoupon(t, { type: 'FIXED_AMOUNT', value: 500, currency: 'USD' });
    expect((await h.order(headers, { assessmentId: profiler.id, couponCode: usd.code })).statusCode).toBe(
      422,
    );
  });

  it('grants a 100% coupon at once with no provider order, counting one use', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const { user, headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 100, usageLimit: 3 });
    const order = await h.orderOk(headers, { assessmentId: profiler.id, couponCode: coupon.code });
    expect(order).toMatchObject({
      provider: 'coupon',
      status: 'paid',
      amount: 0,
      discount: 499,
      providerOrderId: null,
    });
    expect((await h.start(headers, profiler.id)).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
    const usages = await t.database.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(usages).toEqual([
      expect.objectContaining({ userId: user.id, assessmentId: profiler.id, discountMinor: 49_900 }),
    ]);
    // The admin's usage history names the redemption's order and what was paid.
    const history = await h.call('GET', `/coupons/admin/${coupon.id}/usage`, admin.headers);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.usages).toEqual([
      expect.objectContaining({
        userId: user.id,
        assessmentId: profiler.id,
        orderId: order.orderId,
        discount: 499,
        amountPaid: 0,
      }),
    ]);
    const toAdmin = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, 'payment_received')));
    expect(toAdmin).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment_successful')));
    expect(told).toHaveLength(1);
  });

  it('refuses an amount below the provider minimum with a clear message', async () => {
    const { headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler({ priceMinor: 150 });
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 50 });
    const res = await h.order(headers, { assessmentId: profiler.id, couponCode: coupon.code });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/at least INR 1\.00/);
    // A paid profiler priced at 0 (the form allows it) cannot be paid by card either.
    const zero = await paidProfiler({ priceMinor: 0 });
    expect((await h.order(headers, { assessmentId: zero.id })).json()).toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/at least INR 1\.00/),
    });
  });

  it('refuses a stored price above MAX_PRICE (the form bounds it; the order checks again)', async () => {
    const { headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler({ priceMinor: 1_000_000_001 });
    expect((await h.order(headers, { assessmentId: profiler.id })).statusCode).toBe(422);
  });

  it('refuses a tampered signature (400) and keeps the order unpaid', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const order = await h.orderOk(headers, { assessmentId: profiler.id });
    const { providerPaymentId, signature } = (
      await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, headers)
    ).json();
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    for (const bad of [flipped, signature.slice(2), '', `${signature}00`]) {
      const res = await h.verify(headers, { orderId: order.orderId, providerPaymentId, signature: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_SIGNATURE_MESSAGE);
    }
    // A signature for another payment id does not carry over either.
    const other = await h.verify(headers, {
      orderId: order.orderId,
      providerPaymentId: 'pay_testOther',
      signature,
    });
    expect(other.statusCode).toBe(400);
    expect(await h.paid(user.id)).toHaveLength(0);
    expect((await h.start(headers, profiler.id)).statusCode).toBe(402);
  });

  it("keeps every order to its owner: another person's order id answers 404 everywhere", async () => {
    const alice = await insertUserWithToken(t);
    const bob = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const order = await h.orderOk(alice.headers, { assessmentId: profiler.id });
    const { providerPaymentId, signature } = (
      await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, alice.headers)
    ).json();
    const attempts = [
      await h.call('GET', `/payments/orders/${order.orderId}`, bob.headers),
      await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, bob.headers),
      await h.call('POST', `/payments/test-checkout/${order.orderId}/decline`, bob.headers),
      // Alice's genuine, validly signed payment, sent by Bob: refused, nobody gains access.
      await h.verify(bob.headers, { orderId: order.orderId, providerPaymentId, signature }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
      expect(res.body).not.toContain(order.providerOrderId!);
    }
    expect(await h.paid(bob.user.id)).toHaveLength(0);
    expect(await h.paid(alice.user.id)).toHaveLength(0);
    expect((await h.call('GET', `/payments/orders/${order.orderId}`, alice.headers)).statusCode).toBe(200);
    expect((await h.call('GET', `/payments/orders/${MISSING}`, alice.headers)).statusCode).toBe(404);
    expect((await h.call('GET', `/payments/check/${MISSING}`, alice.headers)).statusCode).toBe(404);
  });

  it('records a declined test payment; the order stays open and can be paid afterwards', async () => {
    const { headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const order = await h.orderOk(headers, { assessmentId: profiler.id });
    const declined = await h.call('POST', `/payments/test-checkout/${order.orderId}/decline`, headers);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().order).toMatchObject({ status: 'attempted', lastError: TEST_DECLINE_MESSAGE });
    expect((await h.call('GET', `/payments/check/${profiler.id}`, headers)).json().data.status).toBe(
      'not_owned',
    );
    expect((await h.orderOk(headers, { assessmentId: profiler.id })).orderId).toBe(order.orderId);
    const { providerPaymentId, signature } = (
      await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, headers)
    ).json();
    expect(
      (await h.verify(headers, { orderId: order.orderId, providerPaymentId, signature })).statusCode,
    ).toBe(200);
    const paidAgain = await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, headers);
    expect(paidAgain.json()).toMatchObject({ statusCode: 409, message: ORDER_ALREADY_PAID_MESSAGE });
  });

  it('answers check-multiple for known profilers in the order asked', async () => {
    const { headers } = await insertUserWithToken(t);
    const free = await insertProfiler(t);
    const paid = await paidProfiler();
    const res = await h.call('POST', '/payments/check-multiple', headers, {
      assessmentIds: [paid.id, MISSING, free.id],
    });
    expect(res.json()).toEqual({
      success: true,
      data: [
        { assessmentId: paid.id, status: 'not_owned', hasAccess: false, orderId: null },
        { assessmentId: free.id, status: 'free', hasAccess: true, orderId: null },
      ],
    });
    expect(
      (await h.call('POST', '/payments/check-multiple', headers, { assessmentIds: [] })).statusCode,
    ).toBe(400);
  });
});

describe('coupon holds over time', () => {
  let t: TestApp;
  let clock = new Date('2026-11-20T10:00:00Z');
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const payAndVerify = async (headers: Headers, orderId: string) => {
    const payment = (await h.call('POST', `/payments/test-checkout/${orderId}/pay`, headers)).json();
    return h.verify(headers, { orderId, ...payment });
  };

  it('holds the last use for 30 minutes; a late capture after it ran out keeps access and never passes the limit', async () => {
    const alice = await insertUserWithToken(t);
    const bob = await insertUserWithToken(t);
    const profiler = await insertTakeableProfiler(t, { isFree: false, priceMinor: 49_900 });
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 50, usageLimit: 1 });
    const body = { assessmentId: profiler.id, couponCode: coupon.code };

    const aliceOrder = await h.orderOk(alice.headers, body);
    expect(aliceOrder.amountMinor).toBe(24_950);
    const held = await h.order(bob.headers, body);
    expect(held.json()).toMatchObject({
      statusCode: 422,
      message: 'This coupon has reached its usage limit',
    });

    clock = new Date(clock.getTime() + 31 * 60_000);
    const bobOrder = await h.orderOk(bob.headers, body);
    expect(bobOrder.amountMinor).toBe(24_950);
    // Alice's hold lapsed and Bob holds the use now: she cannot renew it...
    expect((await h.order(alice.headers, body)).statusCode).toBe(422);

    // ...but her open order still says 249.50, and if she pays it she gets what she paid for.
    expect((await payAndVerify(bob.headers, bobOrder.orderId)).statusCode).toBe(200);
    expect((await payAndVerify(alice.headers, aliceOrder.orderId)).statusCode).toBe(200);
    expect((await h.start(alice.headers, profiler.id)).statusCode).toBe(200);

    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
    const usages = await t.database.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(usages.map((u) => u.userId)).toEqual([bob.user.id]);
    const overrun = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, aliceOrder.orderId), eq(paymentEvents.kind, 'coupon.over_limit')));
    expect(overrun).toHaveLength(1);
  });
});

describe('payments with Razorpay (loopback stub)', () => {
  let t: TestApp;
  let stub: RazorpayStub;
  const h = harness(() => t);
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

  const paidProfiler = () =>
    insertTakeableProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });

  async function ordered() {
    const person = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const order = await h.orderOk(person.headers, { assessmentId: profiler.id, amount: 100 });
    return { ...person, profiler, order };
  }

  const verifyTriple = (headers: Headers, orderId: string, triple: ReturnType<RazorpayStub['pay']>) =>
    h.verify(headers, {
      orderId,
      providerPaymentId: triple.razorpay_payment_id,
      signature: triple.razorpay_signature,
    });

  it('buys through Razorpay: the stub sees the server price, the payment is fetched and matched, start works', async () => {
    const { user, headers, profiler, order } = await ordered();
    expect(order).toMatchObject({ provider: 'razorpay', keyId: stub.keyId, amountMinor: 49_900 });
    expect(stub.orders).toHaveLength(1);
    expect(stub.orders[0]).toMatchObject({
      id: order.providerOrderId,
      amount: 49_900,
      currency: 'INR',
      receipt: order.orderId,
    });
    // Reused: no second provider order.
    expect((await h.orderOk(headers, { assessmentId: profiler.id })).orderId).toBe(order.orderId);
    expect(stub.orders).toHaveLength(1);
    // The test checkout is not this order's provider.
    expect((await h.call('POST', `/payments/test-checkout/${order.orderId}/pay`, headers)).statusCode).toBe(
      404,
    );

    const triple = stub.pay({ order_id: order.providerOrderId! });
    const res = await verifyTriple(headers, order.orderId, triple);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'paid' });
    expect(
      stub.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/payments/${triple.razorpay_payment_id}`,
      ),
    ).toBe(true);
    expect(await h.paid(user.id)).toHaveLength(1);
    expect((await h.start(headers, profiler.id)).statusCode).toBe(200);
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
  ])('refuses a captured payment of %s, granting nothing', async (_name, fault) => {
    const { user, headers, order } = await ordered();
    const triple = stub.pay({ order_id: order.providerOrderId!, ...fault });
    const res = await verifyTriple(headers, order.orderId, triple);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PAYMENT_MISMATCH_MESSAGE);
    expect(await h.paid(user.id)).toHaveLength(0);
  });

  it("refuses a genuine payment of another order (signed for that order, not this person's)", async () => {
    const alice = await ordered();
    const bob = await ordered();
    const triple = stub.pay({ order_id: bob.order.providerOrderId! });
    expect((await verifyTriple(alice.headers, alice.order.orderId, triple)).statusCode).toBe(400);
    expect(await h.paid(alice.user.id)).toHaveLength(0);
  });

  it('refuses an authorised (uncaptured) payment with 409 and a failed one with 422', async () => {
    const { user, headers, order, profiler } = await ordered();
    const authorized = await verifyTriple(
      headers,
      order.orderId,
      stub.pay({ order_id: order.providerOrderId!, outcome: 'authorized' }),
    );
    expect(authorized.json()).toMatchObject({ statusCode: 409, message: PAYMENT_NOT_CAPTURED_MESSAGE });
    const failed = await verifyTriple(
      headers,
      order.orderId,
      stub.pay({ order_id: order.providerOrderId!, outcome: 'failed' }),
    );
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toContain('card was declined');
    expect(await h.paid(user.id)).toHaveLength(0);
    expect((await h.start(headers, profiler.id)).statusCode).toBe(402);
  });

  it('answers 503 when Razorpay fails with 5xx (after retries), granting nothing and releasing the order', async () => {
    const { headers, user } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    stub.failNext(500, 502, 503);
    const res = await h.order(headers, { assessmentId: profiler.id });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    expect(res.json().message).toContain('Razorpay returned 503');
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(row).toMatchObject({ status: 'failed', providerOrderId: null });
    // A later try works, on a new order.
    expect((await h.orderOk(headers, { assessmentId: profiler.id })).status).toBe('created');
  });

  it('answers 503 when the payment fetch fails, and the order can still be verified later', async () => {
    const { headers, order, user } = await ordered();
    const triple = stub.pay({ order_id: order.providerOrderId! });
    stub.failNext(500, 500, 500);
    const res = await verifyTriple(headers, order.orderId, triple);
    expect(res.statusCode).toBe(503);
    expect(await h.paid(user.id)).toHaveLength(0);
    expect((await verifyTriple(headers, order.orderId, triple)).statusCode).toBe(200);
  });

  it('answers 503 with the provider named when Razorpay hangs past the timeout', async () => {
    const { user } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const service = createPaymentsService(
      { ...deps(t), logger: silentLogger },
      {
        providers: createPaymentProviderResolver({
          config: t.config,
          settings: {
            getEffective: async (key) =>
              key === 'RAZORPAY_KEY_ID'
                ? stub.keyId
                : key === 'RAZORPAY_KEY_SECRET'
                  ? stub.keySecret
                  : undefined,
          },
          testSecret: deriveKey(t.config.appSecret, 'payments-test-checkout'),
          razorpayTimeoutMs: 200,
        }),
      },
    );
    stub.failNext('hang');
    await expect(service.createOrder(user.id, { assessmentId: profiler.id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('Razorpay did not answer within 0.2 seconds'),
    });
    expect(await h.paid(user.id)).toHaveLength(0);
  });
});

const silentLogger = {
  warn() {},
  error() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLogger;
  },
  level: 'silent',
  silent() {},
} as never;

function deps(t: TestApp) {
  // The same wiring app.ts gives the module, for a service built with its own provider resolver.
  const settings = { getEffective: async () => undefined } as never;
  const notificationsService = { notify: async () => null, notifyAdmins: async () => 0 } as never;
  return {
    db: t.database.db,
    config: t.config,
    now: () => new Date(),
    settings,
    notifications: notificationsService,
    pricing: {} as never,
    jobs: {} as never,
    campaigns: {} as never,
  };
}

describe('payments in production', () => {
  let t: TestApp;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no test checkout and, without Razorpay keys, refuses orders with a clear 503', async () => {
    const { headers } = await insertUserWithToken(t);
    const profiler = await insertProfiler(t, { isFree: false, priceMinor: 49_900 });
    const res = await h.order(headers, { assessmentId: profiler.id });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENTS_UNAVAILABLE_MESSAGE);
    for (const action of ['pay', 'decline']) {
      const test = await h.call('POST', `/payments/test-checkout/${MISSING}/${action}`, headers);
      expect(test.statusCode).toBe(404);
    }
    expect(Object.keys(t.app.swagger().paths ?? {}).some((p) => p.includes('test-checkout'))).toBe(false);
  });
});
