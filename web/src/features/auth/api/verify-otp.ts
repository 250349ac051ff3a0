import type { AuthSession, VerifyOtpBody } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function verifyOtp(body: VerifyOtpBody): Promise<AuthSession> {
  return api.post<AuthSession>('/auth/verify-otp', body, { silent: true });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
