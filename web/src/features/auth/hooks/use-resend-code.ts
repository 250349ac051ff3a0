import { type EmailBody, type Message, OTP_RESEND_COOLDOWN_SECONDS } from '@pathwise/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { useCountdown } from './use-countdown';

/**
 * "Resend code" with the 60 s cooldown. A code was sent just before the step appeared, so the
 * countdown starts running; asking too early anyway (429) shows the reason and restarts it.
 */
export function useResendCode(mutation: UseMutationResult<Message, Error, EmailBody>, email: string) {
  const { t } = useTranslation();
  const countdown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const clearMessages = () => {
    setNotice(null);
    setError(null);
  };

  const resend = () => {
    clearMessages();
    mutation.mutate(
      { email },
      {
        onSuccess: () => {
          countdown.start(OTP_RESEND_COOLDOWN_SECONDS);
          setNotice(t('auth.otp.resent', { email }));
        },
        onError: (cause) => {
          if (getErrorCode(cause) === 'RATE_LIMITED') countdown.start(OTP_RESEND_COOLDOWN_SECONDS);
          setError(getErrorMessage(cause, t('errors.generic')));
        },
      },
    );
  };

  return {
    remaining: countdown.remaining,
    isPending: mutation.isPending,
    resend,
    notice,
    error,
    clearMessages,
  };
}
