import type { AnalyticsTimeRange, FunnelsResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';

/** GET /admin/analytics/funnels — the range's funnels: per profiler start, half answered, complete and abandon; shares and blog views. */
export async function getFunnels(
  timeRange: AnalyticsTimeRange,
  tz: string,
  signal?: AbortSignal,
): Promise<FunnelsResponse> {
  return api.get<FunnelsResponse>('/admin/analytics/funnels', {
    params: { timeRange, tz },
    signal,
    silent: true,
  });
}

export const getFunnelsQueryOptions = (timeRange: AnalyticsTimeRange, tz: string) =>
  queryOptions({
    queryKey: analyticsKeys.funnels(timeRange, tz),
    queryFn: ({ signal }) => getFunnels(timeRange, tz, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useFunnels(timeRange: AnalyticsTimeRange, tz: string) {
  return useQuery(getFunnelsQueryOptions(timeRange, tz));
}
