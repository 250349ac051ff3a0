import { AVAILABLE_COUPONS_LIMIT, COUPON_CHECK_MESSAGES, COUPON_UNUSABLE_MESSAGES } from '@pathwise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCoupon, insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { coupons } from '../../db/schema/index.ts';
import { createCouponCheckoutService } from './coupons.checkout.service.ts';

type Headers = Record<string, string>;
const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('coupons at checkout: validate, validate-basic, available', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(coupons);
  });

  /** A new person per test: checking codes is rate-limited per person. */
  const person = async (): Promise<Headers> => (await insertUserWithToken(t)).headers;
  const paidProfiler = (priceMinor: number, currency = 'INR') =>
    insertProfiler(t, { isFree: false, priceMinor, currency });

  async function validate(payload: Record<string, unknown>, headers?: Headers) {
    return t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers: headers ?? (await person()),
      payload,
    });
  }
  async function validateBasic(payload: Record<string, unknown>, headers?: Headers) {
    return t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate-basic',
      headers: headers ?? (await person()),
      payload,
    });
  }
  async function available(query: string, headers?: Headers) {
    return t.app.inject({
      method: 'GET',
      url: `/api/coupons/available${query}`,
      headers: headers ?? (await person()),
    });
  }

  describe('POST /coupons/validate', () => {
    it('prices a percentage coupon in INR from the profiler’s own price, with the public fields only', async () => {
      const profiler = await paidProfiler(49_900);
      await insertCoupon(t, {
        name: 'Spring sale',
        code: 'SPRING20',
        value: 20,
        validUntil: new Date(NOW.getTime() + DAY),
        usageLimit: 10,
        usedCount: 3,
      });
      const res = await validate({ code: 'SPRING20', assessmentId: profiler.id, amount: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Coupon SPRING20 applied: 20% off',
        coupon: {
          code: 'SPRING20',
          name: 'Spring sale',
          type: 'PERCENTAGE',
          value: 20,
          currency: 'INR',
          label: '20% off',
          validUntil: new Date(NOW.getTime() + DAY).toISOString(),
        },
        originalPrice: 499,
        discount: 99.8,
        finalPrice: 399.2,
        currency: 'INR',
      });
    });

    it('matches the code case-insensitively, ignoring surrounding spaces', async () => {
      const profiler = await paidProfiler(10_000);
      await insertCoupon(t, { code: 'WELCOME-10', value: 10 });
      const res = await validate({ code: '  welcome-10 ', assessmentId: profiler.id });
      expect(res.json()).toMatchObject({ success: true, finalPrice: 90, coupon: { code: 'WELCOME-10' } });
    });

    it('subtracts a fixed INR amount, in paise', async () => {
      const profiler = await paidProfiler(49_900);
      await insertCoupon(t, { code: 'FLAT100', type: 'FIXED_AMOUNT', value: 10_050 });
      const res = await validate({ code: 'flat100', assessmentId: profiler.id });
      expect(res.json()).toMatchObject({
        success: true,
        coupon: { type: 'FIXED_AMOUNT', value: 100.5, label: '₹100.5 off' },
        originalPrice: 499,
        discount: 100.5,
        finalPrice: 398.5,
        currency: 'INR',
      });
    });

    it('prices JPY, which has no minor units: a percentage rounds to the yen, a fixed amount is whole yen', async () => {
      const profiler = await paidProfiler(999, 'JPY');
      await insertCoupon(t, { code: 'YEN15', value: 15 });
      await insertCoupon(t, { code: 'YEN300', type: 'FIXED_AMOUNT', value: 300, currency: 'JPY' });
      expect((await validate({ code: 'YEN15', assessmentId: profiler.id })).json()).toMatchObject({
        success: true,
        originalPrice: 999,
        discount: 150,
        finalPrice: 849,
        currency: 'JPY',
      });
      expect((await validate({ code: 'YEN300', assessmentId: profiler.id })).json()).toMatchObject({
        success: true,
        coupon: { value: 300, currency: 'JPY', label: 'JPY 300 off' },
        discount: 300,
        finalPrice: 699,
        currency: 'JPY',
      });
    });

    it('never goes below 0: a fixed amount larger than the price is the whole price', async () => {
      const profiler = await paidProfiler(19_900);
      await insertCoupon(t, { code: 'BIG500', type: 'FIXED_AMOUNT', value: 50_000 });
      expect((await validate({ code: 'BIG500', assessmentId: profiler.id })).json()).toMatchObject({
        success: true,
        originalPrice: 199,
        discount: 199,
        finalPrice: 0,
      });
    });

    it('a profiler-specific coupon applies to its profiler and refuses another', async () => {
      const [mine, other] = [await paidProfiler(20_000), await paidProfiler(30_000)];
      await insertCoupon(t, { code: 'ONLYMINE', value: 50, applicableAssessmentIds: [mine.id] });
      expect((await validate({ code: 'ONLYMINE', assessmentId: mine.id })).json()).toMatchObject({
        success: true,
        finalPrice: 100,
      });
      expect((await validate({ code: 'ONLYMINE', assessmentId: other.id })).json()).toEqual({
        success: false,
        message: COUPON_UNUSABLE_MESSAGES.not_applicable,
        reason: 'not_applicable',
      });
    });

    it.each([
      ['inactive', { isActive: false }],
      ['inactive', { status: 'INACTIVE' as const }],
      ['not_started', { validFrom: new Date(NOW.getTime() + 1) }],
      ['expired', { validUntil: new Date(NOW.getTime() - 1) }],
      ['exhausted', { usageLimit: 5, usedCount: 5 }],
    ] as const)(
      'refuses a coupon that is %s with its own message (200, success false)',
      async (reason, change) => {
        const profiler = await paidProfiler(49_900);
        await insertCoupon(t, { code: 'NOPE10', ...change });
        const res = await validate({ code: 'NOPE10', assessmentId: profiler.id });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: false, message: COUPON_UNUSABLE_MESSAGES[reason], reason });
      },
    );

    it('takes both ends of the window as valid', async () => {
      const profiler = await paidProfiler(10_000);
      await insertCoupon(t, { code: 'EDGE', validFrom: NOW, validUntil: NOW });
      expect((await validate({ code: 'EDGE', assessmentId: profiler.id })).json().success).toBe(true);
    });

    it('answers an unknown code with one message that says nothing about other codes', async () => {
      const profiler = await paidProfiler(49_900);
      await insertCoupon(t, { code: 'REAL10' });
      const expected = {
        success: false,
        message: COUPON_CHECK_MESSAGES.unknown_code,
        reason: 'unknown_code',
      };
      expect((await validate({ code: 'REAL1', assessmentId: profiler.id })).json()).toEqual(expected);
      expect((await validate({ code: 'NOTHING', assessmentId: profiler.id })).json()).toEqual(expected);
    });

    it('refuses a fixed amount in another currency than the price', async () => {
      const profiler = await paidProfiler(2_000, 'USD');
      await insertCoupon(t, { code: 'RUPEES', type: 'FIXED_AMOUNT', value: 500, currency: 'INR' });
      expect((await validate({ code: 'RUPEES', assessmentId: profiler.id })).json()).toEqual({
        success: false,
        message: COUPON_CHECK_MESSAGES.currency_mismatch,
        reason: 'currency_mismatch',
      });
    });

    it('refuses a free, an inactive and an unknown profiler', async () => {
      await insertCoupon(t, { code: 'ANY10' });
      const free = await insertProfiler(t, { isFree: true });
      const inactive = await insertProfiler(t, { isFree: false, priceMinor: 9_900, isActive: false });
      expect((await validate({ code: 'ANY10', assessmentId: free.id })).json()).toEqual({
        success: false,
        message: COUPON_CHECK_MESSAGES.free_profiler,
        reason: 'free_profiler',
      });
      for (const id of [inactive.id, MISSING_ID]) {
        expect((await validate({ code: 'ANY10', assessmentId: id })).json()).toEqual({
          success: false,
          message: 'Profiler not found',
          reason: 'profiler_not_found',
        });
      }
    });

    it.each([
      [{ assessmentId: MISSING_ID }, 'code'],
      [{ code: '   ', assessmentId: MISSING_ID }, 'code'],
      [{ code: 'X'.repeat(65), assessmentId: MISSING_ID }, 'code'],
      [{ code: 'A\nB', assessmentId: MISSING_ID }, 'code'],
      [{ code: 'SAVE10', assessmentId: 'not-an-id' }, 'assessmentId'],
      [{ code: 'SAVE10' }, 'assessmentId'],
    ])('refuses bad input %j with 400 in the coupon failure shape', async (payload, path) => {
      const res = await validate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, statusCode: 400, error: 'VALIDATION_FAILED' });
      expect(res.json().details[0].path).toBe(path);
    });
  });

  describe('POST /coupons/validate-basic', () => {
    it('says a usable code is valid, whichever profilers it applies to', async () => {
      const profiler = await paidProfiler(10_000);
      await insertCoupon(t, {
        name: 'For one',
        code: 'BASIC25',
        value: 25,
        applicableAssessmentIds: [profiler.id],
      });
      expect((await validateBasic({ code: 'basic25' })).json()).toEqual({
        success: true,
        message: 'Coupon is valid',
        coupon: {
          code: 'BASIC25',
          name: 'For one',
          type: 'PERCENTAGE',
          value: 25,
          currency: 'INR',
          label: '25% off',
          validUntil: null,
        },
      });
    });

    it.each([
      ['inactive', { isActive: false }],
      ['not_started', { validFrom: new Date(NOW.getTime() + DAY) }],
      ['expired', { validUntil: new Date(NOW.getTime() - DAY) }],
      ['exhausted', { usageLimit: 1, usedCount: 1 }],
    ] as const)('refuses a coupon that is %s', async (reason, change) => {
      await insertCoupon(t, { code: 'BASICNO', ...change });
      expect((await validateBasic({ code: 'BASICNO' })).json()).toEqual({
        success: false,
        message: COUPON_UNUSABLE_MESSAGES[reason],
        reason,
      });
    });

    it('refuses an unknown code, and answers 400 to a missing one', async () => {
      expect((await validateBasic({ code: 'UNKNOWN' })).json()).toEqual({
        success: false,
        message: COUPON_CHECK_MESSAGES.unknown_code,
        reason: 'unknown_code',
      });
      const res = await validateBasic({});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    });
  });

  describe('GET /coupons/available', () => {
    it('lists only the coupons usable for the profiler, best discount first, each with its final price', async () => {
      const profiler = await paidProfiler(50_000);
      const other = await paidProfiler(50_000);
      await insertCoupon(t, { code: 'TEN', value: 10 });
      await insertCoupon(t, { code: 'FLAT200', type: 'FIXED_AMOUNT', value: 20_000 });
      await insertCoupon(t, { code: 'MINE30', value: 30, applicableAssessmentIds: [profiler.id] });
      await insertCoupon(t, { code: 'ALSOTEN', value: 10, validUntil: new Date(NOW.getTime() + DAY) });
      // None of these may be offered.
      await insertCoupon(t, { code: 'OFF', value: 90, isActive: false });
      await insertCoupon(t, { code: 'PAUSED', value: 90, status: 'INACTIVE' });
      await insertCoupon(t, { code: 'OLD', value: 90, validUntil: new Date(NOW.getTime() - 1) });
      await insertCoupon(t, { code: 'SOON', value: 90, validFrom: new Date(NOW.getTime() + 1) });
      await insertCoupon(t, { code: 'USEDUP', value: 90, usageLimit: 3, usedCount: 3 });
      await insertCoupon(t, { code: 'THEIRS', value: 90, applicableAssessmentIds: [other.id] });
      await insertCoupon(t, { code: 'DOLLARS', type: 'FIXED_AMOUNT', value: 100, currency: 'USD' });

      const res = await available(`?assessmentId=${profiler.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { originalPrice: 500, currency: 'INR' } });
      expect(
        body.data.coupons.map((c: { code: string; discount: number; finalPrice: number }) => [
          c.code,
          c.discount,
          c.finalPrice,
        ]),
      ).toEqual([
        ['FLAT200', 200, 300],
        ['MINE30', 150, 350],
        ['ALSOTEN', 50, 450],
        ['TEN', 50, 450],
      ]);
      expect(body.data.coupons[0]).toEqual({
        code: 'FLAT200',
        name: 'Launch offer',
        type: 'FIXED_AMOUNT',
        value: 200,
        currency: 'INR',
        label: '₹200 off',
        validUntil: null,
        discount: 200,
        finalPrice: 300,
      });
    });

    it(`offers at most ${AVAILABLE_COUPONS_LIMIT}, keeping the best`, async () => {
      const profiler = await paidProfiler(100_000, 'JPY');
      for (let percent = 1; percent <= AVAILABLE_COUPONS_LIMIT + 2; percent++) {
        await insertCoupon(t, { code: `P${String(percent).padStart(2, '0')}`, value: percent });
      }
      const codes = (await available(`?assessmentId=${profiler.id}`))
        .json()
        .data.coupons.map((c: { code: string }) => c.code);
      expect(codes).toHaveLength(AVAILABLE_COUPONS_LIMIT);
      expect(codes[0]).toBe(`P${AVAILABLE_COUPONS_LIMIT + 2}`);
      expect(codes.at(-1)).toBe('P03');
    });

    it('answers an empty list when nothing applies, and refuses a free or unknown profiler', async () => {
      const profiler = await paidProfiler(9_900);
      expect((await available(`?assessmentId=${profiler.id}`)).json()).toEqual({
        success: true,
        data: { originalPrice: 99, currency: 'INR', coupons: [] },
      });
      const free = await insertProfiler(t, { isFree: true });
      expect((await available(`?assessmentId=${free.id}`)).json()).toMatchObject({
        success: false,
        reason: 'free_profiler',
      });
      expect((await available(`?assessmentId=${MISSING_ID}`)).json()).toMatchObject({
        success: false,
        reason: 'profiler_not_found',
      });
    });

    it('answers 400 without a valid profiler id', async () => {
      for (const query of ['', '?assessmentId=nope']) {
        const res = await available(query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('uses held by open orders (decision 012)', () => {
    it('refuses a coupon whose last use another person’s open order holds; the holder still sees it', async () => {
      const profiler = await paidProfiler(49_900);
      await insertCoupon(t, { code: 'LASTONE', value: 10, usageLimit: 1, usedCount: 0 });
      const holder = await person();
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: holder,
        payload: { assessmentId: profiler.id, couponCode: 'LASTONE' },
      });
      expect(order.statusCode).toBeLessThan(300);
      expect(order.json().order).toMatchObject({ couponCode: 'LASTONE', status: 'created' });

      const other = await person();
      expect((await validate({ code: 'LASTONE', assessmentId: profiler.id }, other)).json()).toEqual({
        success: false,
        reason: 'exhausted',
        message: COUPON_UNUSABLE_MESSAGES.exhausted,
      });
      expect((await available(`?assessmentId=${profiler.id}`, other)).json().data.coupons).toEqual([]);

      expect((await validate({ code: 'LASTONE', assessmentId: profiler.id }, holder)).json()).toMatchObject({
        success: true,
        finalPrice: 449.1,
      });
      const offered = (await available(`?assessmentId=${profiler.id}`, holder)).json().data.coupons;
      expect(offered.map((coupon: { code: string }) => coupon.code)).toEqual(['LASTONE']);
    });
  });

  describe('quoteCode (what an order charges)', () => {
    it('prices in minor units inside a transaction, the coupon row locked, with the row it used', async () => {
      const profiler = await paidProfiler(49_900);
      const inserted = await insertCoupon(t, { code: 'ORDER15', value: 15 });
      const service = createCouponCheckoutService({ db: t.database.db, now: () => NOW });
      const { user } = await insertUserWithToken(t);
      const quote = await t.database.db.transaction((tx) =>
        service.quoteCode('order15', profiler.id, user.id, { executor: tx, lock: true }),
      );
      expect(quote).toMatchObject({
        ok: true,
        priceMinor: 49_900,
        finalMinor: 42_415,
        discountMinor: 7_485,
        currency: 'INR',
        coupon: { id: inserted.id },
      });
      expect(await service.quoteCode('NONE', profiler.id, user.id)).toEqual({
        ok: false,
        reason: 'unknown_code',
        message: COUPON_CHECK_MESSAGES.unknown_code,
      });
    });
  });

  describe('authorisation and limits', () => {
    it.each([
      ['POST', '/api/coupons/validate', { code: 'SAVE10', assessmentId: MISSING_ID }],
      ['POST', '/api/coupons/validate-basic', { code: 'SAVE10' }],
      ['GET', `/api/coupons/available?assessmentId=${MISSING_ID}`, undefined],
    ] as const)('%s %s answers 401 when signed out', async (method, url, payload) => {
      const res = await t.app.inject({ method, url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, statusCode: 401, error: 'UNAUTHENTICATED' });
    });

    it.each([
      ['/api/coupons/validate', { code: 'GUESS', assessmentId: MISSING_ID }],
      ['/api/coupons/validate-basic', { code: 'GUESS' }],
    ])(
      '%s allows 20 checks a minute per person, then 429; another person is not held back',
      async (url, payload) => {
        const guesser = await person();
        for (let i = 0; i < 20; i++) {
          const res = await t.app.inject({ method: 'POST', url, headers: guesser, payload });
          expect(res.statusCode, `check ${i + 1}`).toBe(200);
        }
        const limited = await t.app.inject({ method: 'POST', url, headers: guesser, payload });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ success: false, statusCode: 429, error: 'RATE_LIMITED' });
        const someoneElse = await t.app.inject({ method: 'POST', url, headers: await person(), payload });
        expect(someoneElse.statusCode).toBe(200);
      },
    );
  });
});
