import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAIStub, start } from '../../../test/stubs/openai-stub.ts';
import { ProviderError } from '../provider-http.ts';
import { createOpenAIClient, isOpenAIRetryable, readJsonChoice, readUsage } from './openai-client.ts';

describe('OpenAI client', () => {
  let stub: OpenAIStub;
  beforeAll(async () => {
    stub = await start({ models: ['gpt-4o-mini', 'gpt-4o'] });
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  const client = (apiKey = stub.apiKey, timeoutMs = 2000) =>
    createOpenAIClient({ apiKey, baseUrl: stub.url, timeoutMs });

  it('lists models with GET {baseUrl}/models and the Bearer key', async () => {
    const models = await client().listModels();
    expect(models.map((m) => m.id)).toEqual(['gpt-4o-mini', 'gpt-4o']);
    expect(stub.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(stub.requests[0]!.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
  });

  it('accepts a base URL with a trailing slash', async () => {
    await createOpenAIClient({ apiKey: stub.apiKey, baseUrl: `${stub.url}/` }).listModels();
    expect(stub.requests[0]!.path).toBe('/v1/models');
  });

  it('surfaces OpenAI’s own message and code for a bad key', async () => {
    const error = await client('sk-wrong-key-123456')
      .listModels()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_key', retryable: false, kind: 'http' });
    expect((error as Error).message).toMatch(
      /^OpenAI returned 401: Incorrect API key provided: sk-\*+3456\./,
    );
  });

  it('retries rate limits but not an exhausted quota', async () => {
    stub.failNext(429);
    await expect(client().listModels()).rejects.toMatchObject({
      code: 'rate_limit_exceeded',
      retryable: true,
      retryAfterSeconds: 0,
    });
    expect(isOpenAIRetryable(429, 'insufficient_quota')).toBe(false);
    expect(isOpenAIRetryable(503, undefined)).toBe(true);
    expect(isOpenAIRetryable(400, 'invalid_request_error')).toBe(false);
  });

  it('times out a hanging server', async () => {
    stub.failNext('hang');
    await expect(client(stub.apiKey, 150).listModels()).rejects.toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
  });

  it('rejects a 200 that is not an OpenAI model list', async () => {
    stub.failNext({ status: 200, body: { hello: 'world' } });
    await expect(client().listModels()).rejects.toMatchObject({ kind: 'invalid_response' });
    stub.failNext({ status: 200, body: undefined, headers: { 'content-type': 'text/html' } });
    await expect(client().listModels()).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('does not follow redirects (an allowed host must not bounce us to an internal one)', async () => {
    stub.failNext({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } });
    await expect(client().listModels()).rejects.toMatchObject({ kind: 'network' });
    expect(stub.requests).toHaveLength(1);
  });

  describe('createChatCompletionJson', () => {
    const schema = {
      type: 'object',
      properties: { score: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['score', 'tags'],
      additionalProperties: false,
    };
    const ask = (
      overrides: Partial<Parameters<ReturnType<typeof client>['createChatCompletionJson']>[0]> = {},
    ) =>
      client().createChatCompletionJson({
        model: 'gpt-4o-mini',
        schemaName: 'grade',
        schema,
        messages: [
          { role: 'system', content: 'Grade it.' },
          { role: 'user', content: 'Answer text' },
        ],
        ...overrides,
      });

    it('posts a strict json_schema request and resolves to the parsed content', async () => {
      stub.enqueueCompletion({ content: { score: 7, tags: ['calm'] } });
      await expect(ask({ maxCompletionTokens: 300 })).resolves.toEqual({ score: 7, tags: ['calm'] });
      const sent = stub.requests[0]!;
      expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
      expect(sent.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
      expect(sent.body).toEqual({
        model: 'gpt-4o-mini',
        temperature: 0,
        max_completion_tokens: 300,
        messages: [
          { role: 'system', content: 'Grade it.' },
          { role: 'user', content: 'Answer text' },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'grade', strict: true, schema } },
      });
    });

    it.each([
      [
        { content: 'x', refusal: 'I cannot help with that.' },
        'refusal',
        /declined the request: I cannot help/,
      ],
      [{ content: '{"score": 7, "ta', finishReason: 'length' as const }, 'length', /token limit/],
      [
        { content: { score: 1, tags: [] }, finishReason: 'content_filter' as const },
        'content_filter',
        /content filter/,
      ],
      [{ content: 'not json at all' }, 'invalid_json', /not JSON/],
    ])('turns %j into a non-retryable invalid_response (%s)', async (fixture, code, message) => {
      stub.enqueueCompletion(fixture);
      const error = await ask().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'invalid_response', code, retryable: false });
      expect((error as Error).message).toMatch(message);
    });

    it('surfaces OpenAI errors: unknown model, a schema strict mode refuses, exhausted quota', async () => {
      await expect(ask({ model: 'gpt-nope' })).rejects.toMatchObject({
        status: 404,
        code: 'model_not_found',
      });
      const loose = { type: 'object', properties: { score: { type: 'integer' } }, required: ['score'] };
      const refused = await ask({ schema: loose }).catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 400, retryable: false });
      expect((refused as Error).message).toContain(
        "'additionalProperties' is required to be supplied and to be false",
      );
      stub.failNext({
        status: 429,
        body: {
          error: {
            message: 'You exceeded your current quota',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        },
      });
      await expect(ask()).rejects.toMatchObject({
        status: 429,
        code: 'insufficient_quota',
        retryable: false,
      });
    });

    it('reads only a well-formed first choice', () => {
      expect(() => readJsonChoice(null)).toThrow(/without a completion choice/);
      expect(() => readJsonChoice({ choices: [] })).toThrow(/without a completion choice/);
      expect(() => readJsonChoice({ choices: [{ message: { content: null } }] })).toThrow(
        /without any content/,
      );
      expect(readJsonChoice({ choices: [{ message: { content: '[1,2]' }, finish_reason: 'stop' }] })).toEqual(
        [1, 2],
      );
    });
  });

  it('reads usage only when both token counts are whole numbers', () => {
    expect(readUsage({ usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 } })).toEqual({
      promptTokens: 12,
      completionTokens: 3,
    });
    expect(readUsage({ choices: [] })).toBeNull();
    expect(readUsage({ usage: null })).toBeNull();
    expect(readUsage({ usage: { prompt_tokens: 12 } })).toBeNull();
    expect(readUsage({ usage: { prompt_tokens: '12', completion_tokens: 3 } })).toBeNull();
    expect(readUsage({ usage: { prompt_tokens: -1, completion_tokens: 3 } })).toBeNull();
  });
});
