import type { AnalyticsTimeRange, UsersAnalyticsResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';

/** GET /admin/analytics/users — the range's people: sign-ups, verification, active people, retention cohorts, screening, levels. */
export async function getUsersAnalytics(
  timeRange: AnalyticsTimeRange,
  tz: string,
  signal?: AbortSignal,
): Promise<UsersAnalyticsResponse> {
  return api.get<UsersAnalyticsResponse>('/admin/analytics/users', {
    params: { timeRange, tz },
    signal,
    silent: true,
  });
}

export const getUsersAnalyticsQueryOptions = (timeRange: AnalyticsTimeRange, tz: string) =>
  queryOptions({
    queryKey: analyticsKeys.users(timeRange, tz),
    queryFn: ({ signal }) => getUsersAnalytics(timeRange, tz, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useUsersAnalytics(timeRange: AnalyticsTimeRange, tz: string) {
  return useQuery(getUsersAnalyticsQueryOptions(timeRange, tz));
}
