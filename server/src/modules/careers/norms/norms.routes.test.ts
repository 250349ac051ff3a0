import {
  AdminNormsResponseSchema,
  NormsStatusResponseSchema,
  PercentilesResponseSchema,
  TOO_FEW_PEOPLE_MESSAGE,
} from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { bearer, insertUserWithToken, tokenFor } from '../../../../test/factories.ts';
import { type NormsData, PEOPLE, runNormsJob, seedNormsData } from '../../../../test/norms-fixtures.ts';

type Headers = Record<string, string>;
type Rows<T> = { rows: T[] };

describe('norms endpoints', () => {
  let t: TestApp;
  let data: NormsData;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    data = await seedNormsData(t);
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const headersOf = async (g: number) => bearer(await tokenFor(t, { id: data.userIdOf(g) }));

  /** Person g's latest attempt at a profiler. */
  async function latestAttempt(g: number, assessmentId: string): Promise<string> {
    const result = (await t.database.db.execute(sql`
      select id from test_attempts where user_id = ${data.userIdOf(g)} and assessment_id = ${assessmentId}
      order by completed_at desc nulls last limit 1`)) as unknown as Rows<{ id: string }>;
    return result.rows[0]!.id;
  }

  /**
   * Whole per cent of the people 1–400 (their latest big-profiler score, computed here from the
   * fixture's formula) for whom `inCohort` holds and who scored strictly lower than person g.
   */
  function expectedPercentile(g: number, inCohort: (other: number) => boolean) {
    const realistic = (n: number) => (n * 37) % 101;
    const members = Array.from({ length: PEOPLE }, (_, i) => i + 1).filter(inCohort);
    const below = members.filter((other) => realistic(other) < realistic(g)).length;
    return { percentile: Math.floor((below * 100) / members.length), size: members.length };
  }

  it('before the first run: every trait has the reason, nothing else', async () => {
    const res = await get(
      `/assessments/results/${await latestAttempt(5, data.bigId)}/percentiles`,
      await headersOf(5),
    );
    expect(res.statusCode).toBe(200);
    const body = PercentilesResponseSchema.parse(res.json());
    expect(body.computedAt).toBeNull();
    expect(body.traits.map((trait) => [trait.trait, trait.percentile, trait.reason])).toEqual([
      ['Realistic', null, 'too_few_people'],
      ['Investigative', null, 'too_few_people'],
    ]);
  });

  describe('after a run', () => {
    beforeAll(async () => {
      await runNormsJob(t);
    });

    it.each([
      // g, the cohort kind read, who is in it
      [5, 'age_education', (n: number) => n <= 130],
      [150, 'education', (n: number) => n <= 240],
      [250, 'everyone', () => true],
      [350, 'everyone', () => true],
      [380, 'everyone', () => true],
    ] as const)('person %i reads %s', async (g, kind, inCohort) => {
      const res = await get(
        `/assessments/results/${await latestAttempt(g, data.bigId)}/percentiles`,
        await headersOf(g),
      );
      expect(res.statusCode).toBe(200);
      const body = PercentilesResponseSchema.parse(res.json());
      expect(body.computedAt).not.toBeNull();
      const realistic = body.traits.find((trait) => trait.trait === 'Realistic');
      const expected = expectedPercentile(g, inCohort);
      expect(realistic).toMatchObject({ percentile: expected.percentile, reason: null, message: null });
      expect(realistic?.cohort).toMatchObject({ kind, size: expected.size });
      expect(body.traits).toHaveLength(2);
    });

    it('names the cohort it read: education and age band', async () => {
      const res = await get(
        `/assessments/results/${await latestAttempt(5, data.bigId)}/percentiles`,
        await headersOf(5),
      );
      expect(res.json().traits[0].cohort).toEqual({
        kind: 'age_education',
        educationLevel: 'bachelor',
        ageBand: '25-34',
        size: 130,
      });
    });

    it('a profiler fewer than 100 people took shows no percentile, with the reason', async () => {
      const res = await get(
        `/assessments/results/${await latestAttempt(3, data.smallId)}/percentiles`,
        await headersOf(3),
      );
      expect(res.statusCode).toBe(200);
      for (const trait of res.json().traits) {
        expect(trait).toMatchObject({
          percentile: null,
          cohort: null,
          reason: 'too_few_people',
          message: TOO_FEW_PEOPLE_MESSAGE,
        });
      }
    });

    it('an open attempt has no traits yet', async () => {
      const res = await get(
        `/assessments/results/${await latestAttempt(42, data.smallId)}/percentiles`,
        await headersOf(42),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().traits).toEqual([]);
    });

    it("is the owner's only: a second person gets 404, anonymous 401, an unknown attempt 404", async () => {
      const attemptId = await latestAttempt(5, data.bigId);
      const other = await get(`/assessments/results/${attemptId}/percentiles`, await headersOf(6));
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Test attempt not found');
      const stranger = await insertUserWithToken(t);
      expect((await get(`/assessments/results/${attemptId}/percentiles`, stranger.headers)).statusCode).toBe(
        404,
      );
      expect((await get(`/assessments/results/${attemptId}/percentiles`, admin)).statusCode).toBe(404);
      expect((await get(`/assessments/results/${attemptId}/percentiles`)).statusCode).toBe(401);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await get(`/assessments/results/${missing}/percentiles`, await headersOf(5))).statusCode).toBe(
        404,
      );
      expect((await get('/assessments/results/not-a-uuid/percentiles', await headersOf(5))).statusCode).toBe(
        400,
      );
    });

    it("administrators read the profiler's distributions: bars of everyone and every cohort's size", async () => {
      const res = await get(`/admin/assessments/${data.bigId}/norms`, admin);
      expect(res.statusCode).toBe(200);
      const body = AdminNormsResponseSchema.parse(res.json());
      expect(body.traits.map((trait) => trait.trait).sort()).toEqual(['Investigative', 'Realistic']);
      for (const trait of body.traits) {
        expect(trait.buckets).toHaveLength(20);
        expect(trait.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(PEOPLE);
        expect(trait.cohorts).toEqual([
          { kind: 'everyone', educationLevel: null, ageBand: null, size: PEOPLE },
          { kind: 'education', educationLevel: 'bachelor', ageBand: null, size: 240 },
          { kind: 'education', educationLevel: 'master', ageBand: null, size: 90 },
          { kind: 'age_education', educationLevel: 'bachelor', ageBand: '25-34', size: 130 },
          { kind: 'age_education', educationLevel: 'master', ageBand: '18-24', size: 90 },
          { kind: 'age_education', educationLevel: 'bachelor', ageBand: '35-44', size: 70 },
        ]);
      }
      // Realistic is (g·37 mod 101): 0–4 are five values, each taken by 3 or 4 of the 400 people.
      const realistic = body.traits.find((trait) => trait.trait === 'Realistic')!;
      const direct = Array.from({ length: PEOPLE }, (_, i) => ((i + 1) * 37) % 101).filter(
        (s) => s < 5,
      ).length;
      expect(realistic.buckets[0]).toEqual({ from: 0, to: 5, count: direct });

      const unknown = await get('/admin/assessments/00000000-0000-4000-8000-000000000000/norms', admin);
      expect(unknown.json()).toEqual({ traits: [], computedAt: expect.any(String) });
    });

    it('administrators see the job status: last run, duration, rows and people', async () => {
      const res = await get('/admin/norms/status', admin);
      expect(res.statusCode).toBe(200);
      const body = NormsStatusResponseSchema.parse(res.json());
      const stored = (await t.database.db.execute(
        sql`select count(*)::int as n from norm_histograms`,
      )) as unknown as Rows<{ n: number }>;
      expect(body.lastRun).toMatchObject({
        rowsWritten: Number(stored.rows[0]!.n),
        peopleCounted: PEOPLE + 20,
      });
      expect(body.schedule).toBe('7 * * * *');
    });

    it('admin endpoints answer 401 anonymous and 403 to a person', async () => {
      const person = await headersOf(1);
      for (const url of [`/admin/assessments/${data.bigId}/norms`, '/admin/norms/status'])
        await expectAdminOnly(t, `/api${url}`, person);
    });
  });
});
