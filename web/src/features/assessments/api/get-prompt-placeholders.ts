import { PROMPT_PLACEHOLDERS } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type PlaceholderInfo = { name: string; description: string };

// The contract's own list, shown until (or if) the server's answer arrives.
const KNOWN_PLACEHOLDERS: PlaceholderInfo[] = Object.entries(PROMPT_PLACEHOLDERS).map(
  ([name, description]) => ({ name, description }),
);

export async function getPromptPlaceholders(signal?: AbortSignal): Promise<PlaceholderInfo[]> {
  const body = await api.get<{ placeholders: PlaceholderInfo[] }>('/admin/prompts/placeholders', {
    signal,
    silent: true,
  });
  return body.placeholders;
}

export const getPromptPlaceholdersQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.promptPlaceholders(),
    queryFn: ({ signal }) => getPromptPlaceholders(signal),
    placeholderData: KNOWN_PLACEHOLDERS,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePromptPlaceholders(): PlaceholderInfo[] {
  return useQuery(getPromptPlaceholdersQueryOptions()).data ?? KNOWN_PLACEHOLDERS;
}
