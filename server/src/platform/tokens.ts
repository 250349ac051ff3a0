import { createSecretKey } from 'node:crypto';
import { IdSchema } from '@pathwise/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'pathwise';
const AUDIENCE = 'pathwise-api';

export type TokenClaims = { userId: string; sessionId: string };

export type TokenVerdict = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** HS256 JWTs that only carry the session id; the session row decides whether the token still counts. */
/**
 * Signature checks already passed are remembered (bounded, until the token's own expiry): the
 * session row is still read on every request, so revocation stays immediate; only the repeated
 * HMAC work is skipped (it was a third of an authenticated request's CPU, see bench/).
 */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string) {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  // A KeyObject made once: with raw bytes jose would import the key again on every request (bench/).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token: string): Promise<TokenVerdict> {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAtMs > Date.now()) return { ok: true, claims: cached.claims };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        // Signed is not well-formed: a non-uuid id would reach the database and answer 500.
        const userId = IdSchema.safeParse(payload.sub);
        const sessionId = IdSchema.safeParse(payload.sid);
        if (!userId.success || !sessionId.success || typeof payload.exp !== 'number')
          return { ok: false, reason: 'invalid' };
        const claims = { userId: userId.data, sessionId: sessionId.data };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
