import type { AdminReferral, ReferralConfig } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCoupon } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import { insertReferral, insertReferralConfig } from '../../../../test/referral-factories.ts';
import { auditLogs, paymentOrders, referralConfigs, referrals } from '../../../db/schema/index.ts';
import { ACTIVE_RACE_MESSAGE } from './admin.configs.ts';

/** The admin's referral calls (decision 019): the switch, the terms and their rules, the list. */

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';
const MISSING = '00000000-0000-4000-8000-000000000000';

const terms = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring terms',
  referrerRewardType: 'FIXED_AMOUNT',
  referrerRewardValue: 100,
  refereeDiscountType: 'PERCENTAGE',
  refereeDiscountValue: 15,
  currency: 'INR',
  minPurchaseAmount: 199,
  maxRewardsPerReferrer: 5,
  rewardValidDays: 60,
  welcomeValidDays: 30,
  holdDays: 7,
  isActive: true,
  ...overrides,
});

describe('referral admin routes', () => {
  let t: TestApp;
  let admin: { id: string; headers: Headers };
  let person: { headers: Headers };
  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertUserWithToken(t, { role: 'admin', name: 'Ravi Admin' });
    admin = { id: a.user.id, headers: a.headers };
    person = await insertUserWithToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: Method, url: string, headers: Headers = admin.headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  const db = () => t.database.db;
  const activeCount = async () =>
    (await db().select().from(referralConfigs).where(eq(referralConfigs.isActive, true))).length;

  it('every admin referral call answers 401 without a token and 403 to a person', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/admin-settings/referral-feature'],
      ['POST', '/admin-settings/referral-feature', { enabled: true }],
      ['GET', '/referrals/admin/config'],
      ['GET', '/referrals/admin/configs'],
      ['POST', '/referrals/admin/config', terms()],
      ['PUT', `/referrals/admin/config/${MISSING}`, { name: 'x' }],
      ['GET', '/referrals/admin/referrals'],
      ['GET', '/referrals/admin/analytics'],
      ['POST', `/referrals/admin/process-bonus/${MISSING}`],
    ];
    for (const [method, url, payload] of routes)
      await expectAdminOnly(t, `/api${url}`, person.headers, method, payload);
    expect(await activeCount()).toBe(0);
  });

  it('the feature switch: off by default, set through the settings service (audited), validated', async () => {
    expect((await call('GET', '/admin-settings/referral-feature')).json()).toEqual({ enabled: false });
    const on = await call('POST', '/admin-settings/referral-feature', admin.headers, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    expect((await call('GET', '/admin-settings/referral-feature')).json()).toEqual({ enabled: true });
    await call('POST', '/admin-settings/referral-feature', admin.headers, { enabled: false });
    expect((await call('GET', '/admin-settings/referral-feature')).json()).toEqual({ enabled: false });

    const audit = await db()
      .select({ action: auditLogs.action, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'setting'), eq(auditLogs.targetId, 'REFERRALS_ENABLED')));
    expect(audit).toEqual([
      { action: 'setting.create', actorId: admin.id },
      { action: 'setting.update', actorId: admin.id },
    ]);

    const bad = await call('POST', '/admin-settings/referral-feature', admin.headers, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('enabled: enabled must be true or false');
  });

  it('creates terms (201, API units), refuses bad ones with their messages, and keeps one active', async () => {
    expect((await call('GET', '/referrals/admin/config')).json()).toEqual({ config: null });

    const created = await call('POST', '/referrals/admin/config', admin.headers, terms());
    expect(created.statusCode, created.body).toBe(201);
    const first: ReferralConfig = created.json().config;
    expect(first).toMatchObject({
      ...terms(),
      referralCount: 0,
      createdByName: 'Ravi Admin',
    });
    const [stored] = await db().select().from(referralConfigs).where(eq(referralConfigs.id, first.id));
    expect(stored).toMatchObject({
      referrerRewardValue: 10_000,
      minPurchaseMinor: 19_900,
      refereeDiscountValue: 15,
    });

    const refusals: Array<[object, string]> = [
      [terms({ referrerRewardType: 'PERCENTAGE', referrerRewardValue: 150 }), 'referrerRewardValue'],
      [
        terms({ refereeDiscountValue: null }),
        'Give the welcome discount both a type and a value, or neither',
      ],
      [terms({ holdDays: 61 }), 'Waiting period must be at most 60'],
      [terms({ rewardValidDays: 0 }), 'Reward validity must be at least 1'],
      [terms({ referrerRewardValue: 10.555 }), 'referrerRewardValue'],
      [terms({ name: '' }), 'Name the terms'],
    ];
    for (const [body, words] of refusals) {
      const res = await call('POST', '/referrals/admin/config', admin.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(words);
    }

    const second: ReferralConfig = (
      await call('POST', '/referrals/admin/config', admin.headers, terms({ name: 'Summer terms' }))
    ).json().config;
    const inactive = await call(
      'POST',
      '/referrals/admin/config',
      admin.headers,
      terms({ name: 'Draft', isActive: false }),
    );
    expect(inactive.statusCode).toBe(201);
    expect((await call('GET', '/referrals/admin/config')).json().config.id).toBe(second.id);
    expect(await activeCount()).toBe(1);

    const list: ReferralConfig[] = (await call('GET', '/referrals/admin/configs')).json().configs;
    expect(list.map((c) => c.name)).toEqual(['Draft', 'Summer terms', 'Spring terms']);
    expect(list.map((c) => c.isActive)).toEqual([false, true, false]);
  });

  it('admins racing to create active terms: each 201 or a clear 409, and one active at the end', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/referrals/admin/config', admin.headers, terms({ name: `Race ${i}` })),
      ),
    );
    for (const reply of replies) {
      expect([201, 409], reply.body).toContain(reply.statusCode);
      if (reply.statusCode === 409) expect(reply.json().message).toBe(ACTIVE_RACE_MESSAGE);
    }
    expect(replies.some((r) => r.statusCode === 201)).toBe(true);
    expect(await activeCount()).toBe(1);
  });

  it('PUT: 404 unknown, the merged terms re-checked, frozen once a referral holds them, activation moves the flag', async () => {
    expect(
      (await call('PUT', `/referrals/admin/config/${MISSING}`, admin.headers, { name: 'x' })).statusCode,
    ).toBe(404);
    const config: ReferralConfig = (
      await call(
        'POST',
        '/referrals/admin/config',
        admin.headers,
        terms({
          name: 'Editable',
          referrerRewardType: 'PERCENTAGE',
          referrerRewardValue: 20,
          isActive: false,
        }),
      )
    ).json().config;
    const url = `/referrals/admin/config/${config.id}`;

    // The body alone cannot know the type is a percentage: the merged terms are checked.
    const tooMuch = await call('PUT', url, admin.headers, { referrerRewardValue: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/^referrerRewardValue: /);
    expect((await call('PUT', url, admin.headers, {})).statusCode).toBe(400);

    const edited = await call('PUT', url, admin.headers, { holdDays: 3, minPurchaseAmount: 299 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().config).toMatchObject({
      holdDays: 3,
      minPurchaseAmount: 299,
      referrerRewardValue: 20,
    });

    const referrer = await insertUser(t);
    const referee = await insertUser(t);
    await insertReferral(t, { referrerId: referrer.id, refereeId: referee.id, configId: config.id });

    const frozen = await call('PUT', url, admin.headers, { holdDays: 5 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(
      'These terms are held by 1 referral, so only their name and whether they are active can change. Create new terms instead.',
    );
    // The whole form sent back unchanged is not a change; the name and the flag still move.
    const {
      id: _id,
      referralCount: _c,
      createdByName: _n,
      createdAt: _a,
      updatedAt: _u,
      ...form
    } = edited.json().config as ReferralConfig;
    const renamed = await call('PUT', url, admin.headers, {
      ...form,
      name: 'Editable (in use)',
      isActive: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().config).toMatchObject({
      name: 'Editable (in use)',
      isActive: true,
      referralCount: 1,
    });
    expect((await call('GET', '/referrals/admin/config')).json().config.id).toBe(config.id);
    expect(await activeCount()).toBe(1);

    const listed: ReferralConfig[] = (await call('GET', '/referrals/admin/configs')).json().configs;
    expect(listed.find((c) => c.id === config.id)?.referralCount).toBe(1);
  });

  it('lists referrals newest first with filters (status, referrer name/e-mail/code, UTC days inclusive) and pages', async () => {
    const config = await insertReferralConfig(t, { name: 'List terms', isActive: false });
    const lena = await insertUser(t, { name: 'Lena Alpha', email: `lena.alpha.${Date.now()}@example.test` });
    const marco = await insertUser(t, { name: 'Marco Beta', email: `marco.beta.${Date.now()}@example.test` });
    const at = (iso: string) => new Date(iso);
    const made: Array<{ id: string; referrer: string; status: AdminReferral['status']; createdAt: string }> =
      [];
    const add = async (referrerId: string, status: AdminReferral['status'], createdAt: string) => {
      const referee = await insertUser(t, { name: `Friend ${made.length}` });
      const row = await insertReferral(t, {
        referrerId,
        refereeId: referee.id,
        configId: config.id,
        status,
        createdAt: at(createdAt),
      });
      made.push({ id: row.id, referrer: referrerId, status, createdAt });
      return row;
    };
    await add(lena.id, 'joined', '2024-03-01T00:00:00.000Z');
    await add(lena.id, 'invited', '2024-03-05T10:00:00.000Z');
    const qualified = await add(marco.id, 'qualified', '2024-03-10T23:59:59.000Z');
    await add(marco.id, 'joined', '2024-03-11T00:00:00.000Z');
    await add(lena.id, 'joined', '2024-04-01T00:00:00.000Z');
    const [order] = await db()
      .insert(paymentOrders)
      .values({
        userId: qualified.refereeId,
        assessmentTitle: 'Listed profiler',
        provider: 'test',
        amountMinor: 49_950,
        listPriceMinor: 49_950,
        currency: 'INR',
        status: 'paid',
        paidAt: at('2024-03-11T00:00:00.000Z'),
      })
      .returning();
    await db()
      .update(referrals)
      .set({ qualifyingOrderId: order!.id, rewardDueAt: at('2024-03-18T00:00:00.000Z') })
      .where(eq(referrals.id, qualified.id));

    const list = async (query: string) => {
      const res = await call('GET', `/referrals/admin/referrals?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { referrals: AdminReferral[]; pagination: Record<string, unknown> };
    };
    const march = 'from=2024-03-01&to=2024-03-31';
    const all = await list(march);
    expect(all.referrals.map((r) => r.createdAt)).toEqual([
      '2024-03-11T00:00:00.000Z',
      '2024-03-10T23:59:59.000Z',
      '2024-03-05T10:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 4, hasMore: false });
    const shown = all.referrals.find((r) => r.id === qualified.id)!;
    expect(shown).toMatchObject({
      status: 'qualified',
      referrer: { id: marco.id, name: 'Marco Beta', email: marco.email },
      configName: 'List terms',
      qualifyingAmount: 499.5,
      qualifyingCurrency: 'INR',
      qualifyingOrderId: order!.id,
      rewardDueAt: '2024-03-18T00:00:00.000Z',
      rewardCoupon: null,
    });

    expect((await list(`${march}&status=joined`)).referrals.map((r) => r.createdAt)).toEqual([
      '2024-03-11T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
    expect((await list(`${march}&referrer=LENA`)).pagination.total).toBe(2);
    expect((await list(`${march}&referrer=marco.beta`)).pagination.total).toBe(2);
    expect((await list(`${march}&referrer=${qualified.code.toLowerCase()}`)).pagination.total).toBe(2);
    expect((await list(`${march}&referrer=%25`)).pagination.total).toBe(0);
    // The last day is inclusive to its last second, not a second more.
    expect((await list('from=2024-03-10&to=2024-03-10')).referrals.map((r) => r.id)).toEqual([qualified.id]);
    expect((await list('from=2024-04-01')).pagination.total).toBeGreaterThanOrEqual(1);

    const page2 = await list(`${march}&limit=3&page=2`);
    expect(page2.referrals.map((r) => r.createdAt)).toEqual(['2024-03-01T00:00:00.000Z']);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, hasMore: false });
    expect((await list(`${march}&limit=3`)).pagination.hasMore).toBe(true);

    const backwards = await call('GET', '/referrals/admin/referrals?from=2024-03-10&to=2024-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must not be after the end date.');
    const badDay = await call('GET', '/referrals/admin/referrals?from=2024-13-01');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe('from: Use a real date');
    expect((await call('GET', '/referrals/admin/referrals?status=paid')).statusCode).toBe(400);
    expect((await call('GET', '/referrals/admin/referrals?limit=101')).statusCode).toBe(400);
  });

  it('a rewarded referral shows its reward coupon as the referrer sees it', async () => {
    const config = await insertReferralConfig(t, { isActive: false });
    const referrer = await insertUser(t);
    const referee = await insertUser(t);
    const coupon = await insertCoupon(t, {
      code: `REWARD-${Date.now()}`,
      type: 'PERCENTAGE',
      value: 10,
      usageLimit: 1,
      ownerUserId: referrer.id,
    });
    const row = await insertReferral(t, {
      referrerId: referrer.id,
      refereeId: referee.id,
      configId: config.id,
      status: 'rewarded',
      rewardCouponId: coupon.id,
      rewardedAt: new Date(),
    });
    const res = await call(
      'GET',
      `/referrals/admin/referrals?referrer=${encodeURIComponent(referrer.email)}`,
    );
    const [shown] = res.json().referrals as AdminReferral[];
    expect(shown).toMatchObject({
      id: row.id,
      status: 'rewarded',
      rewardCoupon: { code: coupon.code, label: '10% off', isUsed: false, isExpired: false },
      rewardDueAt: null,
    });
  });
});
