import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

const submit = () => screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;

describe('ChangePasswordForm', () => {
  it('keeps "Change password" disabled, saying why, until all three fields are filled', async () => {
    renderWithProviders(<ChangePasswordForm />);
    const user = userEvent.setup();
    const hint = 'Fill in all three fields to change your password.';
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Change password', description: hint })).toBeTruthy();

    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    expect(submit().disabled).toBe(true);

    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText(hint)).toBeNull();

    await user.clear(screen.getByLabelText('Current password'));
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    expect(vi.mocked(api.put)).not.toHaveBeenCalled();
  });
});
