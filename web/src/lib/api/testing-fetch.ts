import type { User } from '@pathwise/contract';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetApiClientState, setNavigator } from '../api-client.ts';
import { setAuth } from '../auth-storage.ts';

/*
 * Shared set-up for the api-client tests. fetch is the edge to the outside world, so it is
 * the one thing stubbed; timers and Date are faked so back-off, throttle and pause delays
 * are asserted to the millisecond. Each test file still mocks the toast facade ('./toast.ts') itself (vi.mock is
 * hoisted per file).
 */

export const TEST_USER: User = {
  id: '3f0b5c1e-8c1a-4d2b-9f3e-1a2b3c4d5e6f',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'user',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  assessmentOnboardingCompletedAt: null,
};

export function logIn(token = 'token-1', user: User = TEST_USER): void {
  setAuth(token, user);
}

export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, error: string, message: string, details?: unknown): Response {
  return jsonResponse(status, { statusCode: status, error, message, details });
}

/** A fetch that never answers but, like the real one, rejects once its signal aborts. */
export function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

export type PendingFetch = {
  url: string;
  init: RequestInit | undefined;
  resolve: (response: Response) => void;
};

/** A fetch whose answers the test hands out one by one. */
export function createManualFetch() {
  const pending: PendingFetch[] = [];
  const impl = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => pending.push({ url: String(input), init, resolve }));
  return { impl, pending };
}

/** Observes a promise without leaving an unhandled rejection behind. */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => {
      state.settled = true;
      state.value = value;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

export function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

/** Lets pending promise chains (fetch → body → retry bookkeeping) run without moving the clock. */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** Installs fake timers, a fresh fetch stub, clean storage and client state around each test. */
export function setUpApiClientTest() {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(path: string) => void>();

  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers();
    vi.spyOn(console, 'error');
    // No jitter unless a test asks for it: the first retry then waits exactly 3000 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    resetApiClientState();
    setNavigator(navigate);
  });

  afterEach(() => {
    expect(console.error).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  return { fetchMock, navigate };
}
