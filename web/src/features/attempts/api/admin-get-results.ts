import type { AdminResultRow, AttemptStatus, Pagination } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAttemptKeys } from './admin-keys';

export const ADMIN_RESULTS_PAGE_SIZE = 20;

export type AdminResultsStatus = 'all' | AttemptStatus;
export type AdminResultsQuery = { status: AdminResultsStatus; search: string; page: number };
export type AdminResultsPage = { results: AdminResultRow[]; pagination: Pagination };

/** One page of a profiler's attempts, newest first, filtered by status and by the person's name or e-mail. */
export async function getAdminResults(
  assessmentId: string,
  query: AdminResultsQuery,
  signal?: AbortSignal,
): Promise<AdminResultsPage> {
  return api.get<AdminResultsPage>(`/admin/assessments/${encodeURIComponent(assessmentId)}/results`, {
    params: {
      status: query.status,
      search: query.search.trim() || undefined,
      page: query.page,
      limit: ADMIN_RESULTS_PAGE_SIZE,
    },
    signal,
    silent: true,
  });
}

export const getAdminResultsQueryOptions = (assessmentId: string, query: AdminResultsQuery) =>
  queryOptions({
    queryKey: adminAttemptKeys.results(assessmentId, query),
    queryFn: ({ signal }) => getAdminResults(assessmentId, query, signal),
    // Keeps the current page on screen while the next page, filter or search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminResults(assessmentId: string, query: AdminResultsQuery) {
  return useQuery(getAdminResultsQueryOptions(assessmentId, query));
}

export type AdminResultTotals = { total: number; completed: number; inProgress: number };

/** How many people started and finished the profiler: two one-row pages, read for their totals. */
export async function getAdminResultTotals(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<AdminResultTotals> {
  const count = async (status: AttemptStatus) => {
    const page = await api.get<AdminResultsPage>(
      `/admin/assessments/${encodeURIComponent(assessmentId)}/results`,
      { params: { status, page: 1, limit: 1 }, signal, silent: true },
    );
    return page.pagination.total;
  };
  const [completed, inProgress] = await Promise.all([count('completed'), count('in_progress')]);
  return { total: completed + inProgress, completed, inProgress };
}

export function useAdminResultTotals(assessmentId: string) {
  return useQuery({
    queryKey: adminAttemptKeys.totals(assessmentId),
    queryFn: ({ signal }) => getAdminResultTotals(assessmentId, signal),
  });
}
