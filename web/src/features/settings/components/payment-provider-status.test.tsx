import type { PaymentProviderStatus } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { PaymentProviderStatusPanel } from './payment-provider-status';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);

function status(overrides: Partial<PaymentProviderStatus> = {}): PaymentProviderStatus {
  return {
    active: 'test_checkout',
    webhookUrl: `${window.location.origin}/api/payments/webhook`,
    webhookSecretSet: false,
    ...overrides,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

describe('PaymentProviderStatusPanel', () => {
  it('names the active provider and copies the webhook URL', async () => {
    get.mockResolvedValue(status());
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<PaymentProviderStatusPanel />);

    expect((await screen.findByTestId('payment-provider-active')).textContent).toBe(
      'Built-in test checkout — no money moves',
    );
    expect(get).toHaveBeenCalledWith(
      '/payments/admin/provider-status',
      expect.objectContaining({ silent: true }),
    );
    const input = screen.getByLabelText('Webhook URL') as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/api/payments/webhook`);
    expect(input.readOnly).toBe(true);
    expect(screen.getByText(/The webhook secret is not set yet/)).toBeTruthy();
    expect(screen.queryByText(/set the server’s PUBLIC_URL/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/payments/webhook`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it.each([
    ['razorpay_test', 'Razorpay (test mode)'],
    ['razorpay_live', 'Razorpay (live)'],
    ['none', 'None: payments are off in production until keys are set'],
  ] as const)('shows %s as "%s"', async (active, label) => {
    get.mockResolvedValue(status({ active, webhookSecretSet: true }));
    renderWithProviders(<PaymentProviderStatusPanel />);
    expect((await screen.findByTestId('payment-provider-active')).textContent).toBe(label);
    expect(screen.queryByText(/The webhook secret is not set yet/)).toBeNull();
  });

  it('hints at PUBLIC_URL when the server names another address than this console', async () => {
    get.mockResolvedValue(status({ webhookUrl: 'https://pay.pathwise.example/api/payments/webhook' }));
    renderWithProviders(<PaymentProviderStatusPanel />);
    expect(await screen.findByText(/set the server’s PUBLIC_URL to it and restart/)).toBeTruthy();
  });

  it('offers a retry when the status cannot be read', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Server failed'));
    get.mockResolvedValueOnce(status());
    const user = userEvent.setup();
    renderWithProviders(<PaymentProviderStatusPanel />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('payment-provider-active')).toBeTruthy();
  });
});
