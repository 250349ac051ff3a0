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

export type ChatMessage = { role: 'system' | 'developer' | 'user' | 'assistant'; content: string };

/**
 * A structured-output request (integrations.md §2.1): `schema` must follow the strict subset
 * (every property required, `additionalProperties: false` on every object).
 */
export type ChatCompletionJsonRequest = {
  model: string;
  messages: ChatMessage[];
  /** ≤ 64 characters of [A-Za-z0-9_-]. */
  schemaName: string;
  schema: Record<string, unknown>;
  temperature?: number;
  maxCompletionTokens?: number;
};

type ChatCompletionChoice = {
  message?: { content?: unknown; refusal?: unknown };
  finish_reason?: unknown;
};

export const OPENAI_PROVIDER = 'OpenAI';

/** Tokens a completion used, as OpenAI reports them in `usage` (compatible servers may leave it out). */
export type CompletionUsage = { promptTokens: number; completionTokens: number };

/** `usage.prompt_tokens` and `usage.completion_tokens` when both are whole numbers, else null. */
export function readUsage(body: unknown): CompletionUsage | null {
  const usage = typeof body === 'object' && body !== null ? (body as { usage?: unknown }).usage : undefined;
  if (typeof usage !== 'object' || usage === null) return null;
  const { prompt_tokens: prompt, completion_tokens: completion } = usage as Record<string, unknown>;
  const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
  return count(prompt) && count(completion)
    ? { promptTokens: prompt as number, completionTokens: completion as number }
    : null;
}

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

/** A 200 whose content cannot be used: never worth retrying with the same request. */
function unusableAnswer(message: string, code: string): ProviderError {
  return new ProviderError(OPENAI_PROVIDER, message, { kind: 'invalid_response', code, retryable: false });
}

/** The parsed JSON of the first choice, or why there is none (refusal, truncation, filter, bad JSON). */
export function readJsonChoice(body: unknown): unknown {
  const choices =
    typeof body === 'object' && body !== null ? (body as { choices?: unknown }).choices : undefined;
  const choice = Array.isArray(choices) ? (choices[0] as ChatCompletionChoice | undefined) : undefined;
  if (!choice?.message) {
    throw unusableAnswer(`${OPENAI_PROVIDER} answered without a completion choice.`, 'no_choice');
  }
  const { refusal, content } = choice.message;
  if (typeof refusal === 'string' && refusal !== '') {
    throw unusableAnswer(`${OPENAI_PROVIDER} declined the request: ${refusal.slice(0, 200)}`, 'refusal');
  }
  if (choice.finish_reason === 'length') {
    // The JSON is cut off mid-way: parsing it would fail or, worse, succeed on a prefix.
    throw unusableAnswer(
      `${OPENAI_PROVIDER} stopped at the token limit before finishing the answer.`,
      'length',
    );
  }
  if (choice.finish_reason === 'content_filter') {
    throw unusableAnswer(`${OPENAI_PROVIDER} withheld the answer (content filter).`, 'content_filter');
  }
  if (typeof content !== 'string') {
    throw unusableAnswer(`${OPENAI_PROVIDER} answered without any content.`, 'no_content');
  }
  try {
    return JSON.parse(content);
  } catch {
    throw unusableAnswer(`${OPENAI_PROVIDER} answered with content that is not JSON.`, 'invalid_json');
  }
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

  /** POST /chat/completions in strict json_schema mode: the parsed JSON answer and the usage. */
  async function chatCompletionJson(
    input: ChatCompletionJsonRequest,
  ): Promise<{ answer: unknown; usage: CompletionUsage | null }> {
    const { data } = await request<unknown>({
      method: 'POST',
      path: '/chat/completions',
      body: {
        model: input.model,
        messages: input.messages,
        temperature: input.temperature ?? 0,
        ...(input.maxCompletionTokens ? { max_completion_tokens: input.maxCompletionTokens } : {}),
        response_format: {
          type: 'json_schema',
          json_schema: { name: input.schemaName, strict: true, schema: input.schema },
        },
      },
    });
    return { answer: readJsonChoice(data), usage: readUsage(data) };
  }

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

    /**
     * POST /chat/completions in strict json_schema mode; resolves to the parsed JSON of the answer.
     * The model may still answer something off-schema (OpenAI-compatible servers do not all
     * enforce it), so callers validate the result again.
     */
    async createChatCompletionJson(input: ChatCompletionJsonRequest): Promise<unknown> {
      return (await chatCompletionJson(input)).answer;
    },

    /** The same, with the tokens the provider says the completion used (null when it does not say). */
    createChatCompletionJsonWithUsage: chatCompletionJson,
  };
}
export type OpenAIClient = ReturnType<typeof createOpenAIClient>;
