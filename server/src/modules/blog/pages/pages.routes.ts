import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BlogTaxonomy, PublicArticlesQuerySchema, SlugParamsSchema } from '@pathwise/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHES, type CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  listPublishedArticleLinks,
  listPublishedArticles,
  resolveSlug,
} from '../articles/articles.public.ts';
import { readBlogTaxonomy } from '../taxonomy/taxonomy.public.ts';
import { articlePath, renderArticlePage, renderNotFoundPage } from './pages.article.ts';
import {
  type CachedResponse,
  createPageCache,
  etagOf,
  matchesEtag,
  pickEncoding,
  representation,
} from './pages.cache.ts';
import { RSS_ARTICLES, renderRobots, renderRss, renderSitemap } from './pages.feeds.ts';
import { renderBlogIndexPage } from './pages.index.ts';
import { createPageShell, type PageContext, type RenderedPage } from './pages.layout.ts';

export type BlogPagesDeps = ModuleDeps &
  CacheInvalidationDeps & {
    /** The web build's folder when this server serves the app: its index.html frames every page. */
    webDist: string | null;
  };

/**
 * How long a rendered page, feed or the taxonomy is reused before the database is read again. A
 * change made through the blog's services drops them on every instance at once (decision 024); this
 * bounds what no write announces (a scheduled article going live at its date).
 */
export const BLOG_PAGES_TTL_MS = 30_000;
/** Rendered pages kept at most (articles, list pages, not-found answers): a few MB at worst. */
export const BLOG_PAGES_MAX_ENTRIES = 500;

const HTML = 'text/html; charset=utf-8';
/** Browsers and shared caches reuse a page for a minute and may serve it stale while revalidating. */
const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const FEED_CACHE_CONTROL = 'public, max-age=300';

function response(
  statusCode: number,
  body: string,
  contentType: string,
  cacheControl: string,
  location?: string,
): CachedResponse {
  return {
    statusCode,
    body,
    payload: Buffer.from(body),
    contentType,
    cacheControl,
    etag: etagOf(body),
    location,
  };
}

/**
 * Sends a cached response compressed as the client accepts, or 304 with no body when the client
 * already holds these bytes. Each encoding is its own representation with its own ETag (RFC 9110).
 */
function send(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  const chosen = representation(cached, pickEncoding(request.headers['accept-encoding']));
  reply
    .header('ETag', chosen.etag)
    .header('Cache-Control', cached.cacheControl)
    .header('Vary', 'Accept-Encoding');
  if (cached.location) reply.header('Location', cached.location);
  if (cached.statusCode === 200 && matchesEtag(request.headers['if-none-match'], chosen.etag)) {
    return reply.code(304).send();
  }
  if (chosen.encoding) reply.header('Content-Encoding', chosen.encoding);
  return reply.code(cached.statusCode).type(cached.contentType).send(chosen.payload);
}

