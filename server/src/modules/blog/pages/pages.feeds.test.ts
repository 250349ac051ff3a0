import { describe, expect, it } from 'vitest';
import type { PublishedArticleLink } from '../articles/articles.public.ts';
import { createPageCache, etagOf, matchesEtag, pickEncoding } from './pages.cache.ts';
import { renderRobots, renderRss, renderSitemap } from './pages.feeds.ts';
import { parseXml } from './pages.testing.ts';

const ctx = { publicUrl: 'https://pathwise.example' };

const link = (overrides: Partial<PublishedArticleLink> = {}): PublishedArticleLink => ({
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'how-to-choose',
  title: 'How to <choose> & "why"',
  excerpt: 'Five questions </description><script>alert(1)</script>',
  metaDescription: null,
  coverImageUrl: null,
  authorName: 'Ada',
  categoryName: 'Careers & work',
  publishedAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-02T10:30:00Z'),
  lastModified: new Date('2026-11-02T10:30:00Z'),
  ...overrides,
});

describe('sitemap.xml', () => {
  it('is well-formed and lists the public pages and each article with its last change', () => {
    const doc = parseXml(
      renderSitemap([link(), link({ slug: 'older', lastModified: new Date('2026-10-01T00:00:00Z') })], ctx),
    );
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')].map((url) => [
      url.getElementsByTagName('loc')[0]?.textContent,
      url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    ]);
    expect(urls).toEqual([
      ['https://pathwise.example/', null],
      ['https://pathwise.example/blog', '2026-11-02T10:30:00.000Z'],
      ['https://pathwise.example/blog/how-to-choose', '2026-11-02T10:30:00.000Z'],
      ['https://pathwise.example/blog/older', '2026-10-01T00:00:00.000Z'],
    ]);
  });
});

describe('rss.xml', () => {
  it('is well-formed RSS 2.0 with its self link, and every text comes back as written', () => {
    const doc = parseXml(
      renderRss([link({ title: 'Bell\u0007 rings' }), link({ slug: 'b', excerpt: null })], ctx),
    );
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect([self.getAttribute('href'), self.getAttribute('rel')]).toEqual([
      'https://pathwise.example/rss.xml',
      'self',
    ]);
    const [first, second] = [...doc.getElementsByTagName('item')];
    const text = (item: Element, name: string) => item.getElementsByTagName(name)[0]?.textContent;
    expect(text(first!, 'title')).toBe('Bell rings');
    expect(text(first!, 'link')).toBe('https://pathwise.example/blog/how-to-choose');
    expect(text(first!, 'guid')).toBe('https://pathwise.example/blog/how-to-choose');
    expect(first!.getElementsByTagName('guid')[0]!.getAttribute('isPermaLink')).toBe('true');
    expect(text(first!, 'pubDate')).toBe('Sun, 01 Nov 2026 09:00:00 GMT');
    expect(text(first!, 'description')).toBe('Five questions </description><script>alert(1)</script>');
    expect(text(first!, 'category')).toBe('Careers & work');
    expect(second!.getElementsByTagName('description')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe('Mon, 02 Nov 2026 10:30:00 GMT');
  });

  it('is the same bytes for the same articles (the feed’s ETag only moves with its content)', () => {
    expect(renderRss([link()], ctx)).toBe(renderRss([link()], ctx));
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the console and the API (blog images excepted) and names the sitemap', () => {
    const rules = renderRobots({ publicUrl: 'https://pathwise.example/' })
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Allow: /api/blog-media/',
      'Sitemap: https://pathwise.example/sitemap.xml',
    ]);
  });
});

describe('ETags', () => {
  it('are strong, equal for equal bytes, and matched as If-None-Match lists them', () => {
    const etag = etagOf('hello');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etagOf('hello')).toBe(etag);
    expect(etagOf('hello!')).not.toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('page cache', () => {
  const value = (body: string) => ({
    statusCode: 200,
    body,
    payload: Buffer.from(body),
    contentType: 'text/plain',
    cacheControl: 'public',
    etag: etagOf(body),
  });

  it('renders once per TTL, then again', async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache({ ttlMs: 30_000, maxEntries: 10, now: () => clock });
    const render = async () => value(`render ${++renders}`);
    expect((await cache.getOrRender('a', render)).body).toBe('render 1');
    clock = 29_999;
    expect((await cache.getOrRender('a', render)).body).toBe('render 1');
    clock = 30_000;
    expect((await cache.getOrRender('a', render)).body).toBe('render 2');
  });

  it('drops the least recently used beyond its size', async () => {
    const cache = createPageCache({ ttlMs: 30_000, maxEntries: 2, now: () => 0 });
    let renders = 0;
    const render = (key: string) => cache.getOrRender(key, async () => value(`${key} ${++renders}`));
    await render('a');
    await render('b');
    await render('a'); // a is now the most recent
    await render('c'); // evicts b
    expect(cache.size).toBe(2);
    expect((await render('a')).body).toBe('a 1');
    expect((await render('b')).body).toBe('b 4');
  });

  it('lets concurrent misses for one key share one render', async () => {
    const cache = createPageCache({ ttlMs: 30_000, maxEntries: 10, now: () => 0 });
    let renders = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.getOrRender('a', async () => {
          renders += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
          return value('a');
        }),
      ),
    );
    expect(renders).toBe(1);
    expect(new Set(results.map((result) => result.body))).toEqual(new Set(['a']));
  });

  it('keeps no failed render', async () => {
    const cache = createPageCache({ ttlMs: 30_000, maxEntries: 10, now: () => 0 });
    await expect(cache.getOrRender('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect((await cache.getOrRender('a', async () => value('ok'))).body).toBe('ok');
  });
});
