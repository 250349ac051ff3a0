import { ADMIN_REQUIRED_MESSAGE } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { insertUserWithToken } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const concrete = (url: string) =>
  url.replace(/:key\b/g, 'OPENAI_API_KEY').replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

/** Walks the registered route table, so a new route cannot skip its auth check unnoticed. */
describe('authorisation sweep', () => {
  it('every route declares its auth, and the table covers the admin console', () => {
    const admin = t.app.routeAuthTable.filter((r) => r.auth === 'admin');
    expect(admin.length).toBeGreaterThanOrEqual(8);
    expect(t.app.routeAuthTable.every((r) => ['public', 'user', 'admin'].includes(r.auth))).toBe(true);
  });

  it('every admin route answers 401 anonymous and 403 to a user', async () => {
    const { headers } = await insertUserWithToken(t);
    for (const route of t.app.routeAuthTable.filter((r) => r.auth === 'admin')) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      const asUser = await t.app.inject({ method, url, headers });
      expect(asUser.statusCode, `${route.method} ${route.url} as user`).toBe(403);
      expect(asUser.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
  });

  it('every user route answers 401 anonymous', async () => {
    for (const route of t.app.routeAuthTable.filter((r) => r.auth === 'user')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('a route without an auth declaration stops start-up', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAuthGuard } = await import('../src/platform/auth-guard.ts');
    const { createTokenService } = await import('../src/platform/tokens.ts');
    const app = Fastify();
    registerAuthGuard(app, {
      db: t.database.db,
      tokens: createTokenService(t.config.jwtSecret),
      now: () => new Date(),
    });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no auth/);
    expect(() => app.get('/api/declared', { config: { auth: 'public' } }, async () => ({}))).not.toThrow();
    await app.close().catch(() => {});
  });

  it('sends the security headers and no X-Powered-By, and answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/notifications', '/api/admin/settings']),
    );
  });
});
