/**
 * The API answers are per person (the bearer token in the Authorization header decides whose
 * results come back), but a cache is keyed by address. The worker therefore files each saved answer
 * under its address plus a digest of the session that asked, so a saved answer is only ever given
 * back to the same session: another person signing in on the device never matches it, even in the
 * moment before the app drops the cache on sign-out. The token itself is never written anywhere.
 */
export const SESSION_KEY_PARAMETER = '__pathwise_session';

/** Hex SHA-256 of the Authorization header (first 32 characters), or `anonymous` without one. */
async function sessionDigest(authorization: string | null): Promise<string> {
  if (!authorization) return 'anonymous';
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization)),
  );
  return Array.from(bytes.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The address under which this request's answer is saved and looked up. */
export async function sessionCacheKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set(SESSION_KEY_PARAMETER, await sessionDigest(request.headers.get('Authorization')));
  return url.href;
}
