import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML goes through one allow-list (decision 020), on the way in (before it is stored) and on
 * the way out (before any page or API serves it): what the editor can make — headings, paragraphs,
 * lists, links, quotes, code, images with alt text, tables — and nothing else. No scripts, no event
 * handlers, no style, no iframes or SVG, and links and images only over http(s) or to our own paths.
 * sanitize-html parses with htmlparser2; we never filter HTML with our own regular expressions.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The title is the page's only h1; an editor's h1 becomes an h2 so the outline stays one tree.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const next: Record<string, string> = { ...attribs };
      if (attribs.target === '_blank' || external) {
        next.rel = 'noopener noreferrer';
      }
      if (attribs.target !== undefined && attribs.target !== '_blank') delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  disallowedTagsMode: 'discard',
  // Text inside dropped script/style/textarea/etc. goes with them rather than surfacing as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'svg',
    'math',
    'template',
  ],
  enforceHtmlBoundary: false,
};

/** The one sanitizer of article HTML; safe to run twice (its output is a fixed point). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The article's words as plain text (for word count, reading time, excerpts and SEO checks). */
export function articlePlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|td|th|figcaption)>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
