import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStats, CONFIG, referralPage } from '@/features/referrals/components/people/referrals-test-data';
import { ApiError, api } from '@/lib/api-client';
import { getAuth } from '@/lib/auth-storage';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { AccountRoute } from './account';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);
const user = buildUser();
let referralsOn = false;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(user);
  referralsOn = false;
  get.mockImplementation(async (path: string) => {
    if (path === '/user/profile') return { user };
    if (path === '/user/data-exports') return { exports: [] };
    if (path === '/referrals/feature-status') return { enabled: referralsOn };
    if (referralsOn && path === '/referrals/stats') return buildStats();
    if (referralsOn && path === '/referrals/config') return CONFIG;
    if (referralsOn && path === '/referrals/my-referrals') return referralPage([]);
    if (path === '/user/notification-preferences') {
      return {
        preferences: [
          { type: 'welcome', inApp: true, email: false },
          { type: 'report_available', inApp: true, email: true },
        ],
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('/account', () => {
  it('puts a wrong current password beside the field', async () => {
    put.mockRejectedValue(
      new ApiError(422, 'UNPROCESSABLE', 'Your current password is not correct.', [
        { path: 'currentPassword' },
      ]),
    );
    renderWithProviders(<AccountRoute />, { path: '/account' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Current password'), 'nope-nope');
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await u.click(screen.getByRole('button', { name: 'Change password' }));

    const field = screen.getByLabelText('Current password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Your current password is not correct.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(
      '/user/change-password',
      { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
      { silent: true },
    );
  });

  it('puts a new password the server refuses as common beside the field', async () => {
    put.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', `newPassword: ${COMMON_PASSWORD_MESSAGE}`, [
        { path: 'newPassword', message: COMMON_PASSWORD_MESSAGE, code: COMMON_PASSWORD_CODE },
      ]),
    );
    renderWithProviders(<AccountRoute />, { path: '/account' });
    expect(screen.getByText('At least 8 characters. Avoid common passwords.')).toBeTruthy();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Current password'), 'old-password');
    await u.type(screen.getByLabelText('New password'), 'qwertyuiop');
    await u.type(screen.getByLabelText('Confirm new password'), 'qwertyuiop');
    await u.click(screen.getByRole('button', { name: 'Change password' }));

    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
  });

  it('checks the confirmation before calling the server', async () => {
    renderWithProviders(<AccountRoute />, { path: '/account' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Current password'), 'old-password');
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.type(screen.getByLabelText('Confirm new password'), 'brand-new-pazz');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("The passwords don't match")).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('saves notification preferences with their human labels', async () => {
    put.mockImplementation(async (_path: string, body: unknown) => body);
    renderWithProviders(<AccountRoute />, { path: '/account' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('switch', { name: 'Email notifications for Welcome' }));
    await u.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(put).toHaveBeenCalledWith('/user/notification-preferences', {
      preferences: [
        { type: 'report_available', inApp: true, email: true },
        { type: 'welcome', inApp: true, email: true },
      ],
    });
  });

  it('has no referral section while the programme is off', async () => {
    renderWithProviders(<AccountRoute />, { path: '/account' });
    await screen.findByRole('switch', { name: 'Email notifications for Welcome' });
    expect(screen.queryByRole('region', { name: 'Refer a friend' })).toBeNull();
    expect(document.getElementById('referrals')).toBeNull();
  });

  it('shows the referral section at #referrals while the programme is on', async () => {
    referralsOn = true;
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<AccountRoute />, { path: '/account#referrals' });
    const region = await screen.findByRole('region', { name: 'Refer a friend' });
    expect(region.closest('#referrals')).toBeTruthy();
    expect(await screen.findByLabelText('Your referral link')).toBeTruthy();
    // Arriving from the reward notification: the page scrolls to the section once it is there.
    await waitFor(() => expect(scrolled.mock.contexts).toContain(document.getElementById('referrals')));
    scrolled.mockRestore();
  });

  it('links to the payment history', () => {
    renderWithProviders(<AccountRoute />, { path: '/account' });
    expect(screen.getByRole('link', { name: 'Payment history' }).getAttribute('href')).toBe(
      '/payment-history',
    );
  });

  it('deletes the account only after typing the confirmation word, then signs out locally', async () => {
    del.mockResolvedValue({ message: 'Your account has been deleted.' });
    const { router } = renderWithProviders(<AccountRoute />, { path: '/account' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));

    const submit = await screen.findByRole('button', { name: 'Delete account permanently' });
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'my-password');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await u.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await u.click(submit);

    expect(del).toHaveBeenCalledWith('/user/account', { password: 'my-password' }, { silent: true });
    await waitFor(() => expect(getAuth().isAuthenticated).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The server already ended the session: no logout call.
    expect(vi.mocked(api.post)).not.toHaveBeenCalled();
  });
});
