import type { AttemptResult } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

export type CompletedAttempt = { attempt: AttemptResult; completedNow: boolean };

/** Scores the attempt; 422 UNPROCESSABLE while required questions are unanswered. Idempotent. */
export function completeAttempt(assessmentId: string, attemptId: string): Promise<CompletedAttempt> {
  return api.post<CompletedAttempt>(
    `/assessments/${encodeURIComponent(assessmentId)}/attempts/${encodeURIComponent(attemptId)}/complete`,
    undefined,
    { silent: true },
  );
}

export function useCompleteAttempt(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) => completeAttempt(assessmentId, attemptId),
    onSuccess: ({ attempt }) => {
      // The report opens straight from the answer, without a second round trip.
      queryClient.setQueryData(attemptKeys.result(attempt.id), attempt);
      // Marked stale without refetching now: the page is about to move to the report.
      void queryClient.invalidateQueries({
        queryKey: attemptKeys.current(assessmentId),
        refetchType: 'none',
      });
      // The dashboard's "continue" and "results" lists both change.
      void queryClient.invalidateQueries({ queryKey: [...attemptKeys.all, 'history'], refetchType: 'none' });
    },
  });
}
