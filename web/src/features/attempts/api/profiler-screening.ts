import type { ProfilerScreeningResponse } from '@pathwise/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

export type ScreeningAnswers = Record<string, string | number | string[]>;

const screeningKey = (assessmentId: string) => [...attemptKeys.all, 'screening', assessmentId] as const;

export function getProfilerScreening(assessmentId: string, signal?: AbortSignal) {
  return api.get<ProfilerScreeningResponse>(`/assessments/${encodeURIComponent(assessmentId)}/screening`, {
    signal,
    silent: true,
  });
}

export const getProfilerScreeningQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: screeningKey(assessmentId),
    queryFn: ({ signal }) => getProfilerScreening(assessmentId, signal),
  });

/** The profiler's own screening questions with the person's earlier answers. */
export function useProfilerScreening(assessmentId: string) {
  return useQuery(getProfilerScreeningQueryOptions(assessmentId));
}

/** Saves the answers (every required one); 400/422 name the question at fault in `details`. */
export function useAnswerProfilerScreening(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responses: ScreeningAnswers) =>
      api.post<ProfilerScreeningResponse>(
        `/assessments/${encodeURIComponent(assessmentId)}/screening`,
        { responses },
        { silent: true },
      ),
    onSuccess: (saved) => queryClient.setQueryData(screeningKey(assessmentId), saved),
  });
}
