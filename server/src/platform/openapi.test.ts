import SwaggerParser from '@apidevtools/swagger-parser';
import {
  ADMIN_REQUIRED_MESSAGE,
  CouponFailureSchema,
  ErrorBodySchema,
  SESSION_INVALIDATED_MESSAGE,
} from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertUserWithToken } from '../../test/factories.ts';
import { DocumentedErrorBody, errorStatuses } from './openapi-errors.ts';

type Media = { schema?: unknown; examples?: Record<string, unknown> };
type ResponseObject = { description: string; content?: Record<string, Media> };
type Operation = { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, ResponseObject> };
type SchemaObject = { properties?: Record<string, unknown>; required?: string[] };
type Document = {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, SchemaObject> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(async () => {
  await t?.close();
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ERROR_RESPONSE = '#/components/schemas/ErrorResponse';

function operations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation, name: `${method.toUpperCase()} ${path}` }] : [];
    }),
  );
}

/** Whether `schema` is the ErrorResponse component, or a component or alternative built on it. */
function refersToErrorResponse(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const { $ref, allOf, oneOf, anyOf } = schema as Record<string, unknown>;
  if ($ref === ERROR_RESPONSE) return true;
  if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/')) {
    return refersToErrorResponse(doc.components?.schemas?.[$ref.slice('#/components/schemas/'.length)]);
  }
  return [allOf, oneOf, anyOf].some((list) => Array.isArray(list) && list.some(refersToErrorResponse));
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    // The validator dereferences its input in place.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toBe('3.0.3');
  });

  it('lists every /api route', () => {
    const documented = new Set(operations().map((o) => o.name));
    const routes = t.app.routeAuthTable.filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes)
      expect(documented, route.url).toContain(`${route.method} ${openApiPath(route.url)}`);
  });

  it('every operation has a success, a 400 (the input guard reads every query) and a 500; with a path parameter a 404', () => {
    for (const { path, operation, name } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        name,
      ).toBe(true);
      expect(statuses, name).toContain('500');
      expect(statuses, name).toContain('400');
      if (path.includes('{')) expect(statuses, name).toContain('404');
    }
  });

  it('every user route has 401 and 403 (session invalidated); admin routes name the admin refusal', () => {
    const byName = new Map(operations().map((o) => [o.name, o.operation]));
    const guarded = t.app.routeAuthTable.filter((r) => r.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(50);
    for (const route of guarded) {
      const name = `${route.method} ${openApiPath(route.url)}`;
      const responses = byName.get(name)?.responses ?? {};
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['401', '403']));
      const forbidden = responses['403'] as ResponseObject;
      expect(forbidden.description, name).toContain(SESSION_INVALIDATED_MESSAGE);
      if (route.auth === 'admin') expect(forbidden.description, name).toContain(ADMIN_REQUIRED_MESSAGE);
      else expect(forbidden.description, name).not.toContain(ADMIN_REQUIRED_MESSAGE);
    }
  });

  it('rate-limited routes have 429', () => {
    const byName = new Map(operations().map((o) => [o.name, o.operation]));
    for (const name of ['POST /api/auth/login', 'POST /api/auth/register', 'PUT /api/user/change-password']) {
      expect(Object.keys(byName.get(name)?.responses ?? {}), name).toContain('429');
    }
  });

  it('every error response has a description and refers to the ErrorResponse component', () => {
    let count = 0;
    for (const { operation, name } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        count++;
        const { description, content } = response as ResponseObject;
        expect(description, `${name} ${status}`).not.toBe('Default Response');
        expect(refersToErrorResponse(content?.['application/json']?.schema), `${name} ${status}`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(500);
  });

  it('coupon routes document their { success: false } body', () => {
    const responses = doc.paths['/api/coupons/admin/{id}']?.put?.responses ?? {};
    for (const status of ['400', '401', '403', '404', '500']) {
      const media = (responses[status] as ResponseObject).content?.['application/json'];
      expect(media?.schema, status).toEqual({ $ref: '#/components/schemas/CouponFailure' });
    }
  });

  it('the ErrorResponse component has exactly the fields of the contract ErrorBody (CouponFailure adds success)', () => {
    const component = doc.components?.schemas?.ErrorResponse as SchemaObject;
    const contract = z.toJSONSchema(ErrorBodySchema, { io: 'output' });
    expect(Object.keys(component.properties ?? {}).sort()).toEqual(
      Object.keys(contract.properties ?? {}).sort(),
    );
    expect([...(component.required ?? [])].sort()).toEqual([...(contract.required ?? [])].sort());
    const coupon = z.toJSONSchema(CouponFailureSchema, { io: 'output' });
    expect(Object.keys(coupon.properties ?? {}).sort()).toEqual(
      [...Object.keys(contract.properties ?? {}), 'success'].sort(),
    );
  });
});

describe('the documented error body is what the server sends', () => {
  it('for a validation failure, a missing token, a non-admin, an unknown id and a public 401', async () => {
    const { headers } = await insertUserWithToken(t);
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      t.app.inject({ method: 'GET', url: '/api/user/profile' }),
      t.app.inject({ method: 'GET', url: '/api/coupons/admin', headers }),
      t.app.inject({
        method: 'DELETE',
        url: '/api/notifications/00000000-0000-4000-8000-000000000000',
        headers,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 401, 403, 404, 401]);
    for (const answer of answers) {
      const body = answer.json();
      expect(DocumentedErrorBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
    expect(answers[0]!.json().details).toEqual(
      expect.arrayContaining([{ path: 'email', message: expect.any(String) }]),
    );
  });
});

describe('errorStatuses', () => {
  const route = (overrides: Partial<Parameters<typeof errorStatuses>[0]>) =>
    errorStatuses({ method: 'GET', url: '/api/x', ...overrides });

  it('a public GET without input can still be refused its query (control characters) or fail', () => {
    expect(route({ config: { auth: 'public' } })).toEqual([400, 500]);
  });

  it('auth, a path parameter and a rate limit each add their status', () => {
    expect(route({ config: { auth: 'user' } })).toEqual([400, 401, 403, 500]);
    expect(route({ config: { auth: 'admin' } })).toEqual([400, 401, 403, 500]);
    expect(route({ url: '/api/x/:id' })).toEqual([400, 404, 500]);
    expect(route({ config: { auth: 'public', rateLimit: { max: 1 } } })).toEqual([400, 429, 500]);
  });

  it('adds what the route declares, once', () => {
    expect(route({ url: '/api/x/:id', config: { auth: 'admin', errors: [409, 404, 422] } })).toEqual([
      400, 401, 403, 404, 409, 422, 500,
    ]);
  });
});
