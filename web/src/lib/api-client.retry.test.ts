import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './api/api-error.ts';
import { SERVER_ERROR_MESSAGE } from './api/error-feedback.ts';
import {
  errorResponse,
  flush,
  hangingFetch,
  jsonResponse,
  setUpApiClientTest,
  track,
} from './api/testing-fetch.ts';
import { ApiError, api } from './api-client.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock } = setUpApiClientTest();

describe('rule 3: 30 s timeout', () => {
  it('aborts an attempt after 30 s, retries once, then rejects with TIMEOUT (status 0)', async () => {
    fetchMock.mockImplementation(hangingFetch);

    const state = track(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(state.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(toast.error).toHaveBeenCalledWith(TIMEOUT_MESSAGE);
  });
});

describe('rule 4: one retry with back-off', () => {
  it.each([429, 500, 502, 503, 504])('retries a %i once, 3000 ms later (no jitter)', async (status) => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(status, 'ANY', 'Try later'))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    const state = track(api.get('/flaky'));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(state.value).toEqual({ ok: true });
  });

  it('adds at most 10% jitter: with the largest random value the retry still comes by 3300 ms', async () => {
    vi.mocked(Math.random).mockReturnValue(0.999_999);
    fetchMock
      .mockResolvedValueOnce(errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down'))
      .mockResolvedValueOnce(jsonResponse(200, {}));

    track(api.get('/flaky'));
    await vi.advanceTimersByTimeAsync(3_298);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a network error once, then rejects with NETWORK_ERROR (status 0)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const state = track(api.post('/events', { kind: 'view' }));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(state.error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(toast.error).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });

  it('never retries more than once', async () => {
    fetchMock.mockImplementation(async () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down'));

    const state = track(api.get('/down'));
    await vi.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(state.error).toMatchObject({ status: 503 });
  });

  it.each([400, 404, 409, 422, 501])('fails a %i at once without a retry', async (status) => {
    fetchMock.mockImplementation(async () => errorResponse(status, 'ANY', 'No'));

    const state = track(api.get('/nope', { silent: true }));
    await flush();
    expect(state.error).toMatchObject({ status });
    await vi.advanceTimersByTimeAsync(30_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('rule 9: server errors', () => {
  it("toasts 'Server error' once, only after the retry failed too", async () => {
    fetchMock.mockImplementation(async () => errorResponse(500, 'INTERNAL', 'Internal error'));

    const state = track(api.get('/broken'));
    await flush();
    expect(toast.error).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.error).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(SERVER_ERROR_MESSAGE);
  });

  it('shows nothing for a silent call', async () => {
    fetchMock.mockImplementation(async () => errorResponse(502, 'INTERNAL', 'Bad gateway'));

    const state = track(api.get('/broken', { silent: true }));
    await vi.advanceTimersByTimeAsync(3_000);

    expect(state.error).toMatchObject({ status: 502 });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
