import type { HistoryItem, HistoryResponseSchema } from '@pathwise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
export type HistoryStatus = 'all' | HistoryItem['status'];
export type { HistoryItem };

/** Spec §9: the dashboard shows 3 recent assessments at a time. */
export const HISTORY_PAGE_SIZE = 3;

/**
 * Keys of the signed-in person's attempt history. They start with 'attempts' so anything that
 * changes an attempt (starting, answering, completing) can invalidate ['attempts'] as a whole.
 */
export const historyKeys = {
  all: ['attempts', 'history'] as const,
  list: (status: HistoryStatus, limit: number) => [...historyKeys.all, status, limit] as const,
};

/** Your attempts, newest first. */
export async function getUserHistory(
  query: { status: HistoryStatus; page: number; limit: number },
  signal?: AbortSignal,
): Promise<HistoryResponse> {
  return api.get<HistoryResponse>('/assessments/user-history', { params: query, signal, silent: true });
}

export const getUserHistoryQueryOptions = (status: HistoryStatus, limit = HISTORY_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(status, limit),
    queryFn: ({ pageParam, signal }) => getUserHistory({ status, page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/** Loaded pages of your attempts with this status; `fetchNextPage` shows more. */
export function useUserHistory(status: HistoryStatus, limit = HISTORY_PAGE_SIZE) {
  return useInfiniteQuery(getUserHistoryQueryOptions(status, limit));
}
