import { COUPON_CHECK_MESSAGES } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { assessments } from '../../db/schema/index.ts';
import { COUPON_UNKNOWN_MESSAGE } from '../payments/payments.service.ts';

type Headers = Record<string, string>;

/**
 * Personal coupons (decision 019: referral rewards and welcome discounts): only the owner finds,
 * lists and orders with one; to anyone else it is an unknown code, so codes cannot be probed.
 */
describe('personal coupons at checkout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  async function setup() {
    const owner = await insertUserWithToken(t);
    const other = await insertUserWithToken(t);
    const profiler = await insertTakeableProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
    const coupon = await insertCoupon(t, {
      name: 'Welcome discount',
      code: `WELCOME-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      value: 15,
      usageLimit: 1,
      ownerUserId: owner.user.id,
    });
    return { owner: owner.headers, other: other.headers, profiler, coupon };
  }

  it('the owner validates it (any case), checks it alone, sees it listed and orders with it', async () => {
    const { owner, profiler, coupon } = await setup();
    const validate = await call('POST', '/coupons/validate', owner, {
      code: coupon.code.toLowerCase(),
      assessmentId: profiler.id,
    });
    expect(validate.json()).toMatchObject({
      success: true,
      originalPrice: 499,
      discount: 74.85,
      finalPrice: 424.15,
    });
    const basic = await call('POST', '/coupons/validate-basic', owner, { code: coupon.code });
    expect(basic.json()).toMatchObject({ success: true, coupon: { code: coupon.code } });
    const available = await call('GET', `/coupons/available?assessmentId=${profiler.id}`, owner);
    const listed = available.json().data.coupons.map((c: { code: string }) => c.code);
    expect(listed).toContain(coupon.code);

    const order = await call('POST', '/payments/orders', owner, {
      assessmentId: profiler.id,
      couponCode: coupon.code,
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().order).toMatchObject({ amount: 424.15, couponCode: coupon.code });
  });

  it('to anyone else it is an unknown code: validate, validate-basic, available and orders', async () => {
    const { other, profiler, coupon } = await setup();
    const unknown = { success: false, message: COUPON_CHECK_MESSAGES.unknown_code, reason: 'unknown_code' };
    const validate = await call('POST', '/coupons/validate', other, {
      code: coupon.code,
      assessmentId: profiler.id,
    });
    expect(validate.json()).toEqual(unknown);
    expect((await call('POST', '/coupons/validate-basic', other, { code: coupon.code })).json()).toEqual(
      unknown,
    );

    const available = await call('GET', `/coupons/available?assessmentId=${profiler.id}`, other);
    expect(available.statusCode).toBe(200);
    const listed = available.json().data.coupons.map((c: { code: string }) => c.code);
    expect(listed).not.toContain(coupon.code);

    const order = await call('POST', '/payments/orders', other, {
      assessmentId: profiler.id,
      couponCode: coupon.code,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toBe(COUPON_UNKNOWN_MESSAGE);
    expect(COUPON_UNKNOWN_MESSAGE).toBe(COUPON_CHECK_MESSAGES.unknown_code);
  });

  it('a personal coupon chosen as a profiler’s sale price discounts only its owner’s order', async () => {
    const { owner, other, profiler, coupon } = await setup();
    await t.database.db
      .update(assessments)
      .set({ selectedCouponId: coupon.id })
      .where(eq(assessments.id, profiler.id));
    const others = await call('POST', '/payments/orders', other, { assessmentId: profiler.id });
    expect(others.statusCode, others.body).toBe(200);
    expect(others.json().order).toMatchObject({ amount: 499, couponCode: null });
    const owners = await call('POST', '/payments/orders', owner, { assessmentId: profiler.id });
    expect(owners.json().order).toMatchObject({ amount: 424.15, couponCode: coupon.code });
  });
});
