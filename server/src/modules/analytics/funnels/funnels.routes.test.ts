import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import {
  ANALYTICS_NOW,
  type AnalyticsFixture,
  seedAnalyticsFixture,
} from '../../../../test/analytics-fixtures.ts';
import { expectedFunnels } from '../../../../test/analytics-model.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';

type Headers = Record<string, string>;

const CASES = [
  { range: '7d', tz: 'UTC' },
  { range: '7d', tz: 'Asia/Kolkata' },
  { range: '30d', tz: 'America/New_York' },
  { range: '90d', tz: 'UTC' },
  { range: '1y', tz: 'Asia/Kolkata' },
] as const;

describe('GET /admin/analytics/funnels', () => {
  describe('on a known history', () => {
    let t: TestApp;
    let headers: Headers;
    let fixture: AnalyticsFixture;

    beforeAll(async () => {
      t = await createTestApp({ now: () => ANALYTICS_NOW });
      headers = (await insertUserWithToken(t, { role: 'admin' })).headers;
      fixture = await seedAnalyticsFixture(t, { seed: 41, people: 80 });
    });
    afterAll(() => t.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

    it.each(CASES)(
      'every figure equals the fixture worked out by hand ($range, $tz)',
      async ({ range, tz }) => {
        const res = await get(`/admin/analytics/funnels?timeRange=${range}&tz=${encodeURIComponent(tz)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(expectedFunnels(fixture, { range, tz }));
      },
    );

    it('has every stage in the year (the fixture is not vacuous), and no blog views it cannot date', async () => {
      const body = (await get('/admin/analytics/funnels?timeRange=1y')).json();
      const { started, progressed, completed, abandoned } = body.totals;
      expect(started).toBeGreaterThan(progressed);
      expect(progressed).toBeGreaterThan(completed);
      expect(completed).toBeGreaterThan(0);
      expect(abandoned).toBeGreaterThan(0);
      expect(started).toBeGreaterThan(completed + abandoned); // some open attempts are still fresh
      expect(body.assessments).toHaveLength(4);
      expect(body.shares.created).toBeGreaterThan(0);
      expect(body.shares.views).toBeGreaterThan(0);
      expect(body.blogViews).toBeNull();
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
      await expectAdminOnly(t, '/api/admin/analytics/funnels', user.headers);
    });

    it('answers zeros and empty lists', async () => {
      const res = await get('/admin/analytics/funnels');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        assessments: [],
        totals: { started: 0, progressed: 0, completed: 0, abandoned: 0 },
        shares: { created: 0, views: 0 },
        blogViews: null,
      });
    });

    it('refuses an unknown range or time zone with the field named', async () => {
      const range = await get('/admin/analytics/funnels?timeRange=2w');
      expect(range.statusCode).toBe(400);
      expect(range.json().message).toMatch(/^timeRange: /);
      const zone = await get('/admin/analytics/funnels?tz=Mars/Phobos');
      expect(zone.statusCode).toBe(400);
      expect(zone.json().message).toBe(
        'tz: Unknown time zone: use an IANA name such as Europe/London or Asia/Kolkata',
      );
    });
  });
});
