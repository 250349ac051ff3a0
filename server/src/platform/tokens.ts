import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'pathwise';
const AUDIENCE = 'pathwise-api';

export type TokenClaims = { userId: string; sessionId: string };

export type TokenVerdict = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** HS256 JWTs that only carry the session id; the session row decides whether the token still counts. */
export function createTokenService(secret: string) {
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          return { ok: false, reason: 'invalid' };
        return { ok: true, claims: { userId: payload.sub, sessionId: payload.sid } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
