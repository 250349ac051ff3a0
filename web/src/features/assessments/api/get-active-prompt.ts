import type { Prompt } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** The prompt AI analysis uses, or null. Spec §7: a failure to get it counts as none. */
export async function getActivePrompt(assessmentId: string, signal?: AbortSignal): Promise<Prompt | null> {
  try {
    const body = await api.get<{ prompt: Prompt | null }>(
      `/admin/assessments/${encodeURIComponent(assessmentId)}/prompts/active`,
      { signal, silent: true },
    );
    return body.prompt;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const getActivePromptQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: assessmentKeys.activePrompt(assessmentId),
    queryFn: ({ signal }) => getActivePrompt(assessmentId, signal),
  });

export function useActivePrompt(assessmentId: string) {
  return useQuery(getActivePromptQueryOptions(assessmentId));
}
