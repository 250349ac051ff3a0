import type { PercentilesResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { normsKeys } from './norms-keys';

/** Where each trait of one of the person's attempts stands among people who took the profiler. */
export async function getNormsPercentiles(
  attemptId: string,
  signal?: AbortSignal,
): Promise<PercentilesResponse> {
  return api.get<PercentilesResponse>(`/assessments/results/${encodeURIComponent(attemptId)}/percentiles`, {
    signal,
    silent: true,
  });
}

export const getNormsPercentilesQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: normsKeys.percentiles(attemptId),
    queryFn: ({ signal }) => getNormsPercentiles(attemptId, signal),
    // The distributions are recomputed hourly: re-reading more often shows nothing new.
    staleTime: 10 * 60_000,
  });

/** Off until the report is known to be completed (an open attempt has no percentiles). */
export function useNormsPercentiles(attemptId: string, enabled = true) {
  return useQuery({ ...getNormsPercentilesQueryOptions(attemptId), enabled });
}
