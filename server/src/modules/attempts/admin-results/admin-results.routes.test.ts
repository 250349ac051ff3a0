import { and, eq, ilike, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import {
  assessmentAttemptCounts,
  categoryResultConfigs,
  testAttempts,
  users,
} from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin results routes', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  const ids: Record<string, string> = {};
  const attempts: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = admin, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  /** Takes the profiler to the end through the user routes. */
  async function takeProfiler(headers: Headers, choice: string, rating: number) {
    const started = await call('POST', `/assessments/${ids.profiler}/start`, headers);
    const attemptId = started.json().attempt.id as string;
    for (const [questionId, answer] of [
      [ids.mc, choice],
      [ids.rating, rating],
    ] as const) {
      const res = await call('POST', `/assessments/${ids.profiler}/attempts/${attemptId}/answers`, headers, {
        questionId,
        categoryId: ids.category,
        answer,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = await call('POST', `/assessments/${ids.profiler}/attempts/${attemptId}/complete`, headers);
    expect(done.statusCode, done.body).toBe(200);
    return attemptId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    user = (await insertUserWithToken(t)).headers;
    const profiler = await insertProfiler(t, { title: 'Results Lab' });
    const category = await insertCategory(t, profiler.id, { title: 'Style' });
    const mc = await insertQuestion(t, category, {
      text: 'Formula =1+1 in a question',
      type: 'MULTIPLE_CHOICE',
      order: 0,
      options: [
        { value: 'option_1', label: 'Plan' },
        { value: 'option_2', label: '=HYPERLINK("x")' },
      ],
    });
    const rating = await insertQuestion(t, category, {
      text: 'I like order',
      type: 'RATING',
      order: 1,
      traitType: 'Conventional',
    });
    await t.database.db.insert(categoryResultConfigs).values([
      { categoryId: category.id, optionValue: 'a', resultLabel: 'Planner' },
      { categoryId: category.id, optionValue: 'b', resultLabel: 'Free spirit' },
    ]);
    Object.assign(ids, { profiler: profiler.id, category: category.id, mc: mc.id, rating: rating.id });
    const ana = await insertUserWithToken(t, { name: 'Ana Planner' });
    const ben = await insertUserWithToken(t, { name: 'Ben Free' });
    ids.ana = ana.user.id;
    attempts.ana = await takeProfiler(ana.headers, 'option_1', 5);
    attempts.ben = await takeProfiler(ben.headers, 'option_2', 2);
    const open = await call(
      'POST',
      `/assessments/${ids.profiler}/start`,
      (await insertUserWithToken(t, { name: 'Cai Open' })).headers,
    );
    attempts.open = open.json().attempt.id;
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and non-admins (403) on every route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', `/admin/assessments/${ids.profiler}/results`],
      ['GET', `/admin/assessments/${ids.profiler}/download`],
      ['GET', `/admin/assessments/${ids.profiler}/download-all-answers`],
      ['POST', `/admin/assessments/${ids.profiler}/recalculate`],
      ['GET', `/admin/test-attempts/${attempts.ana}/results`],
      ['GET', `/admin/test-attempts/${attempts.ana}/download-answers`],
      ['POST', `/admin/test-attempts/${attempts.ana}/recalculate`],
      ['GET', `/admin/results?studentId=${ids.ana}`],
      ['GET', `/admin/students/${ids.ana}/assessments/${ids.profiler}/results`],
    ];
    for (const [method, url] of routes) await expectAdminOnly(t, `/api${url}`, user, method);
  });

  it('lists the attempts with person, status, Holland code and category results; filters and pages', async () => {
    const res = await call('GET', `/admin/assessments/${ids.profiler}/results`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ total: 3, hasMore: false });
    const ana = body.results.find((row: { attemptId: string }) => row.attemptId === attempts.ana);
    expect(ana).toMatchObject({
      user: { name: 'Ana Planner' },
      status: 'completed',
      categoryResults: [{ title: 'Style', resultLabel: 'Planner' }],
    });
    const completed = await call(
      'GET',
      `/admin/assessments/${ids.profiler}/results?status=completed&search=ben`,
    );
    expect(completed.json().results.map((row: { attemptId: string }) => row.attemptId)).toEqual([
      attempts.ben,
    ]);
    const open = await call('GET', `/admin/assessments/${ids.profiler}/results?status=in_progress`);
    expect(open.json().results.map((row: { attemptId: string }) => row.attemptId)).toEqual([attempts.open]);
    const paged = await call('GET', `/admin/assessments/${ids.profiler}/results?limit=2&page=2`);
    expect(paged.json()).toMatchObject({
      results: [expect.anything()],
      pagination: { total: 3, hasMore: false },
    });
    expect((await call('GET', `/admin/assessments/${MISSING}/results`)).statusCode).toBe(404);
    expect((await call('GET', `/admin/assessments/${ids.profiler}/results?status=maybe`)).statusCode).toBe(
      400,
    );
  });

  it('streams a formula-safe CSV with one column per category and trait', async () => {
    const res = await call('GET', `/admin/assessments/${ids.profiler}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="results-results-lab-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.rawPayload
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Attempt ID,Name,Email,Status,Started,Completed,Answered,Holland code,Result: Style,Conventional (0-100),Conventional (raw),Quality flags',
    );
    expect(lines).toHaveLength(4);
    const ana = lines.find((line) => line.startsWith(attempts.ana!))!;
    // Rating 5 on a 1–5 item: raw 5, 0–100 score 100.
    expect(ana).toContain(',Planner,100,5,');
  });

  it('streams the same as XLSX', async () => {
    const res = await call('GET', `/admin/assessments/${ids.profiler}/download?format=xlsx`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(9).value).toBe('Result: Style');
  });

  it('exports answers with choice labels, neutralising formulas', async () => {
    const one = await call('GET', `/admin/test-attempts/${attempts.ben}/download-answers`);
    expect(one.statusCode).toBe(200);
    const text = one.rawPayload.toString('utf8');
    // Only a cell that starts like a formula gets the apostrophe; an inner "=" is harmless.
    expect(text).toContain(`Style,Formula =1+1 in a question,MULTIPLE_CHOICE,"'=HYPERLINK(""x"")",2`);
    expect(text).toContain('Style,I like order,RATING,2,2');
    const all = await call('GET', `/admin/assessments/${ids.profiler}/download-all-answers`);
    const rows = all.rawPayload.toString('utf8').trim().split('\r\n');
    expect(rows).toHaveLength(1 + 4);
    expect((await call('GET', `/admin/test-attempts/${MISSING}/download-answers`)).statusCode).toBe(404);
  });

  it('shows one attempt with every answer', async () => {
    const res = await call('GET', `/admin/test-attempts/${attempts.ana}/results`);
    expect(res.statusCode).toBe(200);
    expect(res.json().attempt).toMatchObject({
      assessmentTitle: 'Results Lab',
      user: { name: 'Ana Planner' },
      answers: [
        { questionText: 'Formula =1+1 in a question', answer: 'option_1', answerText: 'Plan', score: 1 },
        { questionText: 'I like order', answer: 5, answerText: '5', score: 5 },
      ],
    });
  });

  it("recalculates with today's result configurations, one attempt or the whole profiler", async () => {
    await t.database.db
      .update(categoryResultConfigs)
      .set({ resultLabel: 'Organiser' })
      .where(eq(categoryResultConfigs.resultLabel, 'Planner'));
    const one = await call('POST', `/admin/test-attempts/${attempts.ana}/recalculate`);
    expect(one.json()).toEqual({ message: 'Result recalculated', recalculated: 1 });
    const [row] = await t.database.db.select().from(testAttempts).where(eq(testAttempts.id, attempts.ana!));
    expect(row?.scores?.categories[0]?.resultLabel).toBe('Organiser');
    const all = await call('POST', `/admin/assessments/${ids.profiler}/recalculate`);
    expect(all.json()).toEqual({ message: '2 results recalculated', recalculated: 2 });
    const notDone = await call('POST', `/admin/test-attempts/${attempts.open}/recalculate`);
    expect(notDone.statusCode).toBe(409);
  });

  it("gives the profiler's real number of attempts as the total, unfiltered and filtered, as attempts start, complete and go", async () => {
    const profiler = await insertProfiler(t, { title: 'Counted' });
    const category = await insertCategory(t, profiler.id);
    const question = await insertQuestion(t, category);
    const results = (filter = '') =>
      call('GET', `/admin/assessments/${profiler.id}/results?limit=1${filter}`).then((res) => res.json());
    /** Counted here from test_attempts, as the list's filters read. */
    const realCount = async (status?: 'completed' | 'in_progress', search?: string) =>
      (
        await t.database.db
          .select({ id: testAttempts.id })
          .from(testAttempts)
          .innerJoin(users, eq(users.id, testAttempts.userId))
          .where(
            and(
              eq(testAttempts.assessmentId, profiler.id),
              status ? eq(testAttempts.status, status) : undefined,
              search ? or(ilike(users.name, `%${search}%`), ilike(users.email, `%${search}%`)) : undefined,
            ),
          )
      ).length;
    /** The totals of the unfiltered list and of each filter, against the real counts and the expected ones. */
    async function expectTotals(expected: { all: number; completed: number; open: number; dana: number }) {
      const totals = {
        all: (await results()).pagination.total,
        completed: (await results('&status=completed')).pagination.total,
        open: (await results('&status=in_progress')).pagination.total,
        dana: (await results('&search=dana')).pagination.total,
      };
      expect(totals).toEqual({
        all: await realCount(),
        completed: await realCount('completed'),
        open: await realCount('in_progress'),
        dana: await realCount(undefined, 'dana'),
      });
      expect(totals).toEqual(expected);
    }

    // No attempt yet: the profiler has no counter row, read as 0.
    expect(
      await t.database.db
        .select()
        .from(assessmentAttemptCounts)
        .where(eq(assessmentAttemptCounts.assessmentId, profiler.id)),
    ).toEqual([]);
    await expectTotals({ all: 0, completed: 0, open: 0, dana: 0 });

    const dana = await insertUserWithToken(t, { name: 'Dana Counted' });
    const eli = await insertUserWithToken(t, { name: 'Eli Counted' });
    const fay = await insertUserWithToken(t, { name: 'Fay Counted' });
    const start = async (headers: Headers) =>
      (await call('POST', `/assessments/${profiler.id}/start`, headers)).json().attempt.id as string;
    const danaAttempt = await start(dana.headers);
    await start(eli.headers);
    await start(fay.headers);
    await expectTotals({ all: 3, completed: 0, open: 3, dana: 1 });

    // Dana completes through the routes, then starts again.
    const answered = await call(
      'POST',
      `/assessments/${profiler.id}/attempts/${danaAttempt}/answers`,
      dana.headers,
      { questionId: question.id, categoryId: category.id, answer: 4 },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const done = await call(
      'POST',
      `/assessments/${profiler.id}/attempts/${danaAttempt}/complete`,
      dana.headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    await expectTotals({ all: 3, completed: 1, open: 2, dana: 1 });
    await start(dana.headers);
    await expectTotals({ all: 4, completed: 1, open: 3, dana: 2 });

    // An admin's reset deletes Eli's attempt.
    const reset = await call('POST', `/admin/users/${eli.user.id}/reset-assessment/${profiler.id}`);
    expect(reset.statusCode, reset.body).toBe(200);
    await expectTotals({ all: 3, completed: 1, open: 2, dana: 2 });

    // A deleted account is anonymised, not removed: Fay's attempt stays listed and counted.
    const deleted = await call('DELETE', `/admin/students/${fay.user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const listed = await call('GET', `/admin/assessments/${profiler.id}/results`);
    expect(listed.json().results.map((row: { user: { name: string } }) => row.user.name)).toContain(
      'Deleted user',
    );
    await expectTotals({ all: 3, completed: 1, open: 2, dana: 2 });

    // Which figure the unfiltered total is: set the counter apart and the total follows it alone.
    await t.database.db
      .update(assessmentAttemptCounts)
      .set({ attempts: 99 })
      .where(eq(assessmentAttemptCounts.assessmentId, profiler.id));
    expect((await results()).pagination.total).toBe(99);
    expect((await results('&status=in_progress')).pagination.total).toBe(2);
    await t.database.db
      .update(assessmentAttemptCounts)
      .set({ attempts: 3 })
      .where(eq(assessmentAttemptCounts.assessmentId, profiler.id));
  });

  it("lists one student's results, overall and for one profiler", async () => {
    const overall = await call('GET', `/admin/results?studentId=${ids.ana}`);
    expect(overall.json().results.map((row: { attemptId: string }) => row.attemptId)).toEqual([attempts.ana]);
    const forProfiler = await call('GET', `/admin/students/${ids.ana}/assessments/${ids.profiler}/results`);
    expect(forProfiler.json().results).toHaveLength(1);
    expect((await call('GET', '/admin/results')).statusCode).toBe(400);
  });
});
