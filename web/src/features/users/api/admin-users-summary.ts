import type { AdminUserList } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-users-keys';
import { ADMIN_USERS_STALE_MS } from './admin-users-list';

export type UsersSummary = AdminUserList['summary'];

/**
 * Every account and every completed attempt, whatever the filters: the `summary` of the users list,
 * read with the smallest page (GET /admin/users?limit=1). The admin dashboard falls back to it when
 * the analytics call fails (spec §7).
 */
export async function getUsersSummary(signal?: AbortSignal): Promise<UsersSummary> {
  const body = await api.get<AdminUserList>('/admin/users', { params: { limit: 1 }, signal, silent: true });
  return body.summary;
}

export const getUsersSummaryQueryOptions = () =>
  queryOptions({
    // Under the users console's keys, so its changes (a deletion, a role change) refresh this too.
    queryKey: [...adminUserKeys.all, 'summary'] as const,
    queryFn: ({ signal }) => getUsersSummary(signal),
    // Spec §9: the users list is cached for 5 minutes on the client.
    staleTime: ADMIN_USERS_STALE_MS,
  });

/** `enabled`: read only when needed (the dashboard asks once the analytics call has failed). */
export function useUsersSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsersSummaryQueryOptions(), enabled });
}
