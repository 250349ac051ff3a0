import type { CareersResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CareersListQuery, careerKeys } from './keys';

/** One page of the occupations matched to an attempt's interest profile, best first. */
export async function getCareers(
  attemptId: string,
  query: CareersListQuery,
  signal?: AbortSignal,
): Promise<CareersResponse> {
  const params: Record<string, string> = { limit: String(query.limit), offset: String(query.offset) };
  if (query.jobZone !== null) params.jobZone = String(query.jobZone);
  if (query.search) params.search = query.search;
  return api.get<CareersResponse>(`/assessments/results/${encodeURIComponent(attemptId)}/careers`, {
    params,
    signal,
    silent: true,
  });
}

export const getCareersQueryOptions = (attemptId: string, query: CareersListQuery) =>
  queryOptions({
    queryKey: careerKeys.list(attemptId, query),
    queryFn: ({ signal }) => getCareers(attemptId, query, signal),
    // A completed attempt's matches only change with a new O*NET import: no need to re-read them often.
    staleTime: 5 * 60_000,
    // Paging, searching and another Job Zone keep the current list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useCareers(attemptId: string, query: CareersListQuery) {
  return useQuery(getCareersQueryOptions(attemptId, query));
}
