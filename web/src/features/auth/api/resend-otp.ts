import type { EmailBody, Message } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resendOtp(body: EmailBody): Promise<Message> {
  return api.post<Message>('/auth/resend-otp', body, { silent: true });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
