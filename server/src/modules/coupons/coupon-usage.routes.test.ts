import { ADMIN_REQUIRED_MESSAGE } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../test/factories.ts';
import { assessments, couponUsages } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('coupons admin routes: delete, usage history, failures', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let user: { headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t, { role: 'user' });
  });
  afterAll(async () => {
    await t.close();
  });

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/coupons/admin/${id}`, headers: admin.headers });
  const usage = (id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/coupons/admin/${id}/usage${query}`, headers: admin.headers });

  describe('DELETE /coupons/admin/:id', () => {
    it('deletes the coupon and its usage rows; profilers that had it are no longer ON SALE', async () => {
      const coupon = await insertCoupon(t, { code: 'GONE10' });
      const onSale = await insertProfiler(t, {
        isFree: false,
        priceMinor: 49900,
        selectedCouponId: coupon.id,
      });
      const other = await insertCoupon(t);
      const stillOnSale = await insertProfiler(t, {
        isFree: false,
        priceMinor: 100,
        selectedCouponId: other.id,
      });
      await t.database.db
        .insert(couponUsages)
        .values({ couponId: coupon.id, discountMinor: 100, currency: 'INR' });

      const res = await remove(coupon.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Coupon GONE10 deleted successfully; 1 profiler is no longer on sale',
      });
      const selected = async (id: string) =>
        (await t.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]?.selectedCouponId;
      expect(await selected(onSale.id)).toBeNull();
      expect(await selected(stillOnSale.id)).toBe(other.id);
      expect(
        await t.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon.id)),
      ).toEqual([]);
    });

    it('says nothing about profilers when none had it, and answers 404 the second time', async () => {
      const coupon = await insertCoupon(t, { code: 'ALONE' });
      expect((await remove(coupon.id)).json().message).toBe('Coupon ALONE deleted successfully');
      const again = await remove(coupon.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        success: false,
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Coupon not found',
      });
    });
  });

  describe('GET /coupons/admin/:id/usage', () => {
    it('pages through redemptions newest first, with who used it on which profiler', async () => {
      const coupon = await insertCoupon(t, { type: 'FIXED_AMOUNT', value: 5000, usedCount: 25 });
      const buyer = await insertUser(t, { name: 'Asha Rao' });
      const profiler = await insertProfiler(t, { title: 'Career Compass' });
      const base = Date.parse('2025-02-01T00:00:00Z');
      await t.database.db.insert(couponUsages).values(
        Array.from({ length: 25 }, (_, i) => ({
          couponId: coupon.id,
          userId: buyer.id,
          assessmentId: profiler.id,
          discountMinor: 1000 + i,
          currency: 'INR',
          createdAt: new Date(base + i * 60_000),
        })),
      );

      const first = await usage(coupon.id, '?page=1&limit=10');
      expect(first.statusCode).toBe(200);
      const { data } = first.json();
      expect(data.coupon).toMatchObject({ id: coupon.id, value: 50, usedCount: 25 });
      expect(data.pagination).toEqual({ page: 1, limit: 10, total: 25, hasMore: true });
      expect(data.usages).toHaveLength(10);
      expect(data.usages[0]).toEqual({
        id: expect.any(String),
        userId: buyer.id,
        userName: 'Asha Rao',
        userEmail: buyer.email,
        assessmentId: profiler.id,
        assessmentTitle: 'Career Compass',
        discount: 10.24,
        currency: 'INR',
        // Inserted directly, with no order (payments link theirs: payments.routes.test.ts).
        orderId: null,
        amountPaid: null,
        usedAt: new Date(base + 24 * 60_000).toISOString(),
      });

      const last = (await usage(coupon.id, '?page=3&limit=10')).json().data;
      expect(last.pagination).toEqual({ page: 3, limit: 10, total: 25, hasMore: false });
      expect(last.usages.map((u: { discount: number }) => u.discount)).toEqual([
        10.04, 10.03, 10.02, 10.01, 10,
      ]);
    });

    it('keeps a redemption whose buyer and profiler are gone, with empty names', async () => {
      const coupon = await insertCoupon(t);
      await t.database.db.insert(couponUsages).values({
        couponId: coupon.id,
        userId: null,
        assessmentId: MISSING_ID,
        discountMinor: 300,
        currency: 'JPY',
      });
      const [row] = (await usage(coupon.id)).json().data.usages;
      expect(row).toMatchObject({
        userId: null,
        userName: null,
        userEmail: null,
        assessmentId: MISSING_ID,
        assessmentTitle: null,
        discount: 300,
        currency: 'JPY',
      });
    });

    it('answers 404 for an unknown coupon and 400 for a bad page', async () => {
      expect((await usage(MISSING_ID)).json()).toMatchObject({ success: false, statusCode: 404 });
      const bad = await usage((await insertCoupon(t)).id, '?limit=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        success: false,
        error: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^limit: /),
      });
    });
  });

  describe('authorisation', () => {
    const routes = [
      ['GET', '/api/coupons/admin'],
      ['POST', '/api/coupons/admin'],
      ['PUT', `/api/coupons/admin/${MISSING_ID}`],
      ['DELETE', `/api/coupons/admin/${MISSING_ID}`],
      ['GET', `/api/coupons/admin/${MISSING_ID}/usage`],
    ] as const;

    it.each(routes)(
      '%s %s answers 401 anonymous and 403 to a user, as {success:false}',
      async (method, url) => {
        const anonymous = await t.app.inject({ method, url });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ success: false, statusCode: 401, error: 'UNAUTHENTICATED' });
        const asUser = await t.app.inject({ method, url, headers: user.headers });
        expect(asUser.statusCode).toBe(403);
        expect(asUser.json()).toEqual({
          success: false,
          statusCode: 403,
          error: 'FORBIDDEN',
          message: ADMIN_REQUIRED_MESSAGE,
        });
      },
    );

    it('keeps the standard error body outside the coupon routes', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/pricing/currencies',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('success');
    });
  });
});
