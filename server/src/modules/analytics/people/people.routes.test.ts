import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import {
  ANALYTICS_NOW,
  type AnalyticsFixture,
  seedAnalyticsFixture,
} from '../../../../test/analytics-fixtures.ts';
import { expectedUsers } from '../../../../test/analytics-model.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';

type Headers = Record<string, string>;

const CASES = [
  { range: '7d', tz: 'UTC' },
  { range: '7d', tz: 'Asia/Kolkata' },
  { range: '30d', tz: 'America/New_York' },
  { range: '90d', tz: 'Asia/Kolkata' },
  { range: '1y', tz: 'UTC' },
  { range: '1y', tz: 'America/Los_Angeles' },
] as const;

describe('GET /admin/analytics/users', () => {
  describe('on a known history', () => {
    let t: TestApp;
    let headers: Headers;
    let fixture: AnalyticsFixture;

    beforeAll(async () => {
      t = await createTestApp({ now: () => ANALYTICS_NOW });
      const admin = await insertUserWithToken(t, { role: 'admin' });
      headers = admin.headers;
      fixture = await seedAnalyticsFixture(t, {
        seed: 29,
        accounts: [{ id: admin.user.id, createdAt: new Date('2025-11-02T12:00:00.000Z'), verifiedAt: null }],
      });
    });
    afterAll(() => t.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

    it.each(CASES)(
      'every figure equals the fixture worked out by hand ($range, $tz)',
      async ({ range, tz }) => {
        const res = await get(`/admin/analytics/users?timeRange=${range}&tz=${encodeURIComponent(tz)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(expectedUsers(fixture, { range, tz }));
      },
    );

    it('has something in every part of the 90-day answer (the fixture is not vacuous)', async () => {
      const body = (await get('/admin/analytics/users?timeRange=90d')).json();
      expect(body.signUps.current).toBeGreaterThan(0);
      expect(body.activePeople.current).toBeGreaterThan(0);
      expect(body.activePeople.previous).toBeGreaterThan(0);
      expect(body.verificationRate).toBeGreaterThan(0);
      expect(body.verificationRate).toBeLessThan(1);
      expect(body.retention.length).toBeGreaterThanOrEqual(8);
      expect(
        body.retention.flatMap((row: { activeShare: number[] }) => row.activeShare.slice(1)).some(Boolean),
      ).toBe(true);
      // The newest cohort has only its first week; every cohort has one share per week begun.
      expect(body.retention.at(-1)).toMatchObject({
        weekStart: '2026-03-16',
        activeShare: [expect.any(Number)],
      });
      for (const row of body.retention) {
        const weeks = (Date.parse('2026-03-16') - Date.parse(row.weekStart)) / (7 * 86_400_000) + 1;
        expect(row.activeShare).toHaveLength(weeks);
      }
      expect(body.screening.completed).toBeGreaterThan(0);
      expect(body.education.some((row: { level: string | null }) => row.level === null)).toBe(true);
      expect(body.experience.length).toBeGreaterThan(2);
    });
  });

  describe('on an empty install', () => {
    let t: TestApp;
    let admin: { headers: Headers };
    let user: { headers: Headers };
    beforeAll(async () => {
      t = await createTestApp({ now: () => ANALYTICS_NOW });
      admin = await insertUserWithToken(t, { role: 'admin' });
      user = await insertUserWithToken(t, { role: 'user' });
    });
    afterAll(() => t.close());
    const get = (url: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers });

    it('answers 401 anonymous and 403 to a user', async () => {
      await expectAdminOnly(t, '/api/admin/analytics/users', user.headers);
    });

    // The two accounts were made by the real clock (after the service's fixed "now"): outside every range.
    it('answers zeros, no rates and no cohorts', async () => {
      const res = await get('/admin/analytics/users?timeRange=7d&tz=Asia/Kolkata');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const zero = { current: 0, previous: 0 };
      expect(body).toMatchObject({
        signUps: zero,
        verifiedSignUps: zero,
        verificationRate: null,
        activePeople: zero,
        retention: [],
        screening: { completed: 0, total: 2, rate: 0 },
        education: [{ level: null, count: 2 }],
        experience: [{ level: null, count: 2 }],
      });
      expect(body.series).toHaveLength(7);
      expect(body.series.every((p: Record<string, unknown>) => p.signUps === 0 && p.activePeople === 0)).toBe(
        true,
      );
    });

    it('refuses an unknown range or time zone with the field named', async () => {
      const range = await get('/admin/analytics/users?timeRange=2w');
      expect(range.statusCode).toBe(400);
      expect(range.json().message).toMatch(/^timeRange: /);
      const zone = await get('/admin/analytics/users?tz=Mars/Phobos');
      expect(zone.statusCode).toBe(400);
      expect(zone.json().message).toBe(
        'tz: Unknown time zone: use an IANA name such as Europe/London or Asia/Kolkata',
      );
    });
  });
});
