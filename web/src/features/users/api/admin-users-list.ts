import type { AdminUserList } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AdminUsersFilters, filterParams } from './admin-users-filters';
import { adminUserKeys } from './admin-users-keys';

export const ADMIN_USERS_PAGE_SIZE = 20;
/** Spec §9: the users list is cached for 5 minutes on the client. */
export const ADMIN_USERS_STALE_MS = 5 * 60 * 1000;

/** One keyset page of accounts (GET /admin/users); `cursor` is the previous page's `nextCursor`. */
export async function getAdminUsers(
  filters: AdminUsersFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminUserList> {
  return api.get<AdminUserList>('/admin/users', {
    params: {
      ...filterParams(filters),
      ...(cursor ? { cursor } : {}),
      limit: ADMIN_USERS_PAGE_SIZE,
    },
    signal,
    silent: true,
  });
}

export const getAdminUsersQueryOptions = (filters: AdminUsersFilters, cursor: string | null) =>
  queryOptions({
    queryKey: adminUserKeys.list(filters, cursor),
    queryFn: ({ signal }) => getAdminUsers(filters, cursor, signal),
    staleTime: ADMIN_USERS_STALE_MS,
    // Keeps the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: AdminUsersFilters, cursor: string | null) {
  return useQuery(getAdminUsersQueryOptions(filters, cursor));
}
