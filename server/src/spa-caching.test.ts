import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig, testPasswordHasher } from '../test/app.ts';
import { buildApp } from './app.ts';

let app: FastifyInstance;
let testDb: TestDatabase;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'pathwise-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><script src="/assets/x-abc123.js"></script>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'x-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
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

const get = (url: string) => app.inject({ method: 'GET', url });

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

  it('answers unknown API paths with the JSON 404, never the page', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
