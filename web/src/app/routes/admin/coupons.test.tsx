import type { Coupon, CouponUsage } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildCoupon, buildProfiler, listResponse } from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminCouponsRoute } from './coupons';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);

const bigFive = buildProfiler({ title: 'Big Five' });
const riasec = buildProfiler({ title: 'RIASEC Explorer' });
const spring = buildCoupon({ code: 'SPRING20', name: 'Spring sale', usedCount: 3, usageLimit: 10 });
const flat = buildCoupon({
  code: 'FLAT100',
  name: 'Flat hundred',
  type: 'FIXED_AMOUNT',
  value: 100,
  applicableAssessments: [bigFive.id, riasec.id],
});
const old = buildCoupon({ code: 'OLD', name: 'Last year', validUntil: '2025-01-01T00:00:00.000Z' });

function page(
  coupons: Coupon[],
  pagination: Partial<{ page: number; total: number; hasMore: boolean }> = {},
) {
  return {
    success: true,
    data: coupons,
    pagination: { page: 1, limit: 20, total: coupons.length, hasMore: false, ...pagination },
  };
}

function usage(n: number): CouponUsage {
  return {
    id: `0b6b0c8e-7d1a-4c39-9c57-${String(n).padStart(12, '0')}`,
    userId: null,
    userName: `Student ${n}`,
    userEmail: `student${n}@example.com`,
    assessmentId: bigFive.id,
    assessmentTitle: 'Big Five',
    discount: 20,
    currency: 'INR',
    orderId: n === 1 ? '5f0e8f44-4a3b-4c1e-9a55-000000000001' : null,
    amountPaid: n === 1 ? 479 : null,
    usedAt: '2026-03-01T10:00:00.000Z',
  };
}

