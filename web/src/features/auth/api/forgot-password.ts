import type { EmailBody, Message } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function forgotPassword(body: EmailBody): Promise<Message> {
  return api.post<Message>('/auth/forgot-password', body, { silent: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
