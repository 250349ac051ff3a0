import {
  ApiError,
  createHttpError,
  createNetworkError,
  createTimeoutError,
  INVALID_RESPONSE_MESSAGE,
} from './api-error.ts';

/** Spec §9: a request attempt that has not finished (headers and body) in 30 s is given up. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One network attempt. Resolves with the parsed JSON body (undefined for 204 or an empty
 * body); rejects with an ApiError (HTTP error, NETWORK_ERROR or TIMEOUT), or with the
 * caller's abort reason when `signal` aborts.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<unknown> {
  if (signal?.aborted) throw signal.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    status = response.status;
    text = status === 204 ? '' : await response.text();
  } catch {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw createTimeoutError();
    throw createNetworkError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (status < 200 || status >= 300) throw createHttpError(status, text);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
}
