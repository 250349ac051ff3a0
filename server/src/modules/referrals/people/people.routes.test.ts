import {
  APPLY_CODE_MESSAGES,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRALS_DISABLED_MESSAGE,
  referralTermsSentences,
} from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCoupon, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { insertReferralConfig, setReferralsEnabled } from '../../../../test/referral-factories.ts';
import {
  coupons,
  paymentOrders,
  referralCodes,
  referralConfigs,
  referralEvents,
  referrals,
  users,
} from '../../../db/schema/index.ts';
import { generateCode } from '../programme/programme.codes.ts';
import { ACTIVATE_MESSAGES } from './people.service.ts';

// The real generator, unless a test queues a code (to make a collision).
vi.mock('../programme/programme.codes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../programme/programme.codes.ts')>();
  return { ...actual, generateCode: vi.fn(actual.generateCode) };
});

type Headers = Record<string, string>;
type Person = { id: string; name: string; email: string; headers: Headers };

const PEOPLE_CALLS = [
  ['GET', '/referrals/config'],
  ['POST', '/referrals/create'],
  ['POST', '/referrals/apply-code'],
  ['POST', '/referrals/activate'],
  ['GET', '/referrals/stats'],
  ['GET', '/referrals/my-referrals'],
] as const;

let addressCounter = 0;
/** Each call from its own address unless told: the per-address limit is tested on its own. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

describe('referrals: the people’s calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await setReferralsEnabled(t, true);
    await t.database.db.update(referralConfigs).set({ isActive: false });
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers?: Headers,
    payload?: object,
    remoteAddress = nextAddress(),
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload, remoteAddress });

  async function person(name = 'Test Person'): Promise<Person> {
    const { user, headers } = await insertUserWithToken(t, { name });
    return { id: user.id, name: user.name, email: user.email, headers };
  }

  async function codeOf(p: Person): Promise<string> {
    const res = await call('POST', '/referrals/create', p.headers);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().code;
  }

  const apply = (p: Person, referralCode: unknown, remoteAddress?: string) =>
    call('POST', '/referrals/apply-code', p.headers, { referralCode }, remoteAddress);

  const referralOf = async (refereeId: string) =>
    (await t.database.db.select().from(referrals).where(eq(referrals.refereeId, refereeId)))[0];

  const eventsOf = async (referralId: string) =>
    (
      await t.database.db
        .select({ kind: referralEvents.kind })
        .from(referralEvents)
        .where(eq(referralEvents.referralId, referralId))
    ).map((e) => e.kind);

  async function paidOrder(userId: string, status: 'paid' | 'refunded' = 'paid') {
    const profiler = await insertProfiler(t, { isFree: false, priceMinor: 49_900 });
    await t.database.db.insert(paymentOrders).values({
      userId,
      assessmentId: profiler.id,
      assessmentTitle: profiler.title,
      provider: 'test',
      amountMinor: 49_900,
      listPriceMinor: 49_900,
      currency: 'INR',
      status,
    });
  }

  /** A referred by B through apply-code, under active terms (15% welcome unless told). */
  async function referredPair(terms: Parameters<typeof insertReferralConfig>[1] = {}) {
    const config = await insertReferralConfig(t, terms);
    const referrer = await person('Asha Rao');
    const referee = await person('Bina Kapoor');
    const res = await apply(referee, await codeOf(referrer));
    expect(res.statusCode, res.body).toBe(201);
    return { config, referrer, referee };
  }

  describe('access', () => {
    it('answers 401 without a token, for every call', async () => {
      for (const [method, url] of [['GET', '/referrals/feature-status'] as const, ...PEOPLE_CALLS]) {
        const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('while the programme is off, every call but feature-status answers 403 with the one message', async () => {
      const p = await person();
      await setReferralsEnabled(t, false);
      const status = await call('GET', '/referrals/feature-status', p.headers);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ enabled: false });
      for (const [method, url] of PEOPLE_CALLS) {
        const res = await call(
          method,
          url,
          p.headers,
          url === '/referrals/apply-code' ? { referralCode: 'ABCDEFGH' } : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ error: 'FEATURE_DISABLED', message: REFERRALS_DISABLED_MESSAGE });
      }
      // Nothing was made while it was off.
      expect(await t.database.db.select().from(referralCodes).where(eq(referralCodes.userId, p.id))).toEqual(
        [],
      );
      await setReferralsEnabled(t, true);
      expect((await call('GET', '/referrals/feature-status', p.headers)).json()).toEqual({ enabled: true });
    });
  });

  describe('GET /referrals/config', () => {
    it('answers no terms while none are active, then the active terms as numbers and in words', async () => {
      const p = await person();
      expect((await call('GET', '/referrals/config', p.headers)).json()).toEqual({
        terms: null,
        sentences: [],
      });
      await insertReferralConfig(t, {
        referrerRewardType: 'FIXED_AMOUNT',
        referrerRewardValue: 10_000,
        minPurchaseMinor: 19_900,
        maxRewardsPerReferrer: 5,
        holdDays: 7,
      });
      const res = await call('GET', '/referrals/config', p.headers);
      expect(res.statusCode).toBe(200);
      const terms = {
        referrerRewardType: 'FIXED_AMOUNT',
        referrerRewardValue: 100,
        refereeDiscountType: 'PERCENTAGE',
        refereeDiscountValue: 15,
        currency: 'INR',
        minPurchaseAmount: 199,
        maxRewardsPerReferrer: 5,
        rewardValidDays: 90,
        welcomeValidDays: 30,
        holdDays: 7,
      } as const;
      expect(res.json()).toEqual({ terms, sentences: referralTermsSentences(terms) });
    });
  });

  describe('POST /referrals/create', () => {
    it('makes the person’s code once (201), then answers the same code (200) with its share link', async () => {
      const p = await person();
      const first = await call('POST', '/referrals/create', p.headers);
      expect(first.statusCode).toBe(201);
      const { code, link, created } = first.json();
      expect(created).toBe(true);
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect([...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
      expect(link).toBe(`${t.config.PUBLIC_URL.replace(/\/+$/, '')}/login?ref=${code}`);
      const again = await call('POST', '/referrals/create', p.headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ code, link, created: false });
    });

    it('makes one code under concurrent calls', async () => {
      const p = await person();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => call('POST', '/referrals/create', p.headers)),
      );
      expect(results.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
      expect(new Set(results.map((r) => r.json().code)).size).toBe(1);
      const rows = await t.database.db.select().from(referralCodes).where(eq(referralCodes.userId, p.id));
      expect(rows).toHaveLength(1);
    });

    it('draws again when the code is someone else’s', async () => {
      const taken = await codeOf(await person());
      vi.mocked(generateCode).mockReturnValueOnce(taken).mockReturnValueOnce('ZZZZ2222');
      const p = await person();
      const res = await call('POST', '/referrals/create', p.headers);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().code).toBe('ZZZZ2222');
    });
  });

  describe('POST /referrals/apply-code', () => {
    it('refuses an empty, over-long or control-character code with the field named', async () => {
      const p = await person();
      const cases: [unknown, RegExp][] = [
        ['', /Enter a referral code/],
        ['   ', /Enter a referral code/],
        ['A'.repeat(65), /at most 64 characters/],
        ['ABC\u0001DEF', /referralCode/],
        ['ABC\nDEF', /referralCode/],
        [12345678, /referralCode/],
      ];
      for (const [referralCode, message] of cases) {
        const res = await apply(p, referralCode);
        expect(res.statusCode, JSON.stringify(referralCode)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      expect((await call('POST', '/referrals/apply-code', p.headers, {})).statusCode).toBe(400);
    });

    it('joins through a code typed in any case: a joined referral on the active terms, with its event', async () => {
      const config = await insertReferralConfig(t);
      const referrer = await person('Asha Rao');
      const referee = await person('Bina Kapoor');
      const code = await codeOf(referrer);
      const res = await apply(referee, `  ${code.toLowerCase()} `);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        message: "Referral code applied: you joined through Asha's invitation.",
        referredBy: {
          referrerFirstName: 'Asha',
          status: 'joined',
          joinedAt: expect.any(String),
          welcomeOffer: '15% off',
          welcomeCoupon: null,
          canActivate: true,
        },
      });
      const row = await referralOf(referee.id);
      expect(row).toMatchObject({
        referrerId: referrer.id,
        code,
        configId: config.id,
        status: 'joined',
        source: 'apply_code',
      });
      expect(row!.joinedAt).toBeInstanceOf(Date);
      expect(await eventsOf(row!.id)).toEqual(['code_applied']);
    });

    it('refuses an unknown code, and a deleted or suspended owner’s code, as unknown (404)', async () => {
      await insertReferralConfig(t);
      const p = await person();
      const unknown = await apply(p, 'NOPE2345');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND', message: APPLY_CODE_MESSAGES.unknown });

      const suspended = await person();
      const suspendedCode = await codeOf(suspended);
      await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
      expect((await apply(p, suspendedCode)).json()).toMatchObject({ message: APPLY_CODE_MESSAGES.unknown });

      const deleted = await person();
      const deletedCode = await codeOf(deleted);
      await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
      const res = await apply(p, deletedCode);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(APPLY_CODE_MESSAGES.unknown);
      expect(await referralOf(p.id)).toBeUndefined();
    });

    it('refuses one’s own code, a second referral, an existing customer and paused terms (409)', async () => {
      await insertReferralConfig(t);
      const expectConflict = async (res: Awaited<ReturnType<typeof apply>>, message: string) => {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({ error: 'CONFLICT', message });
      };
      const asha = await person();
      const ashaCode = await codeOf(asha);
      await expectConflict(await apply(asha, ashaCode), APPLY_CODE_MESSAGES.own);

      const bina = await person();
      expect((await apply(bina, ashaCode)).statusCode).toBe(201);
      const other = await codeOf(await person());
      await expectConflict(await apply(bina, other), APPLY_CODE_MESSAGES.alreadyReferred);
      await expectConflict(await apply(bina, ashaCode), APPLY_CODE_MESSAGES.alreadyReferred);

      const customer = await person();
      await paidOrder(customer.id);
      await expectConflict(await apply(customer, ashaCode), APPLY_CODE_MESSAGES.alreadyCustomer);
      const refunded = await person();
      await paidOrder(refunded.id, 'refunded');
      await expectConflict(await apply(refunded, ashaCode), APPLY_CODE_MESSAGES.alreadyCustomer);

      await t.database.db.update(referralConfigs).set({ isActive: false });
      const late = await person();
      await expectConflict(await apply(late, ashaCode), APPLY_CODE_MESSAGES.noActiveTerms);
      expect(await referralOf(late.id)).toBeUndefined();
    });

    it('gives one referral when the same person applies codes at once', async () => {
      await insertReferralConfig(t);
      const codes = await Promise.all(Array.from({ length: 5 }, async () => codeOf(await person())));
      const p = await person();
      const results = await Promise.all(codes.map((code) => apply(p, code)));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409))
        expect(r.json().message).toBe(APPLY_CODE_MESSAGES.alreadyReferred);
      expect(await t.database.db.select().from(referrals).where(eq(referrals.refereeId, p.id))).toHaveLength(
        1,
      );
    });

    it('allows 10 tries an hour per account (429 after), whatever the address', async () => {
      await insertReferralConfig(t);
      const p = await person();
      for (let i = 0; i < 10; i += 1) expect((await apply(p, `WRONG${i}`)).statusCode).toBe(404);
      const limited = await apply(p, 'WRONG10');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not held back by this one's tries.
      expect((await apply(await person(), 'WRONG11')).statusCode).toBe(404);
    });

    it('allows 30 tries an hour per address, across accounts (429 after)', async () => {
      await insertReferralConfig(t);
      const address = '192.0.2.77';
      const accounts = await Promise.all(Array.from({ length: 4 }, () => person()));
      for (let i = 0; i < 30; i += 1) {
        const res = await apply(accounts[i % 4]!, `GUESS${i}`, address);
        expect(res.statusCode).toBe(404);
      }
      const limited = await apply(await person(), 'GUESS30', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    });
  });

  describe('POST /referrals/activate', () => {
    it('issues the welcome coupon once (201), then answers the same coupon (200)', async () => {
      const { config, referee } = await referredPair();
      // Terms changing later do not change what the referral was promised.
      await insertReferralConfig(t, { refereeDiscountValue: 50 });
      const first = await call('POST', '/referrals/activate', referee.headers);
      expect(first.statusCode, first.body).toBe(201);
      const body = first.json();
      expect(body).toMatchObject({
        created: true,
        coupon: { label: '15% off', isUsed: false, isExpired: false },
      });
      expect(body.coupon.code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
      const validUntil = new Date(body.coupon.validUntil).getTime();
      expect(Math.abs(validUntil - (Date.now() + config.welcomeValidDays * 86_400_000))).toBeLessThan(60_000);
      const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, body.coupon.code));
      expect(coupon).toMatchObject({ ownerUserId: referee.id, usageLimit: 1, type: 'PERCENTAGE', value: 15 });
      const row = await referralOf(referee.id);
      expect(row).toMatchObject({ welcomeCouponId: coupon!.id });
      expect(await eventsOf(row!.id)).toEqual(expect.arrayContaining(['code_applied', 'welcome_accepted']));

      const again = await call('POST', '/referrals/activate', referee.headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ created: false, coupon: body.coupon });

      const stats = (await call('GET', '/referrals/stats', referee.headers)).json();
      expect(stats.referredBy).toMatchObject({ welcomeCoupon: body.coupon, canActivate: false });
    });

    it('issues one coupon under 10 concurrent calls', async () => {
      const { referee } = await referredPair();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => call('POST', '/referrals/activate', referee.headers)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(results.map((r) => r.json().coupon.code)).size).toBe(1);
      const owned = await t.database.db.select().from(coupons).where(eq(coupons.ownerUserId, referee.id));
      expect(owned).toHaveLength(1);
    });

    it('refuses: not referred (404), no welcome discount, cancelled, already a customer (409)', async () => {
      const loner = await person();
      const notReferred = await call('POST', '/referrals/activate', loner.headers);
      expect(notReferred.statusCode).toBe(404);
      expect(notReferred.json().message).toBe(ACTIVATE_MESSAGES.notReferred);

      const noWelcome = await referredPair({ refereeDiscountType: null, refereeDiscountValue: null });
      const res = await call('POST', '/referrals/activate', noWelcome.referee.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ACTIVATE_MESSAGES.noWelcome);
      const noOffer = (await call('GET', '/referrals/stats', noWelcome.referee.headers)).json();
      expect(noOffer.referredBy).toMatchObject({ welcomeOffer: null, canActivate: false });

      const cancelled = await referredPair();
      await t.database.db
        .update(referrals)
        .set({ status: 'cancelled' })
        .where(eq(referrals.refereeId, cancelled.referee.id));
      const refused = await call('POST', '/referrals/activate', cancelled.referee.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ACTIVATE_MESSAGES.cancelled);

      const customer = await referredPair();
      await paidOrder(customer.referee.id);
      const bought = await call('POST', '/referrals/activate', customer.referee.headers);
      expect(bought.statusCode).toBe(409);
      expect(bought.json().message).toBe(ACTIVATE_MESSAGES.alreadyCustomer);
      expect(
        (await call('GET', '/referrals/stats', customer.referee.headers)).json().referredBy,
      ).toMatchObject({ canActivate: false });
      for (const p of [noWelcome.referee, cancelled.referee, customer.referee]) {
        expect(await t.database.db.select().from(coupons).where(eq(coupons.ownerUserId, p.id))).toEqual([]);
      }
    });
  });

  describe('GET /referrals/stats and /referrals/my-referrals', () => {
    it('counts the caller’s referrals, lists their reward coupons, and shows nothing of anyone else’s', async () => {
      await insertReferralConfig(t);
      const asha = await person('Asha Rao');
      const code = await codeOf(asha);
      const friends = await Promise.all(['Bina Kapoor', 'Chen Li', 'Dev Patel'].map((n) => person(n)));
      for (const f of friends) expect((await apply(f, code)).statusCode).toBe(201);
      // Bina bought and Asha was rewarded; Chen bought and the reward waits.
      const reward = await insertCoupon(t, { ownerUserId: asha.id, usageLimit: 1, value: 10 });
      await t.database.db
        .update(referrals)
        .set({
          status: 'rewarded',
          rewardCouponId: reward.id,
          rewardedAt: new Date(),
          qualifiedAt: new Date(),
        })
        .where(eq(referrals.refereeId, friends[0]!.id));
      await t.database.db
        .update(referrals)
        .set({ status: 'qualified', qualifiedAt: new Date() })
        .where(eq(referrals.refereeId, friends[1]!.id));

      const stats = await call('GET', '/referrals/stats', asha.headers);
      expect(stats.statusCode).toBe(200);
      expect(stats.json()).toEqual({
        code,
        link: expect.stringContaining(`/login?ref=${code}`),
        invited: 3,
        joined: 3,
        purchased: 2,
        rewardsEarned: 1,
        rewardsPending: 1,
        rewards: [{ code: reward.code, label: '10% off', validUntil: null, isUsed: false, isExpired: false }],
        referredBy: null,
      });

      // Bina sees who referred her, and none of Asha's figures.
      const bina = (await call('GET', '/referrals/stats', friends[0]!.headers)).json();
      expect(bina).toMatchObject({
        code: null,
        link: null,
        invited: 0,
        joined: 0,
        purchased: 0,
        rewards: [],
        referredBy: { referrerFirstName: 'Asha', status: 'rewarded' },
      });
      const binaList = (await call('GET', '/referrals/my-referrals', friends[0]!.headers)).json();
      expect(binaList).toEqual({
        referrals: [],
        pagination: { page: 1, limit: 10, total: 0, hasMore: false },
      });
    });

    it('lists the people referred with first name and masked e-mail only, paged and filtered in SQL', async () => {
      await insertReferralConfig(t);
      const asha = await person('Asha Rao');
      const code = await codeOf(asha);
      const names = ['Bina Kapoor', 'Chen Li', 'Dev Patel'];
      const friends: Person[] = [];
      for (const [index, name] of names.entries()) {
        const f = await person(name);
        expect((await apply(f, code)).statusCode).toBe(201);
        // A minute apart, so "newest first" cannot hang on a shared millisecond.
        await t.database.db
          .update(referrals)
          .set({ createdAt: new Date(Date.now() - (names.length - index) * 60_000) })
          .where(eq(referrals.refereeId, f.id));
        friends.push(f);
      }
      await t.database.db
        .update(referrals)
        .set({ status: 'qualified', qualifiedAt: new Date() })
        .where(eq(referrals.refereeId, friends[1]!.id));

      const page1 = await call('GET', '/referrals/my-referrals?page=1&limit=2', asha.headers);
      expect(page1.statusCode).toBe(200);
      const body = page1.json();
      expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
      // Newest first.
      expect(body.referrals.map((r: { firstName: string }) => r.firstName)).toEqual(['Dev', 'Chen']);
      expect(body.referrals[0]).toEqual({
        id: expect.any(String),
        firstName: 'Dev',
        maskedEmail: `${friends[2]!.email[0]}***@example.test`,
        status: 'joined',
        createdAt: expect.any(String),
        qualifiedAt: null,
        rewardedAt: null,
      });
      for (const f of friends) {
        expect(page1.body).not.toContain(f.email);
        expect(page1.body).not.toContain(f.name.split(' ')[1]);
      }
      const page2 = (await call('GET', '/referrals/my-referrals?page=2&limit=2', asha.headers)).json();
      expect(page2.referrals.map((r: { firstName: string }) => r.firstName)).toEqual(['Bina']);
      expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });

      const qualified = (await call('GET', '/referrals/my-referrals?status=qualified', asha.headers)).json();
      expect(qualified.referrals).toHaveLength(1);
      expect(qualified.referrals[0]).toMatchObject({ firstName: 'Chen', status: 'qualified' });
      expect(qualified.pagination.total).toBe(1);

      const bad = await call('GET', '/referrals/my-referrals?status=nope&limit=500', asha.headers);
      expect(bad.statusCode).toBe(400);

      // Someone else (even someone Asha referred) sees only their own list.
      const stranger = await person();
      expect((await call('GET', '/referrals/my-referrals', stranger.headers)).json().referrals).toEqual([]);
      const rows = await t.database.db
        .select()
        .from(referrals)
        .where(and(eq(referrals.referrerId, asha.id)));
      expect(rows).toHaveLength(3);
    });
  });
});
