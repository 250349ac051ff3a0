import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { articlePlainText, countWords, sanitizeArticleHtml } from './content.sanitize.ts';
import { XSS_PAYLOADS } from './content.xss-payloads.ts';

/**
 * The allow-list, checked from the outside: the output is parsed again (htmlparser2, as a browser
 * would build a tree from it) and every element and attribute is held against what an article may
 * contain. This list is the test's own, not the sanitizer's options, so a widened option fails here.
 */
const ALLOWED: Record<string, readonly string[]> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  mark: [],
  a: ['href', 'title', 'rel', 'target'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: ['class'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  caption: [],
  colgroup: [],
  col: ['span'],
};
const NEVER_TAGS = [
  'script',
  'svg',
  'math',
  'iframe',
  'frame',
  'object',
  'embed',
  'style',
  'link',
  'base',
  'meta',
  'form',
  'button',
  'input',
  'template',
  'noscript',
];
const MEDIA_SRC = /^\/api\/blog-media\/[0-9a-f-]{36}$/;

type Element = { tag: string; attributes: Record<string, string> };

function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const parser = new Parser(
    { onopentag: (tag, attributes) => found.push({ tag, attributes }) },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** What a browser does to a URL before reading its scheme: drops tabs, line breaks, controls, spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what is being removed
const browserView = (url: string) => url.replace(/[\u0000-\u0020]/g, '');

/** Every way the output could still run script or leave the allow-list, as readable problems. */
function executableVectors(html: string): string[] {
  const problems: string[] = [];
  const lower = html.toLowerCase();
  for (const tag of NEVER_TAGS) if (lower.includes(`<${tag}`)) problems.push(`raw <${tag}`);
  for (const { tag, attributes } of elementsOf(html)) {
    const allowed = ALLOWED[tag];
    if (!allowed) {
      problems.push(`tag <${tag}>`);
      continue;
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
      if (/^on/i.test(name)) problems.push(`event handler ${name}`);
      if (name !== 'href' && name !== 'src') continue;
      const seen = browserView(value);
      if (/^(javascript|vbscript|data|file|blob):/i.test(seen)) problems.push(`${name}=${value}`);
      if (/^[\\/]{2}/.test(seen)) problems.push(`protocol-relative ${name}=${value}`);
      if (name === 'src' && !/^https?:\/\//i.test(seen) && !MEDIA_SRC.test(seen)) {
        problems.push(`image src ${value}`);
      }
    }
  }
  return problems;
}

describe('sanitizeArticleHtml against the XSS payloads', () => {
  it('has a payload list worth the name', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((p) => [p.name, p.html] as const))(
    '%s: nothing executable survives',
    (_name, html) => {
      const once = sanitizeArticleHtml(html);
      expect(executableVectors(once)).toEqual([]);
      expect(sanitizeArticleHtml(once)).toBe(once);
      // The same payload inside good content does not take the content down with it.
      const wrapped = sanitizeArticleHtml(`<p>before</p>${html}<p>after</p>`);
      expect(executableVectors(wrapped)).toEqual([]);
      expect(wrapped.startsWith('<p>before</p>')).toBe(true);
    },
  );

  it('checks what it claims: the detector finds the vectors in raw payloads', () => {
    const caught = XSS_PAYLOADS.filter((p) => executableVectors(p.html).length > 0);
    // Comments and CDATA are text to htmlparser2: those payloads are caught by their raw strings only.
    expect(caught.length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length - 6);
  });

  it('keeps the visible text of a neutralised payload as text, escaped', () => {
    expect(sanitizeArticleHtml('<p>1 < 2 & <b>bold</b></p>')).toBe('<p>1 &lt; 2 &amp; <b>bold</b></p>');
    expect(sanitizeArticleHtml('<script>alert(1)</script><p>kept</p>')).toBe('<p>kept</p>');
    expect(sanitizeArticleHtml('<img src="https://example.com/a.png" alt="<script>x</script>">')).toBe(
      '<img src="https://example.com/a.png" alt="&lt;script&gt;x&lt;/script&gt;" loading="lazy" />',
    );
  });
});

describe('sanitizeArticleHtml: links and images', () => {
  const href = (html: string) => elementsOf(sanitizeArticleHtml(html)).find((e) => e.tag === 'a')?.attributes;

  it('keeps links within the site, to the web and to an address', () => {
    expect(href('<a href="/blog/other-slug">x</a>')).toEqual({ href: '/blog/other-slug' });
    expect(href('<a href="#section-2">x</a>')).toEqual({ href: '#section-2' });
    expect(href('<a href="?page=2">x</a>')).toEqual({ href: '?page=2' });
    expect(href('<a href="mailto:editor@example.com">x</a>')).toEqual({ href: 'mailto:editor@example.com' });
    expect(href('<a href="HTTPS://example.com/a?b=1&amp;c=2">x</a>')).toEqual({
      href: 'HTTPS://example.com/a?b=1&c=2',
      rel: 'noopener noreferrer',
    });
  });

  it('drops links that leave the site while looking relative, and unknown schemes', () => {
    for (const bad of [
      '//evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      'ftp://x.example',
      'tel:123',
    ]) {
      expect(href(`<a href="${bad}">x</a>`), bad).toEqual({});
    }
  });

  it('sets rel on new tabs and other sites, keeps the SEO words, drops other targets', () => {
    expect(href('<a href="/blog/x" target="_blank">x</a>')).toEqual({
      href: '/blog/x',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(href('<a href="https://ad.example" rel="sponsored NOFOLLOW opener">x</a>')).toEqual({
      href: 'https://ad.example',
      rel: 'noopener noreferrer nofollow sponsored',
    });
    expect(href('<a href="/blog/x" target="_top" rel="next">x</a>')).toEqual({ href: '/blog/x' });
  });

  it('keeps images over http(s) and our own uploads, drops every other source with the image', () => {
    const id = '0b7c3a4e-1d2f-4a5b-8c9d-0e1f2a3b4c5d';
    const img = (src: string) => elementsOf(sanitizeArticleHtml(`<img src="${src}" alt="a">`))[0]?.attributes;
    expect(img(`/api/blog-media/${id}`)).toEqual({ src: `/api/blog-media/${id}`, alt: 'a', loading: 'lazy' });
    expect(img('https://cdn.example/a.webp')?.src).toBe('https://cdn.example/a.webp');
    expect(img('http://cdn.example/a.webp')?.src).toBe('http://cdn.example/a.webp');
    for (const bad of [
      '/api/users/me',
      `/api/blog-media/${id}/../../users`,
      `/api/blog-media/${id}?x=1`,
      'x',
      '//cdn.example/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://example.com/1',
    ]) {
      expect(img(bad), bad).toBeUndefined();
    }
  });

  it('keeps numeric table and image attributes only when they are plain numbers', () => {
    expect(
      sanitizeArticleHtml(
        '<table><tbody><tr><td colspan="2" rowspan="x">a</td><th scope="evil" colspan="-1">b</th></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td colspan="2">a</td><th>b</th></tr></tbody></table>');
    expect(sanitizeArticleHtml('<img src="https://e.example/a.png" width="640" height="100%">')).toBe(
      '<img src="https://e.example/a.png" width="640" loading="lazy" />',
    );
  });

  it('keeps only language classes on code', () => {
    expect(sanitizeArticleHtml('<pre><code class="language-ts hljs evil">x</code></pre>')).toBe(
      '<pre><code class="language-ts">x</code></pre>',
    );
    expect(sanitizeArticleHtml('<p class="language-ts">x</p>')).toBe('<p>x</p>');
  });

  it('bounds nesting depth', () => {
    const deep = `${'<blockquote>'.repeat(200)}deep${'</blockquote>'.repeat(200)}`;
    const out = sanitizeArticleHtml(deep);
    expect(out.match(/<blockquote>/g)?.length).toBeLessThanOrEqual(40);
    expect(out).toContain('deep');
  });
});

describe('sanitizeArticleHtml keeps good editor output', () => {
  // What TipTap's getHTML() gives for an article with every block the editor offers.
  const editorHtml = [
    '<h2>Why careers change</h2>',
    '<p>Most people <strong>change</strong> careers <em>more than once</em>; see <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.bls.gov/nls/">the survey</a> and <a href="/blog/holland-codes">Holland codes</a>.</p>',
    '<h3>What the research says</h3>',
    '<ul><li><p>Interests are stable</p></li><li><p>Skills <s>are not</s> grow</p><ul><li><p>nested</p></li></ul></li></ul>',
    '<ol start="3"><li><p>third</p></li></ol>',
    '<blockquote><p>Choose a job you love.</p></blockquote>',
    '<pre><code class="language-typescript">const score = raw / max;\nif (a &lt; b &amp;&amp; c) {}</code></pre>',
    '<p>Inline <code>code</code>, <u>underline</u>, <mark>mark</mark>, H<sub>2</sub>O, x<sup>2</sup><br />next line</p>',
    '<img src="/api/blog-media/0b7c3a4e-1d2f-4a5b-8c9d-0e1f2a3b4c5d" alt="A person at a crossroads" title="Crossroads" loading="lazy" />',
    '<figure><img src="https://images.example.com/a.webp" alt="Chart" loading="lazy" /><figcaption>Figure 1</figcaption></figure>',
    '<table><tbody><tr><th colspan="1" rowspan="1"><p>Trait</p></th><th colspan="1" rowspan="1"><p>Score</p></th></tr><tr><td colspan="1" rowspan="1"><p>Realistic</p></td><td colspan="1" rowspan="1"><p>72</p></td></tr></tbody></table>',
    '<hr />',
    '<h4>Last words</h4><p>Write to <a href="mailto:team@example.com">us</a> or jump to <a href="#top">the top</a>.</p>',
  ].join('');

  it('survives unchanged', () => {
    expect(sanitizeArticleHtml(editorHtml)).toBe(editorHtml);
  });

  it('turns an h1 into an h2, drops styles and unknown wrappers but keeps their text', () => {
    expect(
      sanitizeArticleHtml(
        '<h1 style="color:red">Title</h1><div class="x"><p style="text-align:center">Body</p></div><colgroup><col style="min-width:25px" span="2"></colgroup>',
      ),
    ).toBe('<h2>Title</h2><p>Body</p><colgroup><col span="2" /></colgroup>');
  });
});

describe('articlePlainText and countWords', () => {
  it('reads the words of the blocks, decoded, with script and style gone', () => {
    const html =
      '<h2>Title</h2><p>One &amp; two&nbsp;three&#8217;s &lt;tag&gt;</p><ul><li>a</li><li>b<br>c</li></ul><script>x()</script><style>p{}</style><table><tr><td>x</td><td>y</td></tr></table>';
    expect(articlePlainText(html)).toBe('Title One & two three’s <tag> a b c x y');
  });

  it('counts words with apostrophes and hyphens as one, in any script', () => {
    expect(countWords("It's a well-known fact — 42 people, naïve café, Ωμέγα")).toBe(9);
    expect(countWords('')).toBe(0);
    expect(countWords(articlePlainText('<p>one</p><p>two</p>'))).toBe(2);
  });
});
