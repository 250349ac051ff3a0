import { randomUUID } from 'node:crypto';
import {
  bearerToken,
  type RecordedRequest,
  type StubReply,
  type StubServer,
  startStubServer,
} from './stub-server.ts';

/**
 * Resend's HTTP API on 127.0.0.1 (integrations.md §3, §4): POST /emails with Bearer auth, the
 * vendor's error bodies ({statusCode, message, name}), Idempotency-Key de-duplication, and an
 * outbox of accepted messages for tests to read (one-time codes included).
 */

export type ResendStubEmail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  idempotencyKey?: string;
};

export type ResendStub = StubServer & {
  /** The value for RESEND_BASE_URL (Resend has no /v1 prefix). */
  url: string;
  apiKey: string;
  /** Accepted messages, oldest first. */
  emails: ResendStubEmail[];
};

const error = (
  statusCode: number,
  name: string,
  message: string,
  headers?: Record<string, string>,
): StubReply => ({
  status: statusCode,
  body: { statusCode, message, name },
  headers,
});

export const RESEND_ERRORS = {
  missingApiKey: () =>
    error(
      401,
      'missing_api_key',
      'Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.',
    ),
  invalidApiKey: () => error(403, 'invalid_api_key', 'API key is invalid'),
  missingField: (field: string) => error(422, 'missing_required_field', `Missing \`${field}\` field.`),
  rateLimited: () =>
    error(
      429,
      'rate_limit_exceeded',
      'Too many requests. You can only make 2 requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.',
      { 'retry-after': '1', 'ratelimit-limit': '2', 'ratelimit-remaining': '0', 'ratelimit-reset': '1' },
    ),
  internal: () =>
    error(500, 'internal_server_error', 'An unexpected error occurred, please try again later.'),
  invalidIdempotentRequest: () =>
    error(
      409,
      'invalid_idempotent_request',
      'Same idempotency key used with a different request payload. Change your idempotency key or payload.',
    ),
};

function faultBody(status: number): StubReply {
  switch (status) {
    case 401:
      return RESEND_ERRORS.missingApiKey();
    case 403:
      return RESEND_ERRORS.invalidApiKey();
    case 409:
      return RESEND_ERRORS.invalidIdempotentRequest();
    case 422:
      return RESEND_ERRORS.missingField('to');
    case 429:
      return RESEND_ERRORS.rateLimited();
    default:
      return status >= 500
        ? { ...RESEND_ERRORS.internal(), status }
        : error(status, 'validation_error', 'Invalid request');
  }
}

export async function start(options: { apiKey?: string } = {}): Promise<ResendStub> {
  const apiKey = options.apiKey ?? 're_test_stub_key_123456';
  const emails: ResendStubEmail[] = [];
  const byIdempotencyKey = new Map<string, { rawBody: string; id: string }>();

  function sendEmail(request: RecordedRequest): StubReply {
    const token = bearerToken(request.headers);
    if (!token) return RESEND_ERRORS.missingApiKey();
    if (token !== apiKey) return RESEND_ERRORS.invalidApiKey();
    const body = request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null) {
      return error(422, 'validation_error', 'The request body is missing one or more required fields.');
    }
    for (const field of ['from', 'to', 'subject'] as const) {
      if (body[field] === undefined || body[field] === '') return RESEND_ERRORS.missingField(field);
    }
    if (body.html === undefined && body.text === undefined && body.react === undefined) {
      return RESEND_ERRORS.missingField('html');
    }
    const header = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    if (idempotencyKey !== undefined) {
      if (idempotencyKey.length > 256) {
        return error(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
      }
      const seen = byIdempotencyKey.get(idempotencyKey);
      if (seen)
        return seen.rawBody === request.rawBody
          ? { status: 200, body: { id: seen.id } }
          : RESEND_ERRORS.invalidIdempotentRequest();
    }
    const id = randomUUID();
    emails.push({
      id,
      from: String(body.from),
      to: Array.isArray(body.to) ? body.to.map(String) : [String(body.to)],
      subject: String(body.subject),
      html: typeof body.html === 'string' ? body.html : undefined,
      text: typeof body.text === 'string' ? body.text : undefined,
      idempotencyKey,
    });
    if (idempotencyKey !== undefined) byIdempotencyKey.set(idempotencyKey, { rawBody: request.rawBody, id });
    return { status: 200, body: { id } };
  }

  const server = await startStubServer({
    route: (request) => (request.method === 'POST' && request.path === '/emails' ? sendEmail : undefined),
    faultBody,
    notFound: () => error(404, 'not_found', 'The requested endpoint does not exist.'),
  });

  return {
    ...server,
    url: server.origin,
    apiKey,
    emails,
    reset() {
      server.reset();
      emails.length = 0;
      byIdempotencyKey.clear();
    },
  };
}
