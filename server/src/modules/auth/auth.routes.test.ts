import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, insertUser, uniqueEmail } from '../../../test/factories.ts';
import { latestCode, mailTo } from '../../../test/mailbox.ts';
import { notifications, otpCodes, users } from '../../db/schema/index.ts';
import { FORGOT_MESSAGE, REGISTER_MESSAGE } from './auth.service.ts';

let t: TestApp;
let clockOffsetMs = 0;
const PASSWORD = 'a sensible passphrase';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function register(email = uniqueEmail(), name = 'Asha Rao') {
  const res = await post('/api/auth/register', { name, email, password: PASSWORD });
  expect(res.statusCode).toBe(201);
  return email;
}

async function registerAndVerify(email = uniqueEmail()) {
  await register(email);
  const res = await post('/api/auth/verify-otp', { email, otpCode: await latestCode(t, email) });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; user: { id: string } };
}

describe('register', () => {
  it('creates an unverified account, e-mails a 6-digit code and stores only its hash', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    const email = uniqueEmail('new');
    const res = await post('/api/auth/register', {
      name: 'Asha Rao',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTER_MESSAGE, email });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await latestCode(t, email);
    const [otp] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user!.id));
    expect(otp?.codeHash).not.toContain(code);
    expect(otp?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const adminInbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(adminInbox.map((n) => n.type)).toContain('student_joined');
  });

  it('accepts urlencoded and multipart bodies', async () => {
    const email1 = uniqueEmail('form');
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Form User', email: email1, password: PASSWORD }).toString(),
    });
    expect(urlencoded.statusCode).toBe(201);
    const email2 = uniqueEmail('multi');
    const boundary = '----pathwise';
    const fields = { name: 'Multi Part', email: email2, password: PASSWORD, referralCode: 'FRIEND10' };
    const body = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(multipart.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email2));
    expect(user?.referralCode).toBe('FRIEND10');
  });

  it('rejects bad input with a clear 400', async () => {
    const short = await post('/api/auth/register', { name: 'A', email: uniqueEmail(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'password: Password must be at least 8 characters',
    });
    const badEmail = await post('/api/auth/register', {
      name: 'A',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(badEmail.json().message).toBe('email: Enter a valid email address');
    const noName = await post('/api/auth/register', { name: '  ', email: uniqueEmail(), password: PASSWORD });
    expect(noName.json().message).toBe('name: Name is required');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('answers a taken address exactly like a new one, and mails no code', async () => {
    const existing = await insertUser(t);
    const res = await post('/api/auth/register', {
      name: 'Intruder',
      email: existing.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTER_MESSAGE, email: existing.email });
    const mail = await mailTo(t, existing.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).not.toMatch(/\b\d{6}\b/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.name).toBe(existing.name);
  });

  it('ignores fields it does not allow (no role escalation)', async () => {
    const email = uniqueEmail('sneaky');
    await post('/api/auth/register', {
      name: 'Sneaky',
      email,
      password: PASSWORD,
      role: 'admin',
      emailVerified: true,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe('user');
    expect(row?.emailVerifiedAt).toBeNull();
  });
});

describe('verify-otp', () => {
  it('verifies, signs in, sends the welcome notification, and the code works only once', async () => {
    const email = await register();
    const code = await latestCode(t, email);
    const res = await post('/api/auth/verify-otp', { email, otpCode: code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, role: 'user', emailVerified: true });
    expect(body.token).toEqual(expect.any(String));
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(body.token),
    });
    expect(profile.statusCode).toBe(200);
    const inbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, body.user.id));
    expect(inbox.map((n) => n.type)).toEqual(['welcome']);
    const again = await post('/api/auth/verify-otp', { email, otpCode: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('OTP_INVALID');
  });

  it('counts wrong codes and burns the code after five', async () => {
    const email = await register();
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/verify-otp', { email, otpCode: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({
      error: 'OTP_INVALID',
      message: 'That code is not right. 4 attempts left.',
    });
    for (let i = 0; i < 4; i++) await post('/api/auth/verify-otp', { email, otpCode: wrong });
    const right = await post('/api/auth/verify-otp', { email, otpCode: code });
    expect(right.statusCode).toBe(422);
    expect(right.json().error).toBe('OTP_INVALID');
  });

  it('refuses an expired code', async () => {
    const email = await register();
    const code = await latestCode(t, email);
    clockOffsetMs = 10 * 60 * 1000 + 1000;
    try {
      const res = await post('/api/auth/verify-otp', { email, otpCode: code });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'OTP_EXPIRED',
        message: 'This code has expired. Please request a new one.',
      });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('rejects a malformed code with 400 and an unknown e-mail with the same 422 as a bad code', async () => {
    const malformed = await post('/api/auth/verify-otp', { email: uniqueEmail(), otpCode: '12ab' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await post('/api/auth/verify-otp', { email: uniqueEmail(), otpCode: '123456' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe('OTP_INVALID');
  });

  it('does not accept a password-reset code for e-mail verification (codes are bound to their purpose)', async () => {
    const email = await register();
    const user = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    // Make the account verifiable by reset too, then ask for a reset code.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await t.database.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.userId, user.id)));
    const other = uniqueEmail('bind');
    await register(other);
    const verifyCode = await latestCode(t, other);
    const otherUser = (await t.database.db.select().from(users).where(eq(users.email, other)))[0]!;
    // The verification code of `other` must not reset `other`'s password.
    const res = await post('/api/auth/reset-password', {
      email: other,
      otpCode: verifyCode,
      newPassword: 'brand new password',
    });
    expect(res.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, otherUser.id));
    expect(row?.passwordHash).toBe(otherUser.passwordHash);
  });
});

describe('login', () => {
  it('signs a verified user in', async () => {
    const user = await insertUser(t);
    const res = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email, role: 'user' });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await insertUser(t);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      statusCode: 401,
      error: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('refuses an unverified account with 422 (not 401/403) and mails a fresh code', async () => {
    const user = await insertUser(t, { verified: false });
    const res = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });
    expect(await latestCode(t, user.email)).toMatch(/^\d{6}$/);
  });

  it('throttles repeated failures for an account, even with the right password', async () => {
    const user = await insertUser(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/auth/login', { email: user.email, password: `wrong-${i}-password` })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('per-IP limits', () => {
  it('answers 429 with Retry-After once an address exceeds the sign-in budget (30 a minute)', async () => {
    const own = await createTestApp(); // its own limiter, so the other tests keep their budget
    try {
      const login = () =>
        own.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail('spray'), password: 'whatever it is' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await login()).statusCode);
      expect(statuses.every((s) => s === 401)).toBe(true);
      const over = await login();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ statusCode: 429, error: 'RATE_LIMITED' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});

describe('resend-otp and forgot-password', () => {
  it('sends at most one code a minute, answering 429 to the rest', async () => {
    const email = await register();
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await post('/api/auth/resend-otp', { email }));
    expect(replies.every((r) => r.statusCode === 429)).toBe(true);
    expect(replies[0]!.json().error).toBe('RATE_LIMITED');
    expect(await mailTo(t, email)).toHaveLength(1);
  });

  it('gives the same reply to unknown and known addresses', async () => {
    const user = await insertUser(t);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailTo(t, user.email)).toHaveLength(1);
  });

  it('resets the password with the e-mailed code and ends every session', async () => {
    const user = await insertUser(t);
    const login = (await post('/api/auth/login', { email: user.email, password: user.password })).json();
    await post('/api/auth/forgot-password', { email: user.email });
    const code = await latestCode(t, user.email);
    const reset = await post('/api/auth/reset-password', {
      email: user.email,
      otpCode: code,
      newPassword: 'a whole new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(login.token) });
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toContain('invalidated');
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'a whole new passphrase' })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('logout invalidates the token (403 with "invalidated")', async () => {
    const { token } = await registerAndVerify();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ error: 'SESSION_INVALIDATED' });
    expect(after.json().message).toContain('invalidated');
  });

  it('answers 401 to missing, malformed, forged, alg:none and expired tokens', async () => {
    const { token, user } = await registerAndVerify();
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      malformed: 'Bearer not-a-jwt',
      forged: `Bearer ${token.slice(0, -3)}abc`,
      none: `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, sid: user.id })).toString('base64url')}.`,
      expired: `Bearer ${await new SignJWT({ sid: user.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('pathwise')
        .setAudience('pathwise-api')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(t.config.jwtSecret))}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('answers 401 (not 500) to a correctly signed token whose ids are not uuids', async () => {
    const { user } = await registerAndVerify();
    const sign = (sub: string, sid: string) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('pathwise')
        .setAudience('pathwise-api')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const [sub, sid] of [
      ['not-a-uuid', 'x'],
      [user.id, 'x'],
      ['not-a-uuid', user.id],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(await sign(sub, sid)),
      });
      expect(res.statusCode, `${sub} ${sid}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
  });
});
