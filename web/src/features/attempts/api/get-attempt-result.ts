import type { AttemptResult } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

/** A result by attempt id, or by profiler id (the person's latest completed attempt of it). */
export async function getAttemptResult(id: string, signal?: AbortSignal): Promise<AttemptResult> {
  const body = await api.get<{ result: AttemptResult }>(`/assessments/results/${encodeURIComponent(id)}`, {
    signal,
    silent: true,
  });
  return body.result;
}

export const getAttemptResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: attemptKeys.result(id),
    queryFn: ({ signal }) => getAttemptResult(id, signal),
  });

export function useAttemptResult(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAttemptResultQueryOptions(id), enabled: options.enabled ?? true });
}
