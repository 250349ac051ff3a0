import { RECENT_RATINGS_DEFAULT, type RecentRating, type RecentRatingsResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './keys';

/** The newest ratings across every profiler, with their author and profiler title. */
export async function getRecentRatings(limit: number, signal?: AbortSignal): Promise<RecentRating[]> {
  const body = await api.get<RecentRatingsResponse>('/admin/ratings/recent', {
    params: { limit },
    signal,
    silent: true,
  });
  return body.ratings;
}

export const getRecentRatingsQueryOptions = (limit: number = RECENT_RATINGS_DEFAULT) =>
  queryOptions({
    queryKey: ratingKeys.recent(limit),
    queryFn: ({ signal }) => getRecentRatings(limit, signal),
  });

export function useRecentRatings(limit: number = RECENT_RATINGS_DEFAULT) {
  return useQuery(getRecentRatingsQueryOptions(limit));
}
