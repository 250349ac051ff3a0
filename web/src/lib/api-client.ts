import { ApiError } from './api/api-error.ts';
import { computeRetryDelay, isRetryable, MAX_RETRIES, sleep } from './api/backoff.ts';
import { reportFailure, resetNavigator } from './api/error-feedback.ts';
import { fetchWithTimeout } from './api/fetch-with-timeout.ts';
import { createRateLimitGuard } from './api/rate-limit-guard.ts';
import { createRequestPolicy } from './api/request-policy.ts';
import { appendQuery, buildUrl, isAdminPath, type QueryParams } from './api/request-url.ts';
import { getAuth } from './auth-storage.ts';

/*
 * The web app's one fetch wrapper (spec §8 network behaviour, §9 constants). Every call:
 * bearer token → admin no-cache → GET dedupe/throttle/concurrency (request-policy.ts) →
 * rate-limit pause (rate-limit-guard.ts) → 30 s timeout (fetch-with-timeout.ts) → one retry
 * (backoff.ts) → toasts, logout and redirect on the final failure (error-feedback.ts).
 */
export { ApiError } from './api/api-error.ts';
export { setNavigator } from './api/error-feedback.ts';

export type RequestOptions = {
  params?: QueryParams;
  signal?: AbortSignal;
  /** No error toast: the caller shows the error inline. A dead session still logs out. */
  silent?: boolean;
  /**
   * Extra request headers (e.g. X-Refund-Idempotency). Sent on every attempt, retries included, so a
   * key that makes a request idempotent holds across the client's own retry.
   */
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type PreparedRequest = {
  method: Method;
  /** As the caller gave it (relative to /api): the rules about admin, auth and rate-limit toasts read it. */
  path: string;
  url: string;
  isAdmin: boolean;
  init: RequestInit;
};

let requestPolicy = createRequestPolicy();
let rateLimitGuard = createRateLimitGuard();

/** Forgets shared results, throttle marks, queues, rate-limit pauses and the navigator: for tests. */
export function resetApiClientState(): void {
  requestPolicy = createRequestPolicy();
  rateLimitGuard = createRateLimitGuard();
  resetNavigator();
}

function buildInit(
  method: Method,
  body: unknown,
  token: string | null,
  isAdmin: boolean,
  extraHeaders: Record<string, string> = {},
): RequestInit {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (isAdmin) {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  if (body instanceof FormData) {
    // Uploads: the browser writes the multipart Content-Type with its boundary.
    return { method, headers, body };
  }
  if (body instanceof Blob) {
    // Raw file uploads (bulk upload): the bytes as they are, labelled with the Blob's own type.
    if (body.type) headers['Content-Type'] = body.type;
    return { method, headers, body };
  }
  if (body === undefined) return { method, headers };
  headers['Content-Type'] = 'application/json';
  return { method, headers, body: JSON.stringify(body) };
}

async function sendOnce(request: PreparedRequest, signal: AbortSignal | undefined): Promise<unknown> {
  const release = request.method === 'GET' ? await requestPolicy.acquireSlot(signal) : undefined;
  try {
    await rateLimitGuard.waitWhilePaused(signal);
    // A fresh timestamp per attempt defeats any cache between us and the server.
    const url = request.isAdmin ? appendQuery(request.url, `_t=${Date.now()}`) : request.url;
    return await fetchWithTimeout(url, request.init, signal);
  } finally {
    release?.();
  }
}

async function sendWithRetry(request: PreparedRequest, signal: AbortSignal | undefined): Promise<unknown> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await sendOnce(request, signal);
    } catch (error) {
      if (!(error instanceof ApiError) || signal?.aborted) throw error;
      const retryDelayMs =
        retry < MAX_RETRIES && isRetryable(error) ? computeRetryDelay(retry + 1) : undefined;
      if (error.status === 429) rateLimitGuard.recordHit(request.path, retryDelayMs);
      if (retryDelayMs === undefined) throw error;
      await sleep(retryDelayMs, signal);
    }
  }
}

async function send(request: PreparedRequest, silent: boolean, signal: AbortSignal | undefined) {
  try {
    return await sendWithRetry(request, signal);
  } catch (error) {
    if (!signal?.aborted) reportFailure(error, request.path, silent);
    throw error;
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { token } = getAuth();
  const isAdmin = isAdminPath(path);
  const url = buildUrl(path, options.params);
  const prepared: PreparedRequest = {
    method,
    path,
    url,
    isAdmin,
    init: buildInit(method, body, token, isAdmin, options.headers),
  };
  const silent = options.silent ?? false;

  if (method === 'GET') {
    // The token is part of the key so one user's data is never handed to the next.
    const key = `${token ?? ''} ${url}`;
    return requestPolicy.runShared(key, options.signal, (signal) =>
      send(prepared, silent, signal),
    ) as Promise<T>;
  }
  try {
    return (await send(prepared, silent, options.signal)) as T;
  } finally {
    // A mutation may have changed what recent GETs returned.
    requestPolicy.invalidate();
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};
