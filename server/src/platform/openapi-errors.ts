import {
  ADMIN_REQUIRED_MESSAGE,
  CouponFailureSchema,
  ERROR_STATUS,
  ErrorBodySchema,
  type ErrorCode,
  SESSION_INVALIDATED_MESSAGE,
} from '@pathwise/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { RouteAuth } from './auth-guard.ts';

/** A status some error code answers with (contract's code → status table). */
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses the route's services can answer beyond the rule in `errorStatuses` (404 for an id
     * in the body, 409, 422, 402, 413...): the OpenAPI document lists them, a client cannot guess them.
     */
    errors?: readonly ErrorStatus[];
  }
}

const CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * The error body as documented: the contract's ErrorBody, narrowed to what the server really sends
 * (a known code, a 4xx/5xx status, details as validation issues or an object).
 */
export const DocumentedErrorBody = ErrorBodySchema.extend({
  statusCode: z.number().int().min(400).max(599),
  error: z.enum(CODES),
  details: z
    .union([
      z.array(z.object({ path: z.string(), message: z.string().optional(), code: z.string().optional() })),
      z.record(z.string(), z.unknown()),
    ])
    .optional()
    .describe(
      'VALIDATION_FAILED: one { path, message, code? } per issue (path is dotted, e.g. "responses.0.answer"; code names a refusal the client may branch on, e.g. PASSWORD_TOO_COMMON). A few other codes carry an object (EMAIL_NOT_VERIFIED: { email }).',
    ),
});

function errorResponseComponent(): OpenAPIV3.SchemaObject {
  const schema = z.toJSONSchema(DocumentedErrorBody, { target: 'openapi-3.0', io: 'output' });
  // Open, so bodies that extend it (the coupon failure) can be written as allOf ErrorResponse.
  delete schema.additionalProperties;
  // zod's openapi-3.0 target writes OpenAPI 3.0 schema objects; its types are JSON Schema's.
  return schema as OpenAPIV3.SchemaObject;
}

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';
const COUPON_FAILURE_REF = '#/components/schemas/CouponFailure';

/** Passed to the swagger registration: the error bodies every error response refers to. */
export const errorSchemaComponents: Record<string, OpenAPIV3.SchemaObject> = {
  ErrorResponse: errorResponseComponent(),
  // Coupon routes wrap the same body (spec §7: { success: false, message }); see coupons.routes.ts.
  CouponFailure: {
    allOf: [
      { $ref: ERROR_RESPONSE_REF },
      {
        type: 'object',
        properties: { success: { type: 'boolean', enum: [false] } },
        required: ['success'],
      },
    ],
  },
};

/** Zod error bodies routes declare in schema.response, and the component documenting each. */
const ERROR_BODY_COMPONENTS = new Map<unknown, { ref: string; wrap: (body: object) => object }>([
  [ErrorBodySchema, { ref: ERROR_RESPONSE_REF, wrap: (body) => body }],
  [CouponFailureSchema, { ref: COUPON_FAILURE_REF, wrap: (body) => ({ success: false, ...body }) }],
]);

type RouteFacts = {
  method: string | readonly string[];
  url: string;
  config?: { auth?: RouteAuth; rateLimit?: unknown; errors?: readonly ErrorStatus[] } | undefined;
};

/**
 * The error statuses a route can answer, by rule: 400 and 500 always (the input guard refuses control
 * characters in any query, and a body may not be valid JSON), 401 and 403 behind auth, 404 with a path
 * parameter, 429 with a rate limit; plus whatever its services throw, declared in config.errors.
 */
