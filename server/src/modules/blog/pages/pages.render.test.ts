import { readFileSync } from 'node:fs';
import type { ArticleList, BlogTaxonomy, PublicArticlesQuery } from '@pathwise/contract';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderArticlePage, renderNotFoundPage } from './pages.article.ts';
import { escapeHtml, jsonForScript, webUrl } from './pages.html.ts';
import { renderBlogIndexPage } from './pages.index.ts';
import { createPageShell } from './pages.layout.ts';
import { buildArticle, buildSummary, FIXTURE_IDS, readPage } from './pages.testing.ts';

/** Read here straight from the web's file, not through pages.texts.ts, so the test checks the wiring. */
const webTexts = JSON.parse(
  readFileSync(new URL('../../../../../web/src/locales/en-US.blog.json', import.meta.url), 'utf8'),
).publicBlog;

const ctx = { publicUrl: 'https://pathwise.example/' };
const standalone = createPageShell(null, ctx);
const HOSTILE = '</script><script>alert(1)</script><!-- "quoted" & \'single\'';

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(3)).toBe('3');
  });

  it('turns a hostile title into text that a parser reads back unchanged', () => {
    const page = readPage(`<p title="${escapeHtml(HOSTILE)}">${escapeHtml(HOSTILE)}</p>`);
    const [p] = page.elements('p');
    expect(DomUtils.textContent(p!)).toBe(HOSTILE);
    expect(p!.attribs.title).toBe(HOSTILE);
    expect(page.scripts).toHaveLength(0);
  });
});

