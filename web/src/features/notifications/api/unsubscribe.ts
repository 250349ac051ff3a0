import type { UnsubscribeInfo } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UnsubscribeResult = UnsubscribeInfo & { message: string };

/** Turns off e-mail for the one type the signed token names (no sign-in needed). */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return api.post<UnsubscribeResult>('/notifications/unsubscribe', { token }, { silent: true });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
