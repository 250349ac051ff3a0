import type { Article, ArticleSummary, Author } from '@pathwise/contract';
import { articlePlainText, sanitizeArticleHtml } from '../content/content.sanitize.ts';
import { renderHeadTags } from './pages.head.ts';
import { escapeHtml, longDate, originOf, queryString, webUrl } from './pages.html.ts';
import { type PageContext, type RenderedPage, SITE_NAME } from './pages.layout.ts';
import { BLOG_TEXTS, readingTimeText } from './pages.texts.ts';

/** What the author box shows; the article's own author reference lacks the bio and links. */
export type AuthorProfile = Pick<Author, 'name' | 'slug' | 'bio' | 'avatarUrl' | 'links' | 'isVerified'>;

/** Search results cut descriptions at about this length; ours end on a word with an ellipsis. */
const DESCRIPTION_MAX = 160;

export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const blogFilterPath = (filter: 'category' | 'subject' | 'tag' | 'author', slug: string) =>
  `/blog${queryString({ [filter]: slug })}`;

/** The address search engines should index: the editor's canonical URL when set, else ours. */
export function articleCanonical(article: Pick<Article, 'slug' | 'canonicalUrl'>, ctx: PageContext) {
  return (
    webUrl(article.canonicalUrl, ctx.publicUrl) ?? `${originOf(ctx.publicUrl)}${articlePath(article.slug)}`
  );
}

export function articleTitle(article: Pick<Article, 'title' | 'metaTitle'>): string {
  return article.metaTitle?.trim() || `${article.title} | ${SITE_NAME}`;
}

export function articleDescription(article: Pick<Article, 'metaDescription' | 'excerpt' | 'bodyHtml'>) {
  const written = article.metaDescription?.trim() || article.excerpt?.trim();
  if (written) return written;
  const text = articlePlainText(article.bodyHtml);
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60)).trimEnd()}…`;
}

/** Where the call to action leads: the suggested profiler's page, else the list of profilers. */
export function ctaHref(article: Pick<Article, 'ctaAssessmentId'>): string {
  return article.ctaAssessmentId
    ? `/assessment/${encodeURIComponent(article.ctaAssessmentId)}`
    : '/dashboard';
}

function articleJsonLd(
  article: Article,
  author: AuthorProfile | null,
  canonical: string,
  image: string | null,
  description: string,
  ctx: PageContext,
) {
  const origin = originOf(ctx.publicUrl);
  const authorName = author?.name ?? article.author?.name;
  const authorSlug = author?.slug ?? article.author?.slug;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description,
    ...(image ? { image: [image] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    ...(authorName
      ? {
          author: {
            '@type': 'Person',
            name: authorName,
            ...(authorSlug ? { url: `${origin}${blogFilterPath('author', authorSlug)}` } : {}),
          },
        }
      : {}),
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
    wordCount: article.wordCount,
  };
  const crumbs = [
    { name: 'Home', item: `${origin}/` },
    { name: 'Blog', item: `${origin}/blog` },
    ...(article.category
      ? [
          {
            name: article.category.name,
            item: `${origin}${blogFilterPath('category', article.category.slug)}`,
          },
        ]
      : []),
    { name: article.title, item: `${origin}${articlePath(article.slug)}` },
  ];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.item,
    })),
  };
  return [data, breadcrumb];
}

function breadcrumbNav(article: Article): string {
  const items = [
    '<li><a href="/">Home</a></li>',
    '<li><a href="/blog">Blog</a></li>',
    article.category
      ? `<li><a href="${escapeHtml(blogFilterPath('category', article.category.slug))}">${escapeHtml(article.category.name)}</a></li>`
      : '',
    `<li aria-current="page">${escapeHtml(article.title)}</li>`,
  ];
  return `<nav class="pw-crumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

