import type { CreatePromptBodySchema, Prompt } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshPrompts } from './get-prompts';

export type CreatePromptBody = z.input<typeof CreatePromptBodySchema>;

/** The new prompt becomes the active version. */
export async function createPrompt(assessmentId: string, body: CreatePromptBody): Promise<Prompt> {
  const result = await api.post<{ prompt: Prompt }>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/prompts`,
    body,
    { silent: true },
  );
  return result.prompt;
}

export function useCreatePrompt(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromptBody) => createPrompt(assessmentId, body),
    onSuccess: () => refreshPrompts(queryClient, assessmentId),
  });
}
