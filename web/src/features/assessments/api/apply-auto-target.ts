import type { Assessment, TargetingProposal } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type AutoTargetResult = {
  assessment: Assessment;
  targeting: TargetingProposal;
  source: 'ai' | 'builtin';
  message: string;
};

/** Proposes targeting from the profiler's texts (AI when configured); the server merges it in. */
export function applyAutoTarget(id: string): Promise<AutoTargetResult> {
  return api.post<AutoTargetResult>(
    `/admin/assessments/${encodeURIComponent(id)}/apply-auto-target`,
    undefined,
    { silent: true },
  );
}

export function useApplyAutoTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAutoTarget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() }),
  });
}
