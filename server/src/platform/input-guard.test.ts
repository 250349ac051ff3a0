import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertUserWithToken } from '../../test/factories.ts';
import { type JsonSchema, operationsOf } from '../../test/openapi-operations.ts';
import { users } from '../db/schema/index.ts';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-guard.ts';

describe('findInputProblem', () => {
  it('names the first string holding NUL or another C0 control, by its path', () => {
    expect(findInputProblem({ name: 'a\u0000b' })).toMatchObject({ path: 'name', message: /control/ });
    expect(findInputProblem({ a: { b: [{ c: 'ok' }, { c: 'x\u0007' }] } })?.path).toBe('a.b[1].c');
    expect(findInputProblem(['\u001f'])?.path).toBe('[0]');
    expect(findInputProblem({ 'bad\u0000key': 1 })?.path).toBe('"bad\\u0000key"');
  });

  it('lets text span lines, and passes numbers, booleans, null and uploaded files', () => {
    expect(findInputProblem({ description: 'line one\nline two\r\n\tindented' })).toBeNull();
    expect(findInputProblem({ n: 1, b: true, z: null, file: Buffer.from([0, 1, 2]) })).toBeNull();
    expect(findInputProblem({ emoji: '🙂 café ‮ \u200f' })).toBeNull();
  });

  it('refuses nesting deeper than the bound without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep)?.message).toMatch(String(MAX_INPUT_DEPTH));
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) fine = { x: fine };
    expect(findInputProblem(fine)).toBeNull();
  });
});

const NUL = 'a\u0000b';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A body that fits the schema's shape, with NUL in every string it holds. */
function bodyWithNul(schema: JsonSchema | undefined): unknown {
  if (!schema) return NUL;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant && !schema.type && !schema.properties) return bodyWithNul(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [key, bodyWithNul(value)]);
    return entries.length > 0 ? Object.fromEntries(entries) : { note: NUL };
  }
  if (type === 'array') return [NUL];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return NUL;
}

/**
 * Every operation of the OpenAPI document, as the caller it admits, with NUL in its path, its query
 * and its JSON body: each answers 400 naming a field, never 5xx (PostgreSQL refuses NUL in text).
 */
describe('NUL and control characters in any input of any operation', () => {
  let t: TestApp;
  let headersFor: Record<'public' | 'user' | 'admin', Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    const person = await insertUserWithToken(t);
    const admin = await insertUserWithToken(t, { role: 'admin' });
    headersFor = { public: {}, user: person.headers, admin: admin.headers };
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations = () => operationsOf(t.app);

  const concrete = (path: string, nulIn?: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === nulIn ? encodeURIComponent(NUL) : name === 'key' ? 'OPENAI_API_KEY' : SOME_ID,
    );

  async function expectRefused(
    what: string,
    request: { method: string; url: string; headers: Record<string, string>; payload?: string },
  ) {
    const res = await t.app.inject({
      ...request,
      method: request.method as 'POST',
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    expect(res.json().error, what).toBe('VALIDATION_FAILED');
    expect(res.json().message, what).toMatch(/control characters/);
  }

  it('the document lists the whole API', () => {
    expect(operations().length).toBeGreaterThanOrEqual(100);
  });

  it('answers 400 to NUL in a path parameter', async () => {
    let checked = 0;
    for (const { method, path, pathParams, auth } of operations()) {
      for (const { name } of pathParams) {
        await expectRefused(`${method} ${path} {${name}}`, {
          method,
          url: concrete(path, name),
          headers: headersFor[auth],
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(80);
  });

  it('answers 400 to NUL in any query parameter, naming it', async () => {
    let checked = 0;
    for (const { method, path, query, auth } of operations()) {
      for (const parameter of query) {
        const url = `${concrete(path)}?${parameter.name}=${encodeURIComponent(NUL)}`;
        await expectRefused(`${method} ${path} ?${parameter.name}`, {
          method,
          url,
          headers: headersFor[auth],
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('answers 400 to NUL in the strings of any JSON body', async () => {
    let checked = 0;
    for (const { method, path, body: schema, auth } of operations()) {
      if (!schema) continue;
      const body = bodyWithNul(schema);
      // A body of flags and numbers only gets a stray field: the rule holds for what a schema drops too.
      const payload = JSON.stringify(body).includes('\\u0000') ? body : { ...(body as object), note: NUL };
      await expectRefused(`${method} ${path} body`, {
        method,
        url: concrete(path),
        headers: { ...headersFor[auth], 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('register with NUL in the name: 400 naming the field, and nothing stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'a\u0000b', email: 'nul-name@example.test', password: 'a long unusual passphrase 42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: 'name' }] });
    expect(res.json().message).toBe('name: Must not contain control characters (such as NUL)');
    const stored = await t.database.db.select().from(users).where(eq(users.email, 'nul-name@example.test'));
    expect(stored).toEqual([]);
  });

  it('a URL the router cannot decode answers the one error shape, without echoing the URL', async () => {
    for (const url of [
      '/api/assessments/results/%/ai-analysis?token=s3cret',
      `/api/assessments/${'x'.repeat(200)}%zz`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'BAD_REQUEST',
        message: 'The request URL is malformed.',
      });
    }
  });

  it('keeps text that spans lines where the field allows it', async () => {
    const { headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { name: 'Line\tname' },
    });
    // The guard lets a tab through; the one-line name schema refuses it with its own message.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/one line/);
  });
});
