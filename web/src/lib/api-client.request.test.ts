import { describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  flush,
  headersOf,
  jsonResponse,
  logIn,
  setUpApiClientTest,
  track,
} from './api/testing-fetch.ts';
import { ApiError, api } from './api-client.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock } = setUpApiClientTest();

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] };
}

describe('api-client: building requests', () => {
  it('prefixes /api, adds params, skips undefined and null, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [1] }));

    const result = await api.get('/notifications', {
      params: { page: 2, unread: true, q: undefined, tag: null },
    });

    expect(result).toEqual({ items: [1] });
    expect(lastCall().url).toBe('/api/notifications?page=2&unread=true');
    expect(lastCall().init?.method).toBe('GET');
  });

  it('sends bodies as JSON with a Content-Type, and resolves 204 and empty bodies to undefined', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(204))
      .mockResolvedValueOnce(new Response('', { status: 200 }));

    await expect(api.post('/ratings', { stars: 5 })).resolves.toBeUndefined();
    expect(lastCall().init?.body).toBe('{"stars":5}');
    expect(headersOf(lastCall().init).get('Content-Type')).toBe('application/json');
    expect(lastCall().init?.method).toBe('POST');

    await expect(api.delete('/ratings/1')).resolves.toBeUndefined();
    expect(lastCall().init?.body).toBeUndefined();
    expect(headersOf(lastCall().init).get('Content-Type')).toBeNull();
  });
});

describe('api-client: extra headers', () => {
  it("sends the caller's headers on the first attempt and on the retry alike", async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(503, 'SERVICE_UNAVAILABLE', 'Try later'))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    const result = track(
      api.post(
        '/payments/admin/refund/1',
        { reason: 'x' },
        { headers: { 'X-Refund-Idempotency': 'key_1234567890' } },
      ),
    );
    await flush();
    await vi.advanceTimersByTimeAsync(3000);

    expect(result.value).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect(headersOf(init).get('X-Refund-Idempotency')).toBe('key_1234567890');
      expect(headersOf(init).get('Content-Type')).toBe('application/json');
    }
  });
});

describe('rule 1: bearer token', () => {
  it('sends Authorization: Bearer <token> on every method when logged in', async () => {
    logIn('secret-token');
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));

    await api.get('/users/me');
    await api.put('/users/me', { name: 'A' });
    await api.patch('/users/me', { name: 'B' });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchMock.mock.calls) {
      expect(headersOf(init).get('Authorization')).toBe('Bearer secret-token');
    }
  });

  it('sends no Authorization header when logged out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));

    await api.get('/articles');

    expect(headersOf(lastCall().init).has('Authorization')).toBe(false);
  });
});

describe('rule 2: admin URLs are never cached', () => {
  it.each([
    '/admin/users',
    '/notifications/admin/test',
    '/payments/admin/all',
    '/referrals/admin/config',
    '/coupons/admin',
  ])('%s gets no-cache headers and _t=<now>', async (path) => {
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));

    await api.get(path, { params: { page: 1 } });

    const { url, init } = lastCall();
    expect(url).toBe(`/api${path}?page=1&_t=${Date.parse('2026-03-01T10:00:00.000Z')}`);
    expect(headersOf(init).get('Cache-Control')).toBe('no-cache');
    expect(headersOf(init).get('Pragma')).toBe('no-cache');
  });

  it('leaves ordinary URLs alone', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));

    await api.get('/administrators-guide');

    expect(lastCall().url).toBe('/api/administrators-guide');
    expect(headersOf(lastCall().init).has('Cache-Control')).toBe(false);
    expect(headersOf(lastCall().init).has('Pragma')).toBe(false);
  });

  it('keeps _t out of the dedupe key: the same admin GET 1.5 s later shares the first result', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { total: 7 }));

    const first = await api.get('/admin/stats');
    await vi.advanceTimersByTimeAsync(1_500);
    const second = await api.get('/admin/stats');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });
});

describe('rule 11: error bodies', () => {
  it('reads code, message and details from the contract error body', async () => {
    const details = [{ path: ['email'], message: 'Enter a valid email address' }];
    fetchMock.mockResolvedValueOnce(errorResponse(400, 'VALIDATION_FAILED', 'Invalid input', details));

    const error = await api.post('/auth/register', {}, { silent: true }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      details,
    });
  });

  it('falls back to "HTTP <status>" when the body is not the contract shape', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Not here</html>', { status: 404 }));

    const error = await api.get('/missing', { silent: true }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'HTTP 404' });
  });

  it("keeps a non-contract body's own message (coupon calls answer { success:false, message })", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, message: 'Coupon expired' }));

    const state = track(api.post('/coupons/validate', { code: 'OLD' }));
    await flush();

    expect(state.error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'Coupon expired' });
    expect(toast.error).toHaveBeenCalledWith('Coupon expired');
  });

  it('rejects a 2xx answer that is not JSON with INVALID_RESPONSE', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));

    const error = await api.get('/articles', { silent: true }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});
