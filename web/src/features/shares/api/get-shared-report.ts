import type { SharedReport } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The public, read-only summary behind a share link (no sign-in needed). */
export async function getSharedReport(token: string, signal?: AbortSignal): Promise<SharedReport> {
  const body = await api.get<{ report: SharedReport }>(`/shared-reports/${encodeURIComponent(token)}`, {
    signal,
    silent: true,
  });
  return body.report;
}

export const getSharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shares', 'report', token] as const,
    queryFn: ({ signal }) => getSharedReport(token, signal),
    // A revoked link must stop showing the report: no retries on 404 and no stale copy kept around.
    retry: false,
    gcTime: 0,
  });

export function useSharedReport(token: string) {
  return useQuery(getSharedReportQueryOptions(token));
}
