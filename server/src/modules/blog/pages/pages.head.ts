import { escapeHtml, jsonForScript } from './pages.html.ts';
import { SITE_NAME } from './pages.layout.ts';

/** What a page says about itself to search engines and link previews. Values are raw text. */
export type HeadTags = {
  title: string;
  description: string;
  canonical?: string | null;
  /** e.g. "noindex" for the not-found page and search results. */
  robots?: string;
  /** Open Graph type: "article" for an article, "website" for lists. */
  ogType: 'article' | 'website';
  /** Absolute image address for previews. */
  image?: string | null;
  imageAlt?: string | null;
  /** article:* properties (published_time, modified_time, author, section, tag…), repeated in order. */
  articleProperties?: Array<[string, string]>;
  prev?: string | null;
  next?: string | null;
  jsonLd?: unknown[];
};

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The head tags of one page, every value escaped. */
export function renderHeadTags(tags: HeadTags): string {
  const parts = [`<title>${escapeHtml(tags.title)}</title>`, meta('name', 'description', tags.description)];
  if (tags.robots) parts.push(meta('name', 'robots', tags.robots));
  if (tags.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`);
  if (tags.prev) parts.push(`<link rel="prev" href="${escapeHtml(tags.prev)}">`);
  if (tags.next) parts.push(`<link rel="next" href="${escapeHtml(tags.next)}">`);
  parts.push(
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
  );
  if (tags.canonical) parts.push(meta('property', 'og:url', tags.canonical));
  if (tags.image) {
    parts.push(meta('property', 'og:image', tags.image));
    if (tags.imageAlt) parts.push(meta('property', 'og:image:alt', tags.imageAlt));
  }
  for (const [key, value] of tags.articleProperties ?? []) parts.push(meta('property', key, value));
  // A large preview when there is a picture to show, the compact card otherwise.
  parts.push(
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
  );
  if (tags.image) {
    parts.push(meta('name', 'twitter:image', tags.image));
    if (tags.imageAlt) parts.push(meta('name', 'twitter:image:alt', tags.imageAlt));
  }
  for (const data of tags.jsonLd ?? []) {
    parts.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return parts.join('');
}
