import type { AttemptSummary, SavedAnswer } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

export type CurrentAttempt = { attempt: AttemptSummary | null; answers: SavedAnswer[] };

/** The person's open attempt on this profiler with its saved answers (null when none is open). */
export async function getCurrentAttempt(assessmentId: string, signal?: AbortSignal): Promise<CurrentAttempt> {
  return api.get<CurrentAttempt>(`/assessments/${encodeURIComponent(assessmentId)}/test-attempt`, {
    signal,
    silent: true,
  });
}

export const getCurrentAttemptQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: attemptKeys.current(assessmentId),
    queryFn: ({ signal }) => getCurrentAttempt(assessmentId, signal),
    // Answers change on every click: always read them fresh when a page asks.
    staleTime: 0,
  });

export function useCurrentAttempt(assessmentId: string, enabled = true) {
  return useQuery({ ...getCurrentAttemptQueryOptions(assessmentId), enabled });
}
