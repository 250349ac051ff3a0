import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { type OpenAIStub, start as startOpenAI } from '../../../../test/stubs/openai-stub.ts';
import type { assessments } from '../../../db/schema/index.ts';
import { analyzeTargeting } from './targeting.rules.ts';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A profiler whose text the built-in analyzer reads as "software graduates". */
async function insertDeveloperProfiler(t: TestApp, overrides: Partial<typeof assessments.$inferInsert> = {}) {
  const profiler = await insertProfiler(t, {
    title: 'Software Developer Readiness',
    description: 'For computer science undergraduates looking for their first job.',
    assessmentDescription: 'Covers JavaScript and Python.',
    ...overrides,
  });
  const section = await insertCategory(t, profiler.id, { title: 'Programming fundamentals' });
  await insertQuestion(t, section, { text: 'I can explain closures in JavaScript.' });
  await insertQuestion(t, section, { text: 'I use Python to analyse data.' });
  return profiler;
}

const applyAutoTarget = (t: TestApp, headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/assessments/${id}/apply-auto-target`, headers });

describe('auto-targeting without an AI provider (built-in analyzer)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await insertUserWithToken(t, { role: 'admin' }));
  });
  afterAll(() => t.close());

  it('proposes from the profiler’s text and merges it into what the profiler has', async () => {
    const profiler = await insertDeveloperProfiler(t, {
      targetSkills: ['python', 'Git'],
      targetEducationLevels: ['master'],
    });
    const res = await applyAutoTarget(t, headers, profiler.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('builtin');
    expect(body.message).toBe(
      'Auto-targeting applied using the built-in analyzer (no AI provider is configured).',
    );
    expect(body.targeting).toEqual(
      analyzeTargeting({
        title: profiler.title,
        description: profiler.description,
        assessmentDescription: profiler.assessmentDescription,
        categoryTitles: ['Programming fundamentals'],
        questionTexts: ['I can explain closures in JavaScript.', 'I use Python to analyse data.'],
      }),
    );
    expect(body.targeting).toMatchObject({
      targetEducationLevels: ['bachelor'],
      targetExperienceLevels: ['entry'],
    });
    expect(body.assessment).toMatchObject({
      id: profiler.id,
      targetEducationLevels: ['bachelor', 'master'],
      targetExperienceLevels: ['entry'],
      minAge: body.targeting.minAge,
      maxAge: body.targeting.maxAge,
    });
    // Existing entries stay first with their spelling; the proposal's "Python" is not added twice.
    expect(body.assessment.targetSkills.slice(0, 3)).toEqual(['python', 'Git', 'JavaScript']);
    expect(body.assessment.targetSkills.filter((s: string) => s.toLowerCase() === 'python')).toHaveLength(1);
  });

  it('is idempotent and never replaces an age range the profiler has', async () => {
    const profiler = await insertDeveloperProfiler(t, { minAge: 40, maxAge: 50 });
    const first = (await applyAutoTarget(t, headers, profiler.id)).json().assessment;
    const second = (await applyAutoTarget(t, headers, profiler.id)).json().assessment;
    expect(first).toMatchObject({ minAge: 40, maxAge: 50 });
    const { updatedAt: _a, ...firstRest } = first;
    const { updatedAt: _b, ...secondRest } = second;
    expect(secondRest).toEqual(firstRest);
  });

  it('answers 404 for an unknown profiler, 401 without a token and 403 to a user', async () => {
    const missing = await applyAutoTarget(t, headers, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Profiler not found');
    const profiler = await insertProfiler(t);
    const { headers: userHeaders } = await insertUserWithToken(t);
    await expectAdminOnly(t, `/api/admin/assessments/${profiler.id}/apply-auto-target`, userHeaders, 'POST');
  });
});

describe('auto-targeting with an AI provider (OpenAI stub)', () => {
  let t: TestApp;
  let openai: OpenAIStub;
  let headers: Record<string, string>;
  beforeAll(async () => {
    openai = await startOpenAI();
    t = await createTestApp({
      env: {
        OPENAI_API_KEY: openai.apiKey,
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'gpt-4o',
        PROVIDER_HOST_ALLOWLIST: '127.0.0.1',
      },
    });
    ({ headers } = await insertUserWithToken(t, { role: 'admin' }));
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  beforeEach(() => openai.reset());

  const aiProposal = {
    targetEducationLevels: ['bachelor', 'master'],
    targetExperienceLevels: ['entry'],
    targetSkills: ['JavaScript', ' Git ', 'git', 'x'.repeat(61)],
    targetInterests: ['Technology'],
    minAge: 21,
    maxAge: 18,
  };

  it('asks the configured model in strict json_schema mode and merges its tidied proposal', async () => {
    const profiler = await insertDeveloperProfiler(t, { targetSkills: ['Python'] });
    openai.enqueueCompletion({ content: aiProposal });
    const res = await applyAutoTarget(t, headers, profiler.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ source: 'ai', message: 'Auto-targeting applied using AI suggestions.' });
    // Repeats and over-long tags dropped, the age range put the right way round.
    expect(body.targeting).toEqual({
      targetEducationLevels: ['bachelor', 'master'],
      targetExperienceLevels: ['entry'],
      targetSkills: ['JavaScript', 'Git'],
      targetInterests: ['Technology'],
      minAge: 18,
      maxAge: 21,
    });
    expect(body.assessment).toMatchObject({
      targetSkills: ['Python', 'JavaScript', 'Git'],
      targetEducationLevels: ['bachelor', 'master'],
      minAge: 18,
      maxAge: 21,
    });

    expect(openai.requests).toHaveLength(1);
    const sent = openai.requests[0]!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
    };
    expect(sent.model).toBe('gpt-4o');
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'profiler_targeting', strict: true },
    });
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[1]).toMatchObject({ role: 'user' });
    expect(sent.messages[1]!.content).toContain('Title: Software Developer Readiness');
    expect(sent.messages[1]!.content).toContain('- I can explain closures in JavaScript.');
  });

  it.each([
    ['an error answer', () => openai.failNext(500), /OpenAI returned 500/],
    ['a refusal', () => openai.enqueueCompletion({ content: '', refusal: 'No.' }), /declined the request/],
    [
      'an answer outside the schema',
      () => openai.enqueueCompletion({ content: { ...aiProposal, targetEducationLevels: ['kindergarten'] } }),
      /does not fit the schema/,
    ],
  ])('falls back to the built-in analyzer after %s and says why', async (_name, arrange, reason) => {
    const profiler = await insertDeveloperProfiler(t);
    arrange();
    const res = await applyAutoTarget(t, headers, profiler.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('builtin');
    expect(body.message).toMatch(reason);
    expect(body.message).toMatch(/so auto-targeting was applied using the built-in analyzer\.$/);
    expect(body.assessment.targetEducationLevels).toEqual(['bachelor']);
  });
});
