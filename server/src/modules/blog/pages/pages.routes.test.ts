import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DomUtils } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
  testPasswordHasher,
} from '../../../../test/app.ts';
import {
  insertBlogAuthor,
  insertBlogCategory,
  insertBlogSubject,
  insertBlogTag,
} from '../../../../test/blog-articles.ts';
import { buildApp } from '../../../app.ts';
import { articleSlugRedirects, articles, articleTagLinks } from '../../../db/schema/index.ts';
import { BLOG_PAGES_TTL_MS } from './pages.routes.ts';
import { parseXml, readPage } from './pages.testing.ts';

const PUBLIC_URL = 'https://blog.pathwise.example';
const DAY = 86_400_000;
const HOSTILE = '</script><script>alert(1)</script>';

/** The app's clock, moved by the tests: scheduled publishing and the page cache's TTL follow it. */
let clock = new Date('2026-11-28T12:00:00.000Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('public blog pages (server-rendered HTML, sitemap, RSS, robots)', () => {
  let t: TestApp;
  let taxonomy: {
    category: Awaited<ReturnType<typeof insertBlogCategory>>;
    subject: Awaited<ReturnType<typeof insertBlogSubject>>;
    tag: Awaited<ReturnType<typeof insertBlogTag>>;
    author: Awaited<ReturnType<typeof insertBlogAuthor>>;
  };

  const insertArticle = async (values: Partial<typeof articles.$inferInsert> & { slug: string }) => {
    const [row] = await t.database.db
      .insert(articles)
      .values({
        title: `Article ${values.slug}`,
        excerpt: `About ${values.slug}.`,
        bodyHtml: '<p>Plenty of words about careers.</p>',
        isPublished: true,
        publishedAt: new Date(clock.getTime() - DAY),
        wordCount: 400,
        readingMinutes: 2,
        ...values,
      })
      .returning();
    return row!;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL }, now: () => clock });
    taxonomy = {
      category: await insertBlogCategory(t, 'Careers'),
      subject: await insertBlogSubject(t, 'Personality'),
      tag: await insertBlogTag(t, 'Holland codes'),
      author: await insertBlogAuthor(t, {
        name: 'Mira Rao',
        bio: 'Career counsellor.',
        isVerified: true,
        links: [{ label: 'Website', url: 'https://mira.example' }],
      }),
    };
    const main = await insertArticle({
      slug: 'choosing-a-career',
      title: `Choosing a career ${HOSTILE}`,
      excerpt: 'Five questions to ask.',
      metaDescription: 'How to choose a career in five questions.',
      coverImageUrl: '/api/blog-media/7a1c2d4e-0000-4000-8000-000000000001',
      coverImageAlt: 'A crossroads',
      authorId: taxonomy.author.id,
      categoryId: taxonomy.category.id,
      subjectId: taxonomy.subject.id,
      isFeatured: true,
      updatedAt: new Date('2026-11-28T08:00:00.000Z'),
    });
    await t.database.db.insert(articleTagLinks).values({ articleId: main.id, tagId: taxonomy.tag.id });
    await t.database.db.insert(articleSlugRedirects).values({ slug: 'picking-a-career', articleId: main.id });
    const related = await insertArticle({
      slug: 'strengths-at-work',
      title: 'Strengths at work',
      categoryId: taxonomy.category.id,
      publishedAt: new Date(clock.getTime() - 2 * DAY),
    });
    await t.database.db.insert(articleTagLinks).values({ articleId: related.id, tagId: taxonomy.tag.id });
    await insertArticle({ slug: 'a-draft', title: 'A draft', isPublished: false, publishedAt: null });
    await insertArticle({
      slug: 'coming-soon',
      title: 'Coming soon',
      publishedAt: new Date(clock.getTime() + 10_000),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /blog/{slug}', () => {
    it('answers 200 HTML with the meta tags, JSON-LD, body, author box, related and cache headers', async () => {
      const res = await get('/blog/choosing-a-career');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const page = readPage(res.body);
      expect(page.title).toBe(`Choosing a career ${HOSTILE} | Pathwise`);
      expect(page.meta('description')).toBe('How to choose a career in five questions.');
      expect(page.link('canonical')).toBe(`${PUBLIC_URL}/blog/choosing-a-career`);
      expect(page.meta('og:url')).toBe(`${PUBLIC_URL}/blog/choosing-a-career`);
      expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/api/blog-media/7a1c2d4e-0000-4000-8000-000000000001`);
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('article:section')).toBe('Careers');
      expect(page.metaAll('article:tag')).toEqual(['Holland codes']);
      expect(page.meta('article:modified_time')).toBe('2026-11-28T08:00:00.000Z');
      expect(page.jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
      expect(page.scripts.every((script) => script.attribs.type === 'application/ld+json')).toBe(true);
      expect(page.text('h1')).toEqual([`Choosing a career ${HOSTILE}`]);
      expect(page.text('p')).toContain('Plenty of words about careers.');
      const box = page.text('aside').join(' ');
      expect(box).toContain('Career counsellor.');
      expect(box).toContain('Verified');
      expect(page.elements('a').some((a) => a.attribs.href === '/blog/strengths-at-work')).toBe(true);
    });

    it('answers a HEAD as the GET, without a body', async () => {
      const res = await t.app.inject({ method: 'HEAD', url: '/blog/choosing-a-career' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe('');
    });

    it('answers 304 with no body when the client holds the same page', async () => {
      const first = await get('/blog/choosing-a-career');
      const again = await get('/blog/choosing-a-career', { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      const changed = await get('/blog/choosing-a-career', { 'if-none-match': '"something-else"' });
      expect(changed.statusCode).toBe(200);
    });

    it('sends the page brotli- or gzip-compressed as accepted, each with its own ETag, varying on Accept-Encoding', async () => {
      const plain = await get('/blog/choosing-a-career', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        const res = await get('/blog/choosing-a-career', { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.headers.etag).not.toBe(plain.headers.etag);
        const again = await get('/blog/choosing-a-career', {
          'accept-encoding': accept,
          'if-none-match': res.headers.etag as string,
        });
        expect(again.statusCode).toBe(304);
        expect(again.headers['content-encoding']).toBeUndefined();
      }
    });

    it('answers 404 HTML, not indexed, for drafts, scheduled articles and unknown slugs', async () => {
      for (const slug of ['a-draft', 'coming-soon', 'never-written']) {
        const res = await get(`/blog/${slug}`);
        expect(res.statusCode, slug).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        const page = readPage(res.body);
        expect(page.meta('robots')).toBe('noindex');
        expect(page.text('h1')).toEqual(['Article not found']);
      }
    });

    it('moves an old slug, and capitals, to the article’s address with 301', async () => {
      const old = await get('/blog/picking-a-career');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/blog/choosing-a-career');
      const capitals = await get('/blog/Choosing-A-Career');
      expect(capitals.statusCode).toBe(301);
      expect(capitals.headers.location).toBe('/blog/choosing-a-career');
    });

    it('shows a change within the cache TTL: a scheduled article appears, an unpublished one goes', async () => {
      expect((await get('/blog/coming-soon')).statusCode).toBe(404);
      expect((await get('/blog/strengths-at-work')).statusCode).toBe(200);
      const setPublished = (isPublished: boolean) =>
        t.database.db.update(articles).set({ isPublished }).where(eq(articles.slug, 'strengths-at-work'));
      await setPublished(false);
      try {
        // Still the cached page: repeated reads do not reach the database within the TTL.
        expect((await get('/blog/strengths-at-work')).statusCode).toBe(200);
        later(BLOG_PAGES_TTL_MS);
        expect((await get('/blog/coming-soon')).statusCode).toBe(200);
        expect((await get('/blog/strengths-at-work')).statusCode).toBe(404);
      } finally {
        await setPublished(true);
        later(BLOG_PAGES_TTL_MS);
      }
    });
  });

  describe('GET /blog', () => {
    const listed = async (query = '') => {
      const res = await get(`/blog${query}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      // Each card's heading links to its article.
      return readPage(res.body)
        .elements('article')
        .map(
          (card) =>
            DomUtils.getElementsByTagName('a', DomUtils.getElementsByTagName('h2', card))[0]?.attribs.href,
        );
    };

    it('lists published articles, featured first, never drafts or scheduled ones', async () => {
      const res = await get('/blog');
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const page = readPage(res.body);
      expect(page.title).toBe('Blog | Pathwise');
      expect(page.link('canonical')).toBe(`${PUBLIC_URL}/blog`);
      const hrefs = await listed();
      expect(hrefs[0]).toBe('/blog/choosing-a-career');
      expect(hrefs).toContain('/blog/strengths-at-work');
      expect(hrefs).not.toContain('/blog/a-draft');
    });

    it('filters by category, subject, tag and author slugs, and by search', async () => {
      const { category, subject, tag, author } = taxonomy;
      expect(await listed(`?category=${category.slug}`)).toEqual([
        '/blog/choosing-a-career',
        '/blog/strengths-at-work',
      ]);
      expect(await listed(`?subject=${subject.slug}`)).toEqual(['/blog/choosing-a-career']);
      expect(await listed(`?tag=${tag.slug}`)).toEqual([
        '/blog/choosing-a-career',
        '/blog/strengths-at-work',
      ]);
      expect(await listed(`?author=${author.slug}`)).toEqual(['/blog/choosing-a-career']);
      expect(await listed('?search=strengths')).toEqual(['/blog/strengths-at-work']);
      const filtered = readPage((await get(`/blog?category=${category.slug}&search=x`)).body);
      expect(filtered.link('canonical')).toBe(`${PUBLIC_URL}/blog?category=${category.slug}`);
      expect(filtered.meta('robots')).toBe('noindex, follow');
    });

    it('pages with rel prev/next links, and a page past the last is a 404', async () => {
      const first = readPage((await get('/blog?limit=1')).body);
      expect(first.link('next')).toBe(`${PUBLIC_URL}/blog?limit=1&page=2`);
      const second = readPage((await get('/blog?limit=1&page=2')).body);
      expect(second.link('prev')).toBe(`${PUBLIC_URL}/blog?limit=1`);
      expect(second.link('canonical')).toBe(`${PUBLIC_URL}/blog?page=2`);
      const past = await get('/blog?page=40');
      expect(past.statusCode).toBe(404);
      expect(readPage(past.body).meta('robots')).toBe('noindex');
    });

    it('answers a malformed query with 400', async () => {
      expect((await get('/blog?page=0')).statusCode).toBe(400);
    });
  });

  describe('feeds and robots.txt', () => {
    it('sitemap.xml parses as XML and lists the public pages and published articles only', async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const doc = parseXml(res.body);
      const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${PUBLIC_URL}/`,
          `${PUBLIC_URL}/blog`,
          `${PUBLIC_URL}/blog/choosing-a-career`,
        ]),
      );
      expect(locs).not.toContain(`${PUBLIC_URL}/blog/a-draft`);
      const entry = [...doc.getElementsByTagName('url')].find(
        (url) => url.getElementsByTagName('loc')[0]?.textContent === `${PUBLIC_URL}/blog/choosing-a-career`,
      );
      expect(entry?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-28T08:00:00.000Z');
    });

    it('rss.xml parses as XML and carries the published articles with their dates', async () => {
      const res = await get('/rss.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const doc = parseXml(res.body);
      const items = [...doc.getElementsByTagName('item')];
      const titles = items.map((item) => item.getElementsByTagName('title')[0]?.textContent);
      expect(titles).toContain(`Choosing a career ${HOSTILE}`);
      expect(titles).not.toContain('A draft');
      const main = items.find((item) =>
        item.getElementsByTagName('link')[0]?.textContent?.endsWith('/choosing-a-career'),
      );
      expect(main?.getElementsByTagName('description')[0]?.textContent).toBe('Five questions to ask.');
      expect(main?.getElementsByTagName('category')[0]?.textContent).toBe('Careers');
      expect(new Date(main!.getElementsByTagName('pubDate')[0]!.textContent!).toISOString()).toMatch(
        /^2026-11-2/,
      );
    });

    it('robots.txt names the sitemap at the public address', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain('Disallow: /admin');
      expect(res.body).toContain('Disallow: /api');
      expect(res.body.split('\n')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const again = await get('/robots.txt', { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    });
  });
});

describe('blog pages inside the built web app', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let webDist: string;
  const INDEX_HTML =
    '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><meta name="description" content="Pathwise — career and personality profiling" /><title>Pathwise</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div><noscript>Pathwise needs JavaScript to run.</noscript></body></html>';

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'pathwise-blog-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    // A build made before robots.txt left web/public: the server's own answer must win.
    writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    testDb = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ PUBLIC_URL }),
      database: testDb.database,
      logger: false,
      startJobs: false,
      passwordHasher: testPasswordHasher,
      webDist,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /blog as the app’s page with our head and content, so the app takes over when scripts run', async () => {
    const res = await app.inject({ method: 'GET', url: '/blog' });
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.titleCount).toBe(1);
    expect(page.title).toBe('Blog | Pathwise');
    expect(page.scripts.some((script) => script.attribs.src === '/assets/index-abc.js')).toBe(true);
    expect(page.text('h1')).toEqual(['Blog']);
    expect(res.body).not.toContain('needs JavaScript');
  });

  it('answers robots.txt itself even when an old build carries one', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
