import type { Message, ResetPasswordBody } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<Message> {
  return api.post<Message>('/auth/reset-password', body, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
