import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { paymentModuleDeps } from '../../../test/payments-deps.ts';
import {
  type RazorpayStub,
  start as startRazorpay,
  type TestWebhookRequest,
} from '../../../test/stubs/razorpay-stub.ts';
import {
  coupons,
  couponUsages,
  notifications,
  paymentEvents,
  paymentOrders,
  paymentRefunds,
  paymentWebhookEvents,
} from '../../db/schema/index.ts';
import { createPaymentReconciliation } from './payments.reconcile.ts';
import {
  createPaymentWebhooks,
  type PaymentWebhooks,
  WEBHOOK_NOT_CONFIGURED_MESSAGE,
  WEBHOOK_SIGNATURE_MESSAGE,
  webhookSignature,
} from './payments.webhook.ts';

type Headers = Record<string, string>;

describe('Razorpay webhooks (loopback stub)', () => {
  let t: TestApp;
  let stub: RazorpayStub;
  let webhooks: PaymentWebhooks;
  beforeAll(async () => {
    stub = await startRazorpay();
    t = await createTestApp({
      env: {
        RAZORPAY_KEY_ID: stub.keyId,
        RAZORPAY_KEY_SECRET: stub.keySecret,
        RAZORPAY_WEBHOOK_SECRET: stub.webhookSecret,
        RAZORPAY_API_BASE: stub.url,
      },
    });
    webhooks = createPaymentWebhooks(paymentModuleDeps(t));
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => stub.reset());

  const db = () => t.database.db;
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  /** Delivers a stub-built event through our route, raw bytes as signed. */
  const deliver = (request: TestWebhookRequest, tamper?: (raw: string) => string) => {
    const delivery = stub.webhook(request);
    return t.app
      .inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: delivery.headers,
        payload: tamper ? tamper(delivery.rawBody) : delivery.rawBody,
      })
      .then((res) => ({ res, eventId: delivery.eventId }));
  };
  /** What the job does, for every stored event not applied yet. */
  const applyReceived = async () => {
    const rows = await db()
      .select({ eventId: paymentWebhookEvents.eventId })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.status, 'received'));
    for (const row of rows) await webhooks.apply(row.eventId);
  };
  const eventRow = async (eventId: string) =>
    (await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)))[0];
  const orderRow = async (orderId: string) =>
    (await db().select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
  const noticeCount = async (userId: string, type: string) =>
    (
      await db()
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type as never)))
    )[0]!.value;
  const queuedJobs = async (eventId: string) => {
    const result = await db().execute(
      sql`select count(*)::int as n from pgboss.job where name = 'payment-webhook' and data->>'eventId' = ${eventId}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      n: number;
    }>;
    return Number(rows[0]!.n);
  };

  async function ordered(couponCode?: string) {
    const person = await insertUserWithToken(t);
    const profiler = await insertTakeableProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
    const res = await post('/payments/orders', person.headers, {
      assessmentId: profiler.id,
      ...(couponCode ? { couponCode } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order as { orderId: string; providerOrderId: string; amountMinor: number };
    return { ...person, profiler, order };
  }

  it('refuses a missing or wrong signature, and one over re-serialised JSON: 400, nothing stored or changed', async () => {
    const { order } = await ordered();
    stub.pay({ order_id: order.providerOrderId });
    const attempts = [
      await deliver({ event: 'payment.captured', order_id: order.providerOrderId, signature: 'missing' }),
      await deliver({ event: 'payment.captured', order_id: order.providerOrderId, signature: 'bad' }),
      // Signed bytes, then re-serialised with other spacing: the signature no longer covers them.
      await deliver({ event: 'payment.captured', order_id: order.providerOrderId }, (raw) =>
        JSON.stringify(JSON.parse(raw), null, 2),
      ),
    ];
    for (const { res, eventId } of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'BAD_REQUEST', message: WEBHOOK_SIGNATURE_MESSAGE });
      expect(await eventRow(eventId)).toBeUndefined();
      expect(await queuedJobs(eventId)).toBe(0);
    }
    // A flipped hex character in an otherwise valid signature.
    const delivery = stub.webhook({ event: 'payment.captured', order_id: order.providerOrderId });
    const sig = delivery.headers['x-razorpay-signature']!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...delivery.headers, 'x-razorpay-signature': flipped },
      payload: delivery.rawBody,
    });
    expect(res.statusCode).toBe(400);
    await applyReceived();
    expect((await orderRow(order.orderId)).status).toBe('created');
    expect(await db().select().from(paymentWebhookEvents)).toHaveLength(0);
  });

  it('the same event 10 times: every reply 2xx, stored and queued once, one grant, one notification each way', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 10, usageLimit: 3 });
    const { user, headers, order } = await ordered(coupon.code);
    const payment = stub.pay({ order_id: order.providerOrderId });
    const first = await deliver({ event: 'payment.captured', payment_id: payment.razorpay_payment_id });
    const replies = [first.res];
    for (let i = 0; i < 9; i += 1) {
      replies.push(
        (
          await deliver({
            event: 'payment.captured',
            payment_id: payment.razorpay_payment_id,
            event_id: first.eventId,
          })
        ).res,
      );
    }
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies[0]!.json()).toEqual({ received: true, duplicate: false });
    expect(replies[9]!.json()).toEqual({ received: true, duplicate: true });
    expect(await queuedJobs(first.eventId)).toBe(1);
    // The job runs (and, as pg-boss may, runs again): one effect.
    expect(await webhooks.apply(first.eventId)).toBe('processed');
    expect(await webhooks.apply(first.eventId)).toBe('processed');
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: payment.razorpay_payment_id });
    expect(await eventRow(first.eventId)).toMatchObject({
      status: 'processed',
      orderId: order.orderId,
      attempts: 1,
    });
    expect(await noticeCount(user.id, 'payment_successful')).toBe(1);
    expect(await noticeCount(admin.user.id, 'payment_received')).toBe(1);
    const [stored] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
    // Only what applying needs is kept: no contact details.
    expect(JSON.stringify((await eventRow(first.eventId))!.payload)).not.toContain('buyer@example.com');
    // The person's verify after the webhook: the paid order again, nothing granted twice.
    const verify = await post('/payments/verify', headers, {
      orderId: order.orderId,
      providerPaymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await noticeCount(user.id, 'payment_successful')).toBe(1);
  });

  it('payment.failed after capture changes nothing: the order stays paid and nobody is told of a failure', async () => {
    const { user, order } = await ordered();
    const payment = stub.pay({ order_id: order.providerOrderId });
    await deliver({ event: 'payment.captured', payment_id: payment.razorpay_payment_id });
    await applyReceived();
    const failed = await deliver({ event: 'payment.failed', payment_id: payment.razorpay_payment_id });
    expect(failed.res.statusCode).toBe(200);
    await applyReceived();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', lastError: null });
    expect(await eventRow(failed.eventId)).toMatchObject({ status: 'ignored' });
    expect(await noticeCount(user.id, 'payment_failed_user')).toBe(0);
  });

  it('order.paid for an order whose verify never came: granted once; a later payment.captured adds nothing', async () => {
    const { user, headers, profiler, order } = await ordered();
    const payment = stub.pay({ order_id: order.providerOrderId });
    await deliver({ event: 'order.paid', payment_id: payment.razorpay_payment_id });
    await applyReceived();
    await deliver({ event: 'payment.captured', payment_id: payment.razorpay_payment_id });
    await applyReceived();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await noticeCount(user.id, 'payment_successful')).toBe(1);
    expect((await post(`/assessments/${profiler.id}/start`, headers)).statusCode).toBe(200);
    const granted = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.orderId), eq(paymentEvents.kind, 'payment.captured')));
    expect(granted).toHaveLength(1);
    expect(granted[0]!.summary).toMatchObject({ via: 'webhook' });
  });

  it('out of order: a failed attempt then a captured retry (delivered capture first) ends paid; the failure is told once', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const { user, order } = await ordered();
    const declined = stub.pay({ order_id: order.providerOrderId, outcome: 'failed' });
    const retried = stub.pay({ order_id: order.providerOrderId });
    // The capture arrives (and is applied) before the earlier failure; the failure comes twice.
    await deliver({ event: 'payment.captured', payment_id: retried.razorpay_payment_id });
    await applyReceived();
    await deliver({ event: 'payment.failed', payment_id: declined.razorpay_payment_id });
    await deliver({ event: 'payment.failed', payment_id: declined.razorpay_payment_id });
    await applyReceived();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', lastError: null });
    expect(await noticeCount(user.id, 'payment_failed_user')).toBe(0);

    // The natural order on another purchase: failure first (told once, even delivered twice), then capture.
    const second = await ordered();
    const no = stub.pay({ order_id: second.order.providerOrderId, outcome: 'failed' });
    const yes = stub.pay({ order_id: second.order.providerOrderId });
    await deliver({ event: 'payment.failed', payment_id: no.razorpay_payment_id });
    await deliver({ event: 'payment.failed', payment_id: no.razorpay_payment_id });
    await applyReceived();
    expect(await orderRow(second.order.orderId)).toMatchObject({ status: 'attempted' });
    expect((await orderRow(second.order.orderId)).lastError).toContain('declined');
    expect(await noticeCount(second.user.id, 'payment_failed_user')).toBe(1);
    expect(await noticeCount(admin.user.id, 'payment_failed')).toBe(1);
    await deliver({ event: 'payment.captured', payment_id: yes.razorpay_payment_id });
    await applyReceived();
    expect(await orderRow(second.order.orderId)).toMatchObject({ status: 'paid' });
    expect(await noticeCount(second.user.id, 'payment_successful')).toBe(1);
    expect(user.id).not.toBe(second.user.id);
  });

  it('an amount or currency mismatch is not granted: the event is failed with its reason', async () => {
    const { order } = await ordered();
    const payment = stub.pay({ order_id: order.providerOrderId });
    const small = await deliver({
      event: 'payment.captured',
      payment_id: payment.razorpay_payment_id,
      payment: { amount: 100 },
    });
    const dollars = await deliver({
      event: 'payment.captured',
      payment_id: payment.razorpay_payment_id,
      payment: { currency: 'USD' },
    });
    await applyReceived();
    for (const { eventId } of [small, dollars]) {
      const row = await eventRow(eventId);
      expect(row).toMatchObject({ status: 'failed', orderId: order.orderId });
      expect(row!.lastError).toContain('does not match');
    }
    expect((await orderRow(order.orderId)).status).toBe('created');
  });

  it('unknown orders and events we do not act on are stored and ignored', async () => {
    const { order } = await ordered();
    const payment = stub.pay({ order_id: order.providerOrderId });
    const unknown = await deliver({
      event: 'payment.captured',
      payment_id: payment.razorpay_payment_id,
      payment: { order_id: 'order_NotOneOfOurs01' },
    });
    const other = await deliver({ event: 'payment.authorized', payment_id: payment.razorpay_payment_id });
    await applyReceived();
    expect(await eventRow(unknown.eventId)).toMatchObject({ status: 'ignored' });
    expect(await eventRow(other.eventId)).toMatchObject({ status: 'ignored' });
    expect((await orderRow(order.orderId)).status).toBe('created');
  });

  it('refund.processed and refund.failed settle our pending refunds once (through the refunds service)', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const refundOf = async (orderId: string, amount: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/admin/refund/${orderId}`,
        headers: admin.headers,
        payload: { amount, reason: 'Webhook test' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().refund as { id: string; status: string };
    };
    const refundRow = async (id: string) =>
      (await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!;
    const { headers, order } = await ordered();
    const payment = stub.pay({ order_id: order.providerOrderId });
    await post('/payments/verify', headers, {
      orderId: order.orderId,
      providerPaymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
    });
    stub.refundStatus = 'pending';
    const part = await refundOf(order.orderId, 100);
    expect(part.status).toBe('pending');
    const processed = await deliver({ event: 'refund.processed', payment_id: payment.razorpay_payment_id });
    await deliver({
      event: 'refund.processed',
      payment_id: payment.razorpay_payment_id,
      event_id: processed.eventId,
    });
    await applyReceived();
    expect(await eventRow(processed.eventId)).toMatchObject({ status: 'processed', orderId: order.orderId });
    expect((await refundRow(part.id)).status).toBe('processed');
    // A second, distinct delivery of the same outcome changes nothing more.
    const again = await deliver({ event: 'refund.processed', payment_id: payment.razorpay_payment_id });
    await applyReceived();
    expect(await eventRow(again.eventId)).toMatchObject({ status: 'ignored' });

    const rest = await refundOf(order.orderId, 399);
    const failed = await deliver({ event: 'refund.failed', payment_id: payment.razorpay_payment_id });
    await applyReceived();
    expect(await eventRow(failed.eventId)).toMatchObject({ status: 'processed' });
    expect((await refundRow(rest.id)).status).toBe('failed');
    expect((await orderRow(order.orderId)).status).toBe('paid');
  });

  it('over real HTTP: the stub signs and POSTs to the listening app (/__test/webhook); a huge body is 413', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    stub.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhook`;
    const { order } = await ordered();
    const payment = stub.pay({ order_id: order.providerOrderId });
    const res = await fetch(`${stub.url}/__test/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'payment.captured', payment_id: payment.razorpay_payment_id }),
    });
    const sent = (await res.json()) as { status: number; body: string; eventId: string };
    expect(sent.status).toBe(200);
    await webhooks.apply(sent.eventId);
    expect((await orderRow(order.orderId)).status).toBe('paid');

    const big = Buffer.from(JSON.stringify({ event: 'x', pad: 'a'.repeat(300 * 1024) }));
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_big',
        'x-razorpay-signature': webhookSignature(stub.webhookSecret, big),
      },
      payload: big,
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('50 verify calls, webhook deliveries, their jobs and reconciliation racing for one payment: one grant, one coupon use, one notification', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 20, usageLimit: 10 });
    const { user, headers, order } = await ordered(coupon.code);
    const payment = stub.pay({ order_id: order.providerOrderId });
    const later = () => new Date(Date.now() + 10 * 60_000);
    const reconciliation = createPaymentReconciliation(paymentModuleDeps(t, later));
    const verify = () =>
      post('/payments/verify', headers, {
        orderId: order.orderId,
        providerPaymentId: payment.razorpay_payment_id,
        signature: payment.razorpay_signature,
      });
    const delivered = async (event: string) => {
      const { res, eventId } = await deliver({ event, payment_id: payment.razorpay_payment_id });
      await webhooks.apply(eventId);
      return res;
    };
    const racers = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0 ? delivered('payment.captured') : i % 7 === 0 ? delivered('order.paid') : verify(),
    );
    const replies = await Promise.all([...racers, reconciliation.reconcile()]);
    for (const reply of replies.slice(0, 50)) {
      expect((reply as { statusCode: number }).statusCode).toBe(200);
    }
    const paid = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.status, 'paid')));
    expect(paid).toHaveLength(1);
    const [stored] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
    const [usages] = await db()
      .select({ value: count() })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(usages!.value).toBe(1);
    expect(await noticeCount(user.id, 'payment_successful')).toBe(1);
    expect(await noticeCount(admin.user.id, 'payment_received')).toBe(1);
    const applied = await db()
      .select({ status: paymentWebhookEvents.status })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, order.orderId));
    expect(applied.every((e) => e.status === 'processed')).toBe(true);
  });
});

describe('webhooks without a webhook secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 and stores nothing, whatever is signed', async () => {
    const raw = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_nosecret',
        'x-razorpay-signature': webhookSignature('', raw),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WEBHOOK_NOT_CONFIGURED_MESSAGE);
    expect(await t.database.db.select().from(paymentWebhookEvents)).toHaveLength(0);
  });
});
