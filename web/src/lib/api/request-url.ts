export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

function pathOnly(path: string): string {
  return path.split('?')[0] ?? '';
}

/**
 * Admin data must never come from an HTTP cache. An admin path has a segment that is exactly
 * `admin`: `/admin/users`, `/notifications/admin/test`, `/payments/admin/all`, `/coupons/admin`
 * (which "starts with /admin or contains /admin/" would miss), but not `/administrators`.
 */
export function isAdminPath(path: string): boolean {
  return pathOnly(path).split('/').includes('admin');
}

/** Auth calls (login, OTP, …) answer 401 for wrong credentials, which is not an expired session. */
export function isAuthPath(path: string): boolean {
  return pathOnly(path).startsWith('/auth/');
}

/** Params in key order, skipping undefined and null, so equal requests build equal URLs. */
export function toQueryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params ?? {}).sort()) {
    const value = params?.[key];
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  return search.toString();
}

export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function buildUrl(path: string, params: QueryParams | undefined): string {
  return appendQuery(`${API_BASE}${path}`, toQueryString(params));
}
