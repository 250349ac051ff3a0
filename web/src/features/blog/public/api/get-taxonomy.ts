import type { BlogTaxonomy } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The active categories, subjects, tags and authors: the choices of the list's filters. */
export async function getBlogTaxonomy(signal?: AbortSignal): Promise<BlogTaxonomy> {
  return api.get<BlogTaxonomy>('/blog/taxonomy', { signal, silent: true });
}

export const getBlogTaxonomyQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'public', 'taxonomy'] as const,
    queryFn: ({ signal }) => getBlogTaxonomy(signal),
    staleTime: 10 * 60_000,
  });

export function useBlogTaxonomy() {
  return useQuery(getBlogTaxonomyQueryOptions());
}
