import {
  type AiAnalysis,
  type AiAnalysisResponse,
  type AttemptResult,
  RIASEC_TRAITS,
} from '@pathwise/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { matchedCareers } from '../../../test/analysis-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { OPENAI_ERRORS, type OpenAIStub, start as startOpenAIStub } from '../../../test/stubs/openai-stub.ts';
import { aiAnalyses, categoryResultConfigs, notifications, studentProfiles } from '../../db/schema/index.ts';
import { DEFAULT_TEMPLATE, matchedCareersText } from './analysis-prompt.ts';
import {
  IN_PROGRESS_MESSAGE,
  NOT_COMPLETED_MESSAGE,
  NOT_FAILED_MESSAGE,
  USER_FAILURE_MESSAGE,
} from './reports.service.ts';

type Headers = Record<string, string>;
type Who = { id: string; headers: Headers };
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * A free RIASEC profiler: two rating items per Holland type (so the attempt gets a Holland code)
 * and a work-style multiple choice whose result configs label the category.
 */
async function buildProfiler(t: TestApp) {
  const profiler = await insertProfiler(t, {
    title: `Career Compass ${crypto.randomUUID().slice(0, 6)}`,
    description: 'Find work that fits you',
  });
  const category = await insertCategory(t, profiler.id, { title: 'Interests', order: 0 });
  const items = [];
  let order = 0;
  for (const trait of RIASEC_TRAITS) {
    for (const n of [1, 2]) {
      items.push(
        await insertQuestion(t, category, { text: `${trait} item ${n}`, traitType: trait, order: order++ }),
      );
    }
  }
  const style = await insertQuestion(t, category, {
    text: 'Pick a weekend',
    type: 'MULTIPLE_CHOICE',
    order: order++,
    options: [
      { value: 'option_1', label: 'Fix a bike' },
      { value: 'option_2', label: 'A museum visit' },
    ],
  });
  await t.database.db.insert(categoryResultConfigs).values([
    { categoryId: category.id, optionValue: 'a', resultLabel: 'Maker', resultDescription: 'Hands-on' },
    { categoryId: category.id, optionValue: 'b', resultLabel: 'Thinker', resultDescription: 'Ideas first' },
  ]);
  return { profiler, category, items, style };
}

/** Investigative highest, then Artistic, then Social: Holland code IAS. */
const RATINGS: Record<string, number> = {
  Realistic: 2,
  Investigative: 5,
  Artistic: 4,
  Social: 3,
  Enterprising: 1,
  Conventional: 1,
};

/**
 * What the careers module matches for these ratings (0–100: R 25, I 100, A 75, S 50, E 0, C 0) at
 * the default Job Zone 3 (these people have no education level), ranked over the shipped O*NET files.
 */
const MATCHED = matchedCareers(
  { traits: RIASEC_TRAITS.map((trait) => ({ trait, score: (RATINGS[trait]! - 1) * 25 })) },
  3,
);
const BEST_MATCH = MATCHED.matches[0]!;

const STUB_REPORT = {
  summary: 'Written by the stubbed model.',
  strengths: ['Curiosity'],
  growthAreas: ['Routine'],
  careerSuggestions: [{ title: BEST_MATCH.title, why: 'Investigative first.' }],
  nextSteps: ['Visit a lab.'],
};

