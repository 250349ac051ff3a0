import type { AiAnalysisAnalyticsResponse, AnalyticsTimeRange } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';

/** GET /admin/analytics/ai-analysis — the range's AI reports: statuses, providers, failure reasons, time to report, retries, tokens. */
export async function getAiAnalysisAnalytics(
  timeRange: AnalyticsTimeRange,
  tz: string,
  signal?: AbortSignal,
): Promise<AiAnalysisAnalyticsResponse> {
  return api.get<AiAnalysisAnalyticsResponse>('/admin/analytics/ai-analysis', {
    params: { timeRange, tz },
    signal,
    silent: true,
  });
}

export const getAiAnalysisAnalyticsQueryOptions = (timeRange: AnalyticsTimeRange, tz: string) =>
  queryOptions({
    queryKey: analyticsKeys.aiAnalysis(timeRange, tz),
    queryFn: ({ signal }) => getAiAnalysisAnalytics(timeRange, tz, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAiAnalysisAnalytics(timeRange: AnalyticsTimeRange, tz: string) {
  return useQuery(getAiAnalysisAnalyticsQueryOptions(timeRange, tz));
}
