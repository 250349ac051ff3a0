import {
  ACCOUNT_SUSPENDED_MESSAGE,
  ALREADY_VERIFIED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SELF_ACTION_MESSAGE,
  SESSION_INVALIDATED_MESSAGE,
} from '@pathwise/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  bearer,
  insertUser,
  insertUserWithToken,
  type TestUser,
  tokenFor,
} from '../../../../test/factories.ts';
import { latestCode, mailTo } from '../../../../test/mailbox.ts';
import { adminUserActions, sessions, userDeletionAudits, users } from '../../../db/schema/index.ts';
import {
  ALREADY_SUSPENDED_MESSAGE,
  createAdminUserActions,
  NOT_SUSPENDED_MESSAGE,
} from './admin.actions.service.ts';

/**
 * The admin users console's actions through HTTP (issue 14): who may call them, what they check,
 * what they change, and the audit row each writes. The resets have their own file
 * (admin.actions.resets.test.ts).
 */

let t: TestApp;
let admin: { user: TestUser; headers: Record<string, string> };
let member: { user: TestUser; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  // Every test starts with one fresh active admin besides whatever earlier tests left.
  admin = await insertUserWithToken(t, { role: 'admin' });
  member = await insertUserWithToken(t);
});

type Call = { method: 'PATCH' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> };

const calls = (id: string, assessmentId = crypto.randomUUID()): Call[] => [
  { method: 'PATCH', url: `/api/admin/users/${id}/role`, payload: { role: 'admin' } },
  { method: 'POST', url: `/api/admin/users/${id}/suspend`, payload: { reason: 'Spam' } },
  { method: 'POST', url: `/api/admin/users/${id}/reinstate` },
  { method: 'POST', url: `/api/admin/users/${id}/resend-verification` },
  { method: 'POST', url: `/api/admin/users/${id}/reset-profile` },
  { method: 'POST', url: `/api/admin/users/${id}/reset-assessment/${assessmentId}` },
  { method: 'POST', url: `/api/admin/users/${id}/reset-payments` },
  { method: 'DELETE', url: `/api/admin/users/${id}`, payload: { reason: 'Spam' } },
];

const send = (call: Call, headers?: Record<string, string>) => t.app.inject({ ...call, headers });

async function auditOf(userId: string) {
  return t.database.db
    .select()
    .from(adminUserActions)
    .where(eq(adminUserActions.userId, userId))
    .orderBy(desc(adminUserActions.createdAt));
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const login = (user: TestUser, password = user.password) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });

