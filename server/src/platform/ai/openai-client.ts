import { createProviderHttp, type FetchLike, ProviderError, stringField } from '../provider-http.ts';

/**
 * A thin client for the OpenAI REST API and the servers that copy it (Ollama, vLLM, llama.cpp,
 * OpenRouter): `baseUrl` is the part before `/models`, e.g. https://api.openai.com/v1.
 * Each endpoint is one small method over `request`; chat completions for AI reports go here too.
 */
export type OpenAIClientOptions = {
  apiKey: string;
  baseUrl: string;
  /** Per request; OpenAI's SDK default of 10 minutes is far too long for a web request. */
  timeoutMs?: number;
  /** Sent as OpenAI-Organization when set. */
  organization?: string;
  fetch?: FetchLike;
};

export type OpenAIModel = { id: string; object: 'model'; created?: number; owned_by?: string };

export const OPENAI_PROVIDER = 'OpenAI';

/** `{"error":{"message","type","param","code"}}` (integrations.md §2.3). */
export function parseOpenAIError(body: unknown): { message?: string; code?: string } {
  return {
    message: stringField(body, 'error', 'message') ?? stringField(body, 'message'),
    code: stringField(body, 'error', 'code') ?? stringField(body, 'error', 'type'),
  };
}

/** 429 means either "slow down" (retry) or "quota exhausted" (do not: it will not fix itself). */
export function isOpenAIRetryable(status: number, code: string | undefined): boolean {
  if (status === 429) return code !== 'insufficient_quota';
  return status === 408 || status === 409 || status >= 500;
}

export function createOpenAIClient(options: OpenAIClientOptions) {
  const request = createProviderHttp({
    provider: OPENAI_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 60_000,
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(options.organization ? { 'openai-organization': options.organization } : {}),
    },
    parseError: parseOpenAIError,
    isRetryable: isOpenAIRetryable,
    fetch: options.fetch,
  });

  return {
    /** GET /models: the models this key may use. */
    async listModels(): Promise<OpenAIModel[]> {
      const { data } = await request<{ object?: string; data?: unknown }>({ method: 'GET', path: '/models' });
      if (!Array.isArray(data.data)) {
        throw new ProviderError(
          OPENAI_PROVIDER,
          `${OPENAI_PROVIDER} answered /models without a model list: is the base URL right?`,
          {
            kind: 'invalid_response',
            retryable: false,
          },
        );
      }
      return data.data.filter(
        (m): m is OpenAIModel =>
          typeof m === 'object' && m !== null && typeof (m as { id?: unknown }).id === 'string',
      );
    },
  };
}
export type OpenAIClient = ReturnType<typeof createOpenAIClient>;
