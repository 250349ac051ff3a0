import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPrompts } from './get-prompts';

export function deletePrompt(assessmentId: string, promptId: string): Promise<Message> {
  return api.delete<Message>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/prompts/${encodeURIComponent(promptId)}`,
    undefined,
    { silent: true },
  );
}

export function useDeletePrompt(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promptId: string) => deletePrompt(assessmentId, promptId),
    onSuccess: () => refreshPrompts(queryClient, assessmentId),
  });
}
