import type { ArticleList, BlogTaxonomy, PublicArticlesQuery } from '@pathwise/contract';
import { articleCard, articlePath } from './pages.article.ts';
import { renderHeadTags } from './pages.head.ts';
import { escapeHtml, originOf, queryString } from './pages.html.ts';
import { type PageContext, type RenderedPage, SITE_NAME } from './pages.layout.ts';
import { BLOG_TEXTS } from './pages.texts.ts';

/** The list's page size when the address names none (PublicArticlesQuerySchema's default). */
export const BLOG_INDEX_DEFAULT_LIMIT = 12;
const BLOG_DESCRIPTION =
  'Articles from Pathwise on careers, personality, strengths and choosing a path that suits you.';

type FilterKey = 'category' | 'subject' | 'tag' | 'author';
const FILTERS: Array<{ key: FilterKey; label: string; all: string; list: keyof BlogTaxonomy }> = [
  {
    key: 'category',
    label: BLOG_TEXTS.filters.category,
    all: BLOG_TEXTS.filters.anyCategory,
    list: 'categories',
  },
  { key: 'subject', label: BLOG_TEXTS.filters.subject, all: BLOG_TEXTS.filters.anySubject, list: 'subjects' },
  { key: 'tag', label: BLOG_TEXTS.filters.tag, all: BLOG_TEXTS.filters.anyTag, list: 'tags' },
  { key: 'author', label: BLOG_TEXTS.filters.author, all: BLOG_TEXTS.filters.anyAuthor, list: 'authors' },
];

/** The filters that define which articles a page lists (what its canonical address keeps). */
function listingParams(filters: PublicArticlesQuery) {
  return {
    category: filters.category,
    subject: filters.subject,
    tag: filters.tag,
    author: filters.author,
  };
}

/** An address of the list with these filters on another page (search and page size kept). */
function pageHref(filters: PublicArticlesQuery, page: number): string {
  return `/blog${queryString({
    ...listingParams(filters),
    search: filters.search,
    limit: filters.limit === BLOG_INDEX_DEFAULT_LIMIT ? null : filters.limit,
    page: page > 1 ? page : null,
  })}`;
}

function nameOf(taxonomy: BlogTaxonomy, key: FilterKey, slug: string | undefined): string | null {
  if (!slug) return null;
  const list = FILTERS.find((filter) => filter.key === key)!.list;
  return taxonomy[list].find((item) => item.slug === slug)?.name ?? null;
}

/** "Articles by Ada Lovelace", "Careers", "Search: “remote work”"… or just "Blog". */
function heading(filters: PublicArticlesQuery, taxonomy: BlogTaxonomy): string {
  const category = nameOf(taxonomy, 'category', filters.category);
  const subject = nameOf(taxonomy, 'subject', filters.subject);
  const tag = nameOf(taxonomy, 'tag', filters.tag);
  const author = nameOf(taxonomy, 'author', filters.author);
  const topic = [category, subject].filter(Boolean).join(' · ');
  const qualifiers = [tag ? `tagged “${tag}”` : '', author ? `by ${author}` : ''].filter(Boolean).join(' ');
  const base = topic
    ? qualifiers
      ? `${topic} articles ${qualifiers}`
      : topic
    : qualifiers
      ? `Articles ${qualifiers}`
      : 'Blog';
  return filters.search ? `${base === 'Blog' ? 'Search' : base}: “${filters.search}”` : base;
}

function filterForm(filters: PublicArticlesQuery, taxonomy: BlogTaxonomy): string {
  const selects = FILTERS.map(({ key, label, all, list }) => {
    // Items with no readable article would list nothing; the one chosen stays so the form shows it.
    const items = taxonomy[list].filter((item) => item.articleCount > 0 || item.slug === filters[key]);
    if (items.length === 0) return '';
    const options = items
      .map(
        (item) =>
          `<option value="${escapeHtml(item.slug)}"${filters[key] === item.slug ? ' selected' : ''}>${escapeHtml(item.name)} (${item.articleCount})</option>`,
      )
      .join('');
    return `<label>${label}<select name="${key}"><option value="">${all}</option>${options}</select></label>`;
  }).join('');
  const anyFilter = Boolean(filters.search || FILTERS.some(({ key }) => filters[key]));
  return `<form class="pw-filters" method="get" action="/blog" role="search" aria-label="Filter articles"><label>Search<input type="search" name="search" value="${escapeHtml(filters.search ?? '')}" maxlength="100"></label>${selects}<button class="pw-button" type="submit">Show articles</button>${
    anyFilter ? `<a href="/blog">${escapeHtml(BLOG_TEXTS.filters.clear)}</a>` : ''
  }</form>`;
}

