import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML goes through one allow-list (decision 020), on the way in (before it is stored) and on
 * the way out (before any page or API serves it): what the editor can make — headings, paragraphs,
 * lists, links, quotes, code, images with alt text, tables — and nothing else. No scripts, no event
 * handlers, no style, no iframes or SVG, and links and images only over http(s) or to our own paths.
 * sanitize-html parses with htmlparser2; we never filter HTML with our own regular expressions.
 *
 * Why the output is safe to hand to a browser: sanitize-html re-serialises what it parsed, escaping
 * `& < > "` in text and in (always double-quoted) attribute values, and no element whose content a
 * browser parses differently (script, style, textarea, title, noscript, xmp, iframe, svg, math...)
 * survives. So the browser builds the tree we checked: the mutation-XSS tricks that rely on a
 * parser disagreement have nothing to work with. Attribute values reach our checks entity-decoded,
 * exactly as the browser will see them (it decodes what we re-escaped, no more).
 */

/** Links may go to the web, to an address, or stay on our site (`/blog/other-slug`, `#section`). */
const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_SCHEMES = ['http', 'https'];
/** Our own uploads (content.routes.ts), the only relative image source: nothing else on our origin is an image. */
export const BLOG_MEDIA_PATH = '/api/blog-media/';
const OWN_MEDIA_SRC = /^\/api\/blog-media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Resolving against a placeholder origin tells a relative URL from one that leaves the site. */
const PLACEHOLDER_ORIGIN = 'https://article.invalid';
/** rel words an editor may set (SEO: nofollow, sponsored, ugc); noopener noreferrer we add ourselves. */
const REL_WORDS = ['noopener', 'noreferrer', 'nofollow', 'sponsored', 'ugc'];
/** Deeper than any list or quote an editor nests; bounds the tree every reader of the body walks. */
const NESTING_LIMIT = 40;

/** `relativePath` is set for a URL on our own site (no scheme), as the browser will read it. */
type UrlVerdict = { safe: false } | { safe: true; external: boolean; relativePath?: string };

/**
 * Decides about a URL the way a browser reads it (WHATWG URL parsing, which Node's URL implements):
 * tabs and line breaks inside are ignored and control characters and spaces around it trimmed, so
 * `java\tscript:`, ` javascript:` and `\u0001javascript:` are all `javascript:` here too.
 */
function checkUrl(raw: string, schemes: readonly string[]): UrlVerdict {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser strips are the point
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // `//host` and `\\host` leave the site while looking relative; a full https:// address says where it goes.
  if (/^[\\/]{2}/.test(cleaned)) return { safe: false };
  let url: URL;
  try {
    url = new URL(cleaned, PLACEHOLDER_ORIGIN);
  } catch {
    return { safe: false };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) {
    const scheme = url.protocol.slice(0, -1).toLowerCase();
    return schemes.includes(scheme) ? { safe: true, external: scheme !== 'mailto' } : { safe: false };
  }
  // Relative: it must stay on our origin (`/\evil.example` resolves to another host).
  if (url.origin !== PLACEHOLDER_ORIGIN) return { safe: false };
  return { safe: true, external: false, relativePath: cleaned };
}

function isSafeImageSrc(raw: string): boolean {
  const verdict = checkUrl(raw, IMAGE_SCHEMES);
  if (!verdict.safe) return false;
  return verdict.relativePath === undefined || OWN_MEDIA_SRC.test(verdict.relativePath);
}

const HEADER_SCOPES = ['row', 'col', 'rowgroup', 'colgroup'];
const isCount = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,3}$/.test(value);
const isPixels = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,4}$/.test(value);

/** Keeps the named numeric attributes only when they hold a plain number (no `100%;x`, no negatives). */
function keepNumbers(attribs: sanitizeHtml.Attributes, names: string[], test: (v?: string) => boolean) {
  const next = { ...attribs };
  for (const name of names) if (name in next && !test(next[name])) delete next[name];
  return next;
}

function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: sanitizeHtml.Attributes = { ...attribs };
  const verdict = next.href === undefined ? null : checkUrl(next.href, LINK_SCHEMES);
  if (verdict && !verdict.safe) delete next.href;
  const opensNewTab = next.target === '_blank';
  if (!opensNewTab) delete next.target;
  const words = new Set((next.rel ?? '').toLowerCase().split(/\s+/));
  // A new tab or another site gets no window.opener and no referrer, whatever the editor asked for.
  const external = verdict?.safe === true && verdict.external;
  if (opensNewTab || external) {
    words.add('noopener');
    words.add('noreferrer');
  }
  // One fixed order, so sanitizing twice changes nothing.
  const rel = REL_WORDS.filter((word) => words.has(word)).join(' ');
  if (rel) next.rel = rel;
  else delete next.rel;
  return { tagName, attribs: next };
}

function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next = keepNumbers(attribs, ['width', 'height'], isPixels);
  if (next.src !== undefined && !isSafeImageSrc(next.src)) delete next.src;
  // Article images sit below the fold more often than not; the cover is rendered by the page itself.
  next.loading = 'lazy';
  return { tagName, attribs: next };
}

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
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  // The library's own scheme check stays on as a second lock behind checkUrl.
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    // The title is the page's only h1; an editor's h1 becomes an h2 so the outline stays one tree.
    h1: 'h2',
    a: transformLink,
    img: transformImage,
    th: (tagName, attribs) => {
      const next = keepNumbers(attribs, ['colspan', 'rowspan'], isCount);
      // (sanitize-html's `values` list would keep a refused scope as an empty attribute)
      if (next.scope !== undefined && !HEADER_SCOPES.includes(next.scope)) delete next.scope;
      return { tagName, attribs: next };
    },
    td: (tagName, attribs) => ({ tagName, attribs: keepNumbers(attribs, ['colspan', 'rowspan'], isCount) }),
    col: (tagName, attribs) => ({ tagName, attribs: keepNumbers(attribs, ['span'], isCount) }),
    ol: (tagName, attribs) => ({ tagName, attribs: keepNumbers(attribs, ['start'], isCount) }),
  },
  // An image whose source was refused shows nothing but a broken icon: drop it whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
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
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'object',
    'embed',
    'applet',
    'frameset',
  ],
  nestingLimit: NESTING_LIMIT,
  enforceHtmlBoundary: false,
};

/** The one sanitizer of article HTML; safe to run twice (its output is a fixed point). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Where one block of text ends and the next begins: a space keeps `end.</p><p>Next` two words. */
const BLOCK_ENDS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'blockquote',
  'pre',
  'td',
  'th',
  'caption',
  'figcaption',
  'div',
  'br',
  'hr',
  'tr',
]);

/**
 * The article's words as plain text (for word count, reading time, excerpts and SEO checks). The
 * same parser walks the HTML; we collect its text events rather than strip tags ourselves.
 */
export function articlePlainText(html: string): string {
  const pieces: string[] = [];
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
    textFilter: (text) => {
      pieces.push(text);
      return '';
    },
    onOpenTag: (name) => {
      if (name === 'br' || name === 'hr') pieces.push(' ');
    },
    onCloseTag: (name) => {
      if (BLOCK_ENDS.has(name)) pieces.push(' ');
    },
  });
  return decodeEscapes(pieces.join('')).replace(/\s+/g, ' ').trim();
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
}

/** sanitize-html escapes exactly these in text (the parser decoded every other reference already). */
function decodeEscapes(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
