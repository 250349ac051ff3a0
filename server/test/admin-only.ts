import { ADMIN_REQUIRED_MESSAGE } from '@pathwise/contract';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * An admin route refuses the others: 401 UNAUTHENTICATED without a token, 403 FORBIDDEN with the
 * spec's message to a signed-in person. `url` is the full path (with /api). `payload`, when given,
 * goes with both requests: a body the route would accept shows that the refusal, not validation,
 * answered.
 */
export async function expectAdminOnly(
  t: TestApp,
  url: string,
  personHeaders: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET',
  payload?: object,
) {
  const route = `${method} ${url}`;
  const anonymous = await t.app.inject({ method, url, payload });
  expect(anonymous.statusCode, route).toBe(401);
  expect(anonymous.json(), route).toMatchObject({ error: 'UNAUTHENTICATED' });
  const asPerson = await t.app.inject({ method, url, headers: personHeaders, payload });
  expect(asPerson.statusCode, route).toBe(403);
  expect(asPerson.json(), route).toMatchObject({ error: 'FORBIDDEN', message: ADMIN_REQUIRED_MESSAGE });
}
