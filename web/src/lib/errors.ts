import { ApiError } from '@/lib/api-client';

/** The server's error code (`INVALID_CREDENTIALS`, `OTP_EXPIRED`, ...) or null for non-API errors. */
export function getErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The message to show for an error: the server's own message when there is one. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
