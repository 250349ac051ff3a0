import type { AssessmentDetail } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** One profiler with its categories, each with its questions (the questions screen payload). */
export async function getAssessmentDetail(id: string, signal?: AbortSignal): Promise<AssessmentDetail> {
  const body = await api.get<{ assessment: AssessmentDetail }>(
    `/admin/assessments/${encodeURIComponent(id)}`,
    {
      signal,
      silent: true,
    },
  );
  return body.assessment;
}

export const getAssessmentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }) => getAssessmentDetail(id, signal),
  });

export function useAssessmentDetail(id: string) {
  return useQuery(getAssessmentDetailQueryOptions(id));
}
