import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function docsStatuses(env: Record<string, string>) {
  t = await createTestApp({ env });
  const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
  const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  return { ui: ui.statusCode, json: json.statusCode, document: t.app.swagger() };
}

// Decision 009: the Swagger UI cannot send a bearer token, so production does not serve it unless told to.
describe('/api/docs', () => {
  it('is not served in production', async () => {
    const { ui, json, document } = await docsStatuses({ NODE_ENV: 'production' });
    expect(ui).toBe(404);
    expect(json).toBe(404);
    // The document still exists for code that reads it.
    expect(Object.keys(document.paths ?? {})).toContain('/api/auth/register');
  });

  it('is served in production with API_DOCS=public', async () => {
    const { ui, json } = await docsStatuses({ NODE_ENV: 'production', API_DOCS: 'public' });
    expect(ui).toBeLessThan(400);
    expect(json).toBe(200);
  });

  it('is served in development', async () => {
    const { ui, json } = await docsStatuses({ NODE_ENV: 'development' });
    expect(ui).toBeLessThan(400);
    expect(json).toBe(200);
  });

  it('can be switched off outside production with API_DOCS=off', async () => {
    const { json } = await docsStatuses({ NODE_ENV: 'development', API_DOCS: 'off' });
    expect(json).toBe(404);
  });
});
