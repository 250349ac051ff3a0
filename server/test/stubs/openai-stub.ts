import { randomUUID } from 'node:crypto';
import {
  bearerToken,
  type RecordedRequest,
  type StubReply,
  type StubServer,
  startStubServer,
} from './stub-server.ts';

/**
 * The OpenAI REST API on 127.0.0.1 (integrations.md §2, §4): GET /v1/models and a minimal
 * POST /v1/chat/completions answering from a fixture queue (content, finish_reason, refusal),
 * Bearer auth checked exactly, and the vendor's error bodies ({error:{message,type,param,code}}).
 * A json_schema response_format is checked as OpenAI checks it (name pattern; in strict mode every
 * object lists all its properties as required and sets additionalProperties:false), so a schema
 * the real API would refuse fails here too.
 */

export type CompletionFixture = {
  /** A string is sent as is; anything else is JSON-encoded (what json_schema mode returns). */
  content: unknown;
  finishReason?: 'stop' | 'length' | 'content_filter';
  refusal?: string;
  /**
   * The completion's `usage` (integrations.md §2.1): token counts, or null to leave `usage` out as
   * some compatible servers do. Default: 10 prompt and 10 completion tokens.
   */
  usage?: { prompt: number; completion: number } | null;
};

export type OpenAIStub = StubServer & {
  /** The value for OPENAI_BASE_URL (with /v1, like https://api.openai.com/v1). */
  url: string;
  apiKey: string;
  models: string[];
  /** Answers for the next chat completions, in order. */
  enqueueCompletion(...fixtures: CompletionFixture[]): void;
};

const error = (
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers?: Record<string, string>,
): StubReply => ({ status, body: { error: { message, type, param: null, code } }, headers });

/** OpenAI echoes a masked key: the first 3 and last 4 characters. */
const maskKey = (key: string) =>
  key.length > 8 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : key;

export const OPENAI_ERRORS = {
  missingKey: () =>
    error(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
      'invalid_request_error',
      null,
    ),
  invalidKey: (key: string) =>
    error(
      401,
      `Incorrect API key provided: ${maskKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      'invalid_api_key',
    ),
  modelNotFound: (model: string) =>
    error(
      404,
      `The model \`${model}\` does not exist or you do not have access to it.`,
      'invalid_request_error',
      'model_not_found',
    ),
  rateLimited: () =>
    error(
      429,
      'Rate limit reached for gpt-4o-mini in organization org-stub on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.',
      'requests',
      'rate_limit_exceeded',
      { 'retry-after': '0', 'x-ratelimit-remaining-requests': '0' },
    ),
  insufficientQuota: () =>
    error(
      429,
      'You exceeded your current quota, please check your plan and billing details.',
      'insufficient_quota',
      'insufficient_quota',
    ),
  server: (status = 500) =>
    error(
      status,
      'The server had an error while processing your request. Sorry about that!',
      'server_error',
      null,
    ),
  badRequest: (message: string, status = 400) => error(status, message, 'invalid_request_error', null),
};

/** Where a strict json_schema breaks OpenAI's rules (integrations.md §2.1), or undefined. */
export function strictSchemaProblem(schema: unknown, context = '()'): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as {
    type?: unknown;
    properties?: Record<string, unknown>;
    required?: unknown;
    additionalProperties?: unknown;
    items?: unknown;
    anyOf?: unknown;
  };
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('object')) {
    if (node.additionalProperties !== false) {
      return `In context=${context}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const keys = Object.keys(node.properties ?? {});
    const required = Array.isArray(node.required) ? node.required : [];
    const missing = keys.find((key) => !required.includes(key));
    if (missing !== undefined) {
      return `In context=${context}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
    for (const key of keys) {
      const problem = strictSchemaProblem(node.properties?.[key], `('properties', '${key}')`);
      if (problem) return problem;
    }
  }
  if (node.items !== undefined) return strictSchemaProblem(node.items, `${context}, 'items'`);
  if (Array.isArray(node.anyOf)) {
    for (const option of node.anyOf) {
      const problem = strictSchemaProblem(option, `${context}, 'anyOf'`);
      if (problem) return problem;
    }
  }
  return undefined;
}

