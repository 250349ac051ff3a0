import { ADMIN_REQUIRED_MESSAGE } from '@pathwise/contract';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * An admin route refuses the others: 401 without a token, 403 with the spec's message to a
 * signed-in person. `url` is the full path (with /api).
 */
export async function expectAdminOnly(
  t: TestApp,
  url: string,
  personHeaders: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET',
) {
  expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  const asPerson = await t.app.inject({ method, url, headers: personHeaders });
  expect(asPerson.statusCode).toBe(403);
  expect(asPerson.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
}
