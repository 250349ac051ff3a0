import {
  type AnalyticsTimeRange,
  type DashboardResponse,
  DEFAULT_ANALYTICS_TIME_RANGE,
} from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';
import { viewerTimeZone } from './time-zone';

export type DashboardQuery = { period: AnalyticsTimeRange; tz: string; page: number; limit: number };

/** The newest people listed with their attempts, a page at a time. */
export const DASHBOARD_USERS_LIMIT = 10;

/** Spec §7 dashboard analytics: all-time totals, the range's KPIs, series, revenue and the newest people. */
export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/admin/analytics/dashboard', {
    params: query,
    signal,
    silent: true,
  });
}

export const getDashboardQueryOptions = ({
  period = DEFAULT_ANALYTICS_TIME_RANGE,
  tz = viewerTimeZone(),
  page = 1,
  limit = DASHBOARD_USERS_LIMIT,
}: Partial<DashboardQuery> = {}) => {
  const query = { period, tz, page, limit };
  return queryOptions({
    queryKey: analyticsKeys.dashboard(query),
    queryFn: ({ signal }) => getDashboard(query, signal),
    staleTime: 60_000,
    // The previous range's figures stay (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
};

/** The admin dashboard and the analytics screen share this read (same range and page: one request). */
export function useDashboard(query: Partial<DashboardQuery> = {}) {
  return useQuery(getDashboardQueryOptions(query));
}