describe('who may act', () => {
  it('answers 401 without a token and 403 to a user, changing nothing', async () => {
    const target = await insertUser(t);
    for (const call of calls(target.id)) {
      const anonymous = await send(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asMember = await send(call, member.headers);
      expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const row = await userRow(target.id);
    expect(row).toMatchObject({ role: 'user', suspendedAt: null, deletedAt: null });
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('answers 404 for an unknown or deleted account, and for an unknown profiler', async () => {
    const gone = await insertUser(t);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    for (const id of [crypto.randomUUID(), gone.id]) {
      for (const call of calls(id)) {
        const res = await send(call, admin.headers);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json().message).toBe('User not found');
      }
    }
    const person = await insertUser(t);
    const res = await send(calls(person.id)[5]!, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
    expect(await auditOf(person.id)).toEqual([]);
  });

  it('validates ids and bodies with clear messages', async () => {
    const person = await insertUser(t);
    const badId = await send({ method: 'POST', url: '/api/admin/users/not-an-id/reinstate' }, admin.headers);
    expect(badId.statusCode).toBe(400);
    const badProfiler = await send(
      { method: 'POST', url: `/api/admin/users/${person.id}/reset-assessment/nope` },
      admin.headers,
    );
    expect(badProfiler.statusCode).toBe(400);
    const badRole = await send(
      { method: 'PATCH', url: `/api/admin/users/${person.id}/role`, payload: { role: 'owner' } },
      admin.headers,
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/^role: /);
    const noReason = await send(
      { method: 'POST', url: `/api/admin/users/${person.id}/suspend`, payload: { reason: '   ' } },
      admin.headers,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('reason: Say why the account is suspended');
    const longReason = await send(
      { method: 'DELETE', url: `/api/admin/users/${person.id}`, payload: { reason: 'x'.repeat(501) } },
      admin.headers,
    );
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().message).toMatch(/^reason: /);
    expect(await userRow(person.id)).toMatchObject({ role: 'user', suspendedAt: null, deletedAt: null });
  });
});

describe('role', () => {
  it('promotes and demotes, auditing each change and answering the row', async () => {
    const person = await insertUser(t, { name: 'Asha Rao' });
    const url = `/api/admin/users/${person.id}/role`;
    const promoted = await send({ method: 'PATCH', url, payload: { role: 'admin' } }, admin.headers);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: 'Asha Rao is now an admin.',
      user: { id: person.id, role: 'admin', email: person.email },
    });
    const again = await send({ method: 'PATCH', url, payload: { role: 'admin' } }, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person is an admin already.');
    const demoted = await send({ method: 'PATCH', url, payload: { role: 'user' } }, admin.headers);
    expect(demoted.json()).toMatchObject({
      message: 'Asha Rao is no longer an admin.',
      user: { role: 'user' },
    });
    const trail = await auditOf(person.id);
    expect(trail.map((row) => [row.action, row.adminId, row.details])).toEqual([
      ['role_changed', admin.user.id, { from: 'admin', to: 'user' }],
      ['role_changed', admin.user.id, { from: 'user', to: 'admin' }],
    ]);
  });

  it('refuses an admin acting on their own account', async () => {
    for (const call of [calls(admin.user.id)[0]!, calls(admin.user.id)[1]!, calls(admin.user.id)[7]!]) {
      const res = await send(
        call.method === 'PATCH' ? { ...call, payload: { role: 'user' } } : call,
        admin.headers,
      );
      expect(res.statusCode, call.url).toBe(409);
      expect(res.json().message).toBe(SELF_ACTION_MESSAGE);
    }
    expect(await userRow(admin.user.id)).toMatchObject({ role: 'admin', suspendedAt: null, deletedAt: null });
  });

  it('never demotes, suspends or deletes the last active admin', async () => {
    // Through HTTP the acting admin is itself an active admin, so the target is never the last one
    // unless the actor lost the role meanwhile (two admins demoting each other at once: the
    // PostgreSQL test runs that race). The service is called here as the request that lost the race.
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const last = await insertUser(t, { role: 'admin' });
    // A suspended admin is no admin left.
    const suspended = await insertUser(t, { role: 'admin' });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const actions = createAdminUserActions({ db: t.database.db, config: t.config, now: () => new Date() });
    const formerAdmin = { id: admin.user.id };
    await expect(actions.changeRole(formerAdmin, last.id, 'user')).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    await expect(actions.suspend(formerAdmin, last.id, 'Testing')).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    await expect(actions.deleteUser(formerAdmin, last.id, 'Testing')).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    expect(await userRow(last.id)).toMatchObject({ role: 'admin', suspendedAt: null, deletedAt: null });
    expect(await auditOf(last.id)).toEqual([]);
    // The suspended admin is not protected: demoting them leaves `last` active.
    const demoted = await actions.changeRole(formerAdmin, suspended.id, 'user');
    expect(demoted.user.role).toBe('user');
    // With a second active admin, the same calls go through.
    const second = await insertUser(t, { role: 'admin' });
    expect((await actions.changeRole({ id: second.id }, last.id, 'user')).user.role).toBe('user');
  });

  it('two admins demoting each other at once leave one admin', async () => {
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const a = await insertUserWithToken(t, { role: 'admin' });
    const b = await insertUserWithToken(t, { role: 'admin' });
    const [ab, ba] = await Promise.all([
      send(
        { method: 'PATCH', url: `/api/admin/users/${b.user.id}/role`, payload: { role: 'user' } },
        a.headers,
      ),
      send(
        { method: 'PATCH', url: `/api/admin/users/${a.user.id}/role`, payload: { role: 'user' } },
        b.headers,
      ),
    ]);
    const statuses = [ab.statusCode, ba.statusCode].sort();
    // The loser is refused either by the rule (409) or, arriving later, by the guard (403: no longer admin).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('suspend and reinstate', () => {
  it('ends every session at once, refuses sign-in after the password, and reinstates', async () => {
    const person = await insertUserWithToken(t, { name: 'Ravi' });
    const secondToken = bearer(await tokenFor(t, person.user));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: person.headers })).statusCode,
    ).toBe(200);

    const res = await send(
      {
        method: 'POST',
        url: `/api/admin/users/${person.user.id}/suspend`,
        payload: { reason: '  Abusive reviews ' },
      },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message:
        'Ravi is suspended: 2 sessions signed out, and signing in is refused until the account is reinstated.',
      user: { id: person.user.id, suspendedReason: 'Abusive reviews' },
      removed: { sessions: 2 },
    });
    expect(res.json().user.suspendedAt).toEqual(expect.any(String));
    for (const headers of [person.headers, secondToken]) {
      const old = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
      expect(old.statusCode).toBe(403);
      expect(old.json()).toMatchObject({
        error: 'SESSION_INVALIDATED',
        message: SESSION_INVALIDATED_MESSAGE,
      });
      expect(old.json().message).toContain('invalidated');
    }
    const revoked = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(revoked.map((row) => row.revokedReason)).toEqual(['suspended', 'suspended']);

    // The wrong password learns nothing of the suspension; the right one does.
    const wrong = await login(person.user, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS');
    const refused = await login(person.user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED_MESSAGE });
    expect(refused.json().token).toBeUndefined();

    const twice = await send(calls(person.user.id)[1]!, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_SUSPENDED_MESSAGE);

    const reinstated = await send(calls(person.user.id)[2]!, admin.headers);
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({
      message: 'Ravi is reinstated and can sign in again.',
      user: { suspendedAt: null, suspendedReason: null },
    });
    const back = await login(person.user);
    expect(back.statusCode).toBe(200);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(back.json().token),
    });
    expect(fresh.statusCode).toBe(200);
    const notSuspended = await send(calls(person.user.id)[2]!, admin.headers);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().message).toBe(NOT_SUSPENDED_MESSAGE);

    const trail = await auditOf(person.user.id);
    expect(trail.map((row) => row.action)).toEqual(['reinstated', 'suspended']);
    expect(trail[1]).toMatchObject({
      adminId: admin.user.id,
      details: { reason: 'Abusive reviews', sessionsRevoked: 2 },
    });
    expect(trail[0]!.details).toMatchObject({ suspendedReason: 'Abusive reviews' });
  });

  it('sends no code to a suspended account, with the same answers as for anyone', async () => {
    const suspend = (id: string) =>
      send(
        { method: 'POST', url: `/api/admin/users/${id}/suspend`, payload: { reason: 'Fraud' } },
        admin.headers,
      );
    const unverified = await insertUser(t, { verified: false });
    const verified = await insertUser(t);
    await suspend(unverified.id);
    await suspend(verified.id);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-otp',
      payload: { email: unverified.email },
    });
    expect(resend.statusCode).toBe(200);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: verified.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(await mailTo(t, unverified.email)).toEqual([]);
    expect(await mailTo(t, verified.email)).toEqual([]);
    // An admin's resend says why it sends nothing.
    const adminResend = await send(calls(unverified.id)[3]!, admin.headers);
    expect(adminResend.statusCode).toBe(409);
    expect(adminResend.json().message).toMatch(/suspended/);
  });

  it('refuses a code sent before the suspension, once the code checks out', async () => {
    const suspend = (id: string) =>
      send(
        { method: 'POST', url: `/api/admin/users/${id}/suspend`, payload: { reason: 'Fraud' } },
        admin.headers,
      );
    const unverified = await insertUser(t, { verified: false });
    expect((await send(calls(unverified.id)[3]!, admin.headers)).statusCode).toBe(200);
    const verifyCode = await latestCode(t, unverified.email);
    const verified = await insertUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: verified.email },
    });
    const resetCode = await latestCode(t, verified.email);
    await suspend(unverified.id);
    await suspend(verified.id);

    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: unverified.email, otpCode: verifyCode === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.json().error).toBe('OTP_INVALID');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: unverified.email, otpCode: verifyCode },
    });
    expect(verify.statusCode).toBe(403);
    expect(verify.json()).toMatchObject({ error: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED_MESSAGE });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: verified.email, otpCode: resetCode, newPassword: 'a brand new passphrase 42' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toMatchObject({ error: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED_MESSAGE });
    expect((await userRow(unverified.id)).emailVerifiedAt).toBeNull();
    // The old password still is the password (and sign-in still refused).
    expect((await login(verified)).json().error).toBe('ACCOUNT_SUSPENDED');
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, unverified.id));
    expect(live).toEqual([]);
  });

  it('ends a session a sign-in created while the suspension was written', async () => {
    const person = await insertUser(t);
    const headers = bearer(await tokenFor(t, person));
    // As if the sign-in's session landed after the suspension revoked the others.
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SESSION_INVALIDATED_MESSAGE);
  });
});

