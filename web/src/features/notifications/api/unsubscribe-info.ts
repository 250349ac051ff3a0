import type { UnsubscribeInfo } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What an e-mail's unsubscribe link would turn off (public: the signed token is the only key). */
export function getUnsubscribeInfo(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return api.get<UnsubscribeInfo>('/notifications/unsubscribe', { params: { token }, signal, silent: true });
}

export const getUnsubscribeInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['notifications', 'unsubscribe', token] as const,
    queryFn: ({ signal }) => getUnsubscribeInfo(token, signal),
    // A link that does not verify will not start verifying on a retry; the page shows why at once.
    retry: false,
    gcTime: 0,
  });

export function useUnsubscribeInfo(token: string) {
  return useQuery({ ...getUnsubscribeInfoQueryOptions(token), enabled: token !== '' });
}
