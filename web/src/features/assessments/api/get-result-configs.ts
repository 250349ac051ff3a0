import type { ResultConfig } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** A category's result configurations (one per answer option a–e). */
export async function getResultConfigs(categoryId: string, signal?: AbortSignal): Promise<ResultConfig[]> {
  const body = await api.get<{ results: ResultConfig[] }>(
    `/admin/categories/${encodeURIComponent(categoryId)}/results`,
    { signal, silent: true },
  );
  return body.results;
}

export const getResultConfigsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: assessmentKeys.resultConfigs(categoryId),
    queryFn: ({ signal }) => getResultConfigs(categoryId, signal),
  });

export function useResultConfigs(categoryId: string) {
  return useQuery(getResultConfigsQueryOptions(categoryId));
}
