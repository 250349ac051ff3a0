import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import {
  ANALYTICS_NOW,
  type AnalyticsFixture,
  seedAnalyticsFixture,
} from '../../../../test/analytics-fixtures.ts';
import { expectedDashboard } from '../../../../test/analytics-model.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import { testAttempts, users } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
type Signed = { headers: Headers; user: { id: string } };

const CASES = [
  { range: '7d', tz: 'UTC' },
  { range: '7d', tz: 'Asia/Kolkata' },
  { range: '30d', tz: 'America/New_York' },
  { range: '90d', tz: 'Asia/Kolkata' },
  { range: '1y', tz: 'UTC' },
  { range: '1y', tz: 'Pacific/Auckland' },
] as const;

describe('GET /admin/analytics/dashboard', () => {
  describe('on a known history', () => {
    let t: TestApp;
    let admin: Signed;
    let fixture: AnalyticsFixture;

    beforeAll(async () => {
      // The service's clock is fixed, so "today" and every range are the fixture's.
      t = await createTestApp({ now: () => ANALYTICS_NOW });
      admin = await insertUserWithToken(t, { role: 'admin' });
      const user = await insertUserWithToken(t, { role: 'user' });
      fixture = await seedAnalyticsFixture(t, {
        accounts: [
          { id: admin.user.id, createdAt: new Date('2024-01-10T09:00:00.000Z'), verifiedAt: null },
          {
            id: user.user.id,
            createdAt: new Date('2026-03-18T21:00:00.000Z'),
            verifiedAt: new Date('2026-03-18T21:10:00.000Z'),
          },
        ],
      });
    });
    afterAll(() => t.close());

    const get = (url: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers });

    it.each(CASES)(
      'every figure equals the fixture worked out by hand ($range, $tz)',
      async ({ range, tz }) => {
        const res = await get(`/admin/analytics/dashboard?period=${range}&tz=${encodeURIComponent(tz)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(expectedDashboard(fixture, { range, tz }));
      },
    );

    it('has something in every part of the 30-day answer (the fixture is not vacuous)', async () => {
      const body = (await get('/admin/analytics/dashboard?tz=Asia/Kolkata')).json();
      expect(body.period).toBe('30d');
      expect(body.kpis.signUps.current).toBeGreaterThan(0);
      expect(body.kpis.attemptsStarted.current).toBeGreaterThan(0);
      expect(body.kpis.attemptsCompleted.previous).toBeGreaterThan(0);
      expect(body.revenue.map((r: { currency: string }) => r.currency)).toEqual(['INR', 'USD']);
      expect(
        body.revenue.some((r: { refundsMinor: { current: number } }) => r.refundsMinor.current > 0),
      ).toBe(true);
      expect(body.users.some((u: { testAttempts: unknown[] }) => u.testAttempts.length > 0)).toBe(true);
      expect(body.series).toHaveLength(30);
      expect(body.window).toMatchObject({ fromDate: '2026-02-19', toDate: '2026-03-20', bucket: 'day' });
    });

    it('counts 23:30 in Kolkata on that local day, and 00:30 the next local day on the previous UTC day', async () => {
      // Hand-placed: 18:00 UTC and 19:00 UTC on 15 March (23:30 on the 15th and 00:30 on the 16th in
      // Kolkata), and 19:00 UTC on 13 March (00:30 on the 14th in Kolkata).
      const day = (body: { series: { date: string; attemptsStarted: number }[] }, date: string) =>
        body.series.find((point) => point.date === date)!.attemptsStarted;
      const kolkata = (await get('/admin/analytics/dashboard?period=7d&tz=Asia/Kolkata')).json();
      const utc = (await get('/admin/analytics/dashboard?period=7d&tz=UTC')).json();
      const others = (date: string, tz: string) =>
        fixture.attempts.filter(
          (a) =>
            !['2026-03-15T18:00:00.000Z', '2026-03-15T19:00:00.000Z', '2026-03-13T19:00:00.000Z'].includes(
              a.startedAt.toISOString(),
            ) && new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(a.startedAt) === date,
        ).length;
      expect(day(kolkata, '2026-03-15')).toBe(others('2026-03-15', 'Asia/Kolkata') + 1);
      expect(day(kolkata, '2026-03-16')).toBe(others('2026-03-16', 'Asia/Kolkata') + 1);
      expect(day(kolkata, '2026-03-14')).toBe(others('2026-03-14', 'Asia/Kolkata') + 1);
      expect(day(utc, '2026-03-15')).toBe(others('2026-03-15', 'UTC') + 2);
      expect(kolkata.window.fromDate).toBe('2026-03-14');
      expect(utc.series.map((p: { date: string }) => p.date)).not.toContain('2026-03-13');
    });

    it('pages the most recent people: a second page, and limit at most 50', async () => {
      const first = (await get('/admin/analytics/dashboard?limit=5')).json();
      const second = (await get('/admin/analytics/dashboard?limit=5&page=2')).json();
      expect(second).toEqual(expectedDashboard(fixture, { range: '30d', tz: 'UTC', page: 2, limit: 5 }));
      expect(second.users).toHaveLength(5);
      expect(second.usersPagination).toMatchObject({ page: 2, limit: 5, hasMore: true });
      const firstIds = new Set(first.users.map((u: { id: string }) => u.id));
      expect(second.users.some((u: { id: string }) => firstIds.has(u.id))).toBe(false);
      const total = first.usersPagination.total;
      const last = (await get(`/admin/analytics/dashboard?limit=50&page=${Math.ceil(total / 50)}`)).json();
      expect(last.usersPagination.hasMore).toBe(false);
      expect(last.users).toHaveLength(total - 50 * (Math.ceil(total / 50) - 1));
      expect((await get('/admin/analytics/dashboard?limit=50')).statusCode).toBe(200);
      const tooMany = await get('/admin/analytics/dashboard?limit=51');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toMatch(/^limit: /);
    });
  });

  describe('on an empty install and a small one', () => {
    let t: TestApp;
    let admin: Signed;
    let user: Signed;

    beforeAll(async () => {
      t = await createTestApp({ now: () => ANALYTICS_NOW });
      admin = await insertUserWithToken(t, { role: 'admin' });
      user = await insertUserWithToken(t, { role: 'user' });
    });
    afterAll(() => t.close());

    const get = (url: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers });

    it('answers 401 anonymous and 403 to a user', async () => {
      await expectAdminOnly(t, '/api/admin/analytics/dashboard', user.headers);
    });

    // The two accounts were made by the real clock (after the service's fixed "now"): outside every range.
    it('answers zeros, empty buckets and no revenue when nothing happened in the range', async () => {
      for (const period of ['7d', '30d', '90d', '1y'] as const) {
        const res = await get(`/admin/analytics/dashboard?period=${period}&tz=Asia/Kolkata`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.period).toBe(period);
        const zero = { current: 0, previous: 0 };
        expect(body.kpis).toEqual({
          signUps: zero,
          verifiedSignUps: zero,
          attemptsStarted: zero,
          attemptsCompleted: zero,
          completionRate: zero,
        });
        expect(body.revenue).toEqual([]);
        if (period !== '1y') expect(body.series).toHaveLength(Number.parseInt(period, 10));
        for (const point of body.series) {
          expect(point).toEqual({
            date: point.date,
            signUps: 0,
            verifiedSignUps: 0,
            attemptsStarted: 0,
            attemptsCompleted: 0,
            completionRate: null,
          });
        }
      }
      const year = (await get('/admin/analytics/dashboard?period=1y')).json();
      // 365 days from Saturday 21 March 2025 to Friday 20 March 2026: 53 ISO weeks, from Monday 17 March 2025.
      expect(year.series).toHaveLength(53);
      expect(year.series[0].date).toBe('2025-03-17');
      expect(year.series.at(-1).date).toBe('2026-03-16');
    });

    it('answers all-time totals, counting only accounts that are not deleted', async () => {
      const a = await insertProfiler(t, { isActive: true });
      const b = await insertProfiler(t, { isActive: false });
      await insertProfiler(t, { isActive: true });
      await insertAttempts(t, { userId: user.user.id, assessmentId: a.id, count: 3, completed: 2 });
      await insertAttempts(t, { userId: admin.user.id, assessmentId: b.id, count: 1, completed: 1 });
      const deleted = await insertUser(t);
      await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

      const res = await get('/admin/analytics/dashboard');
      expect(res.statusCode).toBe(200);
      expect(res.json().overview).toEqual({
        totalAssessments: 3,
        activeAssessments: 2,
        totalUsers: 2, // the admin and the user; not the deleted account
        totalTestAttempts: 4,
        completedAttempts: 3,
      });
      expect(res.json().usersPagination).toEqual({ page: 1, limit: 10, total: 2, hasMore: false });
      expect(
        res
          .json()
          .users.map((u: { id: string }) => u.id)
          .sort(),
      ).toEqual([admin.user.id, user.user.id].sort());
      await t.database.db.delete(testAttempts);
    });

    it('echoes the period asked for and refuses an unknown one, and an unknown time zone', async () => {
      for (const period of ['7d', '30d', '90d', '1y']) {
        const res = await get(`/admin/analytics/dashboard?period=${period}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().period).toBe(period);
      }
      const bad = await get('/admin/analytics/dashboard?period=2w');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^period: /);
      for (const tz of ['Mars/Phobos', '+05:30', 'IST', "UTC'; select 1; --"]) {
        const res = await get(`/admin/analytics/dashboard?tz=${encodeURIComponent(tz)}`);
        expect(res.statusCode, tz).toBe(400);
        expect(res.json().message).toBe(
          'tz: Unknown time zone: use an IANA name such as Europe/London or Asia/Kolkata',
        );
      }
    });
  });
});
