import type { ChangePasswordBody, Message } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<Message> {
  return api.put<Message>('/user/change-password', body, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
