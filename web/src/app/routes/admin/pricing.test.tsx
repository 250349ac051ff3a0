import { type Currency, KNOWN_CURRENCIES } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildCoupon, buildProfiler, listResponse } from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminPricingRoute } from './pricing';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

const enabled = new Set(['INR', 'EUR']);
const currencies: Currency[] = KNOWN_CURRENCIES.map(({ code, name, symbol }) => ({
  code,
  name,
  symbol,
  isDefault: code === 'INR',
  isActive: enabled.has(code),
}));
const coupon = buildCoupon({ code: 'SALE10' });
const onSale = buildProfiler({ title: 'Big Five', isFree: false, price: 1499, selectedCouponId: coupon.id });
const euro = buildProfiler({ title: 'Euro Path', isFree: false, price: 19.5, currency: 'EUR' });
let adminCurrencies: () => Promise<unknown>;

function serve() {
  get.mockImplementation(async (path: string) => {
    if (path === '/admin/pricing/currencies') return adminCurrencies();
    if (path === '/pricing/currencies') {
      return {
        success: true,
        data: { enabledCurrencies: currencies.filter((c) => c.isActive), defaultCurrency: 'INR' },
      };
    }
    if (path === '/admin/assessments') return listResponse([onSale, euro]);
    if (path === '/coupons/admin') return { success: true, data: [coupon] };
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderScreen() {
  renderRoutes([{ path: paths.admin.pricing.path, element: <AdminPricingRoute /> }], {
    path: paths.admin.pricing.getHref(),
  });
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  adminCurrencies = async () => ({ success: true, data: { currencies, defaultCurrency: 'INR' } });
  serve();
});

describe('/admin/pricing', () => {
  it('enables a currency, makes it the default and saves', async () => {
    put.mockResolvedValue({ success: true, data: { currencies, defaultCurrency: 'USD' } });
    const user = renderScreen();
    const usd = await screen.findByRole('switch', { name: 'Enable USD' });
    expect(usd.getAttribute('aria-checked')).toBe('false');
    expect(
      (screen.getByRole('radio', { name: 'Make USD the default currency' }) as HTMLInputElement).disabled,
    ).toBe(true);

    await user.click(usd);
    await user.click(screen.getByRole('radio', { name: 'Make USD the default currency' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save currencies' }));

    expect(put).toHaveBeenCalledWith(
      '/admin/pricing/currencies',
      { enabledCurrencies: ['INR', 'EUR', 'USD'], defaultCurrency: 'USD' },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Currency settings saved successfully!'));
  });

  it('moves the default when its currency is switched off, and keeps the last one on', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Enable INR' }));
    expect(
      (screen.getByRole('radio', { name: 'Make EUR the default currency' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('switch', { name: 'Enable EUR' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the INR fallback and "Failed to load currency configuration" when the configuration cannot be read', async () => {
    adminCurrencies = () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom'));
    const user = renderScreen();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Failed to load currency configuration')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load currency configuration');
    expect(screen.getByRole('switch', { name: 'Enable INR' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Enable EUR' }).getAttribute('aria-checked')).toBe('false');
    expect(
      (screen.getByRole('radio', { name: 'Make INR the default currency' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save currencies' })).toBeNull();

    adminCurrencies = async () => ({ success: true, data: { currencies, defaultCurrency: 'INR' } });
    await user.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save currencies' })).toBeTruthy();
  });

  it('lists the paid profilers with their prices and edits one with the shared price dialog', async () => {
    put.mockResolvedValue({ assessment: { ...euro, price: 25 } });
    const user = renderScreen();
    const row = within(await screen.findByTestId(`paid-${onSale.id}`));
    expect(row.getByText('₹1,499')).toBeTruthy();
    expect(row.getByText('ON SALE')).toBeTruthy();
    expect(row.getByText('On sale with SALE10')).toBeTruthy();
    expect(within(screen.getByTestId(`paid-${euro.id}`)).getByText('€19.50')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/admin/assessments',
      expect.objectContaining({ params: expect.objectContaining({ price: 'paid' }) }),
    );

    await user.click(
      within(screen.getByTestId(`paid-${euro.id}`)).getByRole('button', { name: 'Edit price' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    const price = dialog.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '25');
    await user.click(dialog.getByRole('button', { name: 'Save price' }));
    expect(put).toHaveBeenCalledWith(
      `/admin/assessments/${euro.id}`,
      { isFree: false, price: 25, currency: 'EUR', selectedCouponId: null },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Price updated successfully!'));
  });
});
