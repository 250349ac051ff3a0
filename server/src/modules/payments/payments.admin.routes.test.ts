import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../test/factories.ts';
import { paymentEvents, paymentOrders, paymentRefunds } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
type Row = typeof paymentOrders.$inferInsert;

/** The admin console's figures on known data (UTC days; "today" is 2025-03-10). */
describe('admin payments: list, summary, detail, export', () => {
  let t: TestApp;
  let admin: Headers;
  const ids: Record<string, string> = {};
  let profilerOfA1 = '';

  const get = (url: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2025-03-10T12:00:00Z') });
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    const alice = await insertUser(t, { name: 'Alice Able', email: 'alice@example.test' });
    const bob = await insertUser(t, { name: 'Bob Brown', email: 'bob@example.test' });
    const carol = await insertUser(t, { name: '=cmd|calc', email: 'carol@example.test' });
    const at = (iso: string) => new Date(iso);
    async function order(key: string, userId: string, row: Partial<Row>) {
      const profiler = await insertProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
      if (key === 'A1') profilerOfA1 = profiler.id;
      const created = row.createdAt ?? row.paidAt ?? new Date();
      const [inserted] = await t.database.db
        .insert(paymentOrders)
        .values({
          userId,
          assessmentId: profiler.id,
          assessmentTitle: `Profiler ${key}`,
          provider: 'test',
          providerOrderId: `order_${key}`,
          amountMinor: 49_900,
          listPriceMinor: 49_900,
          currency: 'INR',
          status: 'paid',
          providerPaymentId: `pay_${key}`,
          ...row,
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      ids[key] = inserted!.id;
    }
    await order('A1', alice.id, { paidAt: at('2025-03-01T10:00:00Z') });
    await order('A2', alice.id, {
      amountMinor: 20_000,
      listPriceMinor: 20_000,
      status: 'refunded',
      provider: 'razorpay',
      paidAt: at('2025-03-03T23:30:00Z'),
    });
    await order('B1', bob.id, {
      amountMinor: 1_500,
      listPriceMinor: 1_700,
      discountMinor: 200,
      couponCode: 'SAVE10',
      currency: 'USD',
      provider: 'razorpay',
      paidAt: at('2025-03-03T01:00:00Z'),
    });
    await order('B2', bob.id, {
      status: 'created',
      providerPaymentId: null,
      createdAt: at('2025-03-05T08:00:00Z'),
    });
    await order('B3', bob.id, {
      amountMinor: 0,
      discountMinor: 49_900,
      couponCode: 'FREE100',
      provider: 'coupon',
      providerOrderId: null,
      providerPaymentId: null,
      paidAt: at('2025-03-02T09:00:00Z'),
    });
    await order('C1', carol.id, {
      amountMinor: 10_000,
      listPriceMinor: 10_000,
      paidAt: at('2025-02-01T12:00:00Z'),
    });

    const refund = (orderId: string, amountMinor: number, status: 'processed' | 'failed', key: string) => ({
      orderId,
      amountMinor,
      currency: 'INR',
      reason: 'test',
      status,
      idempotencyKey: key,
      requestedByName: 'Admin',
      processedAt: status === 'processed' ? at('2025-03-06T00:00:00Z') : null,
    });
    await t.database.db
      .insert(paymentRefunds)
      .values([
        refund(ids.A1!, 10_000, 'processed', 'key-a1-processed'),
        refund(ids.A1!, 5_000, 'failed', 'key-a1-failed-01'),
        refund(ids.A2!, 20_000, 'processed', 'key-a2-processed'),
      ]);
    await t.database.db.insert(paymentEvents).values([
      { orderId: ids.A1!, kind: 'order.created', createdAt: at('2025-03-01T09:59:00Z') },
      {
        orderId: ids.A1!,
        kind: 'payment.captured',
        providerPaymentId: 'pay_A1',
        createdAt: at('2025-03-01T10:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const range = 'from=2025-03-01&to=2025-03-05';

  it('lists newest first with person, profiler, money, refunds and provider ids; pages with a total', async () => {
    const res = await get(`/payments/admin/all?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payments.map((p: { orderId: string }) => p.orderId)).toEqual(
      ['B2', 'A2', 'B1', 'B3', 'A1'].map((k) => ids[k]),
    );
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 5, hasMore: false });
    expect(body.payments[4]).toMatchObject({
      person: { name: 'Alice Able', email: 'alice@example.test' },
      assessmentTitle: 'Profiler A1',
      amount: 499,
      amountMinor: 49_900,
      currency: 'INR',
      status: 'paid',
      refundedAmount: 100,
      pendingRefundAmount: 0,
      refundableAmount: 399,
      provider: 'test',
      providerOrderId: 'order_A1',
      providerPaymentId: 'pay_A1',
      paidAt: '2025-03-01T10:00:00.000Z',
    });
    expect(body.payments[2]).toMatchObject({ couponCode: 'SAVE10', amount: 15, listPrice: 17, discount: 2 });

    const page2 = (await get(`/payments/admin/all?${range}&limit=2&page=2`)).json();
    expect(page2.payments.map((p: { orderId: string }) => p.orderId)).toEqual([ids.B1, ids.B3]);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, hasMore: true });
  });

  it('filters by status, person, profiler, provider and dates', async () => {
    const keys = async (query: string) =>
      (await get(`/payments/admin/all?${query}`)).json().payments.map((p: { orderId: string }) => p.orderId);
    expect(await keys('status=refunded')).toEqual([ids.A2]);
    expect(await keys('search=ALICE')).toEqual([ids.A2, ids.A1]);
    expect(await keys('search=bob%40example')).toEqual([ids.B2, ids.B1, ids.B3]);
    expect(await keys('search=%25')).toEqual([]); // % is a character, not a wildcard
    expect(await keys(`assessmentId=${profilerOfA1}`)).toEqual([ids.A1]);
    expect(await keys('provider=razorpay')).toEqual([ids.A2, ids.B1]);
    expect(await keys('from=2025-03-03&to=2025-03-03')).toEqual([ids.A2, ids.B1]);
    expect(await keys('to=2025-02-28')).toEqual([ids.C1]);
    expect((await get('/payments/admin/all?from=2025-03-05&to=2025-03-01')).statusCode).toBe(400);
    expect((await get('/payments/admin/all?from=yesterday')).statusCode).toBe(400);
    expect((await get('/payments/admin/all?status=lost')).statusCode).toBe(400);
  });

  it('sums revenue, processed refunds and net per currency, and revenue per day over the range', async () => {
    const res = await get(`/payments/admin/summary?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.orderCount).toBe(5);
    expect(body.totals).toEqual([
      { currency: 'INR', revenue: 699, refunds: 300, net: 399, paidCount: 3, refundCount: 2 },
      { currency: 'USD', revenue: 15, refunds: 0, net: 15, paidCount: 1, refundCount: 0 },
    ]);
    expect(body.range).toEqual({ from: '2025-03-01', to: '2025-03-05', truncated: false });
    const inr = body.revenueByDay[0];
    expect(inr.currency).toBe('INR');
    expect(inr.days).toEqual([
      { date: '2025-03-01', revenue: 499, refunds: 100, net: 399, orders: 1 },
      { date: '2025-03-02', revenue: 0, refunds: 0, net: 0, orders: 1 },
      { date: '2025-03-03', revenue: 200, refunds: 200, net: 0, orders: 1 },
      { date: '2025-03-04', revenue: 0, refunds: 0, net: 0, orders: 0 },
      { date: '2025-03-05', revenue: 0, refunds: 0, net: 0, orders: 0 },
    ]);
    expect(body.revenueByDay[1].days.find((d: { date: string }) => d.date === '2025-03-03')).toEqual({
      date: '2025-03-03',
      revenue: 15,
      refunds: 0,
      net: 15,
      orders: 1,
    });

    // No range: from the first paid day to today.
    const all = (await get('/payments/admin/summary')).json();
    expect(all.range).toEqual({ from: '2025-02-01', to: '2025-03-10', truncated: false });
    expect(all.revenueByDay[0].days).toHaveLength(38);
    expect(all.totals[0]).toMatchObject({ currency: 'INR', revenue: 799, net: 499 });
    // A filter narrows the totals too.
    expect((await get('/payments/admin/summary?search=bob')).json().totals).toEqual([
      { currency: 'INR', revenue: 0, refunds: 0, net: 0, paidCount: 1, refundCount: 0 },
      { currency: 'USD', revenue: 15, refunds: 0, net: 15, paidCount: 1, refundCount: 0 },
    ]);
    const long = (await get('/payments/admin/summary?from=2020-01-01&to=2025-03-05')).json();
    expect(long.range).toEqual({ from: '2024-03-05', to: '2025-03-05', truncated: true });
  });

  it('shows one order with its timeline and refunds (404 for none)', async () => {
    const res = await get(`/payments/admin/${ids.A1}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payment).toMatchObject({ orderId: ids.A1, refundedAmount: 100 });
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual(['order.created', 'payment.captured']);
    expect(body.refunds.map((r: { status: string; amount: number }) => [r.status, r.amount])).toEqual(
      expect.arrayContaining([
        ['processed', 100],
        ['failed', 50],
      ]),
    );
    expect((await get('/payments/admin/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('exports the filtered orders as CSV with formula cells neutralised', async () => {
    const res = await get('/payments/admin/export.csv?to=2025-02-28');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payments-2025-03-10\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Order id,Date,Created,Paid,Name,E-mail,Profiler,Currency,Amount');
    expect(lines[1]).toContain(`${ids.C1},2025-02-01T12:00:00.000Z`);
    expect(lines[1]).toContain(",'=cmd|calc,carol@example.test,Profiler C1,INR,100,");
    expect(lines[1]).not.toContain(',=cmd');

    const all = await get('/payments/admin/export.csv');
    expect(all.body.trim().split('\r\n')).toHaveLength(7);
  });

  it('is for admins only: 401 anonymous, 403 for a person', async () => {
    const person = (await insertUserWithToken(t)).headers;
    for (const url of [
      '/payments/admin/all',
      '/payments/admin/summary',
      '/payments/admin/export.csv',
      `/payments/admin/${ids.A1}`,
    ])
      await expectAdminOnly(t, `/api${url}`, person);
    await expectAdminOnly(t, `/api/payments/admin/refund/${ids.A1}`, person, 'POST', { reason: 'Not mine' });
  });
});
