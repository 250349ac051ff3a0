import { describe, expect, it } from 'vitest';
import { buildUrl, isAdminPath, isAuthPath } from './request-url.ts';

describe('isAdminPath', () => {
  it.each([
    '/admin',
    '/admin/users',
    '/notifications/admin/test',
    '/payments/admin/all',
    '/referrals/admin/config',
    '/coupons/admin',
    '/coupons/admin?x=1',
  ])('%s is admin', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(['/notifications', '/administrators', '/users/admins', '/blog/admin-tips'])('%s is not', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });
});

describe('isAuthPath', () => {
  it('is true only under /auth/', () => {
    expect(isAuthPath('/auth/login')).toBe(true);
    expect(isAuthPath('/users/auth/x')).toBe(false);
    expect(isAuthPath('/authors')).toBe(false);
  });
});

describe('buildUrl', () => {
  it('sorts params so equal requests build equal URLs, and encodes values', () => {
    expect(buildUrl('/search', { q: 'a&b c', page: 1 })).toBe('/api/search?page=1&q=a%26b+c');
    expect(buildUrl('/search', { page: 1, q: 'a&b c' })).toBe('/api/search?page=1&q=a%26b+c');
  });

  it('appends to a query already in the path', () => {
    expect(buildUrl('/search?x=1', { page: 2 })).toBe('/api/search?x=1&page=2');
    expect(buildUrl('/plain', {})).toBe('/api/plain');
  });
});