describe('jsonForScript', () => {
  it('writes no <, > or & yet parses back to the same value', () => {
    const value = { headline: HOSTILE, sep: '\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('webUrl', () => {
  it('keeps http(s), makes our paths absolute and drops every other scheme', () => {
    expect(webUrl('/api/blog-media/x', ctx.publicUrl)).toBe('https://pathwise.example/api/blog-media/x');
    expect(webUrl('https://cdn.example/a.png', ctx.publicUrl)).toBe('https://cdn.example/a.png');
    expect(webUrl('javascript:alert(1)', ctx.publicUrl)).toBeNull();
    expect(webUrl('JaVaScRiPt:alert(1)', ctx.publicUrl)).toBeNull();
    expect(webUrl('data:text/html,<script>', ctx.publicUrl)).toBeNull();
    expect(webUrl('//evil.example/x', ctx.publicUrl)).toBeNull();
  });
});

describe('renderArticlePage', () => {
  const related = [
    buildSummary({ id: FIXTURE_IDS.tag, title: 'Strengths at work', slug: 'strengths-at-work' }),
  ];

  it('says everything a search engine and a link preview read', () => {
    const page = readPage(standalone(renderArticlePage(buildArticle(), related, ctx)));
    const url = 'https://pathwise.example/blog/how-to-choose-a-career';
    expect(page.title).toBe('How to choose a career | Pathwise');
    expect(page.meta('description')).toBe('Five questions to ask before you choose.');
    expect(page.link('canonical')).toBe(url);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe('How to choose a career | Pathwise');
    expect(page.meta('og:description')).toBe('Five questions to ask before you choose.');
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:site_name')).toBe('Pathwise');
    expect(page.meta('og:image')).toBe(
      'https://pathwise.example/api/blog-media/66666666-6666-4666-8666-666666666666',
    );
    expect(page.meta('og:image:alt')).toBe('A person at a crossroads');
    expect(page.meta('article:published_time')).toBe('2026-11-01T09:00:00.000Z');
    expect(page.meta('article:modified_time')).toBe('2026-11-02T10:30:00.000Z');
    expect(page.meta('article:author')).toBe('https://pathwise.example/blog?author=ada-lovelace');
    expect(page.meta('article:section')).toBe('Careers');
    expect(page.metaAll('article:tag')).toEqual(['Choosing']);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
    expect(page.meta('twitter:title')).toBe('How to choose a career | Pathwise');
  });

  it('gives JSON-LD Article and BreadcrumbList (Home › Blog › Category › Article) that parse', () => {
    const page = readPage(standalone(renderArticlePage(buildArticle(), related, ctx)));
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    const [article, breadcrumb] = page.jsonLd as [Record<string, unknown>, { itemListElement: unknown }];
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'How to choose a career',
      description: 'Five questions to ask before you choose.',
      image: ['https://pathwise.example/api/blog-media/66666666-6666-4666-8666-666666666666'],
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-02T10:30:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Ada Lovelace',
        url: 'https://pathwise.example/blog?author=ada-lovelace',
      },
      publisher: { '@type': 'Organization', name: 'Pathwise' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://pathwise.example/blog/how-to-choose-a-career' },
    });
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://pathwise.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://pathwise.example/blog' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Careers',
        item: 'https://pathwise.example/blog?category=careers',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'How to choose a career',
        item: 'https://pathwise.example/blog/how-to-choose-a-career',
      },
    ]);
  });

  it('prefers the editor’s meta title, description and canonical URL', () => {
    const page = readPage(
      standalone(
        renderArticlePage(
          buildArticle({
            metaTitle: 'Choosing a career: a guide',
            metaDescription: 'A short guide.',
            canonicalUrl: 'https://elsewhere.example/original',
          }),
          [],
          ctx,
        ),
      ),
    );
    expect(page.title).toBe('Choosing a career: a guide');
    expect(page.meta('description')).toBe('A short guide.');
    expect(page.link('canonical')).toBe('https://elsewhere.example/original');
  });

  it('falls back to the text for a description, a compact card without a cover, and ignores a script canonical', () => {
    const page = readPage(
      standalone(
        renderArticlePage(
          buildArticle({
            excerpt: null,
            coverImageUrl: null,
            canonicalUrl: 'javascript:alert(1)',
            bodyHtml: `<p>${'Words about careers. '.repeat(20)}</p>`,
          }),
          [],
          ctx,
        ),
      ),
    );
    const description = page.meta('description')!;
    expect(description.startsWith('Words about careers.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.meta('og:image')).toBeUndefined();
    expect(page.link('canonical')).toBe('https://pathwise.example/blog/how-to-choose-a-career');
  });

  it('cannot be broken out of by a hostile title, excerpt, tag or author', () => {
    const article = buildArticle({
      title: HOSTILE,
      excerpt: HOSTILE,
      coverImageAlt: HOSTILE,
      tags: [{ id: FIXTURE_IDS.tag, name: HOSTILE, slug: 'x' }],
      category: { id: FIXTURE_IDS.category, name: HOSTILE, slug: 'careers' },
      author: { id: FIXTURE_IDS.author, name: HOSTILE, slug: 'ada', isVerified: false, avatarUrl: null },
    });
    const html = standalone(renderArticlePage(article, [buildSummary({ title: HOSTILE })], ctx));
    const page = readPage(html);
    // Only the two JSON-LD blocks are scripts; no element came out of the text.
    expect(page.scripts.map((script) => script.attribs.type)).toEqual([
      'application/ld+json',
      'application/ld+json',
    ]);
    expect(page.title).toBe(`${HOSTILE} | Pathwise`);
    expect(page.meta('og:title')).toBe(`${HOSTILE} | Pathwise`);
    expect(page.meta('description')).toBe(HOSTILE);
    expect(page.metaAll('article:tag')).toEqual([HOSTILE]);
    expect(page.text('h1')).toEqual([HOSTILE]);
    expect((page.jsonLd[0] as { headline: string }).headline).toBe(HOSTILE);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- "quoted"');
  });

  it('serves the body through the allow-list again: no script, handler or javascript: link survives', () => {
    const html = standalone(
      renderArticlePage(
        buildArticle({
          bodyHtml:
            '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
        }),
        [],
        ctx,
      ),
    );
    const page = readPage(html);
    expect(page.scripts.every((script) => script.attribs.type === 'application/ld+json')).toBe(true);
    expect(html).not.toMatch(/onerror|javascript:|<iframe/i);
    expect(page.text('p')).toContain('Safe');
  });

  it('shows the author box with bio, verified mark and safe links', () => {
    const html = standalone(
      renderArticlePage(buildArticle(), [], ctx, {
        author: {
          name: 'Ada Lovelace',
          slug: 'ada-lovelace',
          bio: 'Writes about <careers>.',
          avatarUrl: '/api/blog-media/avatar',
          isVerified: true,
          links: [
            { label: 'Website', url: 'https://ada.example' },
            { label: 'Bad', url: 'javascript:alert(1)' },
          ],
        },
      }),
    );
    const page = readPage(html);
    const box = page.elements('aside')[0]!;
    expect(DomUtils.textContent(box)).toContain('Writes about <careers>.');
    expect(DomUtils.textContent(box)).toContain('Verified');
    const links = DomUtils.getElementsByTagName('a', box).filter((a) => a.attribs.target === '_blank');
    expect(links.map((a) => [a.attribs.href, a.attribs.rel])).toEqual([
      ['https://ada.example/', 'noopener noreferrer'],
    ]);
    expect(html).not.toContain('javascript:');
  });

  it('points the call to action at the suggested profiler, else at the profilers', () => {
    const cta = (html: string) =>
      readPage(html)
        .elements('a')
        .find((a) => a.attribs.class === 'pw-button')?.attribs.href;
    expect(
      cta(standalone(renderArticlePage(buildArticle({ ctaAssessmentId: FIXTURE_IDS.assessment }), [], ctx))),
    ).toBe(`/assessment/${FIXTURE_IDS.assessment}`);
    expect(cta(standalone(renderArticlePage(buildArticle(), [], ctx)))).toBe('/dashboard');
  });

  it('speaks the web app’s words (en-US.blog.json), so the page reads the same with JavaScript off and on', () => {
    const page = readPage(
      standalone(renderArticlePage(buildArticle({ excerpt: 'A short excerpt.' }), related, ctx)),
    );
    expect(page.text('h2')).toEqual(expect.arrayContaining([webTexts.cta.title, webTexts.article.related]));
    expect(page.text('p')).toEqual(expect.arrayContaining([webTexts.cta.description, 'A short excerpt.']));
    expect(page.text('a')).toContain(webTexts.cta.browseProfilers);
  });

  it('lists the related articles as links', () => {
    const page = readPage(standalone(renderArticlePage(buildArticle(), related, ctx)));
    expect(page.elements('a').some((a) => a.attribs.href === '/blog/strengths-at-work')).toBe(true);
    expect(page.text('h2')).toContain('Related articles');
  });

  it('marks the not-found page noindex', () => {
    const page = readPage(standalone(renderNotFoundPage()));
    expect(page.meta('robots')).toBe('noindex');
    expect(page.text('h1')).toEqual([webTexts.article.notFoundTitle]);
  });
});

