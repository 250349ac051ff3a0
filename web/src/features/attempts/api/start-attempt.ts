import type { AttemptSummary } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StartedAttempt = { attempt: AttemptSummary; resumed: boolean };

/** Starts the profiler, or continues the open attempt (402 PAYMENT_REQUIRED when it is paid and not bought). */
export function startAttempt(assessmentId: string): Promise<StartedAttempt> {
  return api.post<StartedAttempt>(`/assessments/${encodeURIComponent(assessmentId)}/start`, undefined, {
    silent: true,
  });
}

export function useStartAttempt(assessmentId: string) {
  return useMutation({ mutationFn: () => startAttempt(assessmentId) });
}
