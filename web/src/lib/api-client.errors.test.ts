import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, setUpApiClientTest } from './api/testing-fetch.ts';
import { api } from './api-client.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock, navigate } = setUpApiClientTest();

describe('rule 10: other errors', () => {
  it("toasts the server's message", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(409, 'CONFLICT', 'This email is already registered'));

    await api.post('/auth/register', {}).catch(() => undefined);

    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('This email is already registered');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts the fallback message when the server sent none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));

    await api.get('/articles/unknown').catch(() => undefined);

    expect(toast.error).toHaveBeenCalledWith('HTTP 404');
  });

  it('stays quiet when the text mentions 429', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(400, 'BAD_REQUEST', 'Request failed with status code 429'));

    const error = await api.get('/quota').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 400 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('stays quiet for a silent call, which still rejects with the error', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(422, 'OTP_INVALID', 'The code is wrong'));

    const error = await api.post('/auth/verify-otp', {}, { silent: true }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 422, code: 'OTP_INVALID', message: 'The code is wrong' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows nothing on success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await api.get('/articles');

    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });
});
