import type { TaxonomyKind } from '@pathwise/contract';
import type { ArticleListParams } from './articles';

/** Query keys of the blog console; every one starts with 'admin' so the console's Refresh Cache clears them. */
export const blogKeys = {
  all: ['admin', 'blog'] as const,
  articleLists: () => [...blogKeys.all, 'articles', 'list'] as const,
  articleList: (params: ArticleListParams) => [...blogKeys.articleLists(), params] as const,
  article: (id: string) => [...blogKeys.all, 'articles', 'detail', id] as const,
  taxonomy: (kind: TaxonomyKind) => [...blogKeys.all, 'taxonomy', kind] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
  tagList: (page: number, limit: number, search: string) =>
    [...blogKeys.tags(), 'list', page, limit, search] as const,
  popularTags: () => [...blogKeys.tags(), 'popular'] as const,
  tagSuggestions: (q: string) => [...blogKeys.tags(), 'suggestions', q] as const,
  mergePreview: (sourceTagId: string, targetTagId: string) =>
    [...blogKeys.tags(), 'merge-preview', sourceTagId, targetTagId] as const,
  authors: () => [...blogKeys.all, 'authors'] as const,
  seo: () => [...blogKeys.all, 'seo'] as const,
  seoAnalysis: (articleId: string) => [...blogKeys.seo(), 'analysis', articleId] as const,
  seoInsights: () => [...blogKeys.seo(), 'insights'] as const,
  seoBulkRun: (runId: string) => [...blogKeys.seo(), 'bulk', runId] as const,
};