function readIndexHtml(webDist: string | null): string | null {
  if (!webDist) return null;
  try {
    return readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The public blog as HTML a search engine reads without JavaScript, plus sitemap.xml, rss.xml and
 * robots.txt (decision 020). Outside /api: these are pages, not API calls, and not in the auth table;
 * each still declares `auth: 'public'`. Responses carry a strong ETag and Cache-Control; rendered
 * pages are kept in process until a change is published (decision 024) or BLOG_PAGES_TTL_MS passes.
 */
export async function blogPagesRoutes(app: FastifyInstance, deps: BlogPagesDeps) {
  const { db, now } = deps;
  const ctx: PageContext = { publicUrl: deps.config.PUBLIC_URL };
  const shell = createPageShell(readIndexHtml(deps.webDist), ctx);
  const html = (statusCode: number, page: RenderedPage, cacheControl = PAGE_CACHE_CONTROL) =>
    response(statusCode, shell(page), HTML, cacheControl);
  const cache = createPageCache({
    ttlMs: BLOG_PAGES_TTL_MS,
    maxEntries: BLOG_PAGES_MAX_ENTRIES,
    now: () => now().getTime(),
    // While notices cannot arrive, a page kept could outlive a change made on another instance.
    keeps: () => deps.cacheInvalidation.isListening(),
  });

  // The filters and author boxes of every page read the same taxonomy: once per TTL, shared.
  let taxonomy: { value: Promise<BlogTaxonomy>; expiresAt: number } | null = null;
  const readTaxonomy = () => {
    if (!deps.cacheInvalidation.isListening()) return readBlogTaxonomy(db, now());
    const at = now().getTime();
    if (!taxonomy || taxonomy.expiresAt <= at) {
      const value = readBlogTaxonomy(db, now());
      taxonomy = { value, expiresAt: at + BLOG_PAGES_TTL_MS };
      value.catch(() => {
        taxonomy = null;
      });
    }
    return taxonomy.value;
  };

  // A change to articles or their taxonomy, on any instance: render everything afresh.
  const unsubscribe = deps.cacheInvalidation.subscribe(CACHES.blogPages, () => {
    cache.clear();
    taxonomy = null;
  });
  app.addHook('onClose', async () => unsubscribe());

  const notFound = () => html(404, renderNotFoundPage(), 'no-cache');
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/blog',
    { schema: { hide: true, querystring: PublicArticlesQuerySchema }, config: { auth: 'public' } },
    async (request, reply) => {
      const query = request.query;
      const key = `index:${JSON.stringify(query)}`;
      const cached = await cache.getOrRender(key, async () => {
        const [list, taxonomyNow] = await Promise.all([
          listPublishedArticles(db, query, now()),
          readTaxonomy(),
        ]);
        // A page past the last one is no page: 404 rather than an empty page to index.
        if (query.page > 1 && list.items.length === 0) {
          return html(404, renderNotFoundPage('Page not found', 'The blog has fewer pages.'), 'no-cache');
        }
        return html(200, renderBlogIndexPage(list, query, taxonomyNow, ctx));
      });
      return send(request, reply, cached);
    },
  );

  typed.get(
    '/blog/:slug',
    { schema: { hide: true, params: SlugParamsSchema }, config: { auth: 'public' } },
    async (request, reply) => {
      const { slug } = request.params;
      // Slugs are lower-case; a hand-typed capital finds the article at its one address.
      if (slug !== slug.toLowerCase()) {
        return send(request, reply, redirect(articlePath(slug.toLowerCase())));
      }
      const cached = await cache.getOrRender(`article:${slug}`, async () => {
        const resolved = await resolveSlug(db, slug, now());
        if (!resolved) return notFound();
        if (resolved.kind === 'redirect') return redirect(articlePath(resolved.slug));
        const { authors } = await readTaxonomy();
        const author = authors.find((item) => item.id === resolved.article.author?.id) ?? null;
        return html(200, renderArticlePage(resolved.article, resolved.related, ctx, { author }));
      });
      return send(request, reply, cached);
    },
  );

  typed.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { auth: 'public' } },
    async (request, reply) => {
      const cached = await cache.getOrRender('sitemap', async () =>
        response(
          200,
          renderSitemap(await listPublishedArticleLinks(db, now()), ctx),
          'application/xml; charset=utf-8',
          FEED_CACHE_CONTROL,
        ),
      );
      return send(request, reply, cached);
    },
  );

  typed.get('/rss.xml', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const cached = await cache.getOrRender('rss', async () =>
      response(
        200,
        renderRss(await listPublishedArticleLinks(db, now(), RSS_ARTICLES), ctx),
        'application/rss+xml; charset=utf-8',
        FEED_CACHE_CONTROL,
      ),
    );
    return send(request, reply, cached);
  });

  // Fixed for the life of the process (it depends on configuration only).
  const robots = response(200, renderRobots(ctx), 'text/plain; charset=utf-8', FEED_CACHE_CONTROL);
  typed.get('/robots.txt', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) =>
    send(request, reply, robots),
  );
}

/** 301 to an article's current address (a renamed slug, or capitals in the address). */
function redirect(location: string): CachedResponse {
  return response(301, `Moved to ${location}`, 'text/plain; charset=utf-8', 'public, max-age=300', location);
}
