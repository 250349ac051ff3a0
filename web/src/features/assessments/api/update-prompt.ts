import type { Prompt, UpdatePromptBodySchema } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshPrompts } from './get-prompts';

export type UpdatePromptBody = z.input<typeof UpdatePromptBodySchema>;

export async function updatePrompt(
  assessmentId: string,
  promptId: string,
  body: UpdatePromptBody,
): Promise<Prompt> {
  const result = await api.put<{ prompt: Prompt }>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/prompts/${encodeURIComponent(promptId)}`,
    body,
    { silent: true },
  );
  return result.prompt;
}

export function useUpdatePrompt(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promptId, body }: { promptId: string; body: UpdatePromptBody }) =>
      updatePrompt(assessmentId, promptId, body),
    onSuccess: () => refreshPrompts(queryClient, assessmentId),
  });
}
