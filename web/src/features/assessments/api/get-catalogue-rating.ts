import type { RatingStats, RatingStatsResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';
import { CATALOGUE_STALE_TIME } from './get-catalogue';

/** A profiler's average stars and number of ratings, as anyone signed in may read them. */
export async function getCatalogueRating(assessmentId: string, signal?: AbortSignal): Promise<RatingStats> {
  const body = await api.get<RatingStatsResponse>(
    `/assessments/${encodeURIComponent(assessmentId)}/rating-stats`,
    { signal, silent: true },
  );
  return body.stats;
}

export const getCatalogueRatingQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: catalogueKeys.rating(assessmentId),
    queryFn: ({ signal }) => getCatalogueRating(assessmentId, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });

// TODO(catalogue): one request per card; a `rating: { average, count }` on each catalogue item
// (computed in the list's SQL) would save these calls once the ratings module can provide it.
export function useCatalogueRating(assessmentId: string) {
  return useQuery(getCatalogueRatingQueryOptions(assessmentId));
}
