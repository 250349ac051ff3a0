/**
 * The public list's filters as they appear in the address: /blog?category=…&subject=…&tag=…&author=…
 * &search=…&page=…, the names of the API's PublicArticlesQuery and of the server-rendered page, so a
 * shared link shows the same articles with or without JavaScript. Filters take slugs.
 */
export type BlogFilters = {
  page: number;
  search: string;
  category: string;
  subject: string;
  tag: string;
  author: string;
};

export const BLOG_FILTER_KEYS = ['category', 'subject', 'tag', 'author'] as const;
export type BlogFilterKey = (typeof BLOG_FILTER_KEYS)[number];

export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    subject: params.get('subject') ?? '',
    tag: params.get('tag') ?? '',
    author: params.get('author') ?? '',
  };
}

/** The address's query for `filters`: empty ones and page 1 left out, so links stay short and canonical. */
export function toBlogSearchParams(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const key of BLOG_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasBlogFilters(filters: BlogFilters): boolean {
  return Boolean(filters.search.trim()) || BLOG_FILTER_KEYS.some((key) => filters[key]);
}

export const EMPTY_BLOG_FILTERS: BlogFilters = {
  page: 1,
  search: '',
  category: '',
  subject: '',
  tag: '',
  author: '',
};

/**
 * The list's address for some filters, e.g. `{ tag: 'careers' }` → /blog?tag=careers: what a tag,
 * a category or an author links to (the server-rendered page reads the same query).
 */
export function blogListHref(filters: Partial<Omit<BlogFilters, 'page'>> = {}): string {
  const query = toBlogSearchParams({ ...EMPTY_BLOG_FILTERS, ...filters }).toString();
  return `/blog${query ? `?${query}` : ''}`;
}
