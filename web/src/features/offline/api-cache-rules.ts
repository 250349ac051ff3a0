/**
 * What the service worker (./sw.ts) may keep for offline use, as plain functions so the rules are
 * unit tested without a worker. An allow-list: an API answer is saved only when it is one of the
 * people's reads that is safe to show stale, and never when any of the deny rules below applies.
 */

/**
 * The people's reads worth having offline: the catalogue (list, groups, a profiler's public page)
 * and the person's own results and reports (history, a result, its AI analysis, careers, percentiles).
 * Paths are matched without the `/api` prefix.
 */
const SAVED_API_PATHS: readonly RegExp[] = [
  /^\/assessments$/,
  /^\/assessments\/categories$/,
  /^\/assessments\/user-history$/,
  // A profiler's public page: one segment that is not one of the words above (those have their own line).
  /^\/assessments\/(?!results$)[^/]+$/,
  /^\/assessments\/[^/]+\/rating-stats$/,
  /^\/assessments\/results\/[^/]+$/,
  /^\/assessments\/results\/[^/]+\/(ai-analysis|careers|percentiles)$/,
];

/** A path segment that marks an operator's route, wherever it sits (/admin/…, /coupons/admin, …). */
const ADMIN_SEGMENT = /(^|\/)admin(\/|$)/;

/**
 * Secrets that travel in an address: share tokens, unsubscribe tokens, payment signatures, one-time
 * codes, signed download links. An address carrying one is never written to the device.
 */
const SECRET_PARAMETER = /token|signature|sig$|code|secret|key|otp|razorpay/i;

/** Words of a path that name a download, a share link or a payment step, never saved either. */
const NEVER_SAVED_PATH =
  /(^|\/)(auth|shared-reports|share|download|pdf|payments|checkout)(\/|$)|\.(pdf|csv|xlsx)$/;

export type ApiRequestFacts = {
  method: string;
  url: URL;
  /** The app's own origin: answers from anywhere else are never saved. */
  origin: string;
};

/** True when the worker may answer this request from (and save it into) the offline API cache. */
export function isSavedApiRequest({ method, url, origin }: ApiRequestFacts): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (!url.pathname.startsWith('/api/')) return false;
  const path = url.pathname.slice('/api'.length);
  if (ADMIN_SEGMENT.test(path) || NEVER_SAVED_PATH.test(path)) return false;
  for (const name of url.searchParams.keys()) if (SECRET_PARAMETER.test(name)) return false;
  return SAVED_API_PATHS.some((pattern) => pattern.test(path));
}

/**
 * Addresses the server answers itself, so a page load there must go to the network rather than to
 * the app's saved index.html: the API, the server-rendered blog, the feeds and the worker's own files.
 */
export const SERVER_PAGE_PATHS: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/blog(\/|$)/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/rss\.xml$/,
  /^\/sw\.js$/,
  /^\/assets\//,
];

/** True when a page load of this path is one of the app's own routes (answered with index.html). */
export function isAppNavigation(pathname: string): boolean {
  return !SERVER_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
