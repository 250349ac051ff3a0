import type { CatalogueListResponseSchema } from '@pathwise/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type CatalogueListResponse = z.infer<typeof CatalogueListResponseSchema>;

/** Cards per "Load more": four rows of three on a wide screen. */
export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_STALE_TIME = 5 * 60_000;

export type CatalogueFilters = {
  search?: string;
  /** A grouping category id. */
  categoryId?: string;
};

export type CatalogueQuery = CatalogueFilters & { page?: number; limit?: number };

function toParams({ search, categoryId, page = 1, limit = CATALOGUE_PAGE_SIZE }: CatalogueQuery) {
  return { search: search?.trim() || undefined, categoryId: categoryId || undefined, page, limit };
}

/**
 * The profilers offered to this person (priority first), each with their state (decision 015).
 * Page 1 without search or category also carries the profilers recommended for them.
 */
export async function getCatalogue(
  query: CatalogueQuery,
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  return api.get<CatalogueListResponse>('/assessments', { params: toParams(query), signal, silent: true });
}

export const getCatalogueBrowseQueryOptions = (filters: CatalogueFilters) => {
  const { search, categoryId } = toParams(filters);
  return infiniteQueryOptions({
    queryKey: catalogueKeys.browse({ search, categoryId }),
    queryFn: ({ pageParam, signal }) => getCatalogue({ search, categoryId, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: CATALOGUE_STALE_TIME,
    // Each card carries the person's state (Continue, View result), which changes as they take
    // profilers elsewhere: read again on every visit, showing the cached cards meanwhile.
    refetchOnMount: 'always',
    // The cards stay on screen (dimmed) while a new search or category loads.
    placeholderData: keepPreviousData,
  });
};

/**
 * The filtered list, page by page; `fetchNextPage` is "Load more". Unfiltered, its first page also
 * carries the recommendations, so the dashboard reads both from one request.
 */
export function useCatalogueBrowse(filters: CatalogueFilters) {
  return useInfiniteQuery(getCatalogueBrowseQueryOptions(filters));
}
