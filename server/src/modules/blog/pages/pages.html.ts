/**
 * The few escaping rules every server-rendered blog page and feed relies on. Every piece of text that
 * reaches a page goes through `escapeHtml` (body text and double-quoted attributes alike); the JSON-LD
 * blocks go through `jsonForScript`; URLs taken from the database pass `webUrl` first.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a double-quoted attribute; also valid XML (sitemap, RSS). */
export function escapeHtml(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] as string);
}

/**
 * JSON inside `<script type="application/ld+json">`: the HTML parser ends the element at the first
 * `</script` whatever the JSON says, and `<!--` switches it to a mode where it can swallow the rest of
 * the page. With `<`, `>` and `&` written as \u escapes neither can occur, and JSON.parse still reads
 * the same values. U+2028/2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The public origin without a trailing slash (config.PUBLIC_URL may end with one). */
export function originOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/**
 * An address we may put in a link or a meta tag: absolute http(s) kept, a same-origin path ("/api/…")
 * made absolute on the public origin, anything else (javascript:, data:, protocol-relative) dropped.
 */
export function webUrl(value: string | null | undefined, publicUrl: string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${originOf(publicUrl)}${trimmed}`;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A query string from the non-empty values, in the order given ("" when there are none). */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** "November 28, 2026": dates as the web app writes them (lib/format.ts), in UTC so every server agrees. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}
