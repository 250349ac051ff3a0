import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, insertUserWithToken } from '../../test/factories.ts';
import { notifications, sessions, users } from '../db/schema/index.ts';
import { acceptSession, registerAuthGuard } from './auth-guard.ts';
import { createTokenService } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The badge's count checks the session in its own statement (config.sessionInRead); the list goes
// through the guard's own session read. Every refusal must be the same on both paths.
const GUARDED = '/api/notifications';
const IN_READ = '/api/notifications/unread-count';

async function both(headers: Record<string, string>) {
  const guarded = await t.app.inject({ method: 'GET', url: GUARDED, headers });
  const inRead = await t.app.inject({ method: 'GET', url: IN_READ, headers });
  return { guarded, inRead };
}

async function expectSameRefusal(headers: Record<string, string>, status: number, error: string) {
  const { guarded, inRead } = await both(headers);
  expect(guarded.statusCode).toBe(status);
  expect(guarded.json()).toMatchObject({ error });
  expect(inRead.statusCode).toBe(status);
  expect(inRead.json()).toEqual(guarded.json());
}

async function seedUnread(userId: string, n: number) {
  await t.database.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      type: 'welcome' as const,
      title: `N${i}`,
      message: 'm',
    })),
  );
}

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('a route that checks the session in its own read', () => {
  it('counts only the caller’s own unread notifications', async () => {
    const me = await insertUserWithToken(t);
    const other = await insertUserWithToken(t);
    await seedUnread(me.user.id, 2);
    await seedUnread(other.user.id, 5);
    const mine = await t.app.inject({ method: 'GET', url: IN_READ, headers: me.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ unreadCount: 2 });
    const theirs = await t.app.inject({ method: 'GET', url: IN_READ, headers: other.headers });
    expect(theirs.json()).toEqual({ unreadCount: 5 });
  });

  it('refuses no token and a forged token as the guard does', async () => {
    await expectSameRefusal({}, 401, 'UNAUTHENTICATED');
    await expectSameRefusal(bearer('not.a.token'), 401, 'UNAUTHENTICATED');
    const forged = await createTokenService('another-secret-0123456789abcdef0123456789').sign(
      { userId: randomUUID(), sessionId: randomUUID() },
      new Date(Date.now() + 60_000),
    );
    await expectSameRefusal(bearer(forged), 401, 'UNAUTHENTICATED');
  });

  it('refuses a revoked, expired or foreign session, a suspended or deleted account, as the guard does', async () => {
    const revoked = await insertUserWithToken(t);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sessionIdOf(revoked.token)));
    await expectSameRefusal(revoked.headers, 403, 'SESSION_INVALIDATED');

    const expired = await insertUserWithToken(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(expired.token)));
    await expectSameRefusal(expired.headers, 401, 'TOKEN_EXPIRED');

    const suspended = await insertUserWithToken(t);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await expectSameRefusal(suspended.headers, 403, 'SESSION_INVALIDATED');

    const deleted = await insertUserWithToken(t);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    await expectSameRefusal(deleted.headers, 403, 'SESSION_INVALIDATED');

    // A validly signed token pairing one person with another person's session reads nobody's count.
    const victim = await insertUserWithToken(t);
    await seedUnread(victim.user.id, 3);
    const attacker = await insertUserWithToken(t);
    const mixed = await createTokenService(t.config.jwtSecret).sign(
      { userId: attacker.user.id, sessionId: sessionIdOf(victim.token) },
      new Date(Date.now() + 60_000),
    );
    await expectSameRefusal(bearer(mixed), 403, 'SESSION_INVALIDATED');
  });

  it('a handler that answers without deciding on the session sends nothing of its answer', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    registerAuthGuard(app, {
      db: t.database.db,
      tokens: createTokenService(t.config.jwtSecret),
      now: () => new Date(),
    });
    app.get('/api/forgetful', { config: { auth: 'user', sessionInRead: true } }, async () => ({
      secret: 42,
    }));
    app.get('/api/careful', { config: { auth: 'user', sessionInRead: true } }, async (request) => {
      acceptSession(request, undefined);
      return { secret: 42 };
    });
    expect(() =>
      app.get('/api/public-in-read', { config: { auth: 'public', sessionInRead: true } }, async () => ({})),
    ).toThrow(/sessionInRead needs auth/);
    const { headers } = await insertUserWithToken(t);
    const forgetful = await app.inject({ method: 'GET', url: '/api/forgetful', headers });
    expect(forgetful.statusCode).toBe(500);
    expect(forgetful.body).not.toContain('42');
    const careful = await app.inject({ method: 'GET', url: '/api/careful', headers });
    expect(careful.statusCode).toBe(403);
    expect(careful.body).not.toContain('42');
    await app.close();
  });
});
