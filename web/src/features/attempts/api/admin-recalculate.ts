import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAttemptKeys } from './admin-keys';

export type RecalculateResult = { message: string; recalculated: number };

/** Re-scores every completed attempt of a profiler with its current questions and result settings. */
export async function recalculateProfiler(assessmentId: string): Promise<RecalculateResult> {
  return api.post<RecalculateResult>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/recalculate`,
    undefined,
    { silent: true },
  );
}

/** Re-scores one completed attempt (409 while it is still in progress). */
export async function recalculateAttempt(attemptId: string): Promise<RecalculateResult> {
  return api.post<RecalculateResult>(
    `/admin/test-attempts/${encodeURIComponent(attemptId)}/recalculate`,
    undefined,
    { silent: true },
  );
}

export function useRecalculateProfiler(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recalculateProfiler(assessmentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAttemptKeys.profiler(assessmentId) }),
        queryClient.invalidateQueries({ queryKey: [...adminAttemptKeys.all, 'detail'] }),
      ]),
  });
}

export function useRecalculateAttempt(attemptId: string, assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recalculateAttempt(attemptId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAttemptKeys.detail(attemptId) }),
        queryClient.invalidateQueries({ queryKey: adminAttemptKeys.profiler(assessmentId) }),
      ]),
  });
}
