import type { MyRatingResponse, RateBody, RateResponse, Rating } from '@pathwise/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The person's own rating of a profiler (the report page's "Rate this profiler" card). */
export const myRatingKey = (assessmentId: string) => ['ratings', 'mine', assessmentId] as const;

export async function getMyRating(assessmentId: string, signal?: AbortSignal): Promise<Rating | null> {
  const body = await api.get<MyRatingResponse>(`/assessments/${encodeURIComponent(assessmentId)}/rating`, {
    signal,
    silent: true,
  });
  return body.rating;
}

export const getMyRatingQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: myRatingKey(assessmentId),
    queryFn: ({ signal }) => getMyRating(assessmentId, signal),
  });

export function useMyRating(assessmentId: string) {
  return useQuery(getMyRatingQueryOptions(assessmentId));
}

export function rateProfiler(assessmentId: string, body: RateBody): Promise<RateResponse> {
  return api.post<RateResponse>(`/assessments/${encodeURIComponent(assessmentId)}/rate`, body, {
    silent: true,
  });
}

/** Saves (or replaces) the rating; the catalogue's averages are refetched with it. */
export function useRateProfiler(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateBody) => rateProfiler(assessmentId, body),
    onSuccess: (response) => {
      queryClient.setQueryData(myRatingKey(assessmentId), response.rating);
      void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
