import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { getAuth } from '@/lib/auth-storage';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import { LoginRoute } from './login';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const post = vi.mocked(api.post);

beforeEach(() => {
  vi.clearAllMocks();
});

/** The visible tab panel (the other one stays mounted, hidden, so nothing typed is lost). */
const panel = () => within(screen.getByRole('tabpanel'));

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(panel().getByLabelText('Email'), email);
  await user.type(panel().getByLabelText('Password'), password);
  await user.click(panel().getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('shows wrong credentials inline and keeps what was typed', async () => {
    post.mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    renderWithProviders(<LoginRoute />, { path: '/login' });
    await fillSignIn('ada@example.com', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toContain("That email and password don't match");
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'ada@example.com', password: 'wrong-password' },
      { silent: true },
    );
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((panel().getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
  });

  it('sends an unverified address to the code step, with the resend countdown running', async () => {
    post.mockRejectedValueOnce(new ApiError(422, 'EMAIL_NOT_VERIFIED', 'Email not verified'));
    renderWithProviders(<LoginRoute />, { path: '/login' });
    const user = await fillSignIn('ada@example.com', 'correct-horse');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code to ada@example.com/)).toBeTruthy();
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/Resend in (1:00|0:59)/);

    post.mockRejectedValueOnce(new ApiError(422, 'OTP_INVALID', 'That code is not right. 4 attempts left.'));
    await user.type(screen.getByLabelText('Verification code'), '12a3456');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('That code is not right. 4 attempts left.')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(
      '/auth/verify-otp',
      { email: 'ada@example.com', otpCode: '123456' },
      { silent: true },
    );

    const session = { token: 'token-1', user: buildUser() };
    post.mockResolvedValueOnce(session);
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(getAuth().token).toBe('token-1'));
  });

  it('prefills the referral code from ?ref= and enforces the password length before calling the server', async () => {
    renderWithProviders(<LoginRoute />, { path: '/login?ref=FRIEND10' });
    expect(screen.getByRole('tab', { name: 'Create account', selected: true })).toBeTruthy();
    expect((panel().getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('FRIEND10');

    const user = userEvent.setup();
    await user.type(panel().getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(panel().getByLabelText('Email'), 'ada@example.com');
    await user.type(panel().getByLabelText('Password'), 'short');
    expect(panel().getByText('3 more characters needed')).toBeTruthy();
    await user.click(panel().getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({ message: 'Code sent', email: 'ada@example.com' });
    await user.type(panel().getByLabelText('Password'), '-enough');
    await user.click(panel().getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/auth/register',
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'short-enough', referralCode: 'FRIEND10' },
      { silent: true },
    );
  });

  it('resets a forgotten password and returns to sign in with the address filled in', async () => {
    renderWithProviders(<LoginRoute />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(panel().getByLabelText('Email'), 'ada@example.com');
    await user.click(panel().getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    post.mockResolvedValueOnce({ message: 'If the address exists, a code was sent' });
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();

    post.mockRejectedValueOnce(
      new ApiError(422, 'OTP_EXPIRED', 'This code has expired. Please request a new one.'),
    );
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This code has expired. Please request a new one.')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a-new-password');

    post.mockResolvedValueOnce({ message: 'Password updated' });
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password was updated. Sign in with your new password.'),
    ).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(
      '/auth/reset-password',
      { email: 'ada@example.com', otpCode: '654321', newPassword: 'a-new-password' },
      { silent: true },
    );
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('puts a password the server refuses as common beside the field, under a hint that warns of it', async () => {
    renderWithProviders(<LoginRoute />, { path: '/login?mode=register' });
    expect(panel().getByText('At least 8 characters. Avoid common passwords.')).toBeTruthy();
    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', `password: ${COMMON_PASSWORD_MESSAGE}`, [
        { path: 'password', message: COMMON_PASSWORD_MESSAGE, code: COMMON_PASSWORD_CODE },
      ]),
    );
    const user = userEvent.setup();
    await user.type(panel().getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(panel().getByLabelText('Email'), 'ada@example.com');
    await user.type(panel().getByLabelText('Password'), 'iloveyou');
    await user.click(panel().getByRole('button', { name: 'Create account' }));

    const field = panel().getByLabelText('Password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(panel().getByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the reset step for the address in the notice link, and shows a refused new password beside its field', async () => {
    renderWithProviders(<LoginRoute />, { path: '/login?mode=forgot&email=ada%40example.com' });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    // The sign-in tabs stay mounted but hidden; the role query sees the visible field only.
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    const user = userEvent.setup();
    post.mockResolvedValueOnce({ message: 'If the address exists, a code was sent' });
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    const hintId = screen.getByLabelText('New password').getAttribute('aria-describedby')!;
    expect(document.getElementById(hintId)?.textContent).toBe(
      'At least 8 characters. Avoid common passwords.',
    );

    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', `newPassword: ${COMMON_PASSWORD_MESSAGE}`, [
        { path: 'newPassword', message: COMMON_PASSWORD_MESSAGE, code: COMMON_PASSWORD_CODE },
      ]),
    );
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
  });
});