function authorBox(author: AuthorProfile, ctx: PageContext): string {
  const avatar = webUrl(author.avatarUrl, ctx.publicUrl);
  const links = author.links
    .map((link) => ({ label: link.label, url: webUrl(link.url, ctx.publicUrl) }))
    .filter((link): link is { label: string; url: string } => link.url !== null)
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(link.label)}</a></li>`,
    )
    .join('');
  return `<aside class="pw-box pw-author" aria-label="About the author">${
    avatar
      ? `<img class="pw-avatar" src="${escapeHtml(avatar)}" alt="" width="64" height="64" loading="lazy">`
      : ''
  }<div><p><strong><a href="${escapeHtml(blogFilterPath('author', author.slug))}">${escapeHtml(author.name)}</a></strong>${
    author.isVerified
      ? ` <span class="pw-verified" title="${escapeHtml(BLOG_TEXTS.author.verified)}">✓ ${escapeHtml(BLOG_TEXTS.author.verified)}</span>`
      : ''
  }</p>${author.bio ? `<p>${escapeHtml(author.bio)}</p>` : ''}${links ? `<ul class="pw-tags">${links}</ul>` : ''}</div></aside>`;
}

/** A card for a list of articles (related articles, the blog index). */
export function articleCard(
  article: ArticleSummary,
  ctx: PageContext,
  options: { heading: 'h2' | 'h3'; featured?: boolean },
): string {
  const cover = webUrl(article.coverImageUrl, ctx.publicUrl);
  const href = escapeHtml(articlePath(article.slug));
  const h = options.heading;
  const meta = [
    article.publishedAt
      ? `<time datetime="${escapeHtml(article.publishedAt)}">${escapeHtml(longDate(article.publishedAt))}</time>`
      : '',
    `<span>${escapeHtml(readingTimeText(article.readingMinutes))}</span>`,
    article.category ? `<span>${escapeHtml(article.category.name)}</span>` : '',
  ].join('');
  return `<li><article class="pw-card${options.featured ? ' pw-featured' : ''}">${
    cover
      ? `<a href="${href}" tabindex="-1" aria-hidden="true"><img src="${escapeHtml(cover)}" alt="" loading="lazy"></a>`
      : ''
  }${options.featured ? `<span class="pw-label">${escapeHtml(BLOG_TEXTS.card.featured)}</span>` : ''}<${h}><a href="${href}">${escapeHtml(article.title)}</a></${h}>${
    article.excerpt ? `<p>${escapeHtml(article.excerpt)}</p>` : ''
  }<p class="pw-meta">${meta}</p></article></li>`;
}

/**
 * The public page of one published article: everything a search engine or a link preview reads
 * (title, description, canonical, Open Graph, Twitter, JSON-LD Article and BreadcrumbList) and the
 * article itself, with its author, related articles and a call to action. Every text is escaped;
 * the body is the allow-listed HTML, sanitized once more here in case a row was written around the
 * service.
 */
export function renderArticlePage(
  article: Article,
  related: readonly ArticleSummary[],
  ctx: PageContext,
  options: { author?: AuthorProfile | null } = {},
): RenderedPage {
  const canonical = articleCanonical(article, ctx);
  const description = articleDescription(article);
  const image = webUrl(article.coverImageUrl, ctx.publicUrl);
  const author: AuthorProfile | null =
    options.author ??
    (article.author
      ? {
          name: article.author.name,
          slug: article.author.slug,
          bio: null,
          avatarUrl: article.author.avatarUrl,
          links: [],
          isVerified: article.author.isVerified,
        }
      : null);

  const articleProperties: Array<[string, string]> = [];
  if (article.publishedAt) articleProperties.push(['article:published_time', article.publishedAt]);
  articleProperties.push(['article:modified_time', article.updatedAt]);
  if (author) {
    articleProperties.push([
      'article:author',
      `${originOf(ctx.publicUrl)}${blogFilterPath('author', author.slug)}`,
    ]);
  }
  if (article.category) articleProperties.push(['article:section', article.category.name]);
  for (const tag of article.tags) articleProperties.push(['article:tag', tag.name]);

  const head = renderHeadTags({
    title: articleTitle(article),
    description,
    canonical,
    ogType: 'article',
    image,
    imageAlt: image ? article.coverImageAlt : null,
    articleProperties,
    jsonLd: articleJsonLd(article, author, canonical, image, description, ctx),
  });

  const meta = [
    author
      ? `<span>By <a href="${escapeHtml(blogFilterPath('author', author.slug))}">${escapeHtml(author.name)}</a>${author.isVerified ? ` <span class="pw-verified" title="${escapeHtml(BLOG_TEXTS.author.verified)}">✓</span>` : ''}</span>`
      : '',
    article.publishedAt
      ? `<time datetime="${escapeHtml(article.publishedAt)}">${escapeHtml(longDate(article.publishedAt))}</time>`
      : '',
    `<span>${escapeHtml(readingTimeText(article.readingMinutes))}</span>`,
    article.subject
      ? `<a href="${escapeHtml(blogFilterPath('subject', article.subject.slug))}">${escapeHtml(article.subject.name)}</a>`
      : '',
  ].join('');
  const tags = article.tags.length
    ? `<ul class="pw-tags" aria-label="${escapeHtml(BLOG_TEXTS.article.tags)}">${article.tags
        .map(
          (tag) =>
            `<li><a href="${escapeHtml(blogFilterPath('tag', tag.slug))}">#${escapeHtml(tag.name)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  const cta = `<section class="pw-box pw-cta" aria-labelledby="pw-cta-title"><h2 id="pw-cta-title">${escapeHtml(
    BLOG_TEXTS.cta.title,
  )}</h2><p>${escapeHtml(BLOG_TEXTS.cta.description)}</p><p><a class="pw-button" href="${escapeHtml(ctaHref(article))}">${escapeHtml(
    article.ctaAssessmentId ? BLOG_TEXTS.cta.takeProfiler : BLOG_TEXTS.cta.browseProfilers,
  )}</a></p></section>`;
  const relatedList = related.length
    ? `<section aria-labelledby="pw-related-title"><h2 id="pw-related-title">${escapeHtml(BLOG_TEXTS.article.related)}</h2><ul class="pw-grid">${related
        .map((item) => articleCard(item, ctx, { heading: 'h3' }))
        .join('')}</ul></section>`
    : '';

  const body = `<main><article class="pw-read">${breadcrumbNav(article)}<header><h1>${escapeHtml(article.title)}</h1>${
    article.excerpt ? `<p class="pw-excerpt">${escapeHtml(article.excerpt)}</p>` : ''
  }<p class="pw-meta">${meta}</p></header>${
    image
      ? `<img class="pw-cover" src="${escapeHtml(image)}" alt="${escapeHtml(article.coverImageAlt ?? '')}">`
      : ''
  }<div class="pw-body">${sanitizeArticleHtml(article.bodyHtml)}</div>${tags}${author ? authorBox(author, ctx) : ''}${cta}</article>${
    relatedList ? `<div class="pw-read">${relatedList}</div>` : ''
  }</main>`;
  return { head, body };
}

/** The page for an address that is no article (or not yet public), or a list page past the last: never indexed. */
export function renderNotFoundPage(
  heading = BLOG_TEXTS.article.notFoundTitle,
  message = BLOG_TEXTS.article.notFoundDescription,
): RenderedPage {
  return {
    head: renderHeadTags({
      title: `${heading} | ${SITE_NAME}`,
      description: message,
      robots: 'noindex',
      ogType: 'website',
    }),
    body: `<main><div class="pw-read"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><p><a href="/blog">${escapeHtml(BLOG_TEXTS.article.backToBlog)}</a></p></div></main>`,
  };
}
