import { UNSUBSCRIBE_INVALID_MESSAGE } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/factories.ts';
import { notificationPreferences, users } from '../../db/schema/index.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { createUnsubscribeTokens, unsubscribeLinks } from './notifications.unsubscribe.ts';

let t: TestApp;
let tokens: ReturnType<typeof createUnsubscribeTokens>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = createUnsubscribeTokens(deriveKey(t.config.appSecret, 'unsubscribe'));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

async function preferenceOf(userId: string, type: string) {
  const [row] = await db()
    .select({ email: notificationPreferences.email, inApp: notificationPreferences.inApp })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return row ?? null;
}

const info = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
const unsubscribe = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribe tokens', () => {
  it('verify what they signed and nothing else', () => {
    const userId = crypto.randomUUID();
    const token = tokens.sign({ userId, type: 'update_available' });
    expect(tokens.verify(token)).toEqual({ userId, type: 'update_available' });
    const other = createUnsubscribeTokens(deriveKey('another-app-secret-0123456789abcdef', 'unsubscribe'));
    expect(other.verify(token)).toBeNull();
    expect(tokens.verify(`${token}x`)).toBeNull();
    expect(tokens.verify(token.replace('update_available', 'welcome'))).toBeNull();
    expect(tokens.verify('v1.not-a-uuid.welcome.abc')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });

  it('links to the page and to the one-click address with the token encoded', () => {
    expect(unsubscribeLinks('https://p.example/', 'v1.a.b.c')).toEqual({
      page: 'https://p.example/unsubscribe?token=v1.a.b.c',
      oneClick: 'https://p.example/api/notifications/unsubscribe/one-click?token=v1.a.b.c',
    });
  });
});

describe('unsubscribe routes (no sign-in)', () => {
  it('GET tells what the link turns off; POST turns off e-mail for that one type only and keeps in-app', async () => {
    const person = await insertUser(t, { email: `ravi.${crypto.randomUUID().slice(0, 6)}@example.test` });
    await db()
      .insert(notificationPreferences)
      .values({ userId: person.id, type: 'report_available', email: true, inApp: false });
    const token = tokens.sign({ userId: person.id, type: 'report_available' });

    const before = await info(token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      type: 'report_available',
      maskedEmail: 'r***@example.test',
      emailOn: true,
    });

    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'report_available', emailOn: false });
    expect(res.json().message).toMatch(/no longer get e-mails/);
    expect(await preferenceOf(person.id, 'report_available')).toEqual({ email: false, inApp: false });
    // Other types untouched (nothing stored: their defaults still apply).
    expect(await preferenceOf(person.id, 'payment_successful')).toBeNull();
    // Again: same answer, nothing else changes.
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await info(token)).json().emailOn).toBe(false);
  });

  it('one-click (RFC 8058 POST from the mail client) turns off e-mail for the type, in-app keeps its default', async () => {
    const person = await insertUser(t);
    const token = tokens.sign({ userId: person.id, type: 'payment_successful' });
    const res = await oneClick(token);
    expect(res.statusCode).toBe(200);
    expect(await preferenceOf(person.id, 'payment_successful')).toEqual({ email: false, inApp: true });
  });

  it('refuses forged and tampered tokens with 400 and changes nothing', async () => {
    const person = await insertUser(t);
    const victim = await insertUser(t);
    const token = tokens.sign({ userId: person.id, type: 'report_available' });
    const [version, , type, signature] = token.split('.') as [string, string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = [
      `${version}.${person.id}.${type}.${flipped}`, // tampered signature
      `${version}.${person.id}.payment_successful.${signature}`, // another type
      `${version}.${victim.id}.${type}.${signature}`, // another person
      `v2.${person.id}.${type}.${signature}`, // another version
      `${version}.${person.id}.${type}`, // no signature
      'not-a-token-at-all',
    ];
    for (const bad of forged) {
      for (const res of [await info(bad), await unsubscribe(bad), await oneClick(bad)]) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message, bad).toBe(UNSUBSCRIBE_INVALID_MESSAGE);
      }
    }
    expect(await preferenceOf(person.id, 'payment_successful')).toBeNull();
    expect(await preferenceOf(victim.id, 'report_available')).toBeNull();
    expect(await preferenceOf(person.id, 'report_available')).toBeNull();
  });

  it('a token for a deleted account is not valid any more', async () => {
    const person = await insertUser(t);
    const token = tokens.sign({ userId: person.id, type: 'welcome' });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.id));
    expect((await unsubscribe(token)).json().message).toBe(UNSUBSCRIBE_INVALID_MESSAGE);
  });

  it('validates the token’s shape with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: {} });
    expect(res.statusCode).toBe(400);
    const short = await info('abc');
    expect(short.statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push(
          (
            await limited.app.inject({
              method: 'GET',
              url: '/api/notifications/unsubscribe?token=xxxxxxxxxxxx',
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
