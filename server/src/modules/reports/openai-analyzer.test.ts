import { AI_REPORT_LIMITS } from '@pathwise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPENAI_ERRORS, type OpenAIStub, start } from '../../../test/stubs/openai-stub.ts';
import { ProviderError } from '../../platform/provider-http.ts';
import type { AnalysisPrompt } from './analysis-prompt.ts';
import { createOpenAIAnalyzer, parseReportContent } from './openai-analyzer.ts';

const REPORT = {
  summary: 'You are curious and creative.',
  strengths: ['Curiosity'],
  growthAreas: ['Routine work'],
  careerSuggestions: [{ title: 'UX designer', why: 'Research plus design.' }],
  nextSteps: ['Talk to a designer.'],
};
const PROMPT: AnalysisPrompt = { system: 'Be kind.', user: 'Report for Asha.', source: 'default' };

describe('OpenAI analyzer', () => {
  let stub: OpenAIStub;
  beforeAll(async () => {
    stub = await start();
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  const analyzer = (timeoutMs = 2000) =>
    createOpenAIAnalyzer({ apiKey: stub.apiKey, baseUrl: stub.url, model: 'gpt-4o-mini', timeoutMs });

  it('asks for a strict json_schema completion and returns the validated report with its usage', async () => {
    stub.enqueueCompletion({ content: REPORT, usage: { prompt: 1234, completion: 567 } });
    await expect(analyzer()(PROMPT)).resolves.toEqual({
      content: REPORT,
      usage: { promptTokens: 1234, completionTokens: 567 },
    });
    // The stub refuses a schema the real API would refuse (strict rules), so getting here proves it fits.
    const body = stub.requests[0]!.body as {
      model: string;
      messages: unknown;
      response_format: { type: string; json_schema: { name: string; strict: boolean } };
    };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages).toEqual([
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: 'Report for Asha.' },
    ]);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'ai_report', strict: true },
    });
  });

  it('has no usage when the server does not report it (some OpenAI-compatible servers)', async () => {
    stub.enqueueCompletion({ content: REPORT, usage: null });
    await expect(analyzer()(PROMPT)).resolves.toEqual({ content: REPORT, usage: null });
  });

  it('refuses an answer of the wrong shape, without retrying', async () => {
    stub.enqueueCompletion({ content: { ...REPORT, strengths: 'Curiosity' } });
    await expect(analyzer()(PROMPT)).rejects.toMatchObject({
      kind: 'invalid_response',
      code: 'schema_mismatch',
      retryable: false,
      message: 'OpenAI answered with a report that does not fit the schema (at strengths).',
    });
  });

  it('classifies provider errors: 5xx and rate limits retry, quota and refusals do not', async () => {
    stub.failNext(500);
    await expect(analyzer()(PROMPT)).rejects.toMatchObject({ status: 500, retryable: true });
    stub.failNext(429);
    await expect(analyzer()(PROMPT)).rejects.toMatchObject({ code: 'rate_limit_exceeded', retryable: true });
    stub.failNext(OPENAI_ERRORS.insufficientQuota());
    await expect(analyzer()(PROMPT)).rejects.toMatchObject({ code: 'insufficient_quota', retryable: false });
    stub.enqueueCompletion({ content: REPORT, refusal: 'I cannot help with that.' });
    await expect(analyzer()(PROMPT)).rejects.toMatchObject({ code: 'refusal', retryable: false });
    stub.enqueueCompletion({ content: '{"summary": "cut', finishReason: 'length' });
    await expect(analyzer()(PROMPT)).rejects.toMatchObject({ code: 'length', retryable: false });
  });

  it('times out a provider that does not answer (retryable)', async () => {
    stub.failNext('hang');
    const error = await analyzer(150)(PROMPT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('clips over-long text and extra items instead of failing a good report', () => {
    const tidy = parseReportContent({
      ...REPORT,
      summary: `  ${'s'.repeat(AI_REPORT_LIMITS.summary + 50)}  `,
      strengths: [...Array.from({ length: 15 }, (_, i) => `Strength ${i}`), '   '],
      careerSuggestions: [{ title: ' ', why: 'dropped' }, ...REPORT.careerSuggestions],
    });
    expect(tidy.summary).toHaveLength(AI_REPORT_LIMITS.summary);
    expect(tidy.strengths).toHaveLength(AI_REPORT_LIMITS.listMax);
    expect(tidy.careerSuggestions).toEqual(REPORT.careerSuggestions);
    expect(() => parseReportContent({ ...REPORT, summary: ' ' })).toThrow(/at summary/);
    expect(() => parseReportContent('nope')).toThrow(ProviderError);
  });
});