export function errorStatuses(route: RouteFacts): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 500, ...(route.config?.errors ?? [])]);
  const { config } = route;
  if (config?.auth === 'user' || config?.auth === 'admin') {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.url.includes(':')) statuses.add(404);
  if (config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const codesOf = (status: number) => CODES.filter((code) => ERROR_STATUS[code] === status).join(', ');

function describe(status: ErrorStatus, route: RouteFacts): string {
  const auth = route.config?.auth;
  const guarded = auth === 'user' || auth === 'admin';
  switch (status) {
    case 400:
      return 'Validation failed: the body, query or path did not match the schema or held control characters (VALIDATION_FAILED, details lists each { path, message }), or the body was not valid JSON (BAD_REQUEST)';
    case 401:
      return guarded
        ? 'Not signed in: no bearer token, or an invalid or expired one (UNAUTHENTICATED, TOKEN_EXPIRED)'
        : 'The credentials were not accepted (INVALID_CREDENTIALS)';
    case 403: {
      const parts = [
        `The session was ended: signed out, password changed or account deleted (SESSION_INVALIDATED, "${SESSION_INVALIDATED_MESSAGE}")`,
      ];
      if (auth === 'admin') parts.push(`the caller is not an admin (FORBIDDEN, "${ADMIN_REQUIRED_MESSAGE}")`);
      return guarded ? parts.join('; or ') : 'Forbidden (FORBIDDEN)';
    }
    case 402:
      return 'Payment required: a paid profiler that has not been bought (PAYMENT_REQUIRED)';
    case 404:
      return 'Not found: something the path or body names does not exist or is not yours (NOT_FOUND)';
    case 409:
      return 'Conflict with the current state, e.g. a duplicate or an attempt already finished (CONFLICT)';
    case 413:
      return 'Payload too large (PAYLOAD_TOO_LARGE)';
    case 415:
      return 'Unsupported media type (UNSUPPORTED_MEDIA_TYPE)';
    case 422:
      return `Well-formed but breaks a rule; the message says which (one of ${codesOf(422)})`;
    case 429:
      return 'Too many requests (RATE_LIMITED): wait (Retry-After says how long when given) and try again';
    case 500:
      return 'The server failed (INTERNAL); the message says nothing more, the cause is logged with the X-Request-Id';
    case 503:
      return 'A service the request needs is unavailable (SERVICE_UNAVAILABLE)';
  }
}

/** Examples where the exact text matters to a client: the two 403s and a validation failure. */
function examples(status: ErrorStatus, route: RouteFacts) {
  const auth = route.config?.auth;
  if (status === 403 && (auth === 'user' || auth === 'admin')) {
    return {
      sessionInvalidated: {
        statusCode: 403,
        error: 'SESSION_INVALIDATED',
        message: SESSION_INVALIDATED_MESSAGE,
      },
      ...(auth === 'admin' && {
        adminRequired: { statusCode: 403, error: 'FORBIDDEN', message: ADMIN_REQUIRED_MESSAGE },
      }),
    };
  }
  if (status === 400) {
    return {
      validationFailed: {
        statusCode: 400,
        error: 'VALIDATION_FAILED',
        message: 'email: Enter a valid email address',
        details: [{ path: 'email', message: 'Enter a valid email address' }],
      },
    };
  }
  return undefined;
}

type JsonObject = Record<string, unknown>;

/**
 * The swagger transform: jsonSchemaTransform, then every error status of the route (see
 * errorStatuses) documented with the shared error body. A status the route declares with a body of
 * its own (the bulk upload's 422 report) keeps it, as one of the alternatives.
 */
export const documentErrors: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as JsonObject & { hide?: boolean; response?: JsonObject };
  if (!input.schema || schema.hide) return transformed;
  const route: RouteFacts = {
    method: input.route.method,
    url: input.url,
    config: input.route.config,
  };
  const declared = (input.schema.response ?? {}) as Record<string, unknown>;
  // A route answering its own error body (coupons) answers it for every error, the error handler wraps all.
  const own = Object.values(declared)
    .map((body) => ERROR_BODY_COMPONENTS.get(body))
    .find(Boolean);
  const body = own ?? ERROR_BODY_COMPONENTS.get(ErrorBodySchema)!;
  const response: JsonObject = { ...schema.response };
  // Swagger documents a route without response schemas (file downloads) as a bare 200; keep that
  // (type 'null' makes it write no content, as it did).
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[200] = { description: 'Default Response', type: 'null' };
  }

  const declaredErrorStatuses = Object.keys(declared)
    .map(Number)
    .filter((status) => status >= 400 && ERROR_BODY_COMPONENTS.has(declared[status]));
  const statuses = new Set<number>([...errorStatuses(route), ...declaredErrorStatuses]);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const ref = { $ref: body.ref };
    const found = examples(status as ErrorStatus, route);
    const media: JsonObject = {
      schema:
        declared[status] && !ERROR_BODY_COMPONENTS.has(declared[status])
          ? { oneOf: [response[status], ref] }
          : ref,
    };
    if (found) {
      media.examples = Object.fromEntries(
        Object.entries(found).map(([name, value]) => [name, { value: body.wrap(value) }]),
      );
    }
    response[status] = {
      description: describe(status as ErrorStatus, route),
      content: { 'application/json': media },
    };
  }
  return { ...transformed, schema: { ...schema, response } };
};
