import { RATING_PAGE_DEFAULT, type RatingListResponse } from '@pathwise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './keys';

/** How many ratings one "Load more" adds: the server's default page. */
export const RATINGS_PAGE_SIZE = RATING_PAGE_DEFAULT;

/** One page of a profiler's ratings, newest first, with their authors. */
export async function getProfilerRatings(
  assessmentId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<RatingListResponse> {
  return api.get<RatingListResponse>(`/admin/assessments/${encodeURIComponent(assessmentId)}/ratings`, {
    params: { limit: RATINGS_PAGE_SIZE, offset },
    signal,
    silent: true,
  });
}

export const getProfilerRatingsQueryOptions = (assessmentId: string) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.list(assessmentId),
    queryFn: ({ pageParam, signal }) => getProfilerRatings(assessmentId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.ratings.length : undefined),
  });

/** The loaded pages of a profiler's ratings; `fetchNextPage` loads the next 50. */
export function useProfilerRatings(assessmentId: string) {
  return useInfiniteQuery(getProfilerRatingsQueryOptions(assessmentId));
}
