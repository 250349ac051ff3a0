/**
 * Abuse limits for the account flows (security.md §3.3), in one place so the README and the
 * tests read the same numbers. Per-IP limits are enforced by @fastify/rate-limit on the routes;
 * per-e-mail and per-account ones by the auth service through the shared rate counter.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const IP_LIMITS = {
  register: { max: 20, timeWindow: HOUR },
  login: { max: 30, timeWindow: MINUTE },
  verifyOtp: { max: 60, timeWindow: HOUR },
  resendOtp: { max: 20, timeWindow: HOUR },
  forgotPassword: { max: 20, timeWindow: HOUR },
  resetPassword: { max: 30, timeWindow: HOUR },
} as const;

/** One code e-mail per address per 60 s, and at most 5 an hour (either purpose). */
export const OTP_SEND_PER_MINUTE = { limit: 1, windowMs: MINUTE };
export const OTP_SEND_PER_HOUR = { limit: 5, windowMs: HOUR };
/** Forgot-password: 3 reset e-mails per address per hour, always the same reply. */
export const RESET_SEND_PER_HOUR = { limit: 3, windowMs: HOUR };
/** Wrong codes across all of an account's codes in a day (each code also dies after 5). */
export const OTP_FAILURES_PER_DAY = { limit: 20, windowMs: 24 * HOUR };
/**
 * Failed sign-ins (decision 008). Per account and IP: 5 in 15 min, then 429 for that address only.
 * Per account from anywhere, no refusal: each attempt past the 5th failure in the hour waits first
 * (250 ms doubling, at most 4 s), so spraying from many addresses slows down instead of locking the
 * owner out. Only after 100 failures (NIST 800-63B) is the account locked until the hour ends or a
 * password reset.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_IP = { limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_FAILURES_PER_ACCOUNT = { limit: 100, windowMs: HOUR };
export const LOGIN_BACKOFF = { freeFailures: 5, baseMs: 250, maxMs: 4_000 };
/** One "failed sign-in attempts" notice per account per hour, sent when the 5th failure lands. */
export const LOGIN_NOTICE_PER_ACCOUNT = { limit: 1, windowMs: HOUR };

/** How long a sign-in waits before its password is checked, given the account's recent failures. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_BACKOFF.freeFailures) return 0;
  const doublings = Math.min(failures - LOGIN_BACKOFF.freeFailures, 16);
  return Math.min(LOGIN_BACKOFF.baseMs * 2 ** doublings, LOGIN_BACKOFF.maxMs);
}
