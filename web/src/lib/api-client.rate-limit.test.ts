import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_PAUSE_MESSAGE } from './api/rate-limit-guard.ts';
import { errorResponse, flush, jsonResponse, setUpApiClientTest, track } from './api/testing-fetch.ts';
import { api } from './api-client.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock } = setUpApiClientTest();

const tooMany = () => errorResponse(429, 'RATE_LIMITED', 'Too many requests, slow down');

/** One call that gets 429 twice: two rate-limit hits, 3 s apart. */
async function hitTwice(path: string) {
  const state = track(api.post(path));
  await vi.advanceTimersByTimeAsync(3_000);
  expect(state.error).toMatchObject({ status: 429 });
}

describe('rule 8: 429', () => {
  it('warns "Retrying in 3 seconds", shows no error toast and succeeds on the retry', async () => {
    fetchMock.mockResolvedValueOnce(tooMany()).mockResolvedValueOnce(jsonResponse(200, { ok: 1 }));

    const state = track(api.get('/notifications/unread-count'));
    await flush();
    expect(toast.warning).toHaveBeenCalledWith('Rate limited. Retrying in 3 seconds...');

    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.value).toEqual({ ok: 1 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rounds N up: a 3150 ms delay announces 4 seconds', async () => {
    vi.mocked(Math.random).mockReturnValue(0.5);
    fetchMock.mockResolvedValueOnce(tooMany()).mockResolvedValueOnce(jsonResponse(200, {}));

    track(api.get('/x'));
    await flush();

    expect(toast.warning).toHaveBeenCalledWith('Rate limited. Retrying in 4 seconds...');
  });

  it('rejects with RATE_LIMITED after the retry, still without an error toast', async () => {
    fetchMock.mockImplementation(async () => tooMany());

    await hitTwice('/ratings');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  describe('warns at most once per 10 s per URL', () => {
    // Every first attempt is rate limited, every retry succeeds: too few hits for a pause.
    const limitFirstAttempts = () =>
      fetchMock.mockImplementation(async (input) =>
        fetchMock.mock.calls.filter(([url]) => url === input).length === 1
          ? tooMany()
          : jsonResponse(200, {}),
      );

    it('ignores params and stays quiet until 10 s have passed', async () => {
      limitFirstAttempts();

      track(api.get('/articles', { params: { page: 1 } }));
      await flush();
      await vi.advanceTimersByTimeAsync(9_999);
      track(api.get('/articles', { params: { page: 2 } }));
      await flush();
      expect(toast.warning).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(1);
      track(api.get('/articles', { params: { page: 3 } }));
      await flush();
      expect(toast.warning).toHaveBeenCalledTimes(2);
    });

    it('warns for each URL separately', async () => {
      limitFirstAttempts();

      track(api.get('/articles'));
      track(api.get('/authors'));
      await flush();

      expect(toast.warning).toHaveBeenCalledTimes(2);
    });
  });

  it('pauses every request for 60 s after 5 hits within 30 s', async () => {
    fetchMock.mockImplementation(async () => tooMany());
    await hitTwice('/a'); // hits at 0 and 3000
    await hitTwice('/b'); // hits at 3000 and 6000
    track(api.post('/c')); // 5th hit at 6000 → paused until 66000
    await flush();
    expect(toast.warning).toHaveBeenLastCalledWith(RATE_LIMIT_PAUSE_MESSAGE);

    const callsBefore = fetchMock.mock.calls.length;
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await vi.advanceTimersByTimeAsync(1_000);
    const during = track(api.get('/profile'));
    await vi.advanceTimersByTimeAsync(58_999); // now 65999
    expect(fetchMock).toHaveBeenCalledTimes(callsBefore);
    expect(during.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(during.value).toEqual({ ok: true });
  });

  it('does not pause when the 5 hits are spread over more than 30 s', async () => {
    fetchMock.mockImplementation(async () => tooMany());
    await hitTwice('/a'); // 0, 3000
    await vi.advanceTimersByTimeAsync(17_000);
    await hitTwice('/b'); // 20000, 23000
    await vi.advanceTimersByTimeAsync(8_000);
    await hitTwice('/c'); // 31000, 34000: never 5 within a 30 s window

    expect(toast.warning).not.toHaveBeenCalledWith(RATE_LIMIT_PAUSE_MESSAGE);
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    const next = track(api.get('/profile'));
    await flush();
    expect(next.settled).toBe(true);
  });
});
