import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';

describe('token service', () => {
  it('verifies its own tokens, repeatedly', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' }, new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: { userId: 'u1', sessionId: 's1' } });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: { userId: 'u1', sessionId: 's1' } });
  });

  it('refuses tokens signed with another secret or tampered with', async () => {
    const token = await createTokenService(`${SECRET}-other`).sign(
      { userId: 'u1', sessionId: 's1' },
      new Date(Date.now() + 60_000),
    );
    const tokens = createTokenService(SECRET);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const own = await tokens.sign({ userId: 'u1', sessionId: 's1' }, new Date(Date.now() + 60_000));
    const [header, , signature] = own.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'u2', sid: 's1' })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('stops accepting a remembered token once it expires', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' }, new Date(Date.now() + 1_500));
    expect((await tokens.verify(token)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
});
