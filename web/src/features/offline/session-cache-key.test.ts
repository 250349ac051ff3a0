import { describe, expect, it } from 'vitest';
import { SESSION_KEY_PARAMETER, sessionCacheKey } from './session-cache-key';

const URL_OF_RESULT = 'https://pathwise.example/api/assessments/results/r1?x=1';
const asking = (token?: string) =>
  new Request(URL_OF_RESULT, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('sessionCacheKey', () => {
  it('files one session’s answers under one key, and another session’s under another', async () => {
    const first = await sessionCacheKey(asking('token-of-ana'));
    expect(await sessionCacheKey(asking('token-of-ana'))).toBe(first);
    expect(await sessionCacheKey(asking('token-of-ben'))).not.toBe(first);
  });

  it('keeps the address and its query, and never writes the token', async () => {
    const key = new URL(await sessionCacheKey(asking('token-of-ana')));
    expect(key.pathname).toBe('/api/assessments/results/r1');
    expect(key.searchParams.get('x')).toBe('1');
    expect(key.searchParams.get(SESSION_KEY_PARAMETER)).toMatch(/^[0-9a-f]{32}$/);
    expect(key.href).not.toContain('token-of-ana');
  });

  it('files requests without a session apart from every signed-in one', async () => {
    const anonymous = new URL(await sessionCacheKey(asking()));
    expect(anonymous.searchParams.get(SESSION_KEY_PARAMETER)).toBe('anonymous');
    expect(anonymous.href).not.toBe(await sessionCacheKey(asking('token-of-ana')));
  });
});
