import { escapeHtml, originOf } from './pages.html.ts';

export const SITE_NAME = 'Pathwise';

/** What every page renderer needs besides its data. */
export type PageContext = {
  /** config.PUBLIC_URL: every absolute address (canonical, Open Graph, JSON-LD, feeds) starts here. */
  publicUrl: string;
};

/** One document: head tags (already escaped) and the page's markup for the app's root element. */
export type RenderedPage = { head: string; body: string };

/** Wraps a rendered page into a full HTML document. */
export type PageShell = (page: RenderedPage) => string;

/**
 * Small and self-contained so the page reads well with no JavaScript and before the app's CSS loads.
 * Scoped under .pw-blog and unlayered, so it wins over Tailwind's layered preflight when the app's
 * stylesheet is on the page too. Line length ~70ch; one column at phone widths.
 */
const BLOG_STYLES = `
body{margin:0}
.pw-blog{--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--brand:#0270c4;--soft:#f0f7ff;color:var(--ink);background:#fff;font:17px/1.65 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;min-height:100vh}
.pw-blog *{box-sizing:border-box}
.pw-blog a{color:var(--brand);text-decoration:underline;text-underline-offset:2px}
.pw-blog a:hover{text-decoration-thickness:2px}
.pw-blog .pw-top,.pw-blog .pw-foot{border-bottom:1px solid var(--line);padding:.75rem 1rem}
.pw-blog .pw-foot{border-top:1px solid var(--line);border-bottom:0;margin-top:3rem;color:var(--muted);font-size:.9rem}
.pw-blog .pw-bar{max-width:72rem;margin:0 auto;display:flex;gap:1rem;align-items:center;justify-content:space-between;flex-wrap:wrap}
.pw-blog .pw-brand{font-weight:700;font-size:1.15rem;color:var(--ink);text-decoration:none}
.pw-blog nav ul{list-style:none;display:flex;gap:1rem;margin:0;padding:0;flex-wrap:wrap}
.pw-blog main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem}
.pw-blog .pw-read{max-width:70ch;margin:0 auto}
.pw-blog h1{font-size:clamp(1.75rem,4vw,2.5rem);font-weight:700;line-height:1.2;margin:.5rem 0 1rem}
.pw-blog h2,.pw-blog h3,.pw-blog h4{font-weight:700}
.pw-blog h2{font-size:1.5rem;line-height:1.3;margin:2rem 0 .75rem}
.pw-blog h3{font-size:1.2rem;margin:1.5rem 0 .5rem}
.pw-blog h4{font-size:1.05rem;margin:1.25rem 0 .5rem}
.pw-blog p,.pw-blog ul,.pw-blog ol,.pw-blog blockquote,.pw-blog pre,.pw-blog table,.pw-blog figure{margin:0 0 1.1rem}
.pw-blog ul,.pw-blog ol{padding-left:1.4rem}
.pw-blog ul{list-style:disc}.pw-blog ol{list-style:decimal}
.pw-blog blockquote{border-left:4px solid var(--brand);padding:.25rem 1rem;color:var(--muted);background:var(--soft)}
.pw-blog blockquote>:last-child,.pw-blog .pw-box>:last-child,.pw-blog .pw-box div>:last-child,.pw-blog .pw-card>:last-child{margin-bottom:0}
.pw-blog .pw-box h2{margin-top:0}
.pw-blog pre{overflow-x:auto;background:#0f172a;color:#e2e8f0;padding:1rem;border-radius:.5rem;font-size:.9rem}
.pw-blog code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
.pw-blog img{max-width:100%;height:auto;border-radius:.5rem}
.pw-blog table{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%}
.pw-blog th,.pw-blog td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left}
.pw-blog .pw-excerpt{color:var(--muted);font-size:1.15rem;margin:.5rem 0 .75rem}
.pw-blog .pw-meta{color:var(--muted);font-size:.95rem;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.pw-blog .pw-crumbs{font-size:.9rem;color:var(--muted)}
.pw-blog .pw-crumbs ol{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem}
.pw-blog .pw-crumbs li+li::before{content:"\\203A";margin-right:.25rem}
.pw-blog .pw-cover{width:100%;margin:1rem 0 1.5rem}
.pw-blog .pw-tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.pw-blog .pw-tags a{display:inline-block;padding:.1rem .6rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:.9rem}
.pw-blog .pw-box{border:1px solid var(--line);border-radius:.875rem;padding:1.25rem;margin:2rem 0}
.pw-blog .pw-cta{background:var(--soft);border-color:#bae0fd}
.pw-blog .pw-button{display:inline-block;background:var(--brand);color:#fff;padding:.6rem 1.1rem;border-radius:.5rem;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
.pw-blog .pw-author{display:flex;gap:1rem;align-items:flex-start}
.pw-blog .pw-avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;flex:none}
.pw-blog .pw-verified{color:var(--brand);font-size:.9rem;font-weight:600}
.pw-blog .pw-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;padding:0;list-style:none}
.pw-blog .pw-card{border:1px solid var(--line);border-radius:.875rem;padding:1rem;height:100%}
.pw-blog .pw-card h2,.pw-blog .pw-card h3{font-size:1.15rem;margin:.25rem 0 .5rem}
.pw-blog .pw-card img{aspect-ratio:16/9;object-fit:cover;width:100%;margin-bottom:.5rem}
.pw-blog .pw-featured{border-color:var(--brand);background:var(--soft)}
.pw-blog .pw-label{font-size:.8rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--brand)}
.pw-blog .pw-filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;margin:0 0 1.5rem}
.pw-blog .pw-filters label{display:flex;flex-direction:column;font-size:.9rem;gap:.2rem;flex:1 1 10rem}
.pw-blog .pw-filters input,.pw-blog .pw-filters select{font:inherit;padding:.4rem .5rem;border:1px solid #94a3b8;border-radius:.4rem;background:#fff;color:var(--ink);width:100%}
.pw-blog .pw-pages{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:2rem 0}
.pw-blog .pw-pages a,.pw-blog .pw-pages span{display:inline-block;min-width:2.5rem;text-align:center;padding:.35rem .6rem;border:1px solid var(--line);border-radius:.4rem}
.pw-blog .pw-pages [aria-current]{background:var(--brand);color:#fff;border-color:var(--brand)}
.pw-blog .pw-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){.pw-blog{font-size:16px}.pw-blog main{padding:1rem .9rem}.pw-blog .pw-author{flex-direction:column}}
`
  .trim()
  .replace(/\n/g, '');

