import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig, testPasswordHasher } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { isQuietRequest, requestLogLevel, SLOW_REQUEST_MS } from './request-log.ts';

describe('which requests the development log leaves out', () => {
  it.each([
    ['GET', '/assets/index-DV9CHiuC.js'],
    ['GET', '/favicon.ico'],
    ['GET', '/sw.js'],
    ['GET', '/manifest.webmanifest'],
    ['HEAD', '/icons/icon-192.png'],
    ['GET', '/api/blog-media/7a1c2d4e-0000-4000-8000-000000000001'],
    ['GET', '/api/notifications/unread-count'],
    ['GET', '/api/health'],
    ['GET', '/api/user/data-exports'],
    ['GET', '/api/assessments/results/0b7d/ai-analysis'],
    ['GET', '/api/admin/test-attempts/0b7d/ai-analysis'],
    ['POST', '/api/admin/test-attempts/ai-analysis-status'],
    ['GET', '/api/admin/broadcasts/0b7d'],
    ['GET', '/api/seo-analysis/bulk/0b7d'],
    ['GET', '/api/admin/analytics/system?tz=Asia%2FKolkata'],
  ])('%s %s is quiet', (method, url) => {
    expect(isQuietRequest(method, url)).toBe(true);
  });

  it.each([
    ['GET', '/dashboard'],
    ['GET', '/blog/choosing-a-career'],
    ['GET', '/api/catalogue'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/user/data-exports'],
    ['POST', '/api/assessments/results/0b7d/ai-analysis'],
    ['DELETE', '/api/admin/broadcasts/0b7d'],
    ['GET', '/api/admin/analytics/dashboard'],
    ['POST', '/assets/upload.js'],
  ])('%s %s is logged', (method, url) => {
    expect(isQuietRequest(method, url)).toBe(false);
  });

  it('still logs a quiet request that failed or was slow, and never hides a server error', () => {
    const quiet = { method: 'GET', url: '/api/notifications/unread-count' };
    expect(requestLogLevel({ ...quiet, statusCode: 200, responseTime: 3 })).toBe('debug');
    expect(requestLogLevel({ ...quiet, statusCode: 401, responseTime: 3 })).toBe('info');
    expect(requestLogLevel({ ...quiet, statusCode: 200, responseTime: SLOW_REQUEST_MS })).toBe('warn');
    expect(requestLogLevel({ ...quiet, statusCode: 503, responseTime: 3 })).toBe('error');
    expect(requestLogLevel({ method: 'GET', url: '/dashboard', statusCode: 200, responseTime: 3 })).toBe(
      'info',
    );
  });
});

type LogLine = { level: number; msg: string; url?: string; statusCode?: number };

/** An app whose pino logger writes into `lines`, serving a small built web app from a temp folder. */
async function appWithLog(env: Record<string, string>, level: string) {
  const testDb = await createTestDatabase();
  const webDist = mkdtempSync(path.join(tmpdir(), 'pathwise-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pathwise</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.ico'), 'icon');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app: FastifyInstance = await buildApp({
    config: testConfig({ LOG_LEVEL: level, ...env }),
    database: testDb.database,
    logger: { level, stream },
    startJobs: false,
    passwordHasher: testPasswordHasher,
    webDist,
  });
  await app.ready();
  return {
    app,
    lines,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

const visit = async (app: FastifyInstance) => {
  for (const url of ['/assets/index-abc123.js', '/favicon.ico', '/sw.js', '/api/health', '/dashboard'])
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
};

describe('the request log of a running app', () => {
  describe('in development', () => {
    let t: Awaited<ReturnType<typeof appWithLog>>;
    beforeAll(async () => {
      t = await appWithLog({ NODE_ENV: 'development' }, 'info');
      await visit(t.app);
    });
    afterAll(() => t?.close());

    it('writes one line per page or failure, and none for files and polling', () => {
      const requestLines = t.lines.filter((line) => line.url !== undefined).map((line) => line.msg);
      expect(requestLines).toEqual([
        expect.stringMatching(/^GET \/dashboard 200 \d+ ms$/),
        expect.stringMatching(/^GET \/assets\/gone-123\.js 404 \d+ ms$/),
      ]);
      expect(t.lines.map((line) => line.msg)).not.toContain('incoming request');
    });
  });

  describe('in development at LOG_LEVEL=debug', () => {
    let t: Awaited<ReturnType<typeof appWithLog>>;
    beforeAll(async () => {
      t = await appWithLog({ NODE_ENV: 'development' }, 'debug');
      await visit(t.app);
    });
    afterAll(() => t?.close());

    it('keeps the quiet lines, at debug level', () => {
      const debugUrls = t.lines.filter((line) => line.level === 20 && line.url).map((line) => line.url);
      expect(debugUrls).toEqual(['/assets/index-abc123.js', '/favicon.ico', '/sw.js', '/api/health']);
    });
  });

  describe('in production', () => {
    let t: Awaited<ReturnType<typeof appWithLog>>;
    beforeAll(async () => {
      t = await appWithLog({ NODE_ENV: 'production' }, 'info');
      await visit(t.app);
    });
    afterAll(() => t?.close());

    it("keeps Fastify's own two lines for every request", () => {
      const messages = t.lines.map((line) => line.msg);
      expect(messages.filter((msg) => msg === 'incoming request')).toHaveLength(6);
      expect(messages.filter((msg) => msg === 'request completed')).toHaveLength(6);
    });
  });
});
