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

/**
 * The request fields an error is about, from `details: [{ path }]` (a string or a zod-style
 * path array), so a form can put the message beside the right input.
 */
export function getErrorFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null || !('path' in detail)) return [];
    const { path } = detail;
    if (typeof path === 'string') return [path];
    if (Array.isArray(path)) return [path.join('.')];
    return [];
  });
}
