import type { Prompt } from '@pathwise/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** Every prompt version of a profiler, newest first. */
export async function getPrompts(assessmentId: string, signal?: AbortSignal): Promise<Prompt[]> {
  const body = await api.get<{ prompts: Prompt[] }>(
    `/admin/assessments/${encodeURIComponent(assessmentId)}/prompts`,
    { signal, silent: true },
  );
  return body.prompts;
}

export const getPromptsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: assessmentKeys.prompts(assessmentId),
    queryFn: ({ signal }) => getPrompts(assessmentId, signal),
  });

export function usePrompts(assessmentId: string) {
  return useQuery(getPromptsQueryOptions(assessmentId));
}

/** After any prompt change: the profiler's versions, its active prompt and the overview page. */
export function refreshPrompts(queryClient: QueryClient, assessmentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assessmentKeys.prompts(assessmentId) }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.promptOverviews() }),
  ]);
}
