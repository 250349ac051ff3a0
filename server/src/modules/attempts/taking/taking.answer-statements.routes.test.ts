import type { AttemptProgress, AttemptSummary } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { studentProfiles, testAnswers, testAttempts, users } from '../../../db/schema/index.ts';
import { QUESTION_HIDDEN } from './taking.service.ts';

type Headers = Record<string, string>;

/**
 * The answer path's one-statement progress (taking.answer-statements.ts) must equal the progress read
 * afterwards (taking.progress.ts, GET …/progress), whatever the person sees: unrestricted and
 * screening-restricted categories, an empty category, optional text questions, changed answers.
 */
describe('saving an answer answers the same progress as reading it afterwards', () => {
  let t: TestApp;
  let profilerId: string;
  let questions: Record<string, { id: string; categoryId: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertUserWithToken(t, { role: 'admin' });
    const profiler = await insertProfiler(t, { title: `Answer path ${crypto.randomUUID().slice(0, 6)}` });
    profilerId = profiler.id;
    const open = await insertCategory(t, profiler.id, { title: 'Open', order: 0 });
    const graduate = await insertCategory(t, profiler.id, {
      title: 'Graduate',
      order: 1,
      showForScreeningAnswers: ['master'],
    });
    const senior = await insertCategory(t, profiler.id, {
      title: 'Senior',
      order: 2,
      showForScreeningAnswers: ['senior'],
    });
    await insertCategory(t, profiler.id, { title: 'Empty', order: 3 });
    questions = {
      rating: await insertQuestion(t, open, { text: 'R', type: 'RATING', order: 0, traitType: 'Social' }),
      yesNo: await insertQuestion(t, open, { text: 'Y', type: 'YES_NO', order: 1 }),
      text: await insertQuestion(t, open, { text: 'T', type: 'TEXT', order: 2 }),
      graduate: await insertQuestion(t, graduate, { text: 'G', type: 'RATING', order: 0 }),
      senior: await insertQuestion(t, senior, { text: 'S', type: 'RATING', order: 0 }),
    };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  async function person(profile: { educationLevel?: string; experienceLevel?: string } | null) {
    const who = await insertUserWithToken(t);
    if (profile) await t.database.db.insert(studentProfiles).values({ userId: who.user.id, ...profile });
    const started = await call('POST', `/assessments/${profilerId}/start`, who.headers);
    expect(started.statusCode, started.body).toBe(200);
    return {
      headers: who.headers,
      userId: who.user.id,
      attemptId: started.json<{ attempt: AttemptSummary }>().attempt.id,
    };
  }

  async function answerAndCompare(
    who: { headers: Headers; attemptId: string },
    key: keyof typeof questions,
    answer: number | boolean | string,
  ) {
    const question = questions[key]!;
    const saved = await call(
      'POST',
      `/assessments/${profilerId}/attempts/${who.attemptId}/answers`,
      who.headers,
      {
        questionId: question.id,
        categoryId: question.categoryId,
        answer,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<{
      answer: { questionId: string; categoryId: string; answer: unknown; answeredAt: string };
      progress: AttemptProgress;
    }>();
    const read = await call(
      'GET',
      `/assessments/${profilerId}/attempts/${who.attemptId}/progress`,
      who.headers,
    );
    expect(body.progress).toEqual(read.json<{ progress: AttemptProgress }>().progress);
    const [row] = await t.database.db
      .select()
      .from(testAnswers)
      .where(and(eq(testAnswers.attemptId, who.attemptId), eq(testAnswers.questionId, question.id)));
    expect(body.answer).toEqual({
      questionId: row!.questionId,
      categoryId: row!.categoryId,
      answer: row!.answer,
      answeredAt: row!.updatedAt.toISOString(),
    });
    const [attempt] = await t.database.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, who.attemptId));
    expect(attempt!.lastAnsweredAt?.toISOString()).toBe(body.answer.answeredAt);
    return body;
  }

  it('for a person without a profile (unrestricted categories only)', async () => {
    const who = await person(null);
    const first = await answerAndCompare(who, 'rating', 3);
    expect(first.progress).toMatchObject({ answered: 1, total: 3, percentage: 33, requiredRemaining: 1 });
    expect(first.progress.categories.map((c) => c.total)).toEqual([3, 0]);
    await answerAndCompare(who, 'rating', 5);
    await answerAndCompare(who, 'text', 'Because');
    const last = await answerAndCompare(who, 'yesNo', false);
    expect(last.progress).toMatchObject({ answered: 3, total: 3, percentage: 100, requiredRemaining: 0 });
    const hidden = await call(
      'POST',
      `/assessments/${profilerId}/attempts/${who.attemptId}/answers`,
      who.headers,
      {
        questionId: questions.graduate!.id,
        categoryId: questions.graduate!.categoryId,
        answer: 2,
      },
    );
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().message).toBe(QUESTION_HIDDEN);
  });

  it('for people whose screening opens restricted categories (education, experience, both)', async () => {
    const graduate = await person({ educationLevel: 'master' });
    const first = await answerAndCompare(graduate, 'graduate', 4);
    expect(first.progress).toMatchObject({ answered: 1, total: 4, requiredRemaining: 2 });
    await answerAndCompare(graduate, 'yesNo', true);

    const both = await person({ educationLevel: 'master', experienceLevel: 'senior' });
    await answerAndCompare(both, 'senior', 1);
    const second = await answerAndCompare(both, 'graduate', 2);
    expect(second.progress.categories.map((c) => c.total)).toEqual([3, 1, 1, 0]);

    // An empty level is no screening answer: it opens no category restricted to ''.
    const blank = await person({ educationLevel: '', experienceLevel: 'senior' });
    const third = await answerAndCompare(blank, 'senior', 5);
    expect(third.progress).toMatchObject({ answered: 1, total: 4 });
  });

  it('an answer racing the completion is either scored or refused, never saved after scoring', async () => {
    const who = await person(null);
    await answerAndCompare(who, 'rating', 1);
    await answerAndCompare(who, 'yesNo', true);
    const answerUrl = `/assessments/${profilerId}/attempts/${who.attemptId}/answers`;
    const change = (value: number) =>
      call('POST', answerUrl, who.headers, {
        questionId: questions.rating!.id,
        categoryId: questions.rating!.categoryId,
        answer: value,
      });
    // Autosaves still arriving while the person presses Finish.
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) => change((index % 5) + 1)),
      call('POST', `/assessments/${profilerId}/attempts/${who.attemptId}/complete`, who.headers),
      ...Array.from({ length: 10 }, (_, index) => change(((index + 2) % 5) + 1)),
    ]);
    const completion = replies[10]!;
    expect(completion.statusCode, completion.body).toBe(200);
    for (const reply of replies.filter((_, index) => index !== 10)) {
      expect([200, 409], reply.body).toContain(reply.statusCode);
    }
    const [stored] = await t.database.db
      .select()
      .from(testAnswers)
      .where(and(eq(testAnswers.attemptId, who.attemptId), eq(testAnswers.questionId, questions.rating!.id)));
    const [attempt] = await t.database.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, who.attemptId));
    // The scored Social trait is exactly the stored rating: no answer changed after scoring.
    const social = attempt!.scores!.traits.find((trait) => trait.trait === 'Social');
    expect(social!.raw).toBe(stored!.answer);
    expect(stored!.updatedAt.getTime()).toBeLessThanOrEqual(attempt!.completedAt!.getTime());
  });

  it('checks the session in the same read: a revoked session, a suspended person or another person saves nothing', async () => {
    const who = await person(null);
    const answerUrl = `/assessments/${profilerId}/attempts/${who.attemptId}/answers`;
    const payload = { questionId: questions.rating!.id, categoryId: questions.rating!.categoryId, answer: 2 };
    const storedAnswers = () =>
      t.database.db.select().from(testAnswers).where(eq(testAnswers.attemptId, who.attemptId));

    const stranger = await insertUserWithToken(t);
    const foreign = await call('POST', answerUrl, stranger.headers, payload);
    expect(foreign.statusCode).toBe(404);

    const suspended = await person(null);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.userId));
    const refused = await call(
      'POST',
      `/assessments/${profilerId}/attempts/${suspended.attemptId}/answers`,
      suspended.headers,
      payload,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'SESSION_INVALIDATED' });

    const out = await call('POST', '/auth/logout', who.headers);
    expect(out.statusCode).toBe(200);
    const afterLogout = await call('POST', answerUrl, who.headers, payload);
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json()).toMatchObject({ error: 'SESSION_INVALIDATED' });
    expect(await storedAnswers()).toEqual([]);
    expect(
      await t.database.db.select().from(testAnswers).where(eq(testAnswers.attemptId, suspended.attemptId)),
    ).toEqual([]);
  });

  it('the answer’s commit skips the WAL flush only for its own transaction (decision 025)', async () => {
    const who = await person(null);
    await answerAndCompare(who, 'rating', 4);
    // Every idle connection (the one that saved is among them) still commits durably.
    const database = t.database;
    if (database.kind === 'postgres') {
      expect(database.pool.idleCount).toBeGreaterThan(0);
      const clients = await Promise.all(
        Array.from({ length: database.pool.idleCount }, () => database.pool.connect()),
      );
      try {
        for (const client of clients) {
          const { rows } = await client.query<{ setting: string }>(
            "select current_setting('synchronous_commit') as setting",
          );
          expect(rows[0]!.setting).toBe('on');
        }
      } finally {
        for (const client of clients) client.release();
      }
    } else {
      const { rows } = await database.pglite.query<{ setting: string }>(
        "select current_setting('synchronous_commit') as setting",
      );
      expect(rows[0]!.setting).toBe('on');
    }
  });
});
