import { SETTING_KEYS, type Setting } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { ConnectivityTests } from './connectivity-tests';
import { SettingsPanel } from './settings-panel';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

function setting(key: Setting['key'], overrides: Partial<Setting> = {}): Setting {
  return {
    id: '7a0d9e0e-3c55-4a4e-9d1e-1f2a3b4c5d6e',
    key,
    hasValue: true,
    isActive: true,
    isSecret: false,
    value: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

describe('SettingsPanel', () => {
  it('shows every known key in its group, set or not, and never a secret value', async () => {
    get.mockResolvedValue({
      settings: [
        setting('OPENAI_API_KEY', { isSecret: true, value: null }),
        setting('OPENAI_MODEL', { value: 'gpt-4o-mini' }),
      ],
    });
    renderWithProviders(<SettingsPanel />);

    expect(await screen.findByText('OPENAI_API_KEY')).toBeTruthy();
    for (const key of SETTING_KEYS) expect(screen.getByText(key)).toBeTruthy();
    for (const group of ['AI', 'Mail', 'Payments', 'Business details', 'General']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    expect(screen.getByTestId('setting-status-OPENAI_API_KEY').textContent).toBe('Set');
    expect(screen.getByTestId('setting-status-RESEND_API_KEY').textContent).toBe('Not set');
    expect(screen.getByText('gpt-4o-mini')).toBeTruthy();
  });

  it('saves a secret from a password field', async () => {
    get.mockResolvedValue({ settings: [] });
    post.mockResolvedValue({ setting: setting('RESEND_API_KEY', { isSecret: true }) });
    renderWithProviders(<SettingsPanel />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Set value for RESEND_API_KEY' }));
    const input = screen.getByLabelText('Value') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.type(input, 're_secret_123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(post).toHaveBeenCalledWith(
      '/admin/settings',
      { key: 'RESEND_API_KEY', value: 're_secret_123', isActive: true },
      { silent: true },
    );
    await waitFor(() => expect(screen.getByTestId('setting-status-RESEND_API_KEY').textContent).toBe('Set'));
    expect(screen.queryByDisplayValue('re_secret_123')).toBeNull();
  });

  it('switches internationalisation on with the I18N_ENABLED switch', async () => {
    get.mockResolvedValue({ settings: [setting('I18N_ENABLED', { value: 'false' })] });
    post.mockResolvedValue({ setting: setting('I18N_ENABLED', { value: 'true' }) });
    renderWithProviders(<SettingsPanel />);
    const user = userEvent.setup();

    const toggle = await screen.findByTestId('i18n-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(post).toHaveBeenCalledWith(
      '/admin/settings',
      { key: 'I18N_ENABLED', value: 'true', isActive: true },
      { silent: true },
    );
    await waitFor(() => expect(screen.getByTestId('i18n-switch').getAttribute('aria-checked')).toBe('true'));
  });

  it('shows the referral programme on or off and leads to its console, where it is switched', async () => {
    get.mockResolvedValue({ settings: [setting('REFERRALS_ENABLED', { value: 'true' })] });
    renderWithProviders(<SettingsPanel />);
    expect((await screen.findByTestId('setting-status-REFERRALS_ENABLED')).textContent).toBe('On');
    expect(screen.getByText('Referral programme')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Referrals' }).getAttribute('href')).toBe(
      '/admin/referrals',
    );
    expect(screen.queryByRole('button', { name: 'Set value for REFERRALS_ENABLED' })).toBeNull();
  });

  it('reads the referral programme as off until it is set', async () => {
    get.mockResolvedValue({ settings: [] });
    renderWithProviders(<SettingsPanel />);
    expect((await screen.findByTestId('setting-status-REFERRALS_ENABLED')).textContent).toBe('Off');
  });

  it('shows "Failed to load settings" with a retry', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    renderWithProviders(<SettingsPanel />);
    expect(await screen.findByText('Failed to load settings')).toBeTruthy();
    get.mockResolvedValue({ settings: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('OPENAI_API_KEY')).toBeTruthy();
  });
});

describe('ConnectivityTests', () => {
  it('runs each provider test on its own and shows its result', async () => {
    let finishOpenAi: (value: unknown) => void = () => {};
    post.mockImplementation((path: string) => {
      if (path === '/admin/settings/test-openai') return new Promise((resolve) => (finishOpenAi = resolve));
      return Promise.resolve({ success: false, message: 'Invalid API key', provider: 'resend' });
    });
    renderWithProviders(<ConnectivityTests />);
    const user = userEvent.setup();

    const openai = screen.getByTestId('connectivity-openai');
    await user.click(within(openai).getByRole('button', { name: 'Run test' }));
    expect(within(openai).getByText('Contacting OpenAI…')).toBeTruthy();
    expect(
      within(openai)
        .getByRole('button', { name: /Testing/ })
        .getAttribute('aria-busy'),
    ).toBe('true');

    const resend = screen.getByTestId('connectivity-resend');
    await user.click(within(resend).getByRole('button', { name: 'Run test' }));
    expect((await within(resend).findByTestId('connectivity-result-resend')).textContent).toContain(
      'Invalid API key',
    );
    expect(within(resend).getByText('Connection failed')).toBeTruthy();

    finishOpenAi({ success: true, message: 'Model answered', provider: 'openai' });
    expect((await within(openai).findByTestId('connectivity-result-openai')).textContent).toContain(
      'Model answered',
    );
    expect(within(openai).getByText('Connection works')).toBeTruthy();
  });
});
