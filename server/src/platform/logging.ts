import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The logger options of every pino logger the server creates (app.ts). They make the log safe
 * whatever a call site passes: an error keeps its type, SQL message, code and stack but not the
 * values it was thrown with, and keys that hold secrets are censored at any of the first three levels.
 */

const CENSOR = '[redacted]';

/**
 * Error fields that carry the values of a statement or row. Drizzle's DrizzleQueryError and PGlite's
 * errors hold the bound `params` (an e-mail, an argon2id hash); PostgreSQL's `detail` repeats row
 * values ("Key (email)=(…) already exists", "Failing row contains (…)").
 */
const ERROR_FIELDS_DROPPED = new Set(['params', 'parameters', 'values', 'queryOptions', 'detail']);

/** Keys censored wherever they appear in the first three levels of a log line. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'otp',
  'secret',
  'apiKey',
  'api_key',
  'key_secret',
  'keySecret',
  'webhookSecret',
  'webhook_secret',
  'clientSecret',
  'authorization',
  'cookie',
  'set-cookie',
];

const path = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [path(key).replace(/^\./, ''), `*${path(key)}`, `*.*${path(key)}`]),
  // `code` also names an error's SQLSTATE (err.code), which operators need: only request-shaped places.
  'code',
  'body.code',
  '*.body.code',
  'query.code',
  '*.query.code',
];

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value)
  );
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps its SQL; anything after "params:" goes. */
function safeMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
}

/** The stack's first lines repeat the message: keep only the frames under the safe message. */
function safeStack(type: string, message: string, stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/**
 * pino's `err` serializer, safe: same shape as pino's own (type, message, stack, own fields, cause),
 * minus statement values, for the error and each error it holds (cause, AggregateError's errors).
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!isErrorLike(value)) return value;
  const type = typeof value.constructor === 'function' ? value.constructor.name : String(value.name);
  const message = safeMessage(String(value.message ?? ''));
  const out: Record<string, unknown> = { type, message, stack: safeStack(type, message, value.stack) };
  for (const key in value) {
    if (key in out || ERROR_FIELDS_DROPPED.has(key)) continue;
    const field = value[key];
    out[key] = isErrorLike(field) ? (depth < 5 ? serializeError(field, depth + 1) : '[error]') : field;
  }
  // `cause` set through `new Error(m, { cause })` is not enumerable.
  if (!('cause' in out) && value.cause !== undefined) {
    out.cause = depth < 5 ? serializeError(value.cause, depth + 1) : '[error]';
  }
  if (Array.isArray(value.errors)) {
    out.errors = value.errors.map((inner: unknown) =>
      depth < 5 ? serializeError(inner, depth + 1) : '[error]',
    );
  }
  return out;
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The shape Fastify's types expect of an `err` serializer (pino's own returns the same). */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };
const errSerializer = (error: unknown) => serializeError(error) as SerializedError;

/** Fastify logger options for `config.LOG_LEVEL` (extra pino options, e.g. a test's stream, merged in). */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  extra: Partial<LoggerOptions> = {},
): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    ...extra,
    serializers: { err: errSerializer, error: errSerializer, cause: errSerializer, ...extra.serializers },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
  };
}
