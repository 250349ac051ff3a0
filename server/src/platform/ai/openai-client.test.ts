import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAIStub, start } from '../../../test/stubs/openai-stub.ts';
import { ProviderError } from '../provider-http.ts';
import { createOpenAIClient, isOpenAIRetryable } from './openai-client.ts';

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
});
