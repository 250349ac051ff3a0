import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';

/**
 * The inline message for a rejected one-time code, or null when the error is about something
 * else. The server's message is preferred: it says how many tries are left or that the code is used up.
 */
export function getOtpErrorMessage(error: unknown): string | null {
  switch (getErrorCode(error)) {
    case 'OTP_INVALID':
      return getErrorMessage(error, i18n.t('auth.errors.otpInvalid'));
    case 'OTP_EXPIRED':
      return getErrorMessage(error, i18n.t('auth.errors.otpExpired'));
    default:
      return null;
  }
}
