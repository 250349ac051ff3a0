import { describe, expect, it, vi } from 'vitest';
import {
  createManualFetch,
  errorResponse,
  flush,
  hangingFetch,
  jsonResponse,
  logIn,
  setUpApiClientTest,
  track,
} from './api/testing-fetch.ts';
import { api } from './api-client.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock } = setUpApiClientTest();

describe('rule 5: dedupe identical GETs for 2 s', () => {
  it('shares one in-flight request between identical GETs', async () => {
    const manual = createManualFetch();
    fetchMock.mockImplementation(manual.impl);

    const first = track(api.get('/notifications', { params: { page: 1 } }));
    const second = track(api.get('/notifications', { params: { page: 1 } }));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    manual.pending[0]?.resolve(jsonResponse(200, { items: ['n1'] }));
    await flush();
    expect(first.value).toEqual({ items: ['n1'] });
    expect(second.value).toBe(first.value);
  });

  it('hands out a settled result for 2 s after it arrived, then asks the server again', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { count: 3 }));

    await api.get('/notifications/unread-count');
    await vi.advanceTimersByTimeAsync(1_999);
    await api.get('/notifications/unread-count');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    await api.get('/notifications/unread-count');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keys on path, params and token', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));

    await api.get('/articles', { params: { page: 1 } });
    await api.get('/articles', { params: { page: 2 } });
    await api.get('/authors', { params: { page: 1 } });
    logIn('token-2');
    await api.get('/articles', { params: { page: 1 } });

    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never shares non-GET requests', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));

    await Promise.all([api.post('/ratings', { s: 1 }), api.post('/ratings', { s: 1 })]);
    await Promise.all([api.put('/me', {}), api.put('/me', {}), api.patch('/me', {}), api.delete('/me')]);

    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('forgets shared results after a mutation, so the refetch sees the change', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { n: fetchMock.mock.calls.length }));

    const before = await api.get<{ n: number }>('/coupons');
    await api.post('/coupons', { code: 'NEW' });
    const after = track(api.get<{ n: number }>('/coupons'));
    await vi.advanceTimersByTimeAsync(1_000); // the throttle still spaces the two GETs 1 s apart

    expect(before.n).toBe(1);
    expect(after.value?.n).toBe(3);
  });

  it('does not cache a failure: the same GET right after goes out again', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(404, 'NOT_FOUND', 'Not found'))
      .mockResolvedValueOnce(jsonResponse(200, { found: true }));

    await api.get('/articles/slug', { silent: true }).catch(() => undefined);
    const again = track(api.get('/articles/slug'));
    await vi.advanceTimersByTimeAsync(1_000);

    expect(again.value).toEqual({ found: true });
  });
});

describe('rule 5: throttle the same key to once per second', () => {
  it('starts a repeated GET no sooner than 1 s after the previous one started', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(404, 'NOT_FOUND', 'Not yet'))
      .mockResolvedValueOnce(jsonResponse(200, {}));

    await api.get('/reports/42', { silent: true }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(400);
    track(api.get('/reports/42'));

    await vi.advanceTimersByTimeAsync(599); // 999 ms after the first start
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not delay different keys', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));

    await api.get('/reports/1');
    await api.get('/reports/2');

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('rule 5: at most 3 GETs on the wire', () => {
  it('queues the 4th and 5th GET until a slot frees, in order', async () => {
    const manual = createManualFetch();
    fetchMock.mockImplementation(manual.impl);

    const results = ['/a', '/b', '/c', '/d', '/e'].map((path) => track(api.get(path)));
    await flush();
    expect(manual.pending.map((call) => call.url)).toEqual(['/api/a', '/api/b', '/api/c']);

    manual.pending[1]?.resolve(jsonResponse(200, 'b'));
    await flush();
    expect(manual.pending.map((call) => call.url)).toEqual(['/api/a', '/api/b', '/api/c', '/api/d']);

    for (const call of manual.pending) call.resolve(jsonResponse(200, 'ok'));
    await flush();
    expect(manual.pending).toHaveLength(5);
    manual.pending[4]?.resolve(jsonResponse(200, 'ok'));
    await flush();
    expect(results.every((result) => result.settled)).toBe(true);
  });

  it('does not hold back non-GET requests', async () => {
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'GET'
        ? hangingFetch(input, init)
        : Promise.resolve(jsonResponse(200, { saved: true })),
    );

    for (const path of ['/a', '/b', '/c']) track(api.get(path));
    const saved = track(api.post('/answers', { a: 1 }));
    await flush();

    expect(saved.value).toEqual({ saved: true });
  });
});

describe('rule 5: callers that abort', () => {
  it('keeps the shared request alive while another caller still waits', async () => {
    const manual = createManualFetch();
    fetchMock.mockImplementation(manual.impl);
    const leaving = new AbortController();

    const left = track(api.get('/stats', { signal: leaving.signal }));
    const stayed = track(api.get('/stats', { signal: new AbortController().signal }));
    await flush();
    leaving.abort();
    await flush();

    expect(left.error).toMatchObject({ name: 'AbortError' });
    expect(manual.pending[0]?.init?.signal?.aborted).toBe(false);
    manual.pending[0]?.resolve(jsonResponse(200, { total: 1 }));
    await flush();
    expect(stayed.value).toEqual({ total: 1 });
  });

  it('aborts the network request when the last caller leaves, with no toast and no retry', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();

    const state = track(api.get('/stats', { signal: controller.signal }));
    await flush();
    controller.abort();
    await vi.advanceTimersByTimeAsync(40_000);

    expect(state.error).toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