function pagination(filters: PublicArticlesQuery, page: number, totalPages: number): string {
  if (totalPages <= 1) return '';
  // The first, the last and two either side of the current page; gaps shown as an ellipsis.
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const items: string[] = [];
  if (page > 1)
    items.push(`<li><a href="${escapeHtml(pageHref(filters, page - 1))}" rel="prev">Previous</a></li>`);
  shown.forEach((n, index) => {
    if (index > 0 && n - shown[index - 1]! > 1) items.push('<li><span aria-hidden="true">…</span></li>');
    items.push(
      n === page
        ? `<li><span aria-current="page"><span class="pw-sr">Page </span>${n}</span></li>`
        : `<li><a href="${escapeHtml(pageHref(filters, n))}"><span class="pw-sr">Page </span>${n}</a></li>`,
    );
  });
  if (page < totalPages)
    items.push(`<li><a href="${escapeHtml(pageHref(filters, page + 1))}" rel="next">Next</a></li>`);
  return `<nav aria-label="Pages"><ul class="pw-pages">${items.join('')}</ul></nav>`;
}

/**
 * The public blog index: featured articles first (the list comes ordered so), filters by category,
 * subject, tag and author (slugs) and a search, all as plain links and a GET form; pages linked with
 * rel="prev"/"next". The canonical address keeps only the filters and the page; a search result is
 * not indexed (its words are the visitor's, not ours).
 */
export function renderBlogIndexPage(
  list: ArticleList,
  filters: PublicArticlesQuery,
  taxonomy: BlogTaxonomy,
  ctx: PageContext,
): RenderedPage {
  const origin = originOf(ctx.publicUrl);
  const { page, limit, total } = list.pagination;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const title = heading(filters, taxonomy);
  const category = filters.category
    ? taxonomy.categories.find((item) => item.slug === filters.category)
    : undefined;
  const description = category?.description?.trim() || BLOG_DESCRIPTION;
  const canonical = `${origin}/blog${queryString({ ...listingParams(filters), page: page > 1 ? page : null })}`;

  const head = renderHeadTags({
    title: `${title}${page > 1 ? ` (page ${page})` : ''} | ${SITE_NAME}`,
    description,
    canonical,
    robots: filters.search ? 'noindex, follow' : undefined,
    ogType: 'website',
    prev: page > 1 ? `${origin}${pageHref(filters, page - 1)}` : null,
    next: page < totalPages ? `${origin}${pageHref(filters, page + 1)}` : null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${SITE_NAME} blog`,
        url: `${origin}/blog`,
        description,
        blogPost: list.items.map((item) => ({
          '@type': 'BlogPosting',
          headline: item.title,
          url: `${origin}${articlePath(item.slug)}`,
          ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
        })),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
        ],
      },
    ],
  });

  const cards = list.items
    .map((item) => articleCard(item, ctx, { heading: 'h2', featured: item.isFeatured }))
    .join('');
  const anyFilter = Boolean(filters.search || FILTERS.some(({ key }) => filters[key]));
  const empty = anyFilter
    ? `<h2>${escapeHtml(BLOG_TEXTS.list.noMatchTitle)}</h2><p>${escapeHtml(BLOG_TEXTS.list.noMatchDescription)} <a href="/blog">${escapeHtml(BLOG_TEXTS.filters.clear)}</a></p>`
    : `<h2>${escapeHtml(BLOG_TEXTS.list.emptyTitle)}</h2><p>${escapeHtml(BLOG_TEXTS.list.emptyDescription)}</p>`;
  const count =
    total > 0
      ? `<p class="pw-meta" role="status">${total} article${total === 1 ? '' : 's'}${totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}</p>`
      : '';
  const body = `<main><header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p></header>${filterForm(filters, taxonomy)}${count}${
    cards ? `<ul class="pw-grid">${cards}</ul>` : empty
  }${pagination(filters, page, totalPages)}</main>`;
  return { head, body };
}
