import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { changeLanguage, i18n } from '@/lib/i18n';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { LanguageSelector } from './language-selector';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

afterEach(async () => {
  await changeLanguage('en-US');
});

describe('LanguageSelector', () => {
  it('is hidden when internationalisation is switched off', async () => {
    get.mockResolvedValue({ i18nEnabled: false });
    renderWithProviders(<LanguageSelector />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/i18n-status', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('language-selector')).toBeNull();
  });

  it('is hidden when the status call fails', async () => {
    get.mockRejectedValue(new ApiError(500, 'INTERNAL', 'Server error'));
    renderWithProviders(<LanguageSelector />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/i18n-status', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('language-selector')).toBeNull();
  });

  it('is shown when internationalisation is on, and switches and remembers the language', async () => {
    get.mockResolvedValue({ i18nEnabled: true });
    renderWithProviders(<LanguageSelector />);
    const trigger = await screen.findByTestId('language-selector');
    expect(trigger.getAttribute('aria-label')).toBe('Language: EN, English (US)');

    const user = userEvent.setup();
    await user.click(trigger);
    const languages = await screen.findAllByRole('menuitemradio');
    expect(languages.map((item) => item.textContent)).toEqual([
      'English (US)',
      'Español',
      'Français',
      'Deutsch',
      '日本語',
      '简体中文',
      'Português (Brasil)',
      'Italiano',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('es-ES'));
    expect(window.localStorage.getItem('language')).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('goes back to English once internationalisation is switched off', async () => {
    await changeLanguage('es-ES');
    get.mockResolvedValue({ i18nEnabled: false });
    renderWithProviders(<LanguageSelector />);
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en-US'));
  });
});
