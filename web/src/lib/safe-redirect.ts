/**
 * Only same-app paths are accepted as a post-login destination: an absolute or
 * protocol-relative URL in `?redirectTo=` would be an open redirect.
 */
export function toSafeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return null;
  return value;
}
