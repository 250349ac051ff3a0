import type { AttemptResult, AttemptSummary, TakingQuestion } from '@pathwise/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import {
  assessmentScreenings,
  assessments,
  categoryResultConfigs,
  notifications,
  studentProfiles,
  testAnswers,
  testAttempts,
} from '../../../db/schema/index.ts';
import {
  ATTEMPT_COMPLETED_MESSAGE,
  CATEGORY_MISMATCH,
  PAYMENT_REQUIRED_MESSAGE,
  QUESTION_HIDDEN,
  QUESTION_NOT_IN_PROFILER,
} from './taking.service.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * A free profiler with an open category (a multiple-choice, two ratings — one reverse-scored — a
 * yes/no and an optional text question) and a category shown only to master's graduates.
 */
async function buildProfiler(t: TestApp) {
  const profiler = await insertProfiler(t, { title: `Taking ${crypto.randomUUID().slice(0, 6)}` });
  const open = await insertCategory(t, profiler.id, { title: 'Interests', order: 0 });
  const restricted = await insertCategory(t, profiler.id, {
    title: 'Graduate track',
    order: 1,
    showForScreeningAnswers: ['master'],
  });
  const mc = await insertQuestion(t, open, {
    text: 'Pick one',
    type: 'MULTIPLE_CHOICE',
    order: 0,
    options: [
      { value: 'option_1', label: 'Build' },
      { value: 'option_2', label: 'Research' },
      { value: 'option_3', label: 'Create' },
    ],
  });
  const rating = await insertQuestion(t, open, {
    text: 'I like tools',
    type: 'RATING',
    order: 1,
    traitType: 'Realistic',
  });
  const reversed = await insertQuestion(t, open, {
    text: 'I avoid tools',
    type: 'RATING',
    order: 2,
    traitType: 'Realistic',
    isReverseScored: true,
  });
  const yesNo = await insertQuestion(t, open, {
    text: 'Outdoors?',
    type: 'YES_NO',
    order: 3,
    traitType: 'Realistic',
  });
  const text = await insertQuestion(t, open, { text: 'Anything else?', type: 'TEXT', order: 4 });
  const hidden = await insertQuestion(t, restricted, { text: 'Thesis topic fit', type: 'RATING', order: 0 });
  await t.database.db.insert(categoryResultConfigs).values([
    { categoryId: open.id, optionValue: 'a', resultLabel: 'Maker', resultDescription: 'Hands-on' },
    { categoryId: open.id, optionValue: 'b', resultLabel: 'Thinker', resultDescription: 'Ideas first' },
  ]);
  return { profiler, open, restricted, mc, rating, reversed, yesNo, text, hidden };
}

