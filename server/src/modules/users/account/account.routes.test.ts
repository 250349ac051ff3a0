import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { bearer, insertUser, insertUserWithToken, tokenFor } from '../../../../test/factories.ts';
import {
  notifications,
  sessions,
  studentProfiles,
  testAttempts,
  userDeletionAudits,
  users,
} from '../../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('profile', () => {
  it('returns the signed-in user without secrets', async () => {
    const { user, headers } = await insertUserWithToken(t, { name: 'Meera' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        name: 'Meera',
        email: user.email,
        role: 'user',
        emailVerified: true,
        createdAt: expect.any(String),
        assessmentOnboardingCompletedAt: null,
      },
    });
    expect(res.body).not.toContain('argon2');
  });

  it('updates the name and ignores role or e-mail in the body', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { name: '  Ravi Kumar ', role: 'admin', email: 'other@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Ravi Kumar', role: 'user', email: user.email });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
  });

  it('rejects a blank name and anonymous calls', async () => {
    const { headers } = await insertUserWithToken(t);
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Name is required');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('complete-assessment-onboarding', () => {
  const complete = (headers: Record<string, string> | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/complete-assessment-onboarding', headers, payload });

  async function attemptOf(userId: string, isCompleted: boolean) {
    const profiler = await insertProfiler(t, { title: `Guide ${crypto.randomUUID().slice(0, 6)}` });
    const [row] = await t.database.db
      .insert(testAttempts)
      .values({
        userId,
        assessmentId: profiler.id,
        isCompleted,
        status: isCompleted ? 'completed' : 'in_progress',
        completedAt: isCompleted ? new Date() : null,
      })
      .returning();
    return row!.id;
  }

  it('records the first completion with its attempt; calling again keeps the first', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const first = await attemptOf(user.id, true);
    const res = await complete(headers, { testAttemptId: first });
    expect(res.statusCode).toBe(200);
    const doneAt = res.json().user.assessmentOnboardingCompletedAt;
    expect(doneAt).toEqual(expect.any(String));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).json().user,
    ).toMatchObject({
      assessmentOnboardingCompletedAt: doneAt,
    });

    const second = await attemptOf(user.id, true);
    const again = await complete(headers, { testAttemptId: second });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.assessmentOnboardingCompletedAt).toBe(doneAt);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.assessmentOnboardingAttemptId).toBe(first);
  });

  it("refuses another person's attempt (404), an unfinished one (409) and bad input (400)", async () => {
    const asha = await insertUserWithToken(t);
    const bob = await insertUserWithToken(t);
    const ashas = await attemptOf(asha.user.id, true);
    const byBob = await complete(bob.headers, { testAttemptId: ashas });
    expect(byBob.statusCode).toBe(404);
    const unfinished = await complete(asha.headers, { testAttemptId: await attemptOf(asha.user.id, false) });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toMatch(/Finish the profiler first/);
    expect((await complete(asha.headers, { testAttemptId: 'nope' })).statusCode).toBe(400);
    expect((await complete(asha.headers, {})).statusCode).toBe(400);
    expect((await complete(undefined, { testAttemptId: ashas })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.user.id));
    expect(row!.assessmentOnboardingCompletedAt).toBeNull();
  });
});

describe('change-password', () => {
  it('refuses a wrong current password with 422 (so the client keeps its session)', async () => {
    const { headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers,
      payload: { currentPassword: 'not it at all', newPassword: 'another good one' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your current password is not correct.');
  });

  it('enforces the minimum length', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers,
      payload: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('newPassword: Password must be at least 8 characters');
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const user = await insertUser(t);
    const current = await tokenFor(t, user);
    const other = await tokenFor(t, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(current),
      payload: { currentPassword: user.password, newPassword: 'a fresh passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(current)).statusCode).toBe(200);
    const revoked = await profile(other);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().message).toContain('invalidated');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a fresh passphrase' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('delete account', () => {
  it('asks for the password', async () => {
    const { headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers,
      payload: { password: 'wrong one' },
    });
    expect(res.statusCode).toBe(422);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('removes personal data, ends every session and keeps an anonymous audit row', async () => {
    const user = await insertUser(t, { name: 'Leaving Soon' });
    const token = await tokenFor(t, user);
    await t.database.db
      .insert(notifications)
      .values({ userId: user.id, type: 'welcome', title: 'Hi', message: 'Hello' });
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: user.id, educationLevel: 'master', age: 31 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: bearer(token),
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toContain('invalidated');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Deleted user', passwordHash: null });
    expect(row?.email).not.toBe(user.email);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)),
    ).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(userDeletionAudits)
      .where(eq(userDeletionAudits.userId, user.id));
    expect(audit).toMatchObject({ deletedBy: 'self', emailDomain: 'example.test' });
    expect(audit?.emailHash).not.toContain(user.email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    // The address is free again for a new registration.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Back Again', email: user.email, password: 'welcome back friend' },
    });
    expect(again.statusCode).toBe(201);
  });
});
