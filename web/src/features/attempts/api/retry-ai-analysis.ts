import type { AiAnalysis } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

export type QueuedAiAnalysis = { testAttemptId: string; analysis: AiAnalysis; message: string };

/** Queues a failed (or never requested) AI analysis again; 409 unless it failed. */
export function retryAiAnalysis(attemptId: string): Promise<QueuedAiAnalysis> {
  return api.post<QueuedAiAnalysis>(
    `/assessments/results/${encodeURIComponent(attemptId)}/ai-analysis/retry`,
    undefined,
    { silent: true },
  );
}

export function useRetryAiAnalysis(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryAiAnalysis(attemptId),
    onSuccess: ({ testAttemptId, analysis }) => {
      // The new pending state starts the polling again.
      queryClient.setQueryData(attemptKeys.aiAnalysis(attemptId), { testAttemptId, analysis });
    },
    // A 409 means it is no longer failed (another tab retried): show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: attemptKeys.aiAnalysis(attemptId) }),
  });
}
