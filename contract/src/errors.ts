import { z } from 'zod';

/**
 * Every error the API answers with carries one of these codes in `error`.
 * The web branches on the code, never on the message text.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  /** The session behind the token was revoked (logout, password change, deletion). */
  SESSION_INVALIDATED: 403,
  FORBIDDEN: 403,
  /** A feature an administrator switched off (the referral programme): the session is fine. */
  FEATURE_DISABLED: 403,
  /** Sign-in refused: an administrator suspended the account (ACCOUNT_SUSPENDED_MESSAGE). */
  ACCOUNT_SUSPENDED: 403,
  /** A paid profiler the person has not paid for. */
  PAYMENT_REQUIRED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Login refused because the e-mail address is not verified yet (deliberately not 401/403). */
  EMAIL_NOT_VERIFIED: 422,
  OTP_INVALID: 422,
  OTP_EXPIRED: 422,
  UNPROCESSABLE: 422,
  /** A profiler with its own screening was started before the screening was answered. */
  SCREENING_REQUIRED: 422,
  PAYLOAD_TOO_LARGE: 413,
  /** The request body's media type is not one the route reads (bulk upload takes CSV or XLSX). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export { ADMIN_REQUIRED_MESSAGE, SESSION_INVALIDATED_MESSAGE } from './error-messages.ts';
