import type { DeleteAccountBody, Message } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteAccount(body: DeleteAccountBody): Promise<Message> {
  return api.delete<Message>('/user/account', body, { silent: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