/** The site's header and footer around every blog page: plain links, no script needed. */
function frame(main: string): string {
  return `<div class="pw-blog"><header class="pw-top"><div class="pw-bar"><a class="pw-brand" href="/">${SITE_NAME}</a><nav aria-label="Main"><ul><li><a href="/blog">Blog</a></li><li><a href="/dashboard">Profilers</a></li><li><a href="/login">Sign in</a></li></ul></nav></div></header>${main}<footer class="pw-foot"><div class="pw-bar"><span>© ${SITE_NAME}</span><a href="/rss.xml">RSS feed</a></div></footer></div>`;
}

/** Head tags every blog page shares: our stylesheet and the feed. */
function commonHead(ctx: PageContext): string {
  return `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME} blog" href="${escapeHtml(`${originOf(ctx.publicUrl)}/rss.xml`)}"><style>${BLOG_STYLES}</style>`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Builds the document around our pages. With the web app's built index.html (read once at start),
 * the page is that file with our head tags in place of its default title and description and our
 * markup inside its root element: the app's scripts and stylesheet stay, so when JavaScript runs
 * React replaces the markup and takes over navigation. Without a web build (API-only servers, tests),
 * or with a template we do not recognise, a standalone document without scripts.
 */
export function createPageShell(indexHtml: string | null, ctx: PageContext): PageShell {
  const template = indexHtml?.includes(ROOT_ELEMENT) && indexHtml.includes('</head>') ? indexHtml : null;
  if (!template) {
    return ({ head, body }) =>
      `<!doctype html><html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><link rel="icon" type="image/svg+xml" href="/favicon.svg">${head}${commonHead(ctx)}</head><body><div id="root">${frame(body)}</div></body></html>`;
  }
  // Our own build's file: the default title, description and "needs JavaScript" notice make way for
  // the page's (a blog page reads fine without JavaScript).
  const cleaned = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  const headEnd = cleaned.indexOf('</head>');
  const beforeHead = cleaned.slice(0, headEnd);
  const rest = cleaned.slice(headEnd);
  const rootAt = rest.indexOf(ROOT_ELEMENT);
  const betweenHeadAndRoot = rest.slice(0, rootAt);
  const afterRoot = rest.slice(rootAt + ROOT_ELEMENT.length);
  const common = commonHead(ctx);
  return ({ head, body }) =>
    `${beforeHead}${head}${common}${betweenHeadAndRoot}<div id="root">${frame(body)}</div>${afterRoot}`;
}
