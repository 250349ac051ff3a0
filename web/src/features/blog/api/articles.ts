import type {
  Article,
  ArticleList,
  ArticleSort,
  ArticleStatus,
  UpdateArticleBodySchema,
} from '@pathwise/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { blogKeys } from './keys';

export type ArticleInput = z.input<typeof UpdateArticleBodySchema>;

/** The admin list's query (contract AdminArticlesQuerySchema) as the console builds it. */
export type ArticleListParams = {
  search?: string;
  status?: ArticleStatus;
  featured?: 'true' | 'false';
  categoryId?: string;
  subjectId?: string;
  tagId?: string;
  authorId?: string;
  sort?: ArticleSort;
  page?: number;
  limit?: number;
};

const articlePath = (id: string) => `/articles/${encodeURIComponent(id)}`;

/** GET /articles: every article (drafts too), filtered, sorted and paged on the server. */
export function getArticles(params: ArticleListParams, signal?: AbortSignal): Promise<ArticleList> {
  return api.get<ArticleList>('/articles', {
    params: { ...params, search: params.search?.trim() || undefined },
    signal,
    silent: true,
  });
}

export function useArticles(params: ArticleListParams) {
  return useQuery(
    queryOptions({
      queryKey: blogKeys.articleList(params),
      queryFn: ({ signal }) => getArticles(params, signal),
      // Keeps the current page on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useArticle(id: string | null) {
  return useQuery({
    queryKey: blogKeys.article(id ?? 'new'),
    queryFn: ({ signal }) => api.get<Article>(articlePath(id ?? ''), { signal, silent: true }),
    enabled: id !== null,
    // The editor owns the draft once loaded: a background refetch must not look like a change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saving is silent: the editor shows "Couldn't save" with a Retry beside the fields. */
export function createArticle(body: ArticleInput): Promise<Article> {
  return api.post<Article>('/articles', body, { silent: true });
}

export function updateArticle(id: string, body: ArticleInput): Promise<Article> {
  return api.put<Article>(articlePath(id), body, { silent: true });
}

function useArticleMutation<TVars>(run: (vars: TVars) => Promise<Article | unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'id' in result && 'bodyHtml' in result) {
        queryClient.setQueryData(blogKeys.article((result as Article).id), result);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() }),
        queryClient.invalidateQueries({ queryKey: blogKeys.seoInsights() }),
      ]),
  });
}

/** PATCH /articles/{id}/publish: publish now, schedule (a date ahead) or take back to draft. */
export function usePublishArticle() {
  return useArticleMutation(
    ({ id, isPublished, publishedAt }: { id: string; isPublished: boolean; publishedAt?: string | null }) =>
      api.patch<Article>(`${articlePath(id)}/publish`, { isPublished, publishedAt }),
  );
}

export function useFeatureArticle() {
  return useArticleMutation(({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
    api.patch<Article>(`${articlePath(id)}/feature`, { isFeatured }),
  );
}

export function useDeleteArticle() {
  return useArticleMutation((id: string) => api.delete<unknown>(articlePath(id)));
}
