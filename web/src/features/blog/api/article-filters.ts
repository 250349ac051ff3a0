import {
  type ArticleSort,
  ArticleSortSchema,
  type ArticleStatus,
  ArticleStatusSchema,
  SEO_BULK_MAX_ARTICLES,
} from '@pathwise/contract';
import type { ArticleListParams } from './articles';
import { getArticles } from './articles';

/**
 * The article list's filters as the console keeps them in the address: empty strings for "any", so
 * equal filters build equal keys and URLs. Filters take ids (contract AdminArticlesQuerySchema).
 */
export type ArticleFilters = {
  search: string;
  status: '' | ArticleStatus;
  featured: '' | 'true' | 'false';
  categoryId: string;
  subjectId: string;
  tagId: string;
  authorId: string;
  sort: ArticleSort;
};

export const EMPTY_ARTICLE_FILTERS: ArticleFilters = {
  search: '',
  status: '',
  featured: '',
  categoryId: '',
  subjectId: '',
  tagId: '',
  authorId: '',
  sort: 'newest',
};

export const ARTICLES_PAGE_SIZE = 20;
export const ARTICLE_SORTS = ArticleSortSchema.options;
export const ARTICLE_STATUSES = ArticleStatusSchema.options;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrEmpty = (value: string | null) => (value && UUID.test(value) ? value : '');

/** Reads the filters from the address; anything unreadable (a hand-edited link) counts as "any". */
export function articleFiltersFromParams(params: URLSearchParams): ArticleFilters {
  const status = params.get('status') ?? '';
  const featured = params.get('featured') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: (ARTICLE_STATUSES as readonly string[]).includes(status) ? (status as ArticleStatus) : '',
    featured: featured === 'true' || featured === 'false' ? featured : '',
    categoryId: idOrEmpty(params.get('categoryId')),
    subjectId: idOrEmpty(params.get('subjectId')),
    tagId: idOrEmpty(params.get('tagId')),
    authorId: idOrEmpty(params.get('authorId')),
    sort: (ARTICLE_SORTS as readonly string[]).includes(sort) ? (sort as ArticleSort) : 'newest',
  };
}

/** Writes the filters into the address (only those set), keeping other parameters as they are. */
export function writeArticleFilters(params: URLSearchParams, filters: ArticleFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, raw] of Object.entries(filters)) {
    const value = key === 'sort' && raw === 'newest' ? '' : raw.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function hasArticleFilters(filters: ArticleFilters): boolean {
  const { sort: _sort, ...rest } = filters;
  return Object.values(rest).some((value) => value.trim() !== '');
}

/** The filters and page as the API's query (unset ones left out). */
export function articleListParams(filters: ArticleFilters, page: number): ArticleListParams {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    featured: filters.featured || undefined,
    categoryId: filters.categoryId || undefined,
    subjectId: filters.subjectId || undefined,
    tagId: filters.tagId || undefined,
    authorId: filters.authorId || undefined,
    sort: filters.sort,
    page,
    limit: ARTICLES_PAGE_SIZE,
  };
}

/** Every article's id, page by page (100 a page, the API's cap), up to what one bulk run accepts. */
export async function listArticleIdsForBulk(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < SEO_BULK_MAX_ARTICLES; page += 1) {
    const list = await getArticles({ page, limit: 100, sort: 'seo' });
    ids.push(...list.items.map((item) => item.id));
    if (!list.pagination.hasMore) break;
  }
  return ids.slice(0, SEO_BULK_MAX_ARTICLES);
}
