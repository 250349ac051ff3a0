import {
  type AiAnalysis,
  type AttemptResult,
  headlineText,
  reportHeadline,
  type SharedReport,
} from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { pdfProse } from '../../../test/pdf-text.ts';
import { type OpenAIStub, start as startOpenAIStub } from '../../../test/stubs/openai-stub.ts';

/**
 * Issue 13, "a report that is true to its scores": for a profiler without Holland types (the
 * work-style kind: Analytical, Creative, Leadership and a custom trait), the result, the PDF, the
 * share summary and the analyzer's text agree — the same trait names as the bars, ties said as
 * ties, no Holland words, and the analysis credited to the writer that wrote it. A renamed custom
 * trait then reaches every one of them under its new name.
 */

type Headers = Record<string, string>;

const HOLLAND_WORDS = /Holland|RIASEC|Investigative|Artistic|Enterprising|Realistic|Conventional/;
/** 3 of 5 on both items: 50/100 each, a three-way tie. The custom trait gets 1 of 5: 0/100. */
const ANSWERS: Record<string, number> = { Analytical: 3, Creative: 3, Leadership: 3 };
const CUSTOM_ANSWER = 1;

const STUB_REPORT = {
  summary: 'Written by the stubbed model.',
  strengths: ['Analytical (joint 1st)'],
  growthAreas: ['Perseverance'],
  careerSuggestions: [],
  nextSteps: ['Try one thing.'],
};

