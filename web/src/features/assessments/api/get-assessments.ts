import type { AssessmentListResponse, PRICE_FILTERS, STATUS_FILTERS } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** Spec §9: admin assessments are cached 5 minutes. */
export const ASSESSMENTS_STALE_TIME = 5 * 60_000;
/** Page size of the profiler list. */
export const ASSESSMENTS_PAGE_SIZE = 20;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** The list query (contract AssessmentListQuerySchema) with the concrete types the screens build. */
export type AssessmentListParams = {
  search?: string;
  status?: StatusFilter;
  price?: PriceFilter;
  /** 'all', 'none' or a grouping category id. */
  categoryId?: string;
  page?: number;
  limit?: number;
};

/** Newest first; search, status, price and grouping-category filters run on the server. */
export async function getAssessments(
  query: AssessmentListParams,
  signal?: AbortSignal,
): Promise<AssessmentListResponse> {
  return api.get<AssessmentListResponse>('/admin/assessments', {
    params: { ...query, search: query.search?.trim() || undefined },
    signal,
    silent: true,
  });
}

export const getAssessmentsQueryOptions = (query: AssessmentListParams) =>
  queryOptions({
    queryKey: assessmentKeys.list(query),
    queryFn: ({ signal }) => getAssessments(query, signal),
    staleTime: ASSESSMENTS_STALE_TIME,
    // Keeps the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAssessments(query: AssessmentListParams) {
  return useQuery(getAssessmentsQueryOptions(query));
}
