import type { AssessmentScreeningResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** Whether the profiler asks its screening, and the screening itself (null before one is saved). */
export function getAssessmentScreening(
  id: string,
  signal?: AbortSignal,
): Promise<AssessmentScreeningResponse> {
  return api.get<AssessmentScreeningResponse>(`/admin/assessments/${encodeURIComponent(id)}/screening`, {
    signal,
    silent: true,
  });
}

export const getAssessmentScreeningQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.screening(id),
    queryFn: ({ signal }) => getAssessmentScreening(id, signal),
  });

export function useAssessmentScreening(id: string) {
  return useQuery(getAssessmentScreeningQueryOptions(id));
}
