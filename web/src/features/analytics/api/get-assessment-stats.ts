import type { AssessmentStats } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentKeys } from '@/features/assessments/api/keys';
import { api } from '@/lib/api-client';

/** Attempts per profiler: totals, average, most popular and the breakdown. */
export async function getAssessmentStats(signal?: AbortSignal): Promise<AssessmentStats> {
  const body = await api.get<{ assessmentStats: AssessmentStats }>('/notifications/admin/assessment-stats', {
    signal,
    silent: true,
  });
  return body.assessmentStats;
}

export const getAssessmentStatsQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.stats(),
    queryFn: ({ signal }) => getAssessmentStats(signal),
    staleTime: 5 * 60_000,
  });

export function useAssessmentStats() {
  return useQuery(getAssessmentStatsQueryOptions());
}
