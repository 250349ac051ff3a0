import type { ErrorBody } from '@pathwise/contract';

/**
 * The one error type every api call rejects with (except when the caller aborts: then the
 * caller's own abort reason). `status` is 0 when no HTTP answer arrived.
 * Branch on `code`, show `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  /** The parsed JSON body of the failed answer, for endpoints that report more than a message (bulk upload's 422). */
  readonly body?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (details !== undefined) this.details = details;
    if (body !== undefined) this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const TIMEOUT_MESSAGE = 'The request timed out. Please try again.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent a response that could not be read.';

export function createNetworkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
}

export function createTimeoutError(): ApiError {
  return new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
}

// Used when a body is not the contract's error shape (proxy pages, gateways), so callers can
// still branch on a code from the contract's vocabulary.
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : `HTTP_${status}`;
  }
}

/**
 * The contract's `ErrorBodySchema`, checked by hand: the api client is in the entry chunk, and the
 * schema would bring zod there.
 */
function asErrorBody(json: unknown): ErrorBody | null {
  if (typeof json !== 'object' || json === null) return null;
  const body = json as Record<string, unknown>;
  const valid =
    typeof body.statusCode === 'number' &&
    Number.isInteger(body.statusCode) &&
    typeof body.error === 'string' &&
    typeof body.message === 'string';
  return valid ? (body as ErrorBody) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns a non-2xx answer into an ApiError, reading the contract's `{ statusCode, error, message, details? }`. */
export function createHttpError(status: number, bodyText: string): ApiError {
  const json = parseJson(bodyText);
  const body = asErrorBody(json);
  if (body) return new ApiError(status, body.error, body.message, body.details, json);

  // Some endpoints (coupons) answer `{ success: false, message }`: that message is still the server's.
  const message =
    typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string'
      ? json.message
      : `HTTP ${status}`;
  return new ApiError(status, codeForStatus(status), message, undefined, json);
}
