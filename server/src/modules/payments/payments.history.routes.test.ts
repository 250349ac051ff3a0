import { BUSINESS_PLACEHOLDERS, ORDER_NOT_FOUND_MESSAGE, type PaymentHistoryOrder } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { paymentEvents, paymentOrders, paymentRefunds } from '../../db/schema/index.ts';
import { createPaymentHistoryService, receiptNumber } from './payments.history.service.ts';

type Headers = Record<string, string>;
type OrderInsert = typeof paymentOrders.$inferInsert;

describe('payment history and receipts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });

  /** A paid order through the real flow: order, test checkout pay, verify. */
  async function buyThroughTestCheckout(headers: Headers, assessmentId: string) {
    const created = await call('POST', '/payments/orders', headers, { assessmentId });
    expect(created.statusCode, created.body).toBe(200);
    const orderId: string = created.json().order.orderId;
    const paid = await call('POST', `/payments/test-checkout/${orderId}/pay`, headers);
    expect(paid.statusCode, paid.body).toBe(200);
    const { providerPaymentId, signature } = paid.json();
    const verified = await call('POST', '/payments/verify', headers, {
      orderId,
      providerPaymentId,
      signature,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { orderId, providerPaymentId: providerPaymentId as string };
  }

  /** A small factory for states the flow reaches only through other slices (refunds, webhooks). */
  async function insertOrder(values: Partial<OrderInsert> & Pick<OrderInsert, 'userId'>) {
    const [row] = await t.database.db
      .insert(paymentOrders)
      .values({
        assessmentTitle: 'Inserted Profiler',
        provider: 'test',
        amountMinor: 50_000,
        listPriceMinor: 50_000,
        currency: 'INR',
        status: 'created',
        ...values,
      })
      .returning();
    return row!;
  }

  async function insertRefund(orderId: string, values: Partial<typeof paymentRefunds.$inferInsert>) {
    await t.database.db.insert(paymentRefunds).values({
      orderId,
      amountMinor: 10_000,
      currency: 'INR',
      reason: 'Goodwill',
      status: 'processed',
      idempotencyKey: `refund_${crypto.randomUUID()}`,
      requestedByName: 'Admin',
      ...values,
    });
  }

  const list = async (headers: Headers, query = '') => {
    const res = await call('GET', `/payments/history${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orders: PaymentHistoryOrder[]; pagination: Record<string, unknown> };
  };

  it("lists the caller's own orders newest first, with refunds and statuses; checkouts left unpaid are not listed", async () => {
    const ana = await insertUserWithToken(t, { name: 'Ana Buyer' });
    const bob = await insertUserWithToken(t);
    const profiler = await insertProfiler(t, {
      title: 'Career Interest Profiler',
      isFree: false,
      priceMinor: 49_900,
      currency: 'INR',
    });
    const bought = await buyThroughTestCheckout(ana.headers, profiler.id);

    const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
    const partly = await insertOrder({
      userId: ana.user.id,
      assessmentTitle: 'Big Five',
      status: 'paid',
      amountMinor: 40_000,
      listPriceMinor: 50_000,
      discountMinor: 10_000,
      couponCode: 'SAVE20',
      providerPaymentId: 'pay_test_partly',
      paidAt: day(3),
      createdAt: day(3),
    });
    await insertRefund(partly.id, {
      amountMinor: 5_000,
      reason: 'Late report',
      createdAt: day(4),
      processedAt: day(4),
    });
    await insertRefund(partly.id, {
      amountMinor: 2_000,
      status: 'pending',
      reason: 'Asked again',
      createdAt: day(5),
    });
    const refunded = await insertOrder({
      userId: ana.user.id,
      assessmentTitle: 'Values Sorter',
      status: 'refunded',
      providerPaymentId: 'pay_test_refunded',
      paidAt: day(2),
      createdAt: day(2),
    });
    await insertRefund(refunded.id, {
      amountMinor: 50_000,
      reason: 'Bought by mistake',
      processedAt: day(2),
    });
    const declined = await insertOrder({
      userId: ana.user.id,
      assessmentTitle: 'Declined One',
      status: 'attempted',
      lastError: 'The payment was declined in the test checkout.',
      createdAt: day(1),
    });
    // Closed after a declined payment (a later order replaced it): still a payment that failed.
    const closedAfterDecline = await insertOrder({
      userId: ana.user.id,
      assessmentTitle: 'Replaced after decline',
      status: 'failed',
      lastError: 'Replaced by a new order (the price or coupon changed).',
      createdAt: new Date(Date.UTC(2024, 11, 31)),
    });
    await t.database.db
      .insert(paymentEvents)
      .values({ orderId: closedAfterDecline.id, kind: 'payment.failed', summary: { via: 'test-checkout' } });
    // Never paid or tried: an opened checkout, a replaced one, one the provider refused to create.
    await insertOrder({ userId: ana.user.id, assessmentTitle: 'Opened only', createdAt: day(6) });
    await insertOrder({
      userId: ana.user.id,
      assessmentTitle: 'Replaced',
      status: 'failed',
      createdAt: day(6),
    });
    await insertOrder({ userId: bob.user.id, assessmentTitle: "Bob's", status: 'paid', paidAt: day(6) });

    const { orders, pagination } = await list(ana.headers);
    expect(orders.map((o) => o.assessmentTitle)).toEqual([
      'Career Interest Profiler',
      'Big Five',
      'Values Sorter',
      'Declined One',
      'Replaced after decline',
    ]);
    expect(pagination).toEqual({ page: 1, limit: 10, total: 5, hasMore: false });
    expect(orders[0]).toMatchObject({
      orderId: bought.orderId,
      amount: 499,
      amountMinor: 49_900,
      listPrice: 499,
      discount: 0,
      couponCode: null,
      currency: 'INR',
      status: 'paid',
      displayStatus: 'paid',
      provider: 'test',
      refunds: [],
      refundedAmount: 0,
      hasReceipt: true,
      failureReason: null,
    });
    expect(orders[0]!.paidAt).toBeTruthy();
    expect(orders[1]).toMatchObject({
      displayStatus: 'partly_refunded',
      amount: 400,
      listPrice: 500,
      discount: 100,
      couponCode: 'SAVE20',
      refundedAmount: 50,
      refundedAmountMinor: 5_000,
      refunds: [
        { amount: 50, status: 'processed', reason: 'Late report', processedAt: day(4).toISOString() },
        { amount: 20, status: 'pending', reason: 'Asked again', processedAt: null },
      ],
    });
    expect(orders[2]).toMatchObject({ displayStatus: 'refunded', refundedAmount: 500, hasReceipt: true });
    expect(orders[3]).toMatchObject({
      orderId: declined.id,
      displayStatus: 'failed',
      failureReason: 'The payment was declined in the test checkout.',
      hasReceipt: false,
    });
    expect(orders[4]).toMatchObject({ displayStatus: 'failed', hasReceipt: false });

    // Paging in SQL.
    const second = await list(ana.headers, '?page=2&limit=2');
    expect(second.orders.map((o) => o.assessmentTitle)).toEqual(['Values Sorter', 'Declined One']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, hasMore: true });
    const last = await list(ana.headers, '?page=3&limit=2');
    expect(last.pagination).toMatchObject({ hasMore: false });
    expect(last.orders).toHaveLength(1);

    // Bob sees his only; nobody anonymous sees anything; bad paging is a 400.
    expect((await list(bob.headers)).orders.map((o) => o.assessmentTitle)).toEqual(["Bob's"]);
    expect((await call('GET', '/payments/history')).statusCode).toBe(401);
    expect((await call('GET', '/payments/history?limit=500', ana.headers)).statusCode).toBe(400);
  });

  it("downloads a receipt of the caller's paid order only; another person's, an unpaid one or none is 404", async () => {
    const cara = await insertUserWithToken(t, { name: 'Cara Receipt' });
    const dan = await insertUserWithToken(t);
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const profiler = await insertProfiler(t, {
      title: 'Career Interest Profiler',
      isFree: false,
      priceMinor: 49_900,
      currency: 'INR',
    });
    const { orderId, providerPaymentId } = await buyThroughTestCheckout(cara.headers, profiler.id);

    const res = await call('GET', `/payments/history/${orderId}/receipt.pdf`, cara.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const number = receiptNumber(row!);
    expect(number).toMatch(/^PW-\d{8}-[0-9A-F]{8}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pathwise-receipt-${number.toLowerCase()}-career-interest-profiler.pdf"`,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      BUSINESS_PLACEHOLDERS.BUSINESS_LEGAL_NAME,
      BUSINESS_PLACEHOLDERS.BUSINESS_ADDRESS,
      `Receipt number ${number}`,
      orderId,
      providerPaymentId,
      'Cara Receipt',
      cara.user.email,
      "Career Interest Profiler (profiler, one person's access)",
      'INR 499',
      'Tax: not charged',
    ]) {
      expect(text, expected).toContain(expected);
    }

    // The seller's details from settings replace the placeholders.
    for (const [key, value] of [
      ['BUSINESS_LEGAL_NAME', 'Pathwise Learning Pvt Ltd'],
      ['BUSINESS_ADDRESS', '12 MG Road, Bengaluru 560001, India'],
      ['BUSINESS_TAX_ID', '29ABCDE1234F1Z5'],
    ] as const) {
      const saved = await call('POST', '/admin/settings', admin.headers, { key, value });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
    await insertRefund(orderId, { amountMinor: 9_900, reason: 'Partial goodwill', processedAt: new Date() });
    const withSeller = pdfText(
      (await call('GET', `/payments/history/${orderId}/receipt.pdf`, cara.headers)).rawPayload,
    );
    expect(withSeller).toContain('Pathwise Learning Pvt Ltd');
    expect(withSeller).toContain('12 MG Road, Bengaluru 560001, India');
    expect(withSeller).toContain('Tax id: 29ABCDE1234F1Z5');
    expect(withSeller).not.toContain(BUSINESS_PLACEHOLDERS.BUSINESS_LEGAL_NAME);
    expect(withSeller).toContain('Partial goodwill');
    expect(withSeller).toContain('-INR 99');
    expect(withSeller).toContain('Net paid');
    expect(withSeller).toContain('INR 400');

    // Another person: the same 404 as no order at all.
    const other = await call('GET', `/payments/history/${orderId}/receipt.pdf`, dan.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
    const missing = await call(
      'GET',
      '/payments/history/00000000-0000-4000-8000-000000000000/receipt.pdf',
      cara.headers,
    );
    expect(missing.statusCode).toBe(404);
    // An unpaid order (open, or closed after a decline) has no receipt.
    const open = await insertOrder({ userId: cara.user.id, status: 'attempted', lastError: 'Declined' });
    expect((await call('GET', `/payments/history/${open.id}/receipt.pdf`, cara.headers)).statusCode).toBe(
      404,
    );
    const failed = await insertOrder({ userId: cara.user.id, status: 'failed' });
    expect((await call('GET', `/payments/history/${failed.id}/receipt.pdf`, cara.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/payments/history/${orderId}/receipt.pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/payments/history/not-a-uuid/receipt.pdf', cara.headers)).statusCode).toBe(
      400,
    );
  });

  it('tells an admin which provider is active and the webhook URL to paste into Razorpay', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const person = await insertUserWithToken(t);
    const url = '/payments/admin/provider-status';
    await expectAdminOnly(t, `/api${url}`, person.headers);
    const res = await call('GET', url, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      active: 'test_checkout',
      webhookUrl: `${t.config.PUBLIC_URL.replace(/\/+$/, '')}/api/payments/webhook`,
      webhookSecretSet: false,
    });
  });

  it('derives the provider as the resolver does: test or live keys, the test checkout, or none in production', async () => {
    const status = (values: Record<string, string>, env: Record<string, string> = {}) =>
      createPaymentHistoryService({
        db: t.database.db,
        config: testConfig({ PUBLIC_URL: 'https://pathwise.example/', ...env }),
        now: () => new Date(),
        settings: { getEffective: async (key: string) => values[key] } as never,
      }).providerStatus();
    expect(await status({})).toEqual({
      active: 'test_checkout',
      webhookUrl: 'https://pathwise.example/api/payments/webhook',
      webhookSecretSet: false,
    });
    expect(await status({}, { NODE_ENV: 'production' })).toMatchObject({ active: 'none' });
    expect(await status({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toMatchObject({ active: 'test_checkout' });
    expect(
      await status({
        RAZORPAY_KEY_ID: 'rzp_test_abc',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }),
    ).toMatchObject({ active: 'razorpay_test', webhookSecretSet: true });
    expect(
      await status({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's' }, { NODE_ENV: 'production' }),
    ).toMatchObject({ active: 'razorpay_live' });
  });
});
