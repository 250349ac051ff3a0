import { createRequire } from 'node:module';
import type { Article, ArticleSummary } from '@pathwise/contract';
import { DomUtils, parseDocument } from 'htmlparser2';

/** Reads a page as a crawler would (an HTML parser, no script run): what the tests assert on. */
export function readPage(html: string) {
  const document = parseDocument(html);
  const elements = (name: string) => DomUtils.getElementsByTagName(name, document);
  const metas = new Map<string, string[]>();
  for (const meta of elements('meta')) {
    const key = meta.attribs.name ?? meta.attribs.property;
    if (key) metas.set(key, [...(metas.get(key) ?? []), meta.attribs.content ?? '']);
  }
  const links = new Map<string, string>();
  for (const link of elements('link'))
    if (link.attribs.rel) links.set(link.attribs.rel, link.attribs.href ?? '');
  const scripts = elements('script');
  const titles = elements('title');
  return {
    document,
    title: titles.length === 1 ? DomUtils.textContent(titles[0]!) : null,
    titleCount: titles.length,
    meta: (key: string) => metas.get(key)?.[0],
    metaAll: (key: string) => metas.get(key) ?? [],
    link: (rel: string) => links.get(rel),
    scripts,
    jsonLd: scripts
      .filter((script) => script.attribs.type === 'application/ld+json')
      .map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>),
    elements,
    text: (name: string) => elements(name).map((element) => DomUtils.textContent(element)),
  };
}

const ids = {
  article: '11111111-1111-4111-8111-111111111111',
  author: '22222222-2222-4222-8222-222222222222',
  category: '33333333-3333-4333-8333-333333333333',
  tag: '44444444-4444-4444-8444-444444444444',
  assessment: '55555555-5555-4555-8555-555555555555',
};
export const FIXTURE_IDS = ids;

export function buildSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: ids.article,
    title: 'How to choose a career',
    slug: 'how-to-choose-a-career',
    excerpt: 'Five questions to ask before you choose.',
    coverImageUrl: '/api/blog-media/66666666-6666-4666-8666-666666666666',
    coverImageAlt: 'A person at a crossroads',
    author: { id: ids.author, name: 'Ada Lovelace', slug: 'ada-lovelace', isVerified: true, avatarUrl: null },
    category: { id: ids.category, name: 'Careers', slug: 'careers' },
    subject: null,
    tags: [{ id: ids.tag, name: 'Choosing', slug: 'choosing' }],
    status: 'published',
    isPublished: true,
    isFeatured: false,
    publishedAt: '2026-11-01T09:00:00.000Z',
    readingMinutes: 4,
    wordCount: 900,
    viewCount: 0,
    seoScore: null,
    createdAt: '2026-10-30T09:00:00.000Z',
    updatedAt: '2026-11-02T10:30:00.000Z',
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    ...buildSummary(),
    bodyHtml: '<p>The first paragraph.</p><h2>Know yourself</h2><p>Then the rest.</p>',
    metaTitle: null,
    metaDescription: null,
    focusKeyword: 'choose a career',
    canonicalUrl: null,
    ctaAssessmentId: null,
    ...overrides,
  };
}

/** jsdom (the web tests' DOM, a root dev dependency) ships no types: the one constructor we use. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (markup: string, options: { contentType: string }) => { window: { document: Document } };
};

/** A strict XML parse (jsdom throws on anything not well-formed), then the document to query. */
export function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}