let coupons: () => Promise<unknown>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  coupons = async () => page([spring, flat, old]);
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    if (path === '/coupons/admin') return coupons();
    if (path === '/pricing/currencies') {
      return {
        success: true,
        data: {
          enabledCurrencies: [
            { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
            { code: 'USD', name: 'US Dollar', symbol: '$', isDefault: false, isActive: true },
          ],
          defaultCurrency: 'INR',
        },
      };
    }
    if (path === '/admin/assessments') {
      const search = String(options?.params?.search ?? '').toLowerCase();
      return listResponse([bigFive, riasec].filter((p) => p.title.toLowerCase().includes(search)));
    }
    if (path === `/coupons/admin/${spring.id}/usage`) {
      const pageNumber = Number(options?.params?.page ?? 1);
      return {
        success: true,
        data: {
          coupon: spring,
          usages: pageNumber === 1 ? [usage(1), usage(2)] : [usage(3)],
          pagination: { page: pageNumber, limit: 2, total: 3, hasMore: pageNumber === 1 },
        },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen() {
  renderRoutes([{ path: paths.admin.coupons.path, element: <AdminCouponsRoute /> }], {
    path: paths.admin.coupons.getHref(),
  });
  return userEvent.setup();
}

describe('/admin/coupons', () => {
  it('lists each coupon with its honest status, discount, usage, window and reach', async () => {
    renderScreen();
    const springRow = await screen.findByTestId('coupon-SPRING20');
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(within(springRow).getByText('Active')).toBeTruthy();
    expect(within(springRow).getByText('20% off')).toBeTruthy();
    expect(within(springRow).getByText('3 / 10')).toBeTruthy();
    expect(within(springRow).getByText('Always')).toBeTruthy();
    expect(within(springRow).getByText('All profilers')).toBeTruthy();

    const flatRow = screen.getByTestId('coupon-FLAT100');
    expect(within(flatRow).getByText('₹100 off')).toBeTruthy();
    expect(within(flatRow).getByText('0 / ∞')).toBeTruthy();
    expect(within(flatRow).getByText('2 profilers')).toBeTruthy();
    expect(within(screen.getByTestId('coupon-OLD')).getByText('Expired')).toBeTruthy();
    expect(screen.getByText('3 coupons')).toBeTruthy();
  });

  it('searches on the server', async () => {
    const user = renderScreen();
    await screen.findByTestId('coupon-SPRING20');
    coupons = async () => page([]);
    await user.type(screen.getByLabelText('Search coupons'), 'zzz');
    expect(await screen.findByText('No coupons match “zzz”')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/coupons/admin',
      expect.objectContaining({ params: { search: 'zzz', page: 1, limit: 20 } }),
    );
  });

  it('checks the form with the contract rules, then creates the coupon', async () => {
    post.mockResolvedValue({ success: true, data: buildCoupon({ code: 'WELCOME' }), message: 'ok' });
    const user = renderScreen();
    await screen.findByTestId('coupon-SPRING20');
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });

    await user.type(within(dialog).getByLabelText('Name'), 'Welcome');
    await user.type(within(dialog).getByLabelText('Code'), 'welcome');
    expect((within(dialog).getByLabelText('Code') as HTMLInputElement).value).toBe('WELCOME');
    await user.type(within(dialog).getByLabelText('Value'), '150');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-05-02T10:00');
    await user.type(within(dialog).getByLabelText('Valid until'), '2026-05-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    expect(within(dialog).getByText('A percentage cannot exceed 100')).toBeTruthy();
    expect(within(dialog).getByText('Valid until must be after valid from')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), '15');
    await user.clear(within(dialog).getByLabelText('Valid until'));
    await user.type(within(dialog).getByLabelText('Usage limit'), '100');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'RIASEC Explorer' }));
    expect(within(dialog).getByText('1 profiler selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/coupons/admin',
        {
          name: 'Welcome',
          code: 'WELCOME',
          type: 'PERCENTAGE',
          value: 15,
          currency: 'INR',
          isActive: true,
          validFrom: new Date('2026-05-02T10:00').toISOString(),
          validUntil: null,
          usageLimit: 100,
          applicableAssessments: [riasec.id],
        },
        { silent: true },
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Coupon WELCOME created successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when a save is refused, and the spec default otherwise", async () => {
    put.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'A coupon with this code already exists'));
    put.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Internal server error'));
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit FLAT100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon FLAT100' });
    // The chosen profilers are shown by name.
    expect(await within(dialog).findByRole('button', { name: 'Remove Big Five' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove RIASEC Explorer' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A coupon with this code already exists'));
    expect(put).toHaveBeenCalledWith(
      `/coupons/admin/${flat.id}`,
      expect.objectContaining({
        type: 'FIXED_AMOUNT',
        value: 100,
        applicableAssessments: [bigFive.id, riasec.id],
      }),
      { silent: true },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error updating coupon'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks before deleting, warns about ON SALE profilers, and shows the outcome', async () => {
    del.mockResolvedValue({
      success: true,
      message: 'Coupon SPRING20 deleted successfully; 1 profiler is no longer on sale',
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete SPRING20' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete coupon SPRING20?' });
    expect(within(confirm).getByText(/lose it and are no longer on sale/)).toBeTruthy();
    expect(del).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith(`/coupons/admin/${spring.id}`, undefined, { silent: true });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Coupon SPRING20 deleted successfully; 1 profiler is no longer on sale',
      ),
    );
  });

  it('pages through the usage history', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Usage history of SPRING20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usage history of SPRING20' });
    expect(await within(dialog).findByText('Student 1')).toBeTruthy();
    expect(within(dialog).getByText('Used 3 of 10 times')).toBeTruthy();
    // A redemption links to its order in the payments console; a use without one says so.
    const order = within(dialog).getByRole('link', {
      name: 'Open order 5f0e8f44-4a3b-4c1e-9a55-000000000001 in Payments',
    });
    expect(order.textContent).toBe('Paid ₹479');
    expect(order.getAttribute('href')).toBe('/admin/payments?order=5f0e8f44-4a3b-4c1e-9a55-000000000001');
    expect(within(dialog).getAllByText('No order').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Student 3')).toBeTruthy();
    expect(within(dialog).queryByText('Student 1')).toBeNull();
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      `/coupons/admin/${spring.id}/usage`,
      expect.objectContaining({ params: { page: 2, limit: 10 } }),
    );
  });

  it('shows "Error fetching coupons" with a retry when the list fails', async () => {
    coupons = async () => {
      throw new ApiError(500, 'INTERNAL', 'Internal server error');
    };
    const user = renderScreen();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Error fetching coupons'),
    );
    expect(toast.error).toHaveBeenCalledWith('Error fetching coupons');

    coupons = async () => page([spring]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('coupon-SPRING20')).toBeTruthy();
  });

  it('invites creating the first coupon when there are none', async () => {
    coupons = async () => page([]);
    const user = renderScreen();
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'New coupon' });
    await user.click(buttons.at(-1) as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'New coupon' })).toBeTruthy();
  });
});
