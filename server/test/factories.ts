import { randomBytes } from 'node:crypto';
import type { Role } from '@pathwise/contract';
import { users } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createTokenService } from '../src/platform/tokens.ts';
import { type TestApp, testPasswordHasher } from './app.ts';

export type TestUser = { id: string; name: string; email: string; role: Role; password: string };

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.test`;
}

/** A verified account, stored directly (no OTP round trip). */
export async function insertUser(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; role: Role; password: string; verified: boolean }> = {},
): Promise<TestUser> {
  const password = overrides.password ?? 'correct horse battery';
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Test User',
      email: overrides.email ?? uniqueEmail(overrides.role ?? 'user'),
      role: overrides.role ?? 'user',
      passwordHash: await testPasswordHasher.hash(password),
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
    })
    .returning();
  return { id: row!.id, name: row!.name, email: row!.email, role: row!.role, password };
}

/** A signed-in session for the user, made by the same code login uses. */
export async function tokenFor(t: TestApp, user: { id: string }): Promise<string> {
  const { token } = await createSession(t.database.db, {
    tokens: createTokenService(t.config.jwtSecret),
    userId: user.id,
    ttlHours: 1,
    now: new Date(),
    context: {},
  });
  return token;
}

export async function insertUserWithToken(t: TestApp, overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t, overrides);
  const token = await tokenFor(t, user);
  return { user, token, headers: bearer(token) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
