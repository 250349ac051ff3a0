import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { bearer } from './payments';

/**
 * Helpers of the blog journeys (issue 16): API calls for setting up and cleaning up what a journey
 * creates, a PNG made in memory for the editor's image upload, and the axe check.
 */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** What a journey created on the shared server, deleted at its end. */
export type BlogLeftovers = { articleIds: string[]; tagIds: string[]; categoryIds: string[] };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of `width` × `height`: a left-to-right gradient from teal to indigo, so the
 * picture on the page is visibly an image (the server re-encodes it as WebP with sharp).
 */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
  for (let x = 0; x < width; x++) {
    const t = x / Math.max(1, width - 1);
    row[1 + x * 3] = Math.round(13 + (79 - 13) * t);
    row[2 + x * 3] = Math.round(148 + (70 - 148) * t);
    row[3 + x * 3] = Math.round(136 + (229 - 136) * t);
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  data?: unknown,
  okStatus = 200,
): Promise<T> {
  const response = await request[method](url, { headers: bearer(token), data });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(okStatus);
  return (okStatus === 204 ? undefined : await response.json()) as T;
}

export async function createCategory(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<{ id: string; name: string; slug: string }> {
  return call(request, token, 'post', '/api/article-categories', { name }, 201);
}

/** Creates and publishes an article through the admin API; returns its id and slug. */
export async function publishArticleViaApi(
  request: APIRequestContext,
  token: string,
  body: { title: string; bodyHtml: string; excerpt?: string },
): Promise<{ id: string; slug: string }> {
  const created = await call<{ id: string; slug: string }>(
    request,
    token,
    'post',
    '/api/articles',
    body,
    201,
  );
  await call(request, token, 'patch', `/api/articles/${created.id}/publish`, { isPublished: true });
  return { id: created.id, slug: created.slug };
}

export async function tagIdsNamed(
  request: APIRequestContext,
  token: string,
  search: string,
): Promise<string[]> {
  const list = await call<{ items: { id: string }[] }>(
    request,
    token,
    'get',
    `/api/article-tags?search=${encodeURIComponent(search)}&limit=100`,
  );
  return list.items.map((tag) => tag.id);
}

/**
 * Deletes what a journey created (articles first, so the tags and categories are free), and says
 * which deletions failed instead of stopping at the first: the rest still goes.
 */
export async function deleteLeftovers(
  request: APIRequestContext,
  token: string,
  left: BlogLeftovers,
): Promise<void> {
  const failures: string[] = [];
  const remove = async (url: string) => {
    const response = await request.delete(url, { headers: bearer(token) });
    if (response.status() >= 300 && response.status() !== 404) {
      failures.push(`DELETE ${url}: ${response.status()} ${await response.text()}`);
    }
  };
  for (const id of left.articleIds) await remove(`/api/articles/${id}`);
  for (const id of left.tagIds) await remove(`/api/article-tags/${id}`);
  for (const id of left.categoryIds) await remove(`/api/article-categories/${id}`);
  expect(failures, 'cleanup of the blog journey').toEqual([]);
}

/** A full-page axe scan; every serious or critical finding is printed before the check fails. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) {
    console.error(
      found
        .map((f) => `[${screen}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
        .join('\n'),
    );
  }
  expect(
    found.map((f) => `${screen}: ${f.rule}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** True when `text` parses as XML in the browser (DOMParser reports errors as a <parsererror>). */
export async function parsesAsXml(page: Page, text: string): Promise<string | null> {
  return page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'application/xml');
    const error = parsed.getElementsByTagName('parsererror')[0];
    return error ? (error.textContent ?? 'parsererror') : null;
  }, text);
}

/** Creates a draft article through the admin API; returns its id. */
export async function createDraft(
  request: APIRequestContext,
  token: string,
  body: { title: string; bodyHtml: string },
): Promise<string> {
  return (await call<{ id: string }>(request, token, 'post', '/api/articles', body, 201)).id;
}

/** Saves `bodyHtml` into an article and returns the body as the server stored it (sanitized). */
export async function storeBody(
  request: APIRequestContext,
  token: string,
  id: string,
  bodyHtml: string,
): Promise<string> {
  return (await call<{ bodyHtml: string }>(request, token, 'put', `/api/articles/${id}`, { bodyHtml }))
    .bodyHtml;
}

/**
 * What in the page's `selector` could run script: elements with an on… attribute, script elements
 * (JSON-LD aside), and href/src/action/formaction/xlink:href values that are not http(s), mailto,
 * relative or an uploaded image. Read from the DOM, so it works with JavaScript off too.
 */
export async function activeContent(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} *`).evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      const tag = element.tagName.toLowerCase();
      if (
        ['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'style', 'svg', 'math'].includes(tag)
      ) {
        found.push(`<${tag}>`);
      }
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'cite', 'srcset'].includes(name)) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them in a URL's scheme.
          if (/^(javascript|vbscript|data):/.test(value.replace(/[\s\u0000-\u001f]/g, ''))) {
            found.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
          }
        }
      }
    }
    return found;
  });
}
