import { COMMON_PASSWORD_CODE } from '@pathwise/contract';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** The server's error code (`INVALID_CREDENTIALS`, `OTP_EXPIRED`, ...) or null for non-API errors. */
export function getErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The message to show for an error: the server's own message when there is one. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

type ErrorDetail = { field: string; message?: string; code?: string };

/** `details: [{ path, message?, code? }]` of an API error, the path (a string or a zod-style array) dotted. */
function getErrorDetails(error: unknown): ErrorDetail[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null || !('path' in detail)) return [];
    const { path, message, code } = detail as { path: unknown; message?: unknown; code?: unknown };
    const field = typeof path === 'string' ? path : Array.isArray(path) ? path.join('.') : null;
    if (field === null) return [];
    return [
      {
        field,
        message: typeof message === 'string' && message ? message : undefined,
        code: typeof code === 'string' ? code : undefined,
      },
    ];
  });
}

/** The request fields an error is about, so a form can put the message beside the right input. */
export function getErrorFields(error: unknown): string[] {
  return getErrorDetails(error).map((detail) => detail.field);
}

/**
 * The server's reason for refusing a new password in `field` (e.g. a common password: the list
 * lives on the server only), or null when the error is about something else. Branches on the
 * detail's code, never on its text.
 */
export function getPasswordErrorMessage(error: unknown, field: 'password' | 'newPassword'): string | null {
  const detail = getErrorDetails(error).find((d) => d.field === field);
  if (!detail || !(error instanceof ApiError) || error.status !== 400) return null;
  if (detail.code === COMMON_PASSWORD_CODE) return i18n.t('auth.errors.passwordTooCommon');
  return detail.message ?? error.message;
}
