import type { RatingStats, RatingStatsResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './keys';

/** A profiler's average (one decimal), count and 1–5 distribution, computed by the server. */
export async function getRatingStats(assessmentId: string, signal?: AbortSignal): Promise<RatingStats> {
  const body = await api.get<RatingStatsResponse>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/rating-stats`,
    { signal, silent: true },
  );
  return body.stats;
}

export const getRatingStatsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ratingKeys.stats(assessmentId),
    queryFn: ({ signal }) => getRatingStats(assessmentId, signal),
  });

export function useRatingStats(assessmentId: string) {
  return useQuery(getRatingStatsQueryOptions(assessmentId));
}