describe('attempts routes', () => {
  let t: TestApp;
  let alice: { id: string; headers: Headers };
  let bob: { id: string; headers: Headers };
  let p: Awaited<ReturnType<typeof buildProfiler>>;
  let adminHeaders: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertUserWithToken(t);
    const b = await insertUserWithToken(t);
    alice = { id: a.user.id, headers: a.headers };
    bob = { id: b.user.id, headers: b.headers };
    adminHeaders = (await insertUserWithToken(t, { role: 'admin' })).headers;
    p = await buildProfiler(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  const start = async (who: { headers: Headers }, assessmentId = p.profiler.id) => {
    const res = await call('POST', `/assessments/${assessmentId}/start`, who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ attempt: AttemptSummary; resumed: boolean }>();
  };
  const answer = (who: { headers: Headers }, attemptId: string, body: object, assessmentId = p.profiler.id) =>
    call('POST', `/assessments/${assessmentId}/attempts/${attemptId}/answers`, who.headers, body);

  it('needs a signed-in user on every call', async () => {
    const urls: Array<['GET' | 'POST', string]> = [
      ['POST', `/assessments/${p.profiler.id}/start`],
      ['GET', `/assessments/${p.profiler.id}/test-attempt`],
      ['GET', `/assessments/${p.profiler.id}/questions`],
      ['POST', `/assessments/${p.profiler.id}/attempts/${MISSING}/answers`],
      ['GET', `/assessments/${p.profiler.id}/attempts/${MISSING}/progress`],
      ['POST', `/assessments/${p.profiler.id}/attempts/${MISSING}/complete`],
      ['GET', `/assessments/results/${MISSING}`],
      ['GET', `/user/test-attempts/${MISSING}`],
    ];
    for (const [method, url] of urls) {
      const res = await call(method, url, {}, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('hides restricted categories and never sends scores or traits', async () => {
    const res = await call('GET', `/assessments/${p.profiler.id}/questions`, alice.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      categories: Array<{ id: string; questions: TakingQuestion[] }>;
      totalQuestions: number;
    }>();
    expect(body.categories.map((c) => c.id)).toEqual([p.open.id]);
    expect(body.totalQuestions).toBe(5);
    expect(res.body).not.toContain('traitType');
    expect(res.body).not.toContain('isReverseScored');
    expect(res.body).not.toContain(p.hidden.id);
  });

  it('shows a restricted category to a person whose screening lists it', async () => {
    const carol = await insertUserWithToken(t);
    await t.database.db.insert(studentProfiles).values({ userId: carol.user.id, educationLevel: 'master' });
    const res = await call('GET', `/assessments/${p.profiler.id}/questions`, carol.headers);
    expect(res.json<{ totalQuestions: number }>().totalQuestions).toBe(6);
    const only = await call(
      'GET',
      `/assessments/${p.profiler.id}/questions?categoryId=${p.restricted.id}`,
      carol.headers,
    );
    expect(only.json<{ categories: Array<{ id: string }> }>().categories.map((c) => c.id)).toEqual([
      p.restricted.id,
    ]);
  });

  it('refuses a paid profiler with 402, an inactive or unknown one with 404', async () => {
    const paid = await insertProfiler(t, { isFree: false, priceMinor: 49_900 });
    const res = await call('POST', `/assessments/${paid.id}/start`, alice.headers);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'PAYMENT_REQUIRED', message: PAYMENT_REQUIRED_MESSAGE });
    const inactive = await insertProfiler(t, { isActive: false });
    expect((await call('POST', `/assessments/${inactive.id}/start`, alice.headers)).statusCode).toBe(404);
    expect((await call('POST', `/assessments/${MISSING}/start`, alice.headers)).statusCode).toBe(404);
    expect((await call('POST', '/assessments/not-a-uuid/start', alice.headers)).statusCode).toBe(400);
  });

  it('starts once and resumes the open attempt, also when two starts race', async () => {
    const profiler = await buildProfiler(t);
    const [first, second] = await Promise.all([
      start(alice, profiler.profiler.id),
      start(alice, profiler.profiler.id),
    ]);
    expect(first.attempt.id).toBe(second.attempt.id);
    expect([first.resumed, second.resumed].sort()).toEqual([false, true]);
    const again = await start(alice, profiler.profiler.id);
    expect(again).toMatchObject({ resumed: true, attempt: { id: first.attempt.id, status: 'in_progress' } });
    const [open] = await t.database.db
      .select({ value: count() })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, alice.id), eq(testAttempts.assessmentId, profiler.profiler.id)));
    expect(open?.value).toBe(1);
  });

  it('saves, replaces and resumes answers; refuses bad ones with clear messages', async () => {
    const { attempt } = await start(bob);
    const saved = await answer(bob, attempt.id, {
      questionId: p.rating.id,
      categoryId: p.open.id,
      answer: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ answer: { answer: 2 }, progress: { answered: 1, total: 5 } });
    const changed = await answer(bob, attempt.id, {
      questionId: p.rating.id,
      categoryId: p.open.id,
      answer: 4,
    });
    expect(changed.json()).toMatchObject({ answer: { answer: 4 }, progress: { answered: 1 } });

    const bad = [
      [{ questionId: p.rating.id, categoryId: p.open.id, answer: 6 }, 400],
      [{ questionId: p.rating.id, categoryId: p.open.id, answer: 'lots' }, 400],
      [{ questionId: p.mc.id, categoryId: p.open.id, answer: 'option_9' }, 400],
      [{ questionId: p.yesNo.id, categoryId: p.open.id, answer: 3 }, 400],
      [{ questionId: p.rating.id, answer: 3 }, 400],
    ] as const;
    for (const [body, status] of bad) {
      const res = await answer(bob, attempt.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    const hidden = await answer(bob, attempt.id, {
      questionId: p.hidden.id,
      categoryId: p.restricted.id,
      answer: 3,
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().message).toBe(QUESTION_HIDDEN);
    const other = await buildProfiler(t);
    const foreign = await answer(bob, attempt.id, {
      questionId: other.rating.id,
      categoryId: other.open.id,
      answer: 3,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(QUESTION_NOT_IN_PROFILER);
    const mismatch = await answer(bob, attempt.id, {
      questionId: p.mc.id,
      categoryId: p.restricted.id,
      answer: 'option_1',
    });
    expect(mismatch.json().message).toBe(CATEGORY_MISMATCH);

    const resumed = await call('GET', `/assessments/${p.profiler.id}/test-attempt`, bob.headers);
    expect(resumed.json()).toMatchObject({
      attempt: { id: attempt.id, progress: { answered: 1 } },
      answers: [{ questionId: p.rating.id, answer: 4 }],
    });
  });

  it('refuses a text answer with an unpaired surrogate (400), keeps emoji and right-to-left marks', async () => {
    // PostgreSQL refuses "\ud800" in jsonb: it answered 500 (found by the fuzz leg).
    const carol = await insertUserWithToken(t);
    const { attempt } = await start(carol);
    for (const text of ['\ud800', 'a\udc00b', '😀\ud83d']) {
      const res = await answer(carol, attempt.id, {
        questionId: p.text.id,
        categoryId: p.open.id,
        answer: text,
      });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: 'answer' }] });
    }
    const odd = '👨‍👩‍👧‍👦 \u202eevil\u202c שלום';
    const saved = await answer(carol, attempt.id, {
      questionId: p.text.id,
      categoryId: p.open.id,
      answer: odd,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().answer.answer).toBe(odd);
  });

  it('keeps a text answer that reads as JSON ("null", "true", "3", an object) a text', async () => {
    // The jsonb column parsed a stored string again: "null" came back null and the admin view
    // answered 500, "true" came back a boolean (found by the fuzz leg).
    for (const text of ['null', 'true', '3', '{"answer":1}', '"quoted"']) {
      const dave = await insertUserWithToken(t);
      const { attempt } = await start(dave);
      const saved = await answer(dave, attempt.id, {
        questionId: p.text.id,
        categoryId: p.open.id,
        answer: text,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().answer.answer).toBe(text);
      const resumed = await call('GET', `/assessments/${p.profiler.id}/test-attempt`, dave.headers);
      expect(resumed.json().answers).toEqual([expect.objectContaining({ answer: text })]);
      const detail = await call('GET', `/admin/test-attempts/${attempt.id}/results`, adminHeaders);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().attempt.answers).toEqual([
        expect.objectContaining({ answer: text, answerText: text }),
      ]);
    }
  });

  it('keeps exactly one answer when the same question is answered concurrently', async () => {
    const dave = await insertUserWithToken(t);
    const { attempt } = await start(dave);
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3].map((value) =>
        answer(dave, attempt.id, { questionId: p.rating.id, categoryId: p.open.id, answer: value }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.database.db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt.id));
    expect(rows).toHaveLength(1);
  });

  it("never lets one person read, answer or complete another person's attempt", async () => {
    const { attempt } = await start(alice);
    const asBob = [
      await answer(bob, attempt.id, { questionId: p.rating.id, categoryId: p.open.id, answer: 3 }),
      await call('GET', `/assessments/${p.profiler.id}/attempts/${attempt.id}/progress`, bob.headers),
      await call('POST', `/assessments/${p.profiler.id}/attempts/${attempt.id}/complete`, bob.headers),
      await call('GET', `/assessments/results/${attempt.id}`, bob.headers),
      await call('GET', `/user/test-attempts/${attempt.id}`, bob.headers),
    ];
    expect(asBob.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });

  it('refuses completion while required questions are open, then scores once and notifies admins', async () => {
    const erin = await insertUserWithToken(t);
    const { attempt } = await start(erin);
    const early = await call(
      'POST',
      `/assessments/${p.profiler.id}/attempts/${attempt.id}/complete`,
      erin.headers,
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('4 required questions are still unanswered. Answer them to finish.');

    const answers = [
      { questionId: p.mc.id, answer: 'option_1' },
      { questionId: p.rating.id, answer: 5 },
      { questionId: p.reversed.id, answer: 2 },
      { questionId: p.yesNo.id, answer: true },
    ];
    for (const body of answers) {
      const res = await answer(erin, attempt.id, { ...body, categoryId: p.open.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const progress = await call(
      'GET',
      `/assessments/${p.profiler.id}/attempts/${attempt.id}/progress`,
      erin.headers,
    );
    expect(progress.json()).toMatchObject({
      progress: { answered: 4, total: 5, percentage: 80, requiredRemaining: 0 },
    });

    const notifiedBefore = await t.database.db
      .select({ value: count() })
      .from(notifications)
      .where(eq(notifications.type, 'test_completed'));
    const [done, twice] = await Promise.all([
      call('POST', `/assessments/${p.profiler.id}/attempts/${attempt.id}/complete`, erin.headers),
      call('POST', `/assessments/${p.profiler.id}/attempts/${attempt.id}/complete`, erin.headers),
    ]);
    expect([done.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect([done.json().completedNow, twice.json().completedNow].sort()).toEqual([false, true]);
    const result = done.json<{ attempt: AttemptResult }>().attempt;
    expect(result).toMatchObject({
      status: 'completed',
      isCompleted: true,
      assessmentTitle: p.profiler.title,
    });
    // Realistic: 5 + (6 − 2) on the ratings, 1 for yes → raw 10; min 1 + 1 + 0 = 2, max 5 + 5 + 1 = 11 → 8/9 → 88.9.
    const realistic = result.scores?.traits.find((trait) => trait.trait === 'Realistic');
    expect(realistic).toMatchObject({ raw: 10, min: 2, max: 11, score: 88.9, itemsAnswered: 3 });
    // Option a chosen most (the MC's first option; rating 5 → e, rating 2 → b): ties go to the earliest letter.
    expect(result.scores?.categories[0]).toMatchObject({
      categoryId: p.open.id,
      dominantOption: 'a',
      resultLabel: 'Maker',
    });
    const notifiedAfter = await t.database.db
      .select({ value: count() })
      .from(notifications)
      .where(eq(notifications.type, 'test_completed'));
    expect(notifiedAfter[0]!.value - notifiedBefore[0]!.value).toBe(1);

    const late = await answer(erin, attempt.id, {
      questionId: p.rating.id,
      categoryId: p.open.id,
      answer: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ATTEMPT_COMPLETED_MESSAGE);

    const byAttempt = await call('GET', `/assessments/results/${attempt.id}`, erin.headers);
    const byProfiler = await call('GET', `/assessments/results/${p.profiler.id}`, erin.headers);
    expect(byAttempt.json().result.scores).toEqual(result.scores);
    expect(byProfiler.json().result.id).toBe(attempt.id);
    const mine = await call('GET', `/user/test-attempts/${attempt.id}`, erin.headers);
    expect(mine.json().attempt.id).toBe(attempt.id);

    // The report as a real PDF file, for the owner only.
    const pdf = await call('GET', `/assessments/results/${attempt.id}/pdf`, erin.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="pathwise-taking-[a-z0-9]+-report\.pdf"$/,
    );
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(2000);
    expect((await call('GET', `/assessments/results/${attempt.id}/pdf`, bob.headers)).statusCode).toBe(404);

    // Starting again after completion opens a new attempt.
    const next = await start(erin);
    expect(next).toMatchObject({ resumed: false });
    expect(next.attempt.id).not.toBe(attempt.id);
  });

  it("lists a person's own attempts, newest first, with filters and paging", async () => {
    const frank = await insertUserWithToken(t);
    const other = await buildProfiler(t);
    const first = await start(frank);
    await answer(frank, first.attempt.id, { questionId: p.rating.id, categoryId: p.open.id, answer: 3 });
    const second = await start(frank, other.profiler.id);
    for (const url of ['/assessments/user-history', '/user/test-history']) {
      const res = await call('GET', url, frank.headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        history: [
          {
            attemptId: second.attempt.id,
            assessmentTitle: other.profiler.title,
            answeredCount: 0,
            questionCount: 6,
          },
          {
            attemptId: first.attempt.id,
            status: 'in_progress',
            answeredCount: 1,
            questionCount: 6,
            hollandCode: null,
          },
        ],
        pagination: { total: 2, hasMore: false },
      });
    }
    const paged = await call('GET', '/assessments/user-history?limit=1', frank.headers);
    expect(paged.json()).toMatchObject({
      history: [{ attemptId: second.attempt.id }],
      pagination: { hasMore: true },
    });
    const completed = await call('GET', '/assessments/user-history?status=completed', frank.headers);
    expect(completed.json().history).toEqual([]);
    expect((await call('GET', '/assessments/user-history?status=done', frank.headers)).statusCode).toBe(400);
    expect((await call('GET', '/assessments/user-history', {})).statusCode).toBe(401);
    // Nobody else's attempts show up.
    const mine = await call('GET', '/assessments/user-history', alice.headers);
    expect(
      mine.json().history.every((item: { attemptId: string }) => item.attemptId !== first.attempt.id),
    ).toBe(true);
  });

  it("asks a profiler's own screening before it starts, checking the answers", async () => {
    const gina = await insertUserWithToken(t);
    const screened = await buildProfiler(t);
    await t.database.db.insert(assessmentScreenings).values({
      assessmentId: screened.profiler.id,
      title: 'Before you begin',
      questions: [
        {
          id: 'goal',
          text: 'Why are you taking this?',
          type: 'SINGLE_CHOICE',
          options: [
            { value: 'job', label: 'Choosing a job' },
            { value: 'study', label: 'Choosing a course' },
          ],
          isRequired: true,
        },
        { id: 'note', text: 'Anything else?', type: 'TEXT', options: [], isRequired: false },
      ],
    });
    await t.database.db
      .update(assessments)
      .set({ hasScreening: true })
      .where(eq(assessments.id, screened.profiler.id));
    const url = `/assessments/${screened.profiler.id}/screening`;

    const before = await call('GET', url, gina.headers);
    expect(before.json()).toMatchObject({ hasScreening: true, responses: null, isComplete: false });
    const blocked = await call('POST', `/assessments/${screened.profiler.id}/start`, gina.headers);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ error: 'SCREENING_REQUIRED' });

    const wrong = await call('POST', url, gina.headers, { responses: { goal: 'fun' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'responses.goal: Choose one of the options for "Why are you taking this?"',
    );
    const unknown = await call('POST', url, gina.headers, { responses: { goal: 'job', shoe: 'size' } });
    expect(unknown.json().message).toBe('responses.shoe: Unknown screening question');
    const missing = await call('POST', url, gina.headers, { responses: { note: 'hello' } });
    expect(missing.statusCode).toBe(422);
    const saved = await call('POST', url, gina.headers, { responses: { goal: 'job', note: '' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ responses: { goal: 'job' }, isComplete: true });

    expect((await call('POST', `/assessments/${screened.profiler.id}/start`, gina.headers)).statusCode).toBe(
      200,
    );
    // A profiler without screening says so and starts straight away.
    expect((await call('GET', `/assessments/${p.profiler.id}/screening`, gina.headers)).json()).toMatchObject(
      {
        hasScreening: false,
        isComplete: true,
      },
    );
    expect((await call('GET', url, {})).statusCode).toBe(401);
  });
});
