import type { AdminUserDetail } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-users-keys';

/** One person's profile, screening, attempts, payments, notifications and audit trail (GET /admin/users/{id}). */
export async function getAdminUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return api.get<AdminUserDetail>(`/admin/users/${encodeURIComponent(userId)}`, {
    signal,
    silent: true,
  });
}

export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: adminUserKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => getAdminUser(userId ?? '', signal),
    enabled: userId !== null,
  });
}
