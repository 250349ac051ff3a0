import type { ErrorBody } from '@pathwise/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

type ValidationIssue = { path: string; message: string };

function validationIssues(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }));
}

/** @fastify/busboy fails a malformed multipart body with plain errors (no status): the client's fault. */
function isMultipartParseError(error: FastifyError, request: FastifyRequest): boolean {
  return !error.statusCode && request.isMultipart() && /multipart|needle/i.test(error.message);
}

/**
 * The error body for any failure: { statusCode, error: CODE, message, details? }, with the
 * response headers it needs set on `reply`. 5xx bodies say only that the server failed; the
 * cause is logged with the request id. Exported for plugins that wrap the body (coupons).
 */
export function toErrorBody(error: FastifyError, request: FastifyRequest, reply: FastifyReply): ErrorBody {
  let body: ErrorBody;
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    body = {
      statusCode: error.statusCode,
      error: error.code,
      message: error.message,
      details: error.details,
    };
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = validationIssues(error);
    const first = issues[0];
    body = {
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request',
      details: issues,
    };
  } else if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    body = {
      statusCode: 500,
      error: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    };
  } else if (error.statusCode === 429) {
    body = {
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: error.message || 'Too many requests. Please slow down.',
    };
  } else if (error.statusCode === 413) {
    body = { statusCode: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (bad JSON, unsupported media type, ...).
    body = { statusCode: error.statusCode, error: 'BAD_REQUEST', message: error.message };
  } else if (isMultipartParseError(error, request)) {
    body = { statusCode: 400, error: 'BAD_REQUEST', message: 'The multipart form body could not be read.' };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    body = {
      statusCode: 500,
      error: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
  if (body.details === undefined) delete body.details;
  return body;
}

/** One error shape for every failure (see toErrorBody). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error, request, reply);
    return reply.status(body.statusCode).send(body);
  });
}
