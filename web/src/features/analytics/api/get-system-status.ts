import type { SystemStatusResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';

/** How often the system panel reads the server's health while it is on screen. */
export const SYSTEM_REFRESH_MS = 30_000;

/** GET /admin/analytics/system — version, uptime, database, queues, outbox, memory, event loop, Redis. */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusResponse> {
  return api.get<SystemStatusResponse>('/admin/analytics/system', { signal, silent: true });
}

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.system(),
    queryFn: ({ signal }) => getSystemStatus(signal),
    // Live figures: read again every 30 s while the tab is visible (TanStack pauses it when hidden).
    refetchInterval: SYSTEM_REFRESH_MS,
    staleTime: 0,
  });

export function useSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
