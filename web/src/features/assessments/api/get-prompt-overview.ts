import type { PromptOverviewResponseSchema } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type PromptOverview = z.infer<typeof PromptOverviewResponseSchema>;
export type PromptOverviewItem = PromptOverview['items'][number];
export type PromptOverviewQuery = { search?: string; page: number; limit: number };

/** Every profiler with its prompt count and active prompt, by title. */
export function getPromptOverview(query: PromptOverviewQuery, signal?: AbortSignal): Promise<PromptOverview> {
  return api.get<PromptOverview>('/admin/prompts', {
    params: { ...query, search: query.search || undefined },
    signal,
    silent: true,
  });
}

export const getPromptOverviewQueryOptions = (query: PromptOverviewQuery) =>
  queryOptions({
    queryKey: assessmentKeys.promptOverview(query),
    queryFn: ({ signal }) => getPromptOverview(query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function usePromptOverview(query: PromptOverviewQuery) {
  return useQuery(getPromptOverviewQueryOptions(query));
}
