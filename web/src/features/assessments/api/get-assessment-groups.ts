import type { AssessmentGroup } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ASSESSMENTS_STALE_TIME } from './get-assessments';
import { assessmentKeys } from './keys';

/** Grouping categories by title, each with its number of profilers. */
export async function getAssessmentGroups(signal?: AbortSignal): Promise<AssessmentGroup[]> {
  const body = await api.get<{ categories: AssessmentGroup[] }>('/admin/assessment-categories', {
    signal,
    silent: true,
  });
  return body.categories;
}

export const getAssessmentGroupsQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.groups(),
    queryFn: ({ signal }) => getAssessmentGroups(signal),
    staleTime: ASSESSMENTS_STALE_TIME,
  });

export function useAssessmentGroups() {
  return useQuery(getAssessmentGroupsQueryOptions());
}
