import {
  ADMIN_REQUIRED_MESSAGE,
  REFERRALS_DISABLED_MESSAGE,
  SESSION_INVALIDATED_MESSAGE,
} from '@pathwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from './api/error-feedback.ts';
import { errorResponse, logIn, setUpApiClientTest, TEST_USER } from './api/testing-fetch.ts';
import { api } from './api-client.ts';
import { getAuth } from './auth-storage.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock, navigate } = setUpApiClientTest();

describe('rule 6: 401', () => {
  it('outside /auth/: logs out, toasts "Session expired" and goes to /login (even when silent)', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'TOKEN_EXPIRED', 'Token expired'));

    const error = await api.get('/users/me', { silent: true }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(getAuth()).toEqual({ user: null, token: null, isAuthenticated: false });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything());
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('under /auth/ (wrong password): only rejects, so the form can show it', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));

    const error = await api.post('/auth/login', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(getAuth()).toMatchObject({ isAuthenticated: true, user: TEST_USER });
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('rule 7: 403', () => {
  it('with "invalidated" in the message: logs out, toasts the invalidated text, goes to /login', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'FORBIDDEN', 'Session invalidated'));

    await api.get('/assessments').catch(() => undefined);

    expect(getAuth().isAuthenticated).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(SESSION_INVALIDATED_MESSAGE, expect.anything());
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('otherwise: logs out, toasts "Access denied. Admin privileges required.", goes to /login', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'FORBIDDEN', 'Forbidden'));

    await api.delete('/admin/users/1', undefined, { silent: true }).catch(() => undefined);

    expect(getAuth().isAuthenticated).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(ADMIN_REQUIRED_MESSAGE, expect.anything());
    expect(toast.error).not.toHaveBeenCalledWith(SESSION_INVALIDATED_MESSAGE, expect.anything());
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('under /auth/ for a suspended account: only rejects, so the sign-in form can show why', async () => {
    fetchMock.mockResolvedValueOnce(
      errorResponse(
        403,
        'ACCOUNT_SUSPENDED',
        'Your account is suspended. Contact support if you think this is a mistake.',
      ),
    );

    const error = await api
      .post('/auth/login', { email: 'a@b.c', password: 'x' }, { silent: true })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call refused because its feature is switched off (FEATURE_DISABLED): only rejects (the session is fine)', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'FEATURE_DISABLED', REFERRALS_DISABLED_MESSAGE));

    const error = await api.get('/referrals/stats', { silent: true }).catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 403,
      code: 'FEATURE_DISABLED',
      message: REFERRALS_DISABLED_MESSAGE,
    });
    expect(getAuth()).toMatchObject({ isAuthenticated: true, user: TEST_USER });
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the refusal of a switched-off feature when the call is not silent, and stays signed in', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'FEATURE_DISABLED', REFERRALS_DISABLED_MESSAGE));
    await api.post('/referrals/create').catch(() => undefined);
    expect(toast.error).toHaveBeenCalledWith(REFERRALS_DISABLED_MESSAGE);
    expect(getAuth().isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a referral call with an invalidated session, or an admin referral call refused, still logs out', async () => {
    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'SESSION_INVALIDATED', SESSION_INVALIDATED_MESSAGE));
    await api.get('/referrals/stats', { silent: true }).catch(() => undefined);
    expect(getAuth().isAuthenticated).toBe(false);

    logIn();
    fetchMock.mockResolvedValueOnce(errorResponse(403, 'FORBIDDEN', ADMIN_REQUIRED_MESSAGE));
    await api.get('/referrals/admin/referrals', { silent: true }).catch(() => undefined);
    expect(getAuth().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('shows one toast (same id) when several calls fail with 403 together', async () => {
    logIn();
    fetchMock.mockImplementation(async () =>
      errorResponse(403, 'SESSION_INVALIDATED', SESSION_INVALIDATED_MESSAGE),
    );

    await Promise.allSettled([api.get('/a'), api.get('/b')]);

    const ids = vi.mocked(toast.error).mock.calls.map(([, options]) => options?.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });
});