function responseFormatError(format: unknown): StubReply | undefined {
  if (typeof format !== 'object' || format === null) return undefined;
  const { type, json_schema: jsonSchema } = format as { type?: unknown; json_schema?: unknown };
  if (type !== 'json_schema') return undefined;
  const spec = (jsonSchema ?? {}) as { name?: unknown; strict?: unknown; schema?: unknown };
  if (typeof spec.name !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(spec.name)) {
    return OPENAI_ERRORS.badRequest(
      "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
    );
  }
  if (spec.strict !== true) return undefined;
  const problem = strictSchemaProblem(spec.schema);
  return problem
    ? OPENAI_ERRORS.badRequest(`Invalid schema for response_format '${spec.name}': ${problem}`)
    : undefined;
}

function usageOf(fixture: CompletionFixture): { usage?: object } {
  if (fixture.usage === null) return {};
  const { prompt, completion } = fixture.usage ?? { prompt: 10, completion: 10 };
  return {
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
}

function faultBody(status: number): StubReply {
  switch (status) {
    case 401:
      return OPENAI_ERRORS.invalidKey('sk-revoked-key-0000');
    case 404:
      return OPENAI_ERRORS.modelNotFound('gpt-unknown');
    case 429:
      return OPENAI_ERRORS.rateLimited();
    default:
      return status >= 500
        ? OPENAI_ERRORS.server(status)
        : OPENAI_ERRORS.badRequest('Invalid request.', status);
  }
}

export async function start(options: { apiKey?: string; models?: string[] } = {}): Promise<OpenAIStub> {
  const apiKey = options.apiKey ?? 'sk-test-stub-key-0123456789';
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small'];
  const completions: CompletionFixture[] = [];
  const created = Math.floor(Date.now() / 1000);

  function authError(request: RecordedRequest): StubReply | undefined {
    const token = bearerToken(request.headers);
    if (!token) return OPENAI_ERRORS.missingKey();
    if (token !== apiKey) return OPENAI_ERRORS.invalidKey(token);
    return undefined;
  }

  function listModels(request: RecordedRequest): StubReply {
    return (
      authError(request) ?? {
        status: 200,
        body: {
          object: 'list',
          data: models.map((id) => ({
            id,
            object: 'model',
            created,
            owned_by: id.startsWith('gpt') ? 'system' : 'openai',
          })),
        },
        headers: { 'x-request-id': `req_${randomUUID().replaceAll('-', '')}` },
      }
    );
  }

  function chatCompletion(request: RecordedRequest): StubReply {
    const denied = authError(request);
    if (denied) return denied;
    const body = request.body as
      | { model?: unknown; messages?: unknown; response_format?: unknown }
      | undefined;
    if (typeof body !== 'object' || body === null)
      return OPENAI_ERRORS.badRequest('We could not parse the JSON body of your request.');
    if (typeof body.model !== 'string') return OPENAI_ERRORS.badRequest('you must provide a model parameter');
    if (!models.includes(body.model)) return OPENAI_ERRORS.modelNotFound(body.model);
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return OPENAI_ERRORS.badRequest("[] is too short - 'messages'");
    }
    const formatError = responseFormatError(body.response_format);
    if (formatError) return formatError;
    const fixture = completions.shift() ?? { content: 'OK' };
    const content = typeof fixture.content === 'string' ? fixture.content : JSON.stringify(fixture.content);
    return {
      status: 200,
      body: {
        id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: fixture.refusal ? null : content,
              refusal: fixture.refusal ?? null,
            },
            finish_reason: fixture.finishReason ?? 'stop',
            logprobs: null,
          },
        ],
        ...usageOf(fixture),
      },
    };
  }

  const server = await startStubServer({
    route(request) {
      if (request.method === 'GET' && request.path === '/v1/models') return listModels;
      if (request.method === 'POST' && request.path === '/v1/chat/completions') return chatCompletion;
      return undefined;
    },
    faultBody,
    notFound: (request) => OPENAI_ERRORS.badRequest(`Invalid URL (${request.method} ${request.path})`, 404),
  });

  return {
    ...server,
    url: `${server.origin}/v1`,
    apiKey,
    models,
    enqueueCompletion(...fixtures) {
      completions.push(...fixtures);
    },
    reset() {
      server.reset();
      completions.length = 0;
    },
  };
}
