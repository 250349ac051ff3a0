import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig, testPasswordHasher } from '../test/app.ts';
import { buildApp } from './app.ts';

let app: FastifyInstance;
let testDb: TestDatabase;
let webDist: string;

const INDEX_HTML = '<!doctype html><script src="/assets/x-abc123.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('a chunk of the app '.repeat(40))})`;

/** The file and the brotli and gzip copies the web build writes beside it. */
function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'pathwise-web-'));
  writeWithCompressedCopies(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, 'assets'));
  writeWithCompressedCopies(path.join(webDist, 'assets', 'x-abc123.js'), SCRIPT);
  // A file the build left uncompressed (too small to gain): always sent as it is.
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  // The offline cache's worker, its registration script and the install manifest (vite-plugin-pwa).
  writeWithCompressedCopies(
    path.join(webDist, 'sw.js'),
    `self.addEventListener('fetch', () => {}); // ${SCRIPT}`,
  );
  writeFileSync(path.join(webDist, 'registerSW.js'), "navigator.serviceWorker.register('/sw.js')");
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Pathwise"}');
  testDb = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database: testDb.database,
    logger: false,
    startJobs: false,
    passwordHasher: testPasswordHasher,
    webDist,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('caching of the web app', () => {
  it.each(['/', '/index.html', '/login', '/admin/settings', '/dashboard?tab=2'])(
    '%s is the SPA page, revalidated on every load',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('/assets/x-abc123.js');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD on an app route as GET would, without a body (monitors and link checkers ask HEAD)', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it('keeps the content-hashed assets for a year', async () => {
    const res = await get('/assets/x-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves files outside assets/ (not content-hashed) to revalidate', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it.each([
    ['/sw.js', 'javascript'],
    ['/registerSW.js', 'javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('%s (a fixed name that names a build) is revalidated on every use', async (url, type) => {
    for (const encoding of ['br', 'identity']) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers unknown API paths with the JSON 404, never the page', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('compressed files made at build time', () => {
  it('sends the brotli copy of a script to a browser that accepts br, marked and cached for good', async () => {
    const res = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted, still varying on Accept-Encoding', async () => {
    const res = await get('/assets/x-abc123.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });

  it('compresses the SPA page too, which stays revalidated on every load', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg/>');
  });

  it('does not serve the compressed copies at addresses of their own', async () => {
    const res = await get('/assets/x-abc123.js.br');
    expect(res.statusCode).toBe(404);
  });

  it('answers a missing asset (a chunk of an older build) with 404, not the page', async () => {
    const res = await get('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});

describe('robots.txt', () => {
  it('is the server’s text (the blog pages make it, with the sitemap), keeping crawlers out of the console and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const rules = res.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Allow: /api/blog-media/',
      `Sitemap: ${testConfig().PUBLIC_URL.replace(/\/+$/, '')}/sitemap.xml`,
    ]);
  });
});
