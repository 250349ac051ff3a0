import { COMPLETE_BEFORE_RATING_MESSAGE } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken, uniqueEmail } from '../../../test/factories.ts';
import { assessments, ratings, users } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';
const MISSING = '00000000-0000-4000-8000-000000000000';
const STARS_ERROR = 'stars: Stars must be a whole number from 1 to 5';

describe('ratings routes', () => {
  let t: TestApp;
  let admin: Headers;
  /** The app's clock: kept near real time (sessions expire an hour after they are made). */
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock = new Date();
    await t.database.db.delete(ratings);
    await t.database.db.delete(assessments);
  });

  const call = (method: Method, url: string, headers?: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  const rate = (headers: Headers, assessmentId: string, payload: object) =>
    call('POST', `/assessments/${assessmentId}/rate`, headers, payload);
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  /** A signed-in person who completed the profiler. */
  async function completer(assessmentId: string, name = 'Asha Rao') {
    const { user, headers } = await insertUserWithToken(t, { name });
    await insertAttempts(t, { userId: user.id, assessmentId, count: 1, completed: 1 });
    return { user, headers };
  }

  /** Ratings stored directly (many authors at once), with explicit times so the order is known. */
  async function seedRatings(
    assessmentId: string,
    stars: number[],
    start = new Date('2026-01-01T00:00:00Z'),
  ) {
    const authors = await t.database.db
      .insert(users)
      .values(stars.map((_, index) => ({ name: `Rater ${index + 1}`, email: uniqueEmail('rater') })))
      .returning();
    const rows = await t.database.db
      .insert(ratings)
      .values(
        stars.map((value, index) => {
          const at = new Date(start.getTime() + index * 60_000);
          return {
            userId: authors[index]!.id,
            assessmentId,
            stars: value,
            review: `Review ${index + 1}`,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning();
    return rows.map((row, index) => ({ ...row, author: authors[index]! }));
  }

  describe('who may call', () => {
    const userRoutes: Array<[Method, string]> = [
      ['POST', `/assessments/${MISSING}/rate`],
      ['GET', `/assessments/${MISSING}/rating`],
      ['GET', `/assessments/${MISSING}/rating-stats`],
    ];
    const adminRoutes: Array<[Method, string]> = [
      ['GET', `/admin/assessments/${MISSING}/ratings`],
      ['GET', `/admin/assessments/${MISSING}/rating-stats`],
      ['GET', '/admin/ratings/recent'],
      ['DELETE', `/admin/ratings/${MISSING}`],
    ];

    it("answers 401 to anonymous callers on a person's routes", async () => {
      for (const [method, url] of userRoutes) {
        const res = await call(method, url, undefined, method === 'POST' ? { stars: 5 } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 401 anonymous and 403 to a signed-in person on the admin routes', async () => {
      const { headers } = await insertUserWithToken(t);
      for (const [method, url] of adminRoutes) await expectAdminOnly(t, `/api${url}`, headers, method);
    });
  });

  describe('POST /assessments/:id/rate', () => {
    it('creates the rating (201), trimming the review', async () => {
      const profiler = await insertProfiler(t);
      const { user, headers } = await completer(profiler.id);

      const res = await rate(headers, profiler.id, { stars: 4, review: '  Useful and quick.  ' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        created: true,
        message: 'Thank you for rating this profiler.',
        rating: {
          id: expect.any(String),
          assessmentId: profiler.id,
          stars: 4,
          review: 'Useful and quick.',
          createdAt: clock.toISOString(),
          updatedAt: clock.toISOString(),
        },
      });
      const stored = await t.database.db.select().from(ratings).where(eq(ratings.userId, user.id));
      expect(stored).toMatchObject([{ assessmentId: profiler.id, stars: 4, review: 'Useful and quick.' }]);
    });

    it('a second rating replaces the first (200): one row, new stars and review, first createdAt kept', async () => {
      const profiler = await insertProfiler(t);
      const { user, headers } = await completer(profiler.id);
      const first = (await rate(headers, profiler.id, { stars: 2, review: 'Too long' })).json().rating;
      const createdAt = clock.toISOString();
      tick(90);

      const res = await rate(headers, profiler.id, { stars: 5 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        created: false,
        message: 'Your rating was updated.',
        rating: {
          id: first.id,
          assessmentId: profiler.id,
          stars: 5,
          review: null,
          createdAt,
          updatedAt: clock.toISOString(),
        },
      });
      const stored = await t.database.db.select().from(ratings).where(eq(ratings.userId, user.id));
      expect(stored).toHaveLength(1);
    });

    it('stores a blank review, a null one or none as no review', async () => {
      const profiler = await insertProfiler(t);
      const { headers } = await completer(profiler.id);
      for (const payload of [{ stars: 3, review: '   \n\t ' }, { stars: 3, review: null }, { stars: 3 }]) {
        const res = await rate(headers, profiler.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(300);
        expect(res.json().rating.review).toBeNull();
      }
    });

    it('keeps two concurrent ratings by one person to one row', async () => {
      const profiler = await insertProfiler(t);
      const { user, headers } = await completer(profiler.id);
      const results = await Promise.all([
        rate(headers, profiler.id, { stars: 1 }),
        rate(headers, profiler.id, { stars: 5 }),
        rate(headers, profiler.id, { stars: 3 }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
      expect(results.filter((res) => res.json().created)).toHaveLength(1);
      const stored = await t.database.db.select().from(ratings).where(eq(ratings.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(new Set(results.map((res) => res.json().rating.id))).toEqual(new Set([stored[0]!.id]));
    });

    it('refuses (422) a person who has not completed the profiler, even with an attempt under way', async () => {
      const profiler = await insertProfiler(t);
      const { user, headers } = await insertUserWithToken(t);
      const never = await rate(headers, profiler.id, { stars: 5 });
      expect(never.statusCode).toBe(422);
      expect(never.json()).toMatchObject({ error: 'UNPROCESSABLE', message: COMPLETE_BEFORE_RATING_MESSAGE });

      await insertAttempts(t, { userId: user.id, assessmentId: profiler.id, count: 1, completed: 0 });
      const underWay = await rate(headers, profiler.id, { stars: 5 });
      expect(underWay.statusCode).toBe(422);

      // Another profiler completed does not count.
      const other = await insertProfiler(t, { title: 'Other' });
      await insertAttempts(t, { userId: user.id, assessmentId: other.id, count: 1, completed: 1 });
      expect((await rate(headers, profiler.id, { stars: 5 })).statusCode).toBe(422);
      expect(await t.database.db.select().from(ratings).where(eq(ratings.userId, user.id))).toEqual([]);
    });

    it('answers 404 for an unknown profiler and 400 for a malformed id', async () => {
      const { headers } = await insertUserWithToken(t);
      const missing = await rate(headers, MISSING, { stars: 5 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Profiler not found' });
      expect((await rate(headers, 'not-an-id', { stars: 5 })).statusCode).toBe(400);
    });

    it('refuses stars that are not a whole number from 1 to 5 (400) with a clear message', async () => {
      const profiler = await insertProfiler(t);
      const { headers } = await completer(profiler.id);
      for (const stars of [0, 6, 3.5, -1, '4', null, true]) {
        const res = await rate(headers, profiler.id, { stars });
        expect(res.statusCode, String(stars)).toBe(400);
        expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: STARS_ERROR });
      }
      const missing = await rate(headers, profiler.id, { review: 'Great' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(STARS_ERROR);
      expect(await t.database.db.select().from(ratings)).toEqual([]);
    });

    it('takes a review up to 2,000 characters after trimming, and refuses a longer one (400)', async () => {
      const profiler = await insertProfiler(t);
      const { headers } = await completer(profiler.id);
      const longest = 'a'.repeat(2000);
      const ok = await rate(headers, profiler.id, { stars: 4, review: `  ${longest}  ` });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().rating.review).toBe(longest);

      const tooLong = await rate(headers, profiler.id, { stars: 4, review: `${longest}b` });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('review: A review must be at most 2,000 characters');
      expect((await rate(headers, profiler.id, { stars: 4, review: 42 })).statusCode).toBe(400);
    });
  });

  describe('GET /assessments/:id/rating', () => {
    it("shows the person's own rating only, null before they rate", async () => {
      const profiler = await insertProfiler(t);
      const asha = await completer(profiler.id, 'Asha');
      const ben = await completer(profiler.id, 'Ben');

      const before = await call('GET', `/assessments/${profiler.id}/rating`, asha.headers);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ rating: null });

      await rate(ben.headers, profiler.id, { stars: 2, review: 'Not for me' });
      expect((await call('GET', `/assessments/${profiler.id}/rating`, asha.headers)).json()).toEqual({
        rating: null,
      });

      await rate(asha.headers, profiler.id, { stars: 5, review: 'Spot on' });
      const mine = await call('GET', `/assessments/${profiler.id}/rating`, asha.headers);
      expect(mine.json().rating).toMatchObject({ assessmentId: profiler.id, stars: 5, review: 'Spot on' });
    });

    it('answers 404 for an unknown profiler', async () => {
      const { headers } = await insertUserWithToken(t);
      expect((await call('GET', `/assessments/${MISSING}/rating`, headers)).statusCode).toBe(404);
    });
  });

  describe('rating statistics', () => {
    const empty = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

    it('computes count, one-decimal average and distribution in SQL (user and admin alike)', async () => {
      const profiler = await insertProfiler(t);
      const other = await insertProfiler(t, { title: 'Other' });
      // 5 + 4 + 4 + 2 = 15 over 4 ratings = 3.75 → 3.8.
      await seedRatings(profiler.id, [5, 4, 4, 2]);
      await seedRatings(other.id, [1, 1]);
      const { headers } = await insertUserWithToken(t);

      const expected = {
        stats: {
          assessmentId: profiler.id,
          average: 3.8,
          count: 4,
          distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
        },
      };
      const asUser = await call('GET', `/assessments/${profiler.id}/rating-stats`, headers);
      expect(asUser.statusCode).toBe(200);
      expect(asUser.json()).toEqual(expected);
      const asAdmin = await call('GET', `/admin/assessments/${profiler.id}/rating-stats`, admin);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual(expected);
    });

    it('rounds half away from zero and reports whole averages exactly', async () => {
      const half = await insertProfiler(t, { title: 'Half' });
      // 5 + 4 + 4 + 4 = 17 / 4 = 4.25 → 4.3.
      await seedRatings(half.id, [5, 4, 4, 4]);
      const third = await insertProfiler(t, { title: 'Third' });
      // 1 + 1 + 2 = 4 / 3 = 1.333… → 1.3.
      await seedRatings(third.id, [1, 1, 2]);
      const whole = await insertProfiler(t, { title: 'Whole' });
      await seedRatings(whole.id, [3, 3]);

      const average = async (id: string) =>
        (await call('GET', `/admin/assessments/${id}/rating-stats`, admin)).json().stats.average;
      expect(await average(half.id)).toBe(4.3);
      expect(await average(third.id)).toBe(1.3);
      expect(await average(whole.id)).toBe(3);
    });

    it('reports a profiler nobody rated as count 0 with no average', async () => {
      const profiler = await insertProfiler(t);
      const res = await call('GET', `/admin/assessments/${profiler.id}/rating-stats`, admin);
      expect(res.json()).toEqual({
        stats: { assessmentId: profiler.id, average: null, count: 0, distribution: empty },
      });
    });

    it('follows ratings as they are made and changed', async () => {
      const profiler = await insertProfiler(t);
      const asha = await completer(profiler.id, 'Asha');
      const ben = await completer(profiler.id, 'Ben');
      await rate(asha.headers, profiler.id, { stars: 1 });
      await rate(ben.headers, profiler.id, { stars: 4 });
      await rate(asha.headers, profiler.id, { stars: 5 });
      const { stats } = (await call('GET', `/assessments/${profiler.id}/rating-stats`, ben.headers)).json();
      expect(stats).toMatchObject({ average: 4.5, count: 2, distribution: { ...empty, 4: 1, 5: 1 } });
    });

    it('answers 404 for an unknown profiler', async () => {
      const { headers } = await insertUserWithToken(t);
      expect((await call('GET', `/assessments/${MISSING}/rating-stats`, headers)).statusCode).toBe(404);
      expect((await call('GET', `/admin/assessments/${MISSING}/rating-stats`, admin)).statusCode).toBe(404);
    });
  });

  describe('GET /admin/assessments/:id/ratings', () => {
    it('lists the ratings newest first with their authors, 50 at a time by default', async () => {
      const profiler = await insertProfiler(t);
      const seeded = await seedRatings(
        profiler.id,
        Array.from({ length: 52 }, (_, index) => (index % 5) + 1),
      );
      await seedRatings((await insertProfiler(t, { title: 'Other' })).id, [5]);

      const first = await call('GET', `/admin/assessments/${profiler.id}/ratings`, admin);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ total: 52, limit: 50, offset: 0, hasMore: true });
      expect(body.ratings).toHaveLength(50);
      const newest = seeded.at(-1)!;
      expect(body.ratings[0]).toEqual({
        id: newest.id,
        assessmentId: profiler.id,
        stars: newest.stars,
        review: 'Review 52',
        createdAt: newest.createdAt.toISOString(),
        updatedAt: newest.updatedAt.toISOString(),
        user: { id: newest.author.id, name: 'Rater 52', email: newest.author.email },
      });

      const rest = (await call('GET', `/admin/assessments/${profiler.id}/ratings?offset=50`, admin)).json();
      expect(rest).toMatchObject({ total: 52, limit: 50, offset: 50, hasMore: false });
      expect(rest.ratings.map((r: { review: string }) => r.review)).toEqual(['Review 2', 'Review 1']);
    });

    it('honours limit and offset, and answers past the end with an empty page', async () => {
      const profiler = await insertProfiler(t);
      await seedRatings(profiler.id, [1, 2, 3, 4, 5]);
      const page = (query: string) =>
        call('GET', `/admin/assessments/${profiler.id}/ratings?${query}`, admin).then((res) => res.json());

      const middle = await page('limit=2&offset=1');
      expect(middle).toMatchObject({ total: 5, limit: 2, offset: 1, hasMore: true });
      expect(middle.ratings.map((r: { stars: number }) => r.stars)).toEqual([4, 3]);
      const last = await page('limit=2&offset=4');
      expect(last).toMatchObject({ hasMore: false });
      expect(last.ratings.map((r: { stars: number }) => r.stars)).toEqual([1]);
      const past = await page('limit=200&offset=10');
      expect(past).toEqual({ ratings: [], total: 5, limit: 200, offset: 10, hasMore: false });
    });

    it('refuses a limit outside 1–200 or a negative offset (400)', async () => {
      const profiler = await insertProfiler(t);
      for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc', 'offset=1.5']) {
        const res = await call('GET', `/admin/assessments/${profiler.id}/ratings?${query}`, admin);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toBe('VALIDATION_FAILED');
      }
    });

    it('answers an empty list for a profiler nobody rated, and 404 for an unknown one', async () => {
      const profiler = await insertProfiler(t);
      const res = await call('GET', `/admin/assessments/${profiler.id}/ratings`, admin);
      expect(res.json()).toEqual({ ratings: [], total: 0, limit: 50, offset: 0, hasMore: false });
      const missing = await call('GET', `/admin/assessments/${MISSING}/ratings`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Profiler not found');
    });
  });

  describe('GET /admin/ratings/recent', () => {
    it('lists the newest ratings across profilers with author and profiler title, 10 by default', async () => {
      const compass = await insertProfiler(t, { title: 'Career Compass' });
      const bigFive = await insertProfiler(t, { title: 'Big Five' });
      await seedRatings(compass.id, [3, 3, 3, 3, 3, 3], new Date('2026-01-01T00:00:00Z'));
      const latest = await seedRatings(bigFive.id, [5, 5, 5, 5, 5, 4], new Date('2026-02-01T00:00:00Z'));

      const res = await call('GET', '/admin/ratings/recent', admin);
      expect(res.statusCode).toBe(200);
      const { ratings: recent } = res.json();
      expect(recent).toHaveLength(10);
      expect(recent[0]).toEqual({
        id: latest.at(-1)!.id,
        assessmentId: bigFive.id,
        stars: 4,
        review: 'Review 6',
        createdAt: '2026-02-01T00:05:00.000Z',
        updatedAt: '2026-02-01T00:05:00.000Z',
        user: { id: latest.at(-1)!.author.id, name: 'Rater 6', email: latest.at(-1)!.author.email },
        assessment: { id: bigFive.id, title: 'Big Five' },
      });
      expect(recent.map((r: { assessment: { title: string } }) => r.assessment.title)).toEqual([
        ...Array(6).fill('Big Five'),
        ...Array(4).fill('Career Compass'),
      ]);

      const three = (await call('GET', '/admin/ratings/recent?limit=3', admin)).json().ratings;
      expect(three.map((r: { id: string }) => r.id)).toEqual(
        recent.slice(0, 3).map((r: { id: string }) => r.id),
      );
    });

    it('refuses a limit outside 1–50 (400), and answers an empty list when nobody rated', async () => {
      for (const query of ['limit=0', 'limit=51']) {
        expect((await call('GET', `/admin/ratings/recent?${query}`, admin)).statusCode, query).toBe(400);
      }
      expect((await call('GET', '/admin/ratings/recent?limit=50', admin)).json()).toEqual({ ratings: [] });
    });
  });

  describe('DELETE /admin/ratings/:id', () => {
    it('deletes the rating: it leaves the list and the statistics, and the person may rate again', async () => {
      const profiler = await insertProfiler(t);
      const { headers } = await completer(profiler.id);
      const [kept] = await seedRatings(profiler.id, [2]);
      const mine = (await rate(headers, profiler.id, { stars: 5, review: 'Great' })).json().rating;

      const res = await call('DELETE', `/admin/ratings/${mine.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Rating deleted' });

      const list = (await call('GET', `/admin/assessments/${profiler.id}/ratings`, admin)).json();
      expect(list.ratings.map((r: { id: string }) => r.id)).toEqual([kept!.id]);
      const { stats } = (await call('GET', `/admin/assessments/${profiler.id}/rating-stats`, admin)).json();
      expect(stats).toMatchObject({ average: 2, count: 1 });
      expect((await call('GET', `/assessments/${profiler.id}/rating`, headers)).json()).toEqual({
        rating: null,
      });

      expect((await rate(headers, profiler.id, { stars: 4 })).statusCode).toBe(201);
    });

    it('answers 404 for a rating that does not exist (or no longer does), 400 for a malformed id', async () => {
      const profiler = await insertProfiler(t);
      const [rating] = await seedRatings(profiler.id, [3]);
      expect((await call('DELETE', `/admin/ratings/${rating!.id}`, admin)).statusCode).toBe(200);
      const again = await call('DELETE', `/admin/ratings/${rating!.id}`, admin);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Rating not found' });
      expect((await call('DELETE', `/admin/ratings/${MISSING}`, admin)).statusCode).toBe(404);
      expect((await call('DELETE', '/admin/ratings/nope', admin)).statusCode).toBe(400);
    });
  });

  it('deleting a profiler takes its ratings with it', async () => {
    const profiler = await insertProfiler(t);
    await seedRatings(profiler.id, [4, 5]);
    await t.database.db.delete(assessments).where(eq(assessments.id, profiler.id));
    expect(await t.database.db.select().from(ratings)).toEqual([]);
  });
});