describe('renderBlogIndexPage', () => {
  const taxonomy: BlogTaxonomy = {
    categories: [
      {
        id: FIXTURE_IDS.category,
        name: 'Careers',
        slug: 'careers',
        description: 'Choosing and changing careers.',
        isActive: true,
        articleCount: 30,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    subjects: [],
    tags: [
      {
        id: FIXTURE_IDS.tag,
        name: 'Empty',
        slug: 'empty',
        isActive: true,
        articleCount: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    authors: [],
  };
  const list = (page: number, total: number): ArticleList => ({
    items: [
      buildSummary({ isFeatured: true, title: 'Featured one', slug: 'featured-one' }),
      buildSummary({ title: 'Plain one', slug: 'plain-one' }),
    ],
    pagination: { page, limit: 12, total, hasMore: page * 12 < total },
  });
  const query = (extra: Partial<PublicArticlesQuery> = {}): PublicArticlesQuery => ({
    page: 1,
    limit: 12,
    ...extra,
  });

  it('lists featured articles first, marked, with a plain GET form for the filters', () => {
    const page = readPage(standalone(renderBlogIndexPage(list(1, 2), query(), taxonomy, ctx)));
    expect(page.title).toBe('Blog | Pathwise');
    expect(page.link('canonical')).toBe('https://pathwise.example/blog');
    expect(page.text('h2').slice(0, 2)).toEqual(['Featured one', 'Plain one']);
    expect(page.elements('article')[0]!.attribs.class).toContain('pw-featured');
    const form = page.elements('form')[0]!;
    expect([form.attribs.method, form.attribs.action]).toEqual(['get', '/blog']);
    const fields = DomUtils.getElementsByTagName('select', form).map((select) => select.attribs.name);
    // The tag with no readable article is not offered; there are no subjects or authors.
    expect(fields).toEqual(['category']);
    expect(page.link('prev')).toBeUndefined();
    expect(page.link('next')).toBeUndefined();
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['Blog', 'BreadcrumbList']);
  });

  it('keeps only the filters and the page in the canonical, links prev and next, and names the filter', () => {
    const page = readPage(
      standalone(
        renderBlogIndexPage(list(2, 40), query({ page: 2, category: 'careers', limit: 12 }), taxonomy, ctx),
      ),
    );
    expect(page.title).toBe('Careers (page 2) | Pathwise');
    expect(page.meta('description')).toBe('Choosing and changing careers.');
    expect(page.link('canonical')).toBe('https://pathwise.example/blog?category=careers&page=2');
    expect(page.link('prev')).toBe('https://pathwise.example/blog?category=careers');
    expect(page.link('next')).toBe('https://pathwise.example/blog?category=careers&page=3');
    const nav = page.elements('a').filter((a) => a.attribs.rel === 'prev' || a.attribs.rel === 'next');
    expect(nav.map((a) => a.attribs.href)).toEqual([
      '/blog?category=careers',
      '/blog?category=careers&page=3',
    ]);
    expect(page.elements('option').find((o) => o.attribs.selected !== undefined)?.attribs.value).toBe(
      'careers',
    );
  });

  it('does not index a search, and its canonical drops the words', () => {
    const page = readPage(
      standalone(renderBlogIndexPage(list(1, 2), query({ search: HOSTILE, limit: 24 }), taxonomy, ctx)),
    );
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.link('canonical')).toBe('https://pathwise.example/blog');
    expect(page.title).toBe(`Search: “${HOSTILE}” | Pathwise`);
    expect(page.elements('input')[0]!.attribs.value).toBe(HOSTILE);
    expect(page.scripts.every((script) => script.attribs.type === 'application/ld+json')).toBe(true);
  });

  it('says so when nothing matches', () => {
    const empty: ArticleList = { items: [], pagination: { page: 1, limit: 12, total: 0, hasMore: false } };
    const page = readPage(standalone(renderBlogIndexPage(empty, query({ tag: 'nothing' }), taxonomy, ctx)));
    expect(page.text('h2')).toContain(webTexts.list.noMatchTitle);
    expect(page.text('p').join(' ')).toContain(webTexts.list.noMatchDescription);
  });
});

describe('createPageShell', () => {
  const built =
    '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><meta name="description" content="Pathwise — career and personality profiling" /><title>Pathwise</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div><noscript>Pathwise needs JavaScript to run.</noscript></body></html>';

  it('puts the page inside the built app: its scripts and CSS stay, its default title and description go', () => {
    const html = createPageShell(built, ctx)(renderArticlePage(buildArticle(), [], ctx));
    const page = readPage(html);
    expect(page.titleCount).toBe(1);
    expect(page.title).toBe('How to choose a career | Pathwise');
    expect(page.metaAll('description')).toEqual(['Five questions to ask before you choose.']);
    expect(page.scripts.some((script) => script.attribs.src === '/assets/index-abc.js')).toBe(true);
    expect(page.link('stylesheet')).toBe('/assets/index-abc.css');
    expect(html).not.toContain('needs JavaScript');
    const root = page.elements('div').find((div) => div.attribs.id === 'root')!;
    expect(DomUtils.textContent(root)).toContain('The first paragraph.');
    expect(page.elements('style')).toHaveLength(1);
  });

  it('without a web build, is a standalone document with no script to run', () => {
    const page = readPage(standalone(renderArticlePage(buildArticle(), [], ctx)));
    expect(page.scripts.every((script) => script.attribs.type === 'application/ld+json')).toBe(true);
    expect(page.meta('viewport')).toBe('width=device-width, initial-scale=1.0');
    expect(page.link('alternate')).toBe('https://pathwise.example/rss.xml');
  });
});
