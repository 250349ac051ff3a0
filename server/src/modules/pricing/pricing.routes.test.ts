import { FALLBACK_CURRENCY_CONFIG, KNOWN_CURRENCIES } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { assessments, currencies } from '../../db/schema/index.ts';
import { CURRENCY_CONFIG_TTL_MS } from './pricing.service.ts';

type Headers = Record<string, string>;

describe('pricing routes', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let user: { headers: Headers };
  let clock = new Date('2025-03-01T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t, { role: 'user' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(currencies);
    // Each test starts with an expired cache.
    clock = new Date(clock.getTime() + CURRENCY_CONFIG_TTL_MS);
  });

  const getPublic = () => t.app.inject({ method: 'GET', url: '/api/pricing/currencies' });
  const getAdmin = (headers: Headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: '/api/admin/pricing/currencies', headers });
  const put = (payload: unknown, headers: Headers = admin.headers) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing/currencies',
      headers,
      payload: payload as object,
    });

  describe('GET /pricing/currencies', () => {
    it('answers INR alone, named Indian Rupee, on a fresh install, without sign-in', async () => {
      const res = await getPublic();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: FALLBACK_CURRENCY_CONFIG });
    });

    it('reuses the config for 5 minutes, then reads the table again', async () => {
      await getPublic();
      await t.database.db.insert(currencies).values({ code: 'USD', isActive: true, isDefault: true });
      clock = new Date(clock.getTime() + CURRENCY_CONFIG_TTL_MS - 1);
      expect((await getPublic()).json().data.defaultCurrency).toBe('INR');
      clock = new Date(clock.getTime() + 1);
      expect((await getPublic()).json().data).toEqual({
        enabledCurrencies: [{ code: 'USD', name: 'US Dollar', symbol: '$', isDefault: true, isActive: true }],
        defaultCurrency: 'USD',
      });
    });
  });

  describe('GET /admin/pricing/currencies', () => {
    it('lists every known currency with INR enabled and default on a fresh install', async () => {
      const res = await getAdmin();
      expect(res.statusCode).toBe(200);
      const { currencies: list, defaultCurrency } = res.json().data;
      expect(defaultCurrency).toBe('INR');
      expect(list.map((c: { code: string }) => c.code)).toEqual(KNOWN_CURRENCIES.map((c) => c.code));
      expect(list.filter((c: { isActive: boolean }) => c.isActive)).toEqual([
        { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
      ]);
      expect(list.find((c: { code: string }) => c.code === 'JPY')).toEqual({
        code: 'JPY',
        name: 'Japanese Yen',
        symbol: '¥',
        isDefault: false,
        isActive: false,
      });
    });

    it('answers 401 without a token and 403 to a user', async () => {
      await expectAdminOnly(t, '/api/admin/pricing/currencies', user.headers);
    });
  });

  describe('PUT /admin/pricing/currencies', () => {
    it('replaces the enabled set and the default, visible at once to every reader', async () => {
      await getPublic(); // fill the cache: the save must drop it
      const res = await put({ enabledCurrencies: ['EUR', 'INR', 'USD', 'INR'], defaultCurrency: 'EUR' });
      expect(res.statusCode).toBe(200);
      const expected = {
        enabledCurrencies: [
          { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: false, isActive: true },
          { code: 'USD', name: 'US Dollar', symbol: '$', isDefault: false, isActive: true },
          { code: 'EUR', name: 'Euro', symbol: '€', isDefault: true, isActive: true },
        ],
        defaultCurrency: 'EUR',
      };
      expect(res.json()).toEqual({ success: true, data: expected });
      expect((await getPublic()).json().data).toEqual(expected);

      const adminList = (await getAdmin()).json().data;
      expect(adminList.defaultCurrency).toBe('EUR');
      expect(adminList.currencies.filter((c: { isActive: boolean }) => c.isActive)).toHaveLength(3);

      const rows = await t.database.db.select().from(currencies);
      expect(rows.map((r) => r.code).sort()).toEqual(['EUR', 'INR', 'USD']);
    });

    it('disabling a currency a profiler is priced in keeps that price', async () => {
      await put({ enabledCurrencies: ['INR', 'USD'], defaultCurrency: 'INR' });
      const profiler = await insertProfiler(t, { isFree: false, priceMinor: 1999, currency: 'USD' });

      const res = await put({ enabledCurrencies: ['INR'], defaultCurrency: 'INR' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.enabledCurrencies.map((c: { code: string }) => c.code)).toEqual(['INR']);
      const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, profiler.id));
      expect(row).toMatchObject({ priceMinor: 1999, currency: 'USD' });
    });

    it.each([
      [
        { enabledCurrencies: ['INR'], defaultCurrency: 'USD' },
        'defaultCurrency: The default currency must be one of the enabled currencies',
      ],
      [{ enabledCurrencies: [], defaultCurrency: 'INR' }, 'enabledCurrencies: Enable at least one currency'],
      [
        { enabledCurrencies: ['INR', 'XYZ'], defaultCurrency: 'INR' },
        'enabledCurrencies.1: Choose one of the enabled currencies',
      ],
      [{ enabledCurrencies: ['INR'] }, 'defaultCurrency: Choose one of the enabled currencies'],
    ])('refuses %j with 400 and the spec message, changing nothing', async (payload, message) => {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'VALIDATION_FAILED', message });
      expect(await t.database.db.select().from(currencies)).toEqual([]);
    });

    it('answers 401 without a token and 403 to a user', async () => {
      const body = { enabledCurrencies: ['USD'], defaultCurrency: 'USD' };
      await expectAdminOnly(t, '/api/admin/pricing/currencies', user.headers, 'PUT', body);
      expect(await t.database.db.select().from(currencies)).toEqual([]);
    });
  });
});
