import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { assessments } from '../../../db/schema/index.ts';
import { STATS_BREAKDOWN_LIMIT } from './statistics.service.ts';

type Headers = Record<string, string>;

describe('statistics routes', () => {
  let t: TestApp;
  let admin: { headers: Headers; user: { id: string } };
  let user: { headers: Headers; user: { id: string } };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t, { role: 'user' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(assessments); // attempts go with their profilers
  });

  const get = (url: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it.each(['/notifications/admin/assessment-stats'])(
    '%s answers 401 anonymous and 403 to a user',
    async (url) => {
      await expectAdminOnly(t, `/api${url}`, user.headers);
    },
  );

  describe('GET /notifications/admin/assessment-stats', () => {
    it('answers zeros and no most popular profiler when nothing exists', async () => {
      const res = await get('/notifications/admin/assessment-stats');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        assessmentStats: {
          totalAssessments: 0,
          totalAttempts: 0,
          averageAttempts: 0,
          mostPopular: null,
          assessments: [],
        },
      });
    });

    it('lists profilers without attempts too, and has no most popular while nobody took any', async () => {
      const profiler = await insertProfiler(t, { title: 'Untaken' });
      const stats = (await get('/notifications/admin/assessment-stats')).json().assessmentStats;
      expect(stats).toEqual({
        totalAssessments: 1,
        totalAttempts: 0,
        averageAttempts: 0,
        mostPopular: null,
        assessments: [{ id: profiler.id, title: 'Untaken', attemptCount: 0 }],
      });
    });

    it('counts attempts per profiler, sorted by attempts then title, with a rounded average', async () => {
      const popular = await insertProfiler(t, { title: 'Popular' });
      const beta = await insertProfiler(t, { title: 'Beta' });
      const alpha = await insertProfiler(t, { title: 'Alpha' });
      const none = await insertProfiler(t, { title: 'Nobody' });
      await insertAttempts(t, { userId: user.user.id, assessmentId: popular.id, count: 5, completed: 4 });
      await insertAttempts(t, { userId: admin.user.id, assessmentId: popular.id, count: 1 });
      await insertAttempts(t, { userId: user.user.id, assessmentId: beta.id, count: 2, completed: 1 });
      await insertAttempts(t, { userId: user.user.id, assessmentId: alpha.id, count: 2, completed: 1 });

      const stats = (await get('/notifications/admin/assessment-stats')).json().assessmentStats;
      expect(stats.totalAssessments).toBe(4);
      expect(stats.totalAttempts).toBe(10);
      expect(stats.averageAttempts).toBe(3); // 10 / 4 = 2.5, rounded
      expect(stats.mostPopular).toEqual({ id: popular.id, title: 'Popular', attemptCount: 6 });
      expect(stats.assessments).toEqual([
        { id: popular.id, title: 'Popular', attemptCount: 6 },
        { id: alpha.id, title: 'Alpha', attemptCount: 2 },
        { id: beta.id, title: 'Beta', attemptCount: 2 },
        { id: none.id, title: 'Nobody', attemptCount: 0 },
      ]);
    });

    it(`lists at most ${STATS_BREAKDOWN_LIMIT} profilers while the totals cover all`, async () => {
      await t.database.db.insert(assessments).values(
        Array.from({ length: STATS_BREAKDOWN_LIMIT + 5 }, (_, i) => ({
          title: `P${String(i).padStart(3, '0')}`,
        })),
      );
      const [last] = await t.database.db.select().from(assessments).where(eq(assessments.title, 'P104'));
      await insertAttempts(t, { userId: user.user.id, assessmentId: last!.id, count: 1 });
      const stats = (await get('/notifications/admin/assessment-stats')).json().assessmentStats;
      expect(stats.totalAssessments).toBe(STATS_BREAKDOWN_LIMIT + 5);
      expect(stats.assessments).toHaveLength(STATS_BREAKDOWN_LIMIT);
      expect(stats.assessments[0]).toMatchObject({ title: 'P104', attemptCount: 1 });
      expect(stats.assessments[1]).toMatchObject({ title: 'P000', attemptCount: 0 });
    });
  });
});
