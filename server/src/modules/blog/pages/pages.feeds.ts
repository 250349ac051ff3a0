import type { PublishedArticleLink } from '../articles/articles.public.ts';
import { articlePath } from './pages.article.ts';
import { escapeHtml, originOf } from './pages.html.ts';
import { type PageContext, SITE_NAME } from './pages.layout.ts';

/** How many articles the RSS feed carries: readers poll it, the newest are what they want. */
export const RSS_ARTICLES = 20;

const FEED_DESCRIPTION = 'Articles from Pathwise on careers, personality, strengths and choosing a path.';

/** XML 1.0 has no way to write most control characters, even escaped: they are dropped. */
function xmlText(value: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly the characters XML forbids
  return escapeHtml((value ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

/** The app's pages anyone may read and a search engine should list (the rest need an account). */
const PUBLIC_PAGES = ['/', '/blog'] as const;

/**
 * sitemap.xml (sitemaps.org 0.9): the public pages and every published article with the date its
 * content last changed (a view never moves it). The blog index changes when its newest article does.
 */
export function renderSitemap(links: readonly PublishedArticleLink[], ctx: PageContext): string {
  const origin = originOf(ctx.publicUrl);
  const newest = links.reduce<Date | null>(
    (latest, link) => (latest && latest > link.lastModified ? latest : link.lastModified),
    null,
  );
  const url = (loc: string, lastmod: Date | null) =>
    `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const entries = [
    ...PUBLIC_PAGES.map((page) => url(`${origin}${page}`, page === '/blog' ? newest : null)),
    ...links.map((link) => url(`${origin}${articlePath(link.slug)}`, link.lastModified)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}

/**
 * rss.xml (RSS 2.0 with its atom:self link): the newest articles, each with its permanent link as
 * guid, the RFC 822 date (Date#toUTCString writes the RFC 1123 form RSS readers expect), the excerpt
 * as description and the category. lastBuildDate is the newest change, not the time of the request,
 * so the same articles give the same bytes (and the same ETag).
 */
export function renderRss(links: readonly PublishedArticleLink[], ctx: PageContext): string {
  const origin = originOf(ctx.publicUrl);
  const newest = links.reduce<Date | null>(
    (latest, link) => (latest && latest > link.lastModified ? latest : link.lastModified),
    null,
  );
  const items = links.map((link) => {
    const href = `${origin}${articlePath(link.slug)}`;
    const description = link.excerpt ?? link.metaDescription;
    return `<item><title>${xmlText(link.title)}</title><link>${xmlText(href)}</link><guid isPermaLink="true">${xmlText(href)}</guid><pubDate>${link.publishedAt.toUTCString()}</pubDate>${
      description ? `<description>${xmlText(description)}</description>` : ''
    }${link.authorName ? `<dc:creator>${xmlText(link.authorName)}</dc:creator>` : ''}${
      link.categoryName ? `<category>${xmlText(link.categoryName)}</category>` : ''
    }</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${SITE_NAME} blog</title><link>${xmlText(`${origin}/blog`)}</link><description>${FEED_DESCRIPTION}</description><language>en-us</language><atom:link href="${xmlText(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>${
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : ''
  }${items.join('')}</channel></rss>\n`;
}

/**
 * robots.txt, made here so the Sitemap line carries the configured public address (one source: the web
 * build no longer ships its own). The console and the API stay closed to crawlers, except the blog's
 * images under the API: a cover image is the article's preview picture and search engines must be
 * able to fetch it (for Google the longer matching rule wins).
 */
export function renderRobots(ctx: PageContext): string {
  return [
    "# Pathwise: the sign-in page, the blog and the app's public pages may be crawled; the admin console and the API may not.",
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Allow: /api/blog-media/',
    '',
    `Sitemap: ${originOf(ctx.publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
