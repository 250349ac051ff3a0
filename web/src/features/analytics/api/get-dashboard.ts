import type { DashboardResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentKeys } from '@/features/assessments/api/keys';
import { api } from '@/lib/api-client';

export type DashboardPeriod = DashboardResponse['period'];
export type DashboardOverview = DashboardResponse['overview'];

/** Spec §9: the analytics time range defaults to 30 days. */
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

export async function getDashboardOverview(
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<DashboardOverview> {
  const body = await api.get<DashboardResponse>('/admin/analytics/dashboard', {
    params: { period },
    signal,
    silent: true,
  });
  return body.overview;
}

export const getDashboardOverviewQueryOptions = (period: DashboardPeriod = DEFAULT_DASHBOARD_PERIOD) =>
  queryOptions({
    queryKey: assessmentKeys.dashboard(period),
    queryFn: ({ signal }) => getDashboardOverview(period, signal),
    staleTime: 5 * 60_000,
  });

export function useDashboardOverview(period: DashboardPeriod = DEFAULT_DASHBOARD_PERIOD) {
  return useQuery(getDashboardOverviewQueryOptions(period));
}
