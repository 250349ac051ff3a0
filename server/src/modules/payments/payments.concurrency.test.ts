import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { coupons, couponUsages, notifications, paymentOrders } from '../../db/schema/index.ts';

/**
 * Money invariants under concurrency (security.md §4 items 6 and 14). On PostgreSQL the requests
 * really race (a pool of connections); on PGlite they are serialised, and must hold all the same.
 */
describe('payments under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  type Headers = Record<string, string>;
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const paidProfiler = () => insertProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
  const people = (n: number) => Promise.all(Array.from({ length: n }, () => insertUserWithToken(t)));

  it('50 verify calls for one payment: one grant, one coupon use, one notification each way, every reply 200', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const { user, headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 20, usageLimit: 10 });
    const order = (
      await post('/payments/orders', headers, { assessmentId: profiler.id, couponCode: coupon.code })
    ).json().order;
    const { providerPaymentId, signature } = (
      await post(`/payments/test-checkout/${order.orderId}/pay`, headers)
    ).json();

    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/payments/verify', headers, { orderId: order.orderId, providerPaymentId, signature }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    const db = t.database.db;
    const paid = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.status, 'paid')));
    expect(paid).toHaveLength(1);
    const [stored] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
    const [usages] = await db
      .select({ value: count() })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(usages!.value).toBe(1);
    const [toUser] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment_successful')));
    expect(toUser!.value).toBe(1);
    const [toAdmin] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, 'payment_received')));
    expect(toAdmin!.value).toBe(1);
  });

  it('a 100% coupon limited to 5 uses, 40 people at once: exactly 5 grants and usedCount 5', async () => {
    const profiler = await paidProfiler();
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 100, usageLimit: 5 });
    const buyers = await people(40);
    const replies = await Promise.all(
      buyers.map((b) =>
        post('/payments/orders', b.headers, { assessmentId: profiler.id, couponCode: coupon.code }),
      ),
    );
    const granted = replies.filter((r) => r.statusCode === 200);
    expect(granted).toHaveLength(5);
    expect(granted.every((r) => r.json().order.status === 'paid')).toBe(true);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 422)).toBe(true);
    expect(refused[0]!.json().message).toBe('This coupon has reached its usage limit');
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(5);
  });

  it('a 50% coupon limited to 5 uses, 40 people at once: only 5 discounted orders exist, and paying them counts 5', async () => {
    const profiler = await paidProfiler();
    const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 50, usageLimit: 5 });
    const buyers = await people(40);
    const replies = await Promise.all(
      buyers.map((b) =>
        post('/payments/orders', b.headers, { assessmentId: profiler.id, couponCode: coupon.code }),
      ),
    );
    const held = replies.flatMap((r, i) =>
      r.statusCode === 200 ? [{ buyer: buyers[i]!, order: r.json().order }] : [],
    );
    expect(held).toHaveLength(5);
    expect(held.every(({ order }) => order.amountMinor === 24_950)).toBe(true);
    expect(replies.filter((r) => r.statusCode === 422)).toHaveLength(35);

    const verified = await Promise.all(
      held.map(async ({ buyer, order }) => {
        const payment = (await post(`/payments/test-checkout/${order.orderId}/pay`, buyer.headers)).json();
        return post('/payments/verify', buyer.headers, { orderId: order.orderId, ...payment });
      }),
    );
    expect(verified.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(5);
    const discounted = await t.database.db
      .select({ value: count() })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.couponId, coupon.id),
          inArray(paymentOrders.status, ['paid', 'created', 'attempted']),
        ),
      );
    expect(discounted[0]!.value).toBe(5);
  });

  it('one person ordering 10 times at once ends with one open order', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const profiler = await paidProfiler();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post('/payments/orders', headers, { assessmentId: profiler.id })),
    );
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const open = await t.database.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, user.id), inArray(paymentOrders.status, ['created', 'attempted'])));
    expect(open).toHaveLength(1);
    const ids = new Set(replies.filter((r) => r.statusCode === 200).map((r) => r.json().order.orderId));
    expect([...ids]).toEqual([open[0]!.id]);
  });
});
