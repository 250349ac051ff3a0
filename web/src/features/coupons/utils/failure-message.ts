import { ApiError } from '@/lib/api-client';

/**
 * Spec §7/§8: a coupon failure shows the server's message (`{ success:false, message }`), or the
 * spec's default when there is none worth showing (no answer, or a server fault).
 */
export function couponFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
