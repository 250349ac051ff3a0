import type { ArticleList } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BlogFilters } from './blog-filters';

/** Published articles only (the server decides what a guest may read); featured first on page 1. */
export async function getArticles(filters: BlogFilters, signal?: AbortSignal): Promise<ArticleList> {
  return api.get<ArticleList>('/blog/articles', {
    params: {
      page: filters.page,
      limit: BLOG_PAGE_SIZE,
      search: filters.search || undefined,
      category: filters.category || undefined,
      subject: filters.subject || undefined,
      tag: filters.tag || undefined,
      author: filters.author || undefined,
    },
    signal,
    silent: true,
  });
}

/** The server's default page size for /blog, so the app's pages match the server-rendered ones. */
export const BLOG_PAGE_SIZE = 12;

export const getArticlesQueryOptions = (filters: BlogFilters) =>
  queryOptions({
    queryKey: ['blog', 'public', 'articles', filters] as const,
    queryFn: ({ signal }) => getArticles(filters, signal),
    // Articles change a few times a day at most.
    staleTime: 5 * 60_000,
    // The current page stays on screen (dimmed) while the next one or a new filter loads.
    placeholderData: keepPreviousData,
  });

export function useArticles(filters: BlogFilters) {
  return useQuery(getArticlesQueryOptions(filters));
}