describe('reports: a report without Holland types never contradicts its scores', () => {
  let t: TestApp;
  let stub: OpenAIStub;
  let admin: Headers;
  let person: Headers;
  let attemptId: string;
  let customTraitId: string;

  beforeAll(async () => {
    stub = await startOpenAIStub();
    t = await createTestApp({
      startJobs: true,
      env: { AI_ANALYSIS_RETRY_DELAY_SECONDS: '0', PROVIDER_HOST_ALLOWLIST: '127.0.0.1' },
    });
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    person = (await insertUserWithToken(t, { name: 'Wren Example' })).headers;

    const custom = await call('POST', '/admin/trait-types', admin, {
      name: 'Grit',
      description: 'Keeps going',
    });
    expect(custom.statusCode, custom.body).toBe(201);
    customTraitId = custom.json<{ traitType: { id: string } }>().traitType.id;

    const profiler = await insertProfiler(t, { title: 'Work Style Profiler', description: 'How you work' });
    const category = await insertCategory(t, profiler.id, { title: 'Work style', order: 0 });
    const items: Array<{ id: string; answer: number }> = [];
    let order = 0;
    for (const trait of [...Object.keys(ANSWERS), 'Grit']) {
      for (const n of [1, 2]) {
        const item = await insertQuestion(t, category, {
          text: `${trait} ${n}`,
          traitType: trait,
          order: order++,
        });
        items.push({ id: item.id, answer: ANSWERS[trait] ?? CUSTOM_ANSWER });
      }
    }

    const started = await call('POST', `/assessments/${profiler.id}/start`, person);
    expect(started.statusCode, started.body).toBe(200);
    attemptId = started.json<{ attempt: { id: string } }>().attempt.id;
    for (const item of items) {
      const res = await call('POST', `/assessments/${profiler.id}/attempts/${attemptId}/answers`, person, {
        questionId: item.id,
        categoryId: category.id,
        answer: item.answer,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = await call('POST', `/assessments/${profiler.id}/attempts/${attemptId}/complete`, person);
    expect(done.statusCode, done.body).toBe(200);
    await settled('builtin');
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) {
    return t.app.inject({ method, url: `/api${url}`, headers, payload });
  }

  /** Waits for the analysis to be written by the given provider (pg-boss polls every 0.5 s). */
  function settled(provider: AiAnalysis['provider']) {
    return vi.waitFor(
      async () => {
        const res = await call('GET', `/assessments/results/${attemptId}/ai-analysis`, person);
        const analysis = res.json<{ analysis: AiAnalysis | null }>().analysis;
        expect(analysis?.status).toBe('completed');
        expect(analysis?.provider).toBe(provider);
        return analysis!;
      },
      { timeout: 20_000, interval: 100 },
    );
  }

  /** Everything the person and anyone they share it with can read about this attempt. */
  async function reportPayload() {
    const resultRes = await call('GET', `/assessments/results/${attemptId}`, person);
    expect(resultRes.statusCode, resultRes.body).toBe(200);
    const result = resultRes.json<{ result: AttemptResult }>().result;
    const pdf = await call('GET', `/assessments/results/${attemptId}/pdf`, person);
    expect(pdf.statusCode).toBe(200);
    const shareRes = await call('POST', `/assessments/results/${attemptId}/share`, person, {});
    expect(shareRes.statusCode, shareRes.body).toBeLessThan(300);
    const token = shareRes.json<{ share: { token: string } }>().share.token;
    const shared = (await call('GET', `/shared-reports/${token}`, {})).json<{ report: SharedReport }>()
      .report;
    return { result, pdf: pdfProse(pdf.rawPayload), shared };
  }

  it('result, PDF, share summary and built-in analysis agree: bar names, joint first, no Holland words, builtin writer', async () => {
    const { result, pdf, shared } = await reportPayload();
    const scores = result.scores!;
    const bars = scores.traits.map((trait) => trait.trait);
    expect(bars.sort()).toEqual(['Analytical', 'Creative', 'Grit', 'Leadership']);
    expect(scores.hollandCode).toBeNull();

    // The headline every surface leads with: the three traits at 50, joint first.
    const headline = reportHeadline(scores);
    expect(headline).toEqual({
      kind: 'traits',
      traits: [
        { trait: 'Analytical', score: 50 },
        { trait: 'Creative', score: 50 },
        { trait: 'Leadership', score: 50 },
      ],
      joint: true,
    });
    expect(pdf).toContain(headlineText(headline));
    expect(reportHeadline(shared.scores)).toEqual(headline);
    expect(shared.scores.traits.map((trait) => trait.trait).sort()).toEqual(bars);

    // The PDF names every trait as the bars do and ranks the tie as a tie.
    for (const name of bars) expect(pdf).toContain(name);
    expect(pdf).toContain(
      'Your strengths: Analytical (joint 1st), Creative (joint 1st) and Leadership (joint 1st).',
    );
    expect(pdf).not.toMatch(HOLLAND_WORDS);

    // The analyzer's text: the same names, the same tie, no Holland words or borrowed careers.
    const analysis = result.aiAnalysis!;
    expect(analysis).toMatchObject({ provider: 'builtin', model: null, status: 'completed' });
    const content = analysis.content!;
    expect(content.summary).toContain(
      'Your strongest areas are Analytical (50/100, joint 1st), Creative (50/100, joint 1st) and Leadership (50/100, joint 1st).',
    );
    expect(content.growthAreas[0]).toMatch(/^Grit \(0\/100\)/);
    expect(content.careerSuggestions).toEqual([]);
    expect(JSON.stringify(content)).not.toMatch(HOLLAND_WORDS);
    expect(pdf).toContain("Written by Pathwise's built-in analyzer from your scores.");
    expect(pdf).not.toContain('Written by AI');
  });

  it('a renamed custom trait shows its new name in the bars, strengths, AI prompt and PDF after recalculation', async () => {
    const renamed = await call('PUT', `/admin/trait-types/${customTraitId}`, admin, { name: 'Perseverance' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const recalculated = await call('POST', `/admin/test-attempts/${attemptId}/recalculate`, admin, {});
    expect(recalculated.statusCode, recalculated.body).toBe(200);

    // The built-in analyzer rewrites the report from the recalculated scores.
    const regenerate = () =>
      call('POST', `/admin/test-attempts/${attemptId}/ai-analysis/regenerate`, admin, {
        forceRegenerate: true,
      });
    expect((await regenerate()).statusCode).toBeLessThan(300);
    await vi.waitFor(
      async () => {
        const { result } = await reportPayload();
        expect(result.aiAnalysis?.status).toBe('completed');
        expect(result.aiAnalysis?.content?.growthAreas[0]).toMatch(/^Perseverance \(0\/100\)/);
      },
      { timeout: 20_000, interval: 200 },
    );
    const builtin = await reportPayload();
    expect(builtin.result.scores!.traits.map((trait) => trait.trait)).toContain('Perseverance');
    expect(builtin.shared.scores.traits.map((trait) => trait.trait)).toContain('Perseverance');
    expect(builtin.pdf).toContain('Perseverance');
    for (const text of [JSON.stringify(builtin.result), JSON.stringify(builtin.shared), builtin.pdf]) {
      expect(text).not.toContain('Grit');
    }

    // An AI provider gets the new name in its prompt, and its analysis is credited to it.
    for (const [key, value] of [
      ['OPENAI_API_KEY', stub.apiKey],
      ['OPENAI_BASE_URL', stub.url],
    ]) {
      const saved = await call('POST', '/admin/settings', admin, { key, value, isActive: true });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
    stub.reset();
    stub.enqueueCompletion({ content: STUB_REPORT });
    expect((await regenerate()).statusCode).toBeLessThan(300);
    await settled('openai');
    const body = stub.requests[0]!.body as { messages: Array<{ content: string }> };
    const prompt = body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('- Perseverance: 0/100');
    expect(prompt).toContain('Analytical (joint 1st), Creative (joint 1st), Leadership (joint 1st)');
    expect(prompt).not.toContain('Grit');
    expect(prompt).not.toMatch(/Holland code: [A-Z]/);

    const ai = await reportPayload();
    expect(ai.pdf).toContain('Written by AI (gpt-4o-mini).');
    expect(ai.pdf).not.toContain('built-in analyzer');
  });
});
