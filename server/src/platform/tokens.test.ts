import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';
const U1 = randomUUID();
const S1 = randomUUID();

describe('token service', () => {
  it('verifies its own tokens, repeatedly', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: U1, sessionId: S1 }, new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: { userId: U1, sessionId: S1 } });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: { userId: U1, sessionId: S1 } });
  });

  it('refuses tokens signed with another secret or tampered with', async () => {
    const token = await createTokenService(`${SECRET}-other`).sign(
      { userId: U1, sessionId: S1 },
      new Date(Date.now() + 60_000),
    );
    const tokens = createTokenService(SECRET);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const own = await tokens.sign({ userId: U1, sessionId: S1 }, new Date(Date.now() + 60_000));
    const [header, , signature] = own.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: randomUUID(), sid: S1 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('stops accepting a remembered token once it expires', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: U1, sessionId: S1 }, new Date(Date.now() + 1_500));
    expect((await tokens.verify(token)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a correctly signed token whose subject or session id is not a uuid', async () => {
    const tokens = createTokenService(SECRET);
    const signed = (claims: { sub?: unknown; sid?: unknown }) => {
      const jwt = new SignJWT(claims.sid === undefined ? {} : { sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('pathwise')
        .setAudience('pathwise-api')
        .setExpirationTime('1m');
      if (typeof claims.sub === 'string') jwt.setSubject(claims.sub);
      return jwt.sign(new TextEncoder().encode(SECRET));
    };
    expect((await tokens.verify(await signed({ sub: U1, sid: S1 }))).ok).toBe(true);
    const malformed = [
      { sub: 'not-a-uuid', sid: 'x' },
      { sub: U1, sid: 'x' },
      { sub: 'not-a-uuid', sid: S1 },
      { sub: U1, sid: 42 },
      { sub: U1 },
      { sid: S1 },
      { sub: `${U1}'--`, sid: S1 },
    ];
    for (const claims of malformed)
      expect(await tokens.verify(await signed(claims)), JSON.stringify(claims)).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });
});
