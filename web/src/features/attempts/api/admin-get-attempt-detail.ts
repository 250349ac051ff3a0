import type { AdminAttemptDetailResponseSchema } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminAttemptKeys } from './admin-keys';

export type AdminAttemptDetail = z.infer<typeof AdminAttemptDetailResponseSchema>['attempt'];
export type AdminAttemptAnswer = AdminAttemptDetail['answers'][number];

/** One attempt with its person, scores, quality flags and every answer. */
export async function getAdminAttemptDetail(
  attemptId: string,
  signal?: AbortSignal,
): Promise<AdminAttemptDetail> {
  const body = await api.get<{ attempt: AdminAttemptDetail }>(
    `/admin/test-attempts/${encodeURIComponent(attemptId)}/results`,
    { signal, silent: true },
  );
  return body.attempt;
}

export const getAdminAttemptDetailQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: adminAttemptKeys.detail(attemptId),
    queryFn: ({ signal }) => getAdminAttemptDetail(attemptId, signal),
  });

export function useAdminAttemptDetail(attemptId: string) {
  return useQuery(getAdminAttemptDetailQueryOptions(attemptId));
}
