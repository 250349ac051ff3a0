import type { Prompt } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPrompts } from './get-prompts';

/** Switches a version on (the others go off) or off (the profiler is then left without one). */
export function togglePrompt(
  assessmentId: string,
  promptId: string,
): Promise<{ prompt: Prompt; message: string }> {
  return api.patch<{ prompt: Prompt; message: string }>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/prompts/${encodeURIComponent(promptId)}/toggle`,
    undefined,
    { silent: true },
  );
}

export function useTogglePrompt(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promptId: string) => togglePrompt(assessmentId, promptId),
    onSuccess: () => refreshPrompts(queryClient, assessmentId),
  });
}