describe('resend verification', () => {
  it('e-mails a new code to an unverified account and refuses a verified one', async () => {
    const person = await insertUser(t, { verified: false });
    const res = await send(calls(person.id)[3]!, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'A new verification code is on its way to their e-mail address.',
      user: { id: person.id, emailVerified: false },
    });
    const code = await latestCode(t, person.email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: person.email, otpCode: code },
    });
    expect(verified.statusCode).toBe(200);
    const again = await send(calls(person.id)[3]!, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_VERIFIED_MESSAGE);
    expect((await auditOf(person.id)).map((row) => [row.action, row.adminId])).toEqual([
      ['verification_resent', admin.user.id],
    ]);
  });

  it('says so when a code went out moments ago', async () => {
    const person = await insertUser(t, { verified: false });
    expect((await send(calls(person.id)[3]!, admin.headers)).statusCode).toBe(200);
    const soon = await send(calls(person.id)[3]!, admin.headers);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/moments ago/);
    expect(await mailTo(t, person.email)).toHaveLength(1);
    expect(await auditOf(person.id)).toHaveLength(1);
  });
});

describe('delete', () => {
  it('anonymises the account with the admin and reason in both audits', async () => {
    const person = await insertUserWithToken(t);
    const res = await send(
      { method: 'DELETE', url: `/api/admin/users/${person.user.id}`, payload: { reason: 'Asked by e-mail' } },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/deleted/);
    const row = await userRow(person.user.id);
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toBe(person.user.email);
    expect(row.passwordHash).toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(userDeletionAudits)
      .where(eq(userDeletionAudits.userId, person.user.id));
    expect(audit).toMatchObject({
      deletedBy: 'admin',
      deletedByAdminId: admin.user.id,
      reason: 'Asked by e-mail',
    });
    expect((await auditOf(person.user.id)).map((r) => [r.action, r.adminId])).toEqual([
      ['deleted', admin.user.id],
    ]);
    const old = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: person.headers });
    expect(old.statusCode).toBe(403);
    expect((await send(calls(person.user.id)[7]!, admin.headers)).statusCode).toBe(404);
  });

  it('needs no body', async () => {
    const person = await insertUser(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${person.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(userDeletionAudits)
      .where(eq(userDeletionAudits.userId, person.id));
    expect(audit).toMatchObject({ deletedByAdminId: admin.user.id, reason: null });
  });
});
