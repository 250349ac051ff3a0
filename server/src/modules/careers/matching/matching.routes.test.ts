import {
  CAREERS_USE_NOTICE,
  type CareersResponse,
  CareersResponseSchema,
  FLAT_PROFILE_MESSAGE,
  onetAttribution,
  RIASEC_TRAITS,
} from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { pdfProse } from '../../../../test/pdf-text.ts';
import { studentProfiles } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * GET /assessments/results/:attemptId/careers through buildApp on the test database (PGlite, or
 * PostgreSQL with TEST_DB=postgres). The expected rankings are computed by the database itself
 * (corr() over the six scores), not by the code under test.
 */
describe('careers matched from O*NET data', () => {
  let t: TestApp;
  let interest: { profilerId: string; questions: Array<{ id: string; categoryId: string }> };
  let workStyle: { profilerId: string; questions: Array<{ id: string; categoryId: string }> };

  /** A profiler with one rating question per trait. */
  async function profilerOf(title: string, traits: readonly string[]) {
    const profiler = await insertProfiler(t, { title });
    const category = await insertCategory(t, profiler.id);
    const questions = [];
    for (const [order, traitType] of traits.entries()) {
      questions.push(await insertQuestion(t, category, { text: `About ${traitType}`, traitType, order }));
    }
    return {
      profilerId: profiler.id,
      questions: questions.map((q) => ({ id: q.id, categoryId: category.id })),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    interest = await profilerOf('Career Interest Profiler', RIASEC_TRAITS);
    workStyle = await profilerOf('Work Style', ['Analytical', 'Creative']);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Both drivers answer a raw query with `{ rows }`. */
  const rowsOf = async <T>(query: SQL) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  const get = (url: string, headers?: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/assessments/results/${url}`, headers });

  /** A person (with this education level, or no screening) who answers each question 1–5 in turn. */
  async function taker(
    profiler: typeof interest,
    answers: number[],
    options: { education?: string | null; complete?: boolean } = {},
  ) {
    const { user, headers } = await insertUserWithToken(t);
    if (options.education !== null) {
      await t.database.db
        .insert(studentProfiles)
        .values({ userId: user.id, educationLevel: options.education ?? 'bachelor' });
    }
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${profiler.profilerId}/start`,
      headers,
    });
    expect(start.statusCode).toBe(200);
    const attemptId: string = start.json().attempt.id;
    for (const [index, question] of profiler.questions.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/assessments/${profiler.profilerId}/attempts/${attemptId}/answers`,
        headers,
        payload: { questionId: question.id, categoryId: question.categoryId, answer: answers[index] },
      });
      expect(res.statusCode).toBe(200);
    }
    if (options.complete !== false) {
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/assessments/${profiler.profilerId}/attempts/${attemptId}/complete`,
        headers,
      });
      expect(done.statusCode).toBe(200);
    }
    return { headers, attemptId };
  }

  /**
   * The matches SQL computes for this profile: Pearson r by corr(), rounded to three decimals,
   * r ≥ 0, the zone with published 1 read as 2, best first and ties by code.
   */
  async function expectedCodes(profile: CareersResponse['profile'], jobZone: number, search = '') {
    const p = profile!;
    const rows = await rowsOf<{ code: string; r: string }>(sql`
      select code, r from (
        select code, title, greatest(job_zone, 2) as zone, round(corr(p, o)::numeric, 3) as r
        from onet_occupations,
          unnest(
            array[${p.R}, ${p.I}, ${p.A}, ${p.S}, ${p.E}, ${p.C}]::float8[],
            array[realistic, investigative, artistic, social, enterprising, conventional]::float8[]
          ) as pairs(p, o)
        group by code, title, job_zone
      ) ranked
      where zone = ${jobZone} and r >= 0
        and (${search} = '' or position(lower(${search}) in lower(title || ' ' || code)) > 0)
      order by r desc, code collate "C"`);
    return rows.map((row) => ({ code: row.code, correlation: Number(row.r) }));
  }

  it("ranks the 923 occupations against the person's profile at the zone of their education level", async () => {
    // Rating 1–5 scores 0, 25, 50, 75, 100: R 100, I 75, A 0, S 25, E 50, C 75.
    const { headers, attemptId } = await taker(interest, [5, 4, 1, 2, 3, 4]);
    const res = await get(`${attemptId}/careers?limit=100`, headers);
    expect(res.statusCode).toBe(200);
    const body = CareersResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 'matched',
      jobZone: 4,
      jobZoneSource: 'screening',
      profile: { R: 100, I: 75, A: 0, S: 25, E: 50, C: 75 },
      onetRelease: '29.3',
    });
    const expected = await expectedCodes(body.profile, 4);
    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThan(100);
    expect(body.careers.map(({ code, correlation }) => ({ code, correlation }))).toEqual(
      expected.slice(0, 100),
    );
    for (const career of body.careers) {
      expect(career.jobZone).toBe(4);
      expect(career.fit).toBe(
        career.correlation >= 0.729 ? 'best' : career.correlation >= 0.608 ? 'great' : 'good',
      );
    }
    const first = body.careers[0]!;
    expect(first.highPointCode).toMatch(/^[RIASEC]{1,3}$/);
    expect(first.description.length).toBeGreaterThan(20);
  });

  it('pages with limit and offset, the total staying the same', async () => {
    const { headers, attemptId } = await taker(interest, [2, 5, 4, 1, 1, 3]);
    const whole = CareersResponseSchema.parse((await get(`${attemptId}/careers?limit=12`, headers)).json());
    const first = CareersResponseSchema.parse(
      (await get(`${attemptId}/careers?limit=5&offset=0`, headers)).json(),
    );
    const second = CareersResponseSchema.parse(
      (await get(`${attemptId}/careers?limit=7&offset=5`, headers)).json(),
    );
    expect(first.careers).toHaveLength(5);
    expect([...first.careers, ...second.careers]).toEqual(whole.careers);
    expect(new Set([whole.total, first.total, second.total]).size).toBe(1);
    const past = CareersResponseSchema.parse(
      (await get(`${attemptId}/careers?offset=${whole.total}`, headers)).json(),
    );
    expect(past).toMatchObject({ careers: [], total: whole.total });
  });

  it('filters by the Job Zone asked for, reading 1 as 2 (O*NET "Job Zone 1-2")', async () => {
    const { headers, attemptId } = await taker(interest, [5, 1, 1, 2, 3, 5], { education: 'phd' });
    const zoneOne = CareersResponseSchema.parse(
      (await get(`${attemptId}/careers?jobZone=1&limit=100`, headers)).json(),
    );
    const zoneTwo = CareersResponseSchema.parse(
      (await get(`${attemptId}/careers?jobZone=2&limit=100`, headers)).json(),
    );
    expect(zoneOne).toEqual(zoneTwo);
    expect(zoneTwo).toMatchObject({ jobZone: 2, jobZoneSource: 'query' });
    expect(zoneTwo.careers.every((career) => career.jobZone === 2)).toBe(true);
    const expected = await expectedCodes(zoneTwo.profile, 2);
    expect(zoneTwo.total).toBe(expected.length);
    // Published zone-1 occupations are among them (a Realistic/Conventional profile reaches many).
    const [{ published }] = (await rowsOf<{ published: string }>(sql`
        select count(*) as published from onet_occupations
        where job_zone = 1 and code in (${sql.join(
          expected.map((match) => sql`${match.code}`),
          sql`, `,
        )})`)) as [{ published: string }];
    expect(Number(published)).toBeGreaterThan(0);

    const zoneFive = CareersResponseSchema.parse((await get(`${attemptId}/careers`, headers)).json());
    expect(zoneFive).toMatchObject({ jobZone: 5, jobZoneSource: 'screening' });
    expect(zoneFive.total).toBe((await expectedCodes(zoneFive.profile, 5)).length);
  });

  it('searches within the matches by title or code, any case', async () => {
    const { headers, attemptId } = await taker(interest, [5, 4, 1, 1, 2, 3]);
    const res = await get(`${attemptId}/careers?search=ENGINEER&limit=100`, headers);
    const body = CareersResponseSchema.parse(res.json());
    const expected = await expectedCodes(body.profile, 4, 'engineer');
    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThan(0);
    expect(body.careers.every((career) => /engineer/i.test(career.title))).toBe(true);
    const byCode = CareersResponseSchema.parse(
      (await get(`${attemptId}/careers?search=${body.careers[0]!.code}`, headers)).json(),
    );
    expect(byCode.careers.map((career) => career.code)).toEqual([body.careers[0]!.code]);
  });

  it('uses the default zone 3 when the person has no education level', async () => {
    const { headers, attemptId } = await taker(interest, [1, 2, 3, 4, 5, 1], { education: null });
    const body = CareersResponseSchema.parse((await get(`${attemptId}/careers`, headers)).json());
    expect(body).toMatchObject({ status: 'matched', jobZone: 3, jobZoneSource: 'default' });
  });

  it('says "flat profile" instead of matching six equal scores', async () => {
    const { headers, attemptId } = await taker(interest, [3, 3, 3, 3, 3, 3]);
    const body = CareersResponseSchema.parse((await get(`${attemptId}/careers`, headers)).json());
    expect(body).toEqual({
      status: 'flat_profile',
      careers: [],
      total: 0,
      jobZone: 4,
      jobZoneSource: 'screening',
      profile: { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 },
      onetRelease: '29.3',
    });
    // The PDF says the same instead of a list, and still credits O*NET.
    const pdf = pdfProse((await get(`${attemptId}/pdf`, headers)).rawPayload);
    expect(pdf).toContain(FLAT_PROFILE_MESSAGE);
    expect(pdf).not.toContain('Best matches in');
    expect(pdf).toContain(onetAttribution('29.3'));
  });

  it('has no careers for a profiler that does not measure the six interest areas', async () => {
    const { headers, attemptId } = await taker(workStyle, [5, 2]);
    const body = CareersResponseSchema.parse((await get(`${attemptId}/careers`, headers)).json());
    expect(body).toMatchObject({ status: 'no_interest_profile', careers: [], total: 0, profile: null });
  });

  it("is the owner's only: another person, an unfinished attempt and an unknown id get 404; no sign-in 401", async () => {
    const { attemptId } = await taker(interest, [5, 4, 3, 2, 1, 1]);
    const other = await insertUserWithToken(t);
    const foreign = await get(`${attemptId}/careers`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Test attempt not found' });
    expect((await get(`${MISSING}/careers`, other.headers)).statusCode).toBe(404);
    expect((await get(`${attemptId}/careers`)).statusCode).toBe(401);

    const open = await taker(interest, [5, 4, 3, 2, 1, 1], { complete: false });
    expect((await get(`${open.attemptId}/careers`, open.headers)).statusCode).toBe(404);
  });

  it('validates the query', async () => {
    const { headers, attemptId } = await taker(interest, [5, 4, 3, 2, 1, 1]);
    for (const query of ['jobZone=6', 'jobZone=0', 'jobZone=2.5', 'limit=0', 'limit=101', 'offset=-1']) {
      expect((await get(`${attemptId}/careers?${query}`, headers)).statusCode, query).toBe(400);
    }
    expect((await get('not-a-uuid/careers', headers)).statusCode).toBe(400);
  });

  it('puts the best matches in the report PDF with their fit and Job Zone, the O*NET credit and the use notice', async () => {
    const { headers, attemptId } = await taker(interest, [5, 4, 1, 2, 3, 4]);
    const top = CareersResponseSchema.parse((await get(`${attemptId}/careers?limit=10`, headers)).json());
    const pdf = await get(`${attemptId}/pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    // PDFKit writes the em dash in WinAnsi (0x97), which pdfProse reads as Latin-1.
    const text = pdfProse(pdf.rawPayload).replaceAll('\x97', '—');
    expect(text).toContain('Careers matched to your interests');
    expect(text).toContain(`Best matches in Job Zone 4 (10 of ${top.total})`);
    for (const career of top.careers) {
      expect(text).toContain(career.title);
      expect(text).toContain(
        `correlation ${career.correlation.toFixed(3)} · Job Zone 4 · interest code ${career.highPointCode}`,
      );
    }
    expect(text).toContain(CAREERS_USE_NOTICE);
    expect(text).toContain(onetAttribution('29.3'));
    expect(text).toContain(
      'O*NET® is a trademark of USDOL/ETA. Pathwise has modified all or some of this information.',
    );

    const other = await taker(workStyle, [5, 2]);
    const plain = pdfProse((await get(`${other.attemptId}/pdf`, other.headers)).rawPayload);
    expect(plain).not.toContain('Careers matched to your interests');
    expect(plain).not.toContain('O*NET');
  });
});