describe('reports: AI analysis of completed attempts', () => {
  let t: TestApp;
  let stub: OpenAIStub;
  let p: Awaited<ReturnType<typeof buildProfiler>>;
  let admin: Who;
  let alice: Who;
  let bob: Who;

  beforeAll(async () => {
    stub = await startOpenAIStub();
    t = await createTestApp({
      startJobs: true,
      env: { AI_ANALYSIS_RETRY_DELAY_SECONDS: '0', PROVIDER_HOST_ALLOWLIST: '127.0.0.1' },
    });
    const [a, b, c] = await Promise.all([
      insertUserWithToken(t, { role: 'admin' }),
      insertUserWithToken(t, { name: 'Alice Example' }),
      insertUserWithToken(t, { name: 'Bob Example' }),
    ]);
    admin = { id: a.user.id, headers: a.headers };
    alice = { id: b.user.id, headers: b.headers };
    bob = { id: c.user.id, headers: c.headers };
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: alice.id, age: 19, skills: ['Python'], interests: ['Science'] });
    p = await buildProfiler(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  /** Start, answer every question, complete: the completed attempt as the complete call answers it. */
  async function completeAttempt(who: Who): Promise<AttemptResult> {
    const started = await call('POST', `/assessments/${p.profiler.id}/start`, who.headers);
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json<{ attempt: { id: string } }>().attempt.id;
    for (const item of p.items) {
      const res = await call(
        'POST',
        `/assessments/${p.profiler.id}/attempts/${attemptId}/answers`,
        who.headers,
        {
          questionId: item.id,
          categoryId: p.category.id,
          answer: RATINGS[item.traitType!],
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await call('POST', `/assessments/${p.profiler.id}/attempts/${attemptId}/answers`, who.headers, {
      questionId: p.style.id,
      categoryId: p.category.id,
      answer: 'option_2',
    });
    const done = await call(
      'POST',
      `/assessments/${p.profiler.id}/attempts/${attemptId}/complete`,
      who.headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    return done.json<{ attempt: AttemptResult }>().attempt;
  }

  const userAnalysis = async (who: Who, attemptId: string) => {
    const res = await call('GET', `/assessments/results/${attemptId}/ai-analysis`, who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AiAnalysisResponse>().analysis;
  };
  const adminAnalysis = async (attemptId: string) => {
    const res = await call('GET', `/admin/test-attempts/${attemptId}/ai-analysis`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AiAnalysisResponse>().analysis;
  };
  /** The worker runs in the background (pg-boss polls every 0.5 s): wait for the status. */
  const settled = (attemptId: string, status: AiAnalysis['status']) =>
    vi.waitFor(
      async () => {
        const analysis = await adminAnalysis(attemptId);
        expect(analysis?.status).toBe(status);
        return analysis!;
      },
      { timeout: 20_000, interval: 100 },
    );
  const regenerate = (attemptId: string, body?: object) =>
    call('POST', `/admin/test-attempts/${attemptId}/ai-analysis/regenerate`, admin.headers, body);
  const row = async (attemptId: string) =>
    (await t.database.db.select().from(aiAnalyses).where(eq(aiAnalyses.attemptId, attemptId)))[0]!;
  const saveSetting = async (key: string, value: string) => {
    const res = await call('POST', '/admin/settings', admin.headers, { key, value, isActive: true });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it('admin routes answer 401 without a token and 403 to a user; user routes need a token', async () => {
    const adminRoutes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', `/admin/test-attempts/${MISSING}/ai-analysis`],
      ['POST', `/admin/test-attempts/${MISSING}/ai-analysis/regenerate`, {}],
      ['POST', '/admin/test-attempts/ai-analysis-status', { testAttemptIds: [MISSING] }],
    ];
    for (const [method, url, body] of adminRoutes)
      await expectAdminOnly(t, `/api${url}`, alice.headers, method, body);
    expect((await call('GET', `/assessments/results/${MISSING}/ai-analysis`, {})).statusCode).toBe(401);
    expect((await call('POST', `/assessments/results/${MISSING}/ai-analysis/retry`, {}, {})).statusCode).toBe(
      401,
    );
  });

  it('completing an attempt queues the analysis; the built-in analyzer writes it and the person is told', async () => {
    const attempt = await completeAttempt(alice);
    expect(attempt.scores?.hollandCode).toBe('IAS');
    expect(attempt.aiAnalysis).toMatchObject({ status: 'pending', content: null, provider: 'builtin' });

    const analysis = await settled(attempt.id, 'completed');
    expect(analysis).toMatchObject({ provider: 'builtin', model: null, error: null });
    expect(analysis.completedAt).not.toBeNull();
    expect(analysis.content!.summary).toContain('Alice Example');
    expect(analysis.content!.summary).toContain(`"${p.profiler.title}"`);
    expect(analysis.content!.summary).toContain('Your Holland code is IAS');
    expect(analysis.content!.strengths).toContain('Interests: Maker — Hands-on.');
    expect(analysis.content!.strengths).toContain('Skills you already bring: Python.');
    // Career suggestions are the O*NET matches, best first.
    expect(analysis.content!.careerSuggestions.map((career) => career.title)).toEqual(
      MATCHED.matches.slice(0, 5).map((match) => match.title),
    );
    expect(stub.requests).toHaveLength(0);

    // The person sees the same report, through its own route and in the attempt's result.
    expect(await userAnalysis(alice, attempt.id)).toEqual(analysis);
    const result = await call('GET', `/assessments/results/${attempt.id}`, alice.headers);
    expect(result.json<{ result: AttemptResult }>().result.aiAnalysis).toEqual(analysis);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.id), eq(notifications.type, 'report_available')));
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toEqual({ testAttemptId: attempt.id, assessmentId: p.profiler.id });
    expect((await row(attempt.id)).tries).toBe(1);
    // The built-in writer uses no tokens: none are recorded.
    expect(await row(attempt.id)).toMatchObject({ promptTokens: null, completionTokens: null });
  });

  it('a person cannot read or retry someone else’s analysis (404), nor an unknown one', async () => {
    const [attempt] = await t.database.db.select().from(aiAnalyses).limit(1);
    for (const res of [
      await call('GET', `/assessments/results/${attempt!.attemptId}/ai-analysis`, bob.headers),
      await call('POST', `/assessments/results/${attempt!.attemptId}/ai-analysis/retry`, bob.headers, {}),
      await call('GET', `/assessments/results/${MISSING}/ai-analysis`, bob.headers),
      await call('GET', `/admin/test-attempts/${MISSING}/ai-analysis`, admin.headers),
      await regenerate(MISSING, {}),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
  });

  it('with an OpenAI key in the settings, the report comes from the model, from the default template', async () => {
    await saveSetting('OPENAI_API_KEY', stub.apiKey);
    await saveSetting('OPENAI_BASE_URL', stub.url);
    stub.reset();
    // The model also suggests a career the data did not match: it never reaches the report.
    const invented = { title: 'Astronaut', why: 'Made up.' };
    stub.enqueueCompletion({
      content: { ...STUB_REPORT, careerSuggestions: [invented, ...STUB_REPORT.careerSuggestions] },
      usage: { prompt: 1850, completion: 642 },
    });

    const attempt = await completeAttempt(bob);
    const analysis = await settled(attempt.id, 'completed');
    expect(analysis).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', content: STUB_REPORT });
    // OpenAI's usage of the run that wrote it is stored for the AI-report figures.
    expect(await row(attempt.id)).toMatchObject({ promptTokens: 1850, completionTokens: 642 });

    expect(stub.requests).toHaveLength(1);
    const body = stub.requests[0]!.body as {
      messages: Array<{ role: string; content: string }>;
      response_format: { json_schema: { name: string; strict: boolean } };
    };
    expect(stub.requests[0]!.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
    expect(body.response_format.json_schema).toMatchObject({ name: 'ai_report', strict: true });
    expect(body.messages[0]!.content.startsWith(DEFAULT_TEMPLATE.systemPrompt)).toBe(true);
    expect(body.messages[1]!.content).toContain(
      `Write a career guidance report for Bob Example, who has just completed "${p.profiler.title}"`,
    );
    expect(body.messages[1]!.content).toContain('Holland code: IAS (Investigative, Artistic, Social)');
    expect(body.messages[1]!.content).toContain('- Interests: Maker — Hands-on');
    expect(body.messages[1]!.content).toContain(matchedCareersText(MATCHED));
  });

  it('regenerating uses the profiler’s active prompt, rendered with the person’s data', async () => {
    const created = await call('POST', `/admin/assessments/${p.profiler.id}/prompts`, admin.headers, {
      promptText: 'Report for {{name}} ({{age}}); top traits {{topTraits}}; code {{hollandCode}}.',
      systemPrompt: 'You coach {{name}}.',
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const [bobAttempt] = await t.database.db
      .select()
      .from(aiAnalyses)
      .where(eq(aiAnalyses.provider, 'openai'));
    const attemptId = bobAttempt!.attemptId;
    stub.reset();
    // This server reports no usage: the first run's tokens must not stay on the new report.
    stub.enqueueCompletion({ content: { ...STUB_REPORT, summary: 'Second version.' }, usage: null });

    const queued = await regenerate(attemptId, { forceRegenerate: false });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({
      testAttemptId: attemptId,
      analysis: { status: 'pending', content: null },
      message: 'AI analysis queued for regeneration',
    });

    const analysis = await settled(attemptId, 'completed');
    expect(analysis.content!.summary).toBe('Second version.');
    expect(await row(attemptId)).toMatchObject({ promptTokens: null, completionTokens: null });
    const body = stub.requests.at(-1)!.body as { messages: Array<{ content: string }> };
    expect(body.messages[0]!.content.startsWith('You coach Bob Example.\n\n')).toBe(true);
    expect(body.messages[1]!.content).toBe(
      `Report for Bob Example (not given); top traits Investigative, Artistic, Social; code IAS (Investigative, Artistic, Social).\n\nMain result: Your Holland code is IAS: Investigative (I), Artistic (A) and Social (S).\n\n${matchedCareersText(MATCHED)}`,
    );
  });

  it('a forced regenerate supersedes the running request: one report, one notification', async () => {
    const [bobAttempt] = await t.database.db
      .select()
      .from(aiAnalyses)
      .where(eq(aiAnalyses.provider, 'openai'));
    const attemptId = bobAttempt!.attemptId;
    const toldBefore = await reportNotifications(bob.id, attemptId);
    stub.reset();
    stub.enqueueCompletion({ content: STUB_REPORT }, { content: STUB_REPORT });
    const first = await regenerate(attemptId, { forceRegenerate: true });
    const second = await regenerate(attemptId, { forceRegenerate: true });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const analysis = await settled(attemptId, 'completed');
    expect(analysis.requestedAt).toBe(second.json().analysis.requestedAt);
    expect((await row(attemptId)).tries).toBe(1);
    expect(await reportNotifications(bob.id, attemptId)).toBe(toldBefore + 1);
  });

  it('a provider failing with 500 is retried by the job, then marked failed; the person may retry', async () => {
    const attempt = await completeAttemptWithFaults([500, 500, 500, 500]);
    const failed = await settled(attempt.id, 'failed');
    expect(stub.requests).toHaveLength(4); // the first run and 3 retries
    expect(failed.content).toBeNull();
    expect(failed.error).toMatch(/^OpenAI returned 500: The server had an error/);
    expect((await row(attempt.id)).tries).toBe(4);
    expect((await userAnalysis(alice, attempt.id))!.error).toBe(USER_FAILURE_MESSAGE);
    expect(await reportNotifications(alice.id, attempt.id)).toBe(0);

    stub.enqueueCompletion({ content: STUB_REPORT });
    const retried = await call(
      'POST',
      `/assessments/results/${attempt.id}/ai-analysis/retry`,
      alice.headers,
      {},
    );
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().analysis).toMatchObject({ status: 'pending', error: null });
    const done = await settled(attempt.id, 'completed');
    expect(done.content).toEqual(STUB_REPORT);
    expect((await row(attempt.id)).tries).toBe(1);

    const notFailed = await call(
      'POST',
      `/assessments/results/${attempt.id}/ai-analysis/retry`,
      alice.headers,
      {},
    );
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toBe(NOT_FAILED_MESSAGE);
  });

  it('an exhausted quota fails at once: retrying cannot fix it', async () => {
    const attempt = await completeAttemptWithFaults([OPENAI_ERRORS.insufficientQuota()]);
    const failed = await settled(attempt.id, 'failed');
    expect(failed.error).toContain('You exceeded your current quota');
    expect(stub.requests).toHaveLength(1);
    expect((await row(attempt.id)).tries).toBe(1);
  });

  it('answers the statuses of many attempts at once, in the order asked, null when none', async () => {
    const rows = await t.database.db.select().from(aiAnalyses);
    const ids = rows.map((r) => r.attemptId);
    const res = await call('POST', '/admin/test-attempts/ai-analysis-status', admin.headers, {
      testAttemptIds: [ids[0], MISSING, ids[1], ids[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      statuses: [
        { testAttemptId: ids[0], status: rows[0]!.status },
        { testAttemptId: MISSING, status: null },
        { testAttemptId: ids[1], status: rows[1]!.status },
      ],
    });

    const tooMany = Array.from({ length: 201 }, () => crypto.randomUUID());
    for (const testAttemptIds of [[], ['not-a-uuid'], tooMany, 'x']) {
      const bad = await call('POST', '/admin/test-attempts/ai-analysis-status', admin.headers, {
        testAttemptIds,
      });
      expect(bad.statusCode, JSON.stringify(testAttemptIds).slice(0, 40)).toBe(400);
    }
  });

  it('refuses to analyse an attempt that is not completed', async () => {
    const started = await call('POST', `/assessments/${p.profiler.id}/start`, bob.headers);
    const attemptId = started.json<{ attempt: { id: string } }>().attempt.id;
    const res = await regenerate(attemptId, { forceRegenerate: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOT_COMPLETED_MESSAGE);
    expect(await adminAnalysis(attemptId)).toBeNull();
    const bad = await regenerate(attemptId, { forceRegenerate: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  async function reportNotifications(userId: string, attemptId: string): Promise<number> {
    const rows = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'report_available')));
    return rows.filter((n) => (n.data as { testAttemptId?: string }).testAttemptId === attemptId).length;
  }

  /** Alice completes a new attempt while the stub answers the given faults first. */
  async function completeAttemptWithFaults(faults: Parameters<OpenAIStub['failNext']>) {
    stub.reset();
    stub.failNext(...faults);
    return completeAttempt(alice);
  }
});

/** Without a running worker the queued state stays put: what is queued, and when regenerate refuses. */
describe('reports: queueing (no worker running)', () => {
  let t: TestApp;
  let admin: Who;
  let carol: Who;
  let p: Awaited<ReturnType<typeof buildProfiler>>;

  beforeAll(async () => {
    t = await createTestApp();
    const [a, c] = await Promise.all([insertUserWithToken(t, { role: 'admin' }), insertUserWithToken(t)]);
    admin = { id: a.user.id, headers: a.headers };
    carol = { id: c.user.id, headers: c.headers };
    p = await buildProfiler(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  const jobsFor = async (attemptId: string) => {
    const result = (await t.database.db.execute(
      sql`select data from pgboss.job where name = 'ai-analysis' and data->>'attemptId' = ${attemptId} order by created_on`,
    )) as unknown as { rows: Array<{ data: { attemptId: string; requestId: string } }> };
    return result.rows.map((r) => r.data);
  };

  it('completion stores the pending analysis and its job together; a refused completion leaves neither', async () => {
    const started = await call('POST', `/assessments/${p.profiler.id}/start`, carol.headers);
    const attemptId = started.json<{ attempt: { id: string } }>().attempt.id;
    const early = await call(
      'POST',
      `/assessments/${p.profiler.id}/attempts/${attemptId}/complete`,
      carol.headers,
    );
    expect(early.statusCode).toBe(422);
    expect(await jobsFor(attemptId)).toEqual([]);
    expect(await t.database.db.select().from(aiAnalyses).where(eq(aiAnalyses.attemptId, attemptId))).toEqual(
      [],
    );

    for (const item of [...p.items, p.style]) {
      await call('POST', `/assessments/${p.profiler.id}/attempts/${attemptId}/answers`, carol.headers, {
        questionId: item.id,
        categoryId: p.category.id,
        answer: item.type === 'MULTIPLE_CHOICE' ? 'option_1' : 3,
      });
    }
    const done = await call(
      'POST',
      `/assessments/${p.profiler.id}/attempts/${attemptId}/complete`,
      carol.headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    const [stored] = await t.database.db.select().from(aiAnalyses).where(eq(aiAnalyses.attemptId, attemptId));
    expect(stored).toMatchObject({ status: 'pending', tries: 0, content: null });
    expect(await jobsFor(attemptId)).toEqual([{ attemptId, requestId: stored!.requestId }]);

    // Completing again is idempotent: no second analysis or job.
    const twice = await call(
      'POST',
      `/assessments/${p.profiler.id}/attempts/${attemptId}/complete`,
      carol.headers,
    );
    expect(twice.json().attempt.aiAnalysis).toMatchObject({ status: 'pending' });
    expect(await jobsFor(attemptId)).toHaveLength(1);

    // While pending: regenerate is refused, forced it starts a new request; retry is refused too.
    const refused = await call(
      'POST',
      `/admin/test-attempts/${attemptId}/ai-analysis/regenerate`,
      admin.headers,
      {
        forceRegenerate: false,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CONFLICT', message: IN_PROGRESS_MESSAGE });
    const noBody = await call(
      'POST',
      `/admin/test-attempts/${attemptId}/ai-analysis/regenerate`,
      admin.headers,
    );
    expect(noBody.statusCode, noBody.body).toBe(409);
    const retry = await call(
      'POST',
      `/assessments/results/${attemptId}/ai-analysis/retry`,
      carol.headers,
      {},
    );
    expect(retry.statusCode).toBe(409);

    const forced = await call(
      'POST',
      `/admin/test-attempts/${attemptId}/ai-analysis/regenerate`,
      admin.headers,
      {
        forceRegenerate: true,
      },
    );
    expect(forced.statusCode, forced.body).toBe(202);
    const [after] = await t.database.db.select().from(aiAnalyses).where(eq(aiAnalyses.attemptId, attemptId));
    expect(after!.requestId).not.toBe(stored!.requestId);
    expect(await jobsFor(attemptId)).toEqual([
      { attemptId, requestId: stored!.requestId },
      { attemptId, requestId: after!.requestId },
    ]);
  });
});
