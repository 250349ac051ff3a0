import type { PaymentHistoryOrder, PaymentHistoryResponse } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { downloadFile } from '@/lib/api/download-file';
import { ApiError, api } from '@/lib/api-client';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { PaymentHistoryRoute } from './payment-history';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('@/lib/api/download-file', () => ({ downloadFile: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const download = vi.mocked(downloadFile);

const PAID_ID = '66666666-0000-4000-8000-000000000001';
const PARTLY_ID = '66666666-0000-4000-8000-000000000002';
const FAILED_ID = '66666666-0000-4000-8000-000000000003';

function buildOrder(overrides: Partial<PaymentHistoryOrder> = {}): PaymentHistoryOrder {
  return {
    orderId: PAID_ID,
    assessmentId: '22222222-0000-4000-8000-000000000001',
    assessmentTitle: 'Career Interest Profiler',
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T10:01:00.000Z',
    amount: 399.2,
    amountMinor: 39_920,
    listPrice: 499,
    discount: 99.8,
    couponCode: 'SAVE20',
    currency: 'INR',
    status: 'paid',
    displayStatus: 'paid',
    provider: 'test',
    failureReason: null,
    refunds: [],
    refundedAmount: 0,
    refundedAmountMinor: 0,
    hasReceipt: true,
    ...overrides,
  };
}

const orders: PaymentHistoryOrder[] = [
  buildOrder(),
  buildOrder({
    orderId: PARTLY_ID,
    assessmentTitle: 'Big Five',
    amount: 500,
    amountMinor: 50_000,
    listPrice: 500,
    discount: 0,
    couponCode: null,
    provider: 'razorpay',
    displayStatus: 'partly_refunded',
    refunds: [
      {
        refundId: '77777777-0000-4000-8000-000000000001',
        amount: 100,
        amountMinor: 10_000,
        currency: 'INR',
        status: 'processed',
        reason: 'Late report',
        createdAt: '2026-03-04T09:00:00.000Z',
        processedAt: '2026-03-04T09:05:00.000Z',
      },
      {
        refundId: '77777777-0000-4000-8000-000000000002',
        amount: 50,
        amountMinor: 5_000,
        currency: 'INR',
        status: 'pending',
        reason: 'Asked again',
        createdAt: '2026-03-05T09:00:00.000Z',
        processedAt: null,
      },
    ],
    refundedAmount: 100,
    refundedAmountMinor: 10_000,
  }),
  buildOrder({
    orderId: FAILED_ID,
    assessmentTitle: 'Values Sorter',
    paidAt: null,
    discount: 0,
    couponCode: null,
    status: 'attempted',
    displayStatus: 'failed',
    failureReason: 'The payment was declined in the test checkout.',
    hasReceipt: false,
  }),
];

function page(list: PaymentHistoryOrder[], pagination: Partial<PaymentHistoryResponse['pagination']> = {}) {
  return {
    orders: list,
    pagination: { page: 1, limit: 10, total: list.length, hasMore: false, ...pagination },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  get.mockImplementation(async (path: string) => {
    if (path === '/payments/history') return page(orders);
    throw new Error(`unexpected GET ${path}`);
  });
  download.mockResolvedValue('pathwise-receipt.pdf');
});

function renderScreen(path = paths.paymentHistory.getHref()) {
  const view = renderRoutes(
    [
      { path: paths.paymentHistory.path, element: <PaymentHistoryRoute /> },
      { path: paths.dashboard.path, element: <p>Dashboard page</p> },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

const cards = () => screen.getAllByTestId('payment-history-order');

describe('/payment-history', () => {
  it('lists each order with its date, profiler, amount, coupon, status and refunds', async () => {
    renderScreen();
    expect(screen.getByRole('status', { name: 'Loading your payments…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Career Interest Profiler' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment history' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/payments/history',
      expect.objectContaining({ params: { page: '1', limit: '10' }, silent: true }),
    );
    expect(cards()).toHaveLength(3);

    const [paid, partly, failed] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText(/Paid on March 1, 2026/)).toBeTruthy();
    expect(within(paid).getByText(/Test payment — no money moved/)).toBeTruthy();
    expect(within(paid).getByTestId('payment-amount').textContent).toBe('₹399.20');
    expect(within(paid).getByText('₹499')).toBeTruthy();
    expect(within(paid).getByText('Coupon SAVE20 −₹99.80')).toBeTruthy();
    expect(within(paid).getByRole('link', { name: 'Career Interest Profiler' }).getAttribute('href')).toBe(
      '/assessment/22222222-0000-4000-8000-000000000001',
    );

    expect(within(partly).getByText('Partly refunded')).toBeTruthy();
    const refunds = within(partly).getByRole('list', { name: 'Refunds of Big Five' });
    const rows = within(refunds).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '₹100 · March 4, 2026Late reportRefunded',
      '₹50 · March 5, 2026Asked againPending',
    ]);
    expect(within(partly).getByText('₹100 of ₹500 refunded.')).toBeTruthy();

    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('The payment was declined in the test checkout.')).toBeTruthy();
    expect(within(failed).getByText(/Ordered on March 1, 2026/)).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /receipt/i })).toBeNull();
  });

  it('downloads a receipt through the token-aware helper, and says so when it fails', async () => {
    const { user } = renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Download the receipt for Career Interest Profiler' }),
    );
    expect(download).toHaveBeenCalledWith({
      path: `/payments/history/${PAID_ID}/receipt.pdf`,
      fallbackName: 'pathwise-receipt.pdf',
    });

    download.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Order not found'));
    await user.click(screen.getByRole('button', { name: 'Download the receipt for Big Five' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Order not found'));
  });

  it('shows an empty state that leads to the dashboard', async () => {
    get.mockResolvedValue(page([]));
    const { user } = renderScreen();
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.getByText('When you buy a profiler, its order and receipt appear here.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Browse profilers' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('shows the error with a retry that reads the history again', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'The server failed.'));
    const { user } = renderScreen();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The server failed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Career Interest Profiler' })).toBeTruthy();
  });

  it('pages through the orders in the URL', async () => {
    const first = Array.from({ length: 10 }, (_, index) =>
      buildOrder({ orderId: `66666666-0000-4000-8000-0000000001${String(index).padStart(2, '0')}` }),
    );
    const second = [buildOrder({ orderId: FAILED_ID, assessmentTitle: 'The eleventh' })];
    get.mockImplementation(async (_path: string, options?: { params?: Record<string, unknown> }) =>
      options?.params?.page === '2'
        ? page(second, { page: 2, total: 11, hasMore: false })
        : page(first, { total: 11, hasMore: true }),
    );
    const { user } = renderScreen();
    expect(await screen.findAllByTestId('payment-history-order')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages of your orders' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'The eleventh' })).toBeTruthy();
    expect(cards()).toHaveLength(1);
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
  });

  it('opens on the page the URL names', async () => {
    renderScreen(`${paths.paymentHistory.getHref()}?page=3`);
    await screen.findAllByTestId('payment-history-order');
    expect(get).toHaveBeenCalledWith(
      '/payments/history',
      expect.objectContaining({ params: { page: '3', limit: '10' } }),
    );
  });
});
