import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser, uniqueEmail } from '../../../test/factories.ts';
import { latestCode, mailTo } from '../../../test/mailbox.ts';
import { LOGIN_BACKOFF, loginDelayMs } from './auth-limits.ts';

// Decision 008: per account+IP 429, per account a bounded wait, a lock only after 100 failures.
let t: TestApp;
let proxied: TestApp;
/** Trusts X-Forwarded-For only from this one proxy address (TRUST_PROXY as an address list). */
let behindListedProxy: TestApp;
const LISTED_PROXY = '203.0.113.9';
let pauses: number[] = [];
const pause = async (ms: number) => {
  pauses.push(ms);
};

beforeAll(async () => {
  [t, proxied, behindListedProxy] = await Promise.all([
    createTestApp({ pause }),
    createTestApp({ pause, env: { TRUST_PROXY: 'true' } }),
    createTestApp({ pause, env: { TRUST_PROXY: `${LISTED_PROXY}, 10.0.0.0/8` } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close(), behindListedProxy?.close()]);
});
beforeEach(() => {
  pauses = [];
});

let ipCounter = 0;
/** Addresses of their own, so the per-IP route budget (30 a minute) never interferes. */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  app: TestApp = t,
  headers: Record<string, string> = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });

const failFromManyIps = async (email: string, ips: number, perIp: number) => {
  for (let i = 0; i < ips; i++) {
    const ip = freshIp();
    for (let j = 0; j < perIp; j++)
      expect((await login(email, `wrong guess ${i}-${j}`, ip)).statusCode).toBe(401);
  }
};

const notices = async (email: string) =>
  (await mailTo(t, email)).filter((m) => m.subject === 'Failed sign-in attempts on your Pathwise account');

describe('backoff', () => {
  it('grows from 250 ms after the 5th failure and stops at 4 s', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 99].map(loginDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
    expect(loginDelayMs(10_000)).toBe(LOGIN_BACKOFF.maxMs);
  });
});

describe('failures from one address', () => {
  it('answers 429 with Retry-After on the 6th try, refuses even the right password there, and mails one notice', async () => {
    const user = await insertUser(t);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, `wrong ${i}`, ip)).statusCode).toBe(401);
    const sixth = await login(user.email, 'wrong 6', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);

    const [notice, ...more] = await notices(user.email);
    expect(more).toHaveLength(0);
    expect(notice!.text).toContain(ip);
    // The product's long date with the time (platform/dates.ts), not an RFC 1123 stamp.
    expect(notice!.text).toMatch(/the latest on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC from/);
    expect(notice!.text).toContain("This wasn't me — reset my password:");
    const resetLink = `${t.config.PUBLIC_URL.replace(/\/+$/, '')}/login?mode=forgot&email=${encodeURIComponent(user.email)}`;
    expect(notice!.text).toContain(resetLink);
    // No code: the link opens the reset step only. (The link carries the address, whose random
    // part may itself be six digits — it failed a CI run — so it is left out of this check.)
    expect(notice!.text.replace(resetLink, '')).not.toMatch(/\b\d{6}\b/);
  });

  it('answers an unknown address exactly like a known one, mailing nobody', async () => {
    const user = await insertUser(t);
    const ghost = uniqueEmail('ghost');
    const run = async (email: string) => {
      const ip = freshIp();
      const replies = [];
      for (let i = 0; i < 7; i++) {
        const res = await login(email, `wrong ${i}`, ip);
        replies.push({ status: res.statusCode, body: res.json(), retry: res.headers['retry-after'] });
      }
      return replies;
    };
    const known = await run(user.email);
    const knownPauses = pauses;
    pauses = [];
    expect(await run(ghost)).toEqual(known);
    expect(pauses).toEqual(knownPauses);
    expect(await mailTo(t, ghost)).toHaveLength(0);
  });

  it('counts the socket address, not a spoofed X-Forwarded-For, unless TRUST_PROXY is set', async () => {
    await expectSocketAddressCounted(t, freshIp());
    // Behind a proxy the forwarded address is the client's: another client's failures do not lock this one.
    await expectForwardedClientCounted(proxied, freshIp());
  });
});

/** Five failures from `ip`, each with a new made-up X-Forwarded-For, lock that address all the same. */
async function expectSocketAddressCounted(app: TestApp, ip: string) {
  const user = await insertUser(app);
  for (let i = 0; i < 5; i++) {
    const spoofed = { 'x-forwarded-for': freshIp() };
    expect((await login(user.email, `wrong ${i}`, ip, app, spoofed)).statusCode).toBe(401);
  }
  const again = { 'x-forwarded-for': freshIp() };
  expect((await login(user.email, user.password, ip, app, again)).statusCode).toBe(429);
}

/** Through `proxy`, an attacker's five failures lock the attacker's forwarded address, not the owner's. */
async function expectForwardedClientCounted(app: TestApp, proxy: string) {
  const user = await insertUser(app);
  const attacker = { 'x-forwarded-for': freshIp() };
  for (let i = 0; i < 5; i++)
    expect((await login(user.email, `wrong ${i}`, proxy, app, attacker)).statusCode).toBe(401);
  expect((await login(user.email, user.password, proxy, app, attacker)).statusCode).toBe(429);
  const owner = { 'x-forwarded-for': freshIp() };
  expect((await login(user.email, user.password, proxy, app, owner)).statusCode).toBe(200);
}

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('takes the forwarded client from a listed proxy, and the socket address from anyone else', async () => {
    await expectForwardedClientCounted(behindListedProxy, LISTED_PROXY);
    // Straight to the instance from an unlisted address: a made-up header changes nothing.
    await expectSocketAddressCounted(behindListedProxy, freshIp());
  });
});

describe('failures spread over many addresses', () => {
  it('slow the owner down (a bounded wait) but never keep them out, with one notice', async () => {
    const user = await insertUser(t);
    await failFromManyIps(user.email, 12, 5); // 60 failures: the old rule refused the account after 50
    expect(Math.max(...pauses)).toBe(LOGIN_BACKOFF.maxMs);
    pauses = [];
    const owner = await login(user.email, user.password, freshIp());
    expect(owner.statusCode).toBe(200);
    expect(pauses).toEqual([LOGIN_BACKOFF.maxMs]);
    expect(await notices(user.email)).toHaveLength(1);

    // Signing in ends the run: the next attempt is not slowed.
    pauses = [];
    expect((await login(user.email, 'one more typo', freshIp())).statusCode).toBe(401);
    expect(pauses).toEqual([]);
  });

  it('lock the account after 100 (NIST 800-63B); a password reset lets the owner back in', async () => {
    const user = await insertUser(t);
    await failFromManyIps(user.email, 20, 5);
    const locked = await login(user.email, user.password, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('reset your password');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await notices(user.email)).toHaveLength(1);

    const ownerIp = freshIp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: ownerIp,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: user.email,
        otpCode: await latestCode(t, user.email),
        newPassword: 'plinth marmalade 71',
      },
      remoteAddress: ownerIp,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'plinth marmalade 71', ownerIp)).statusCode).toBe(200);
  });
});
