import type { PublicArticle } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One published article with its related articles. An unknown or unpublished slug answers 404; an
 * old slug answers 301 to the current one, which fetch follows — the answer's `article.slug` then
 * differs from the one asked for, and the page replaces its address.
 */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<PublicArticle> {
  return api.get<PublicArticle>(`/blog/articles/${encodeURIComponent(slug)}`, { signal, silent: true });
}

export const getArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'public', 'article', slug] as const,
    queryFn: ({ signal }) => getArticle(slug, signal),
    staleTime: 5 * 60_000,
  });

export function useArticle(slug: string) {
  return useQuery(getArticleQueryOptions(slug));
}
