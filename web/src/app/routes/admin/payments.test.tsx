import type {
  AdminPaymentDetailResponse,
  AdminPaymentRow,
  AdminPaymentsResponse,
  AdminPaymentsSummaryResponse,
  RefundResponse,
} from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminPaymentsRoute } from './payments';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const PROFILER_ID = '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ADA_ORDER = '11111111-1111-4111-8111-111111111111';
const BOB_ORDER = '22222222-2222-4222-8222-222222222222';

function buildRow(overrides: Partial<AdminPaymentRow> = {}): AdminPaymentRow {
  return {
    orderId: ADA_ORDER,
    person: { id: '33333333-3333-4333-8333-333333333333', name: 'Ada Lovelace', email: 'ada@example.com' },
    assessmentId: PROFILER_ID,
    assessmentTitle: 'Career Interest Profiler',
    amount: 399,
    amountMinor: 39900,
    currency: 'INR',
    listPrice: 499,
    discount: 100,
    couponCode: 'SAVE100',
    status: 'paid',
    refundedAmount: 0,
    pendingRefundAmount: 0,
    refundableAmount: 399,
    refundableAmountMinor: 39900,
    provider: 'test',
    providerOrderId: 'order_TEST123',
    providerPaymentId: 'pay_TEST456',
    lastError: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    paidAt: '2026-03-02T09:05:00.000Z',
    updatedAt: '2026-03-02T09:05:00.000Z',
    ...overrides,
  };
}

const ada = buildRow({ refundedAmount: 99, refundableAmount: 300, refundableAmountMinor: 30000 });
const bob = buildRow({
  orderId: BOB_ORDER,
  person: { id: '44444444-4444-4444-8444-444444444444', name: 'Bob Marley', email: 'bob@example.com' },
  amount: 20,
  amountMinor: 2000,
  listPrice: 20,
  discount: 0,
  couponCode: null,
  currency: 'USD',
  status: 'refunded',
  refundedAmount: 20,
  refundableAmount: 0,
  refundableAmountMinor: 0,
  provider: 'razorpay',
});

function listPage(
  payments: AdminPaymentRow[],
  pagination: Partial<AdminPaymentsResponse['pagination']> = {},
) {
  return {
    payments,
    pagination: { page: 1, limit: 20, total: payments.length, hasMore: false, ...pagination },
  } satisfies AdminPaymentsResponse;
}

const summary: AdminPaymentsSummaryResponse = {
  orderCount: 2,
  totals: [
    { currency: 'INR', revenue: 1200, refunds: 99, net: 1101, paidCount: 3, refundCount: 1 },
    { currency: 'USD', revenue: 20, refunds: 20, net: 0, paidCount: 1, refundCount: 1 },
  ],
  range: { from: '2026-03-01', to: '2026-03-03', truncated: false },
  revenueByDay: [
    {
      currency: 'INR',
      days: [
        { date: '2026-03-01', revenue: 0, refunds: 0, net: 0, orders: 0 },
        { date: '2026-03-02', revenue: 1200, refunds: 99, net: 1101, orders: 3 },
        { date: '2026-03-03', revenue: 0, refunds: 0, net: 0, orders: 0 },
      ],
    },
    {
      currency: 'USD',
      days: [
        { date: '2026-03-01', revenue: 20, refunds: 20, net: 0, orders: 1 },
        { date: '2026-03-02', revenue: 0, refunds: 0, net: 0, orders: 0 },
        { date: '2026-03-03', revenue: 0, refunds: 0, net: 0, orders: 0 },
      ],
    },
  ],
};

function detailOf(payment: AdminPaymentRow): AdminPaymentDetailResponse {
  return {
    payment,
    events: [
      {
        id: '55555555-5555-4555-8555-555555555551',
        kind: 'order.created',
        providerEventId: null,
        providerPaymentId: null,
        summary: { amountMinor: 39900 },
        createdAt: '2026-03-02T09:00:00.000Z',
      },
      {
        id: '55555555-5555-4555-8555-555555555552',
        kind: 'payment.captured',
        providerEventId: null,
        providerPaymentId: 'pay_TEST456',
        summary: { status: 'captured' },
        createdAt: '2026-03-02T09:05:00.000Z',
      },
    ],
    refunds: [
      {
        id: '66666666-6666-4666-8666-666666666666',
        orderId: payment.orderId,
        amount: 99,
        amountMinor: 9900,
        currency: payment.currency,
        reason: 'Goodwill',
        status: 'processed',
        providerRefundId: 'rfnd_TEST1',
        idempotencyKey: 'abcdefabcdef',
        requestedBy: { id: null, name: 'Grace Admin' },
        failureReason: null,
        processedAt: '2026-03-03T10:00:00.000Z',
        createdAt: '2026-03-03T10:00:00.000Z',
        updatedAt: '2026-03-03T10:00:00.000Z',
      },
    ],
  };
}

type Params = Record<string, unknown>;
let list: (params: Params) => Promise<unknown>;
let detail: AdminPaymentDetailResponse;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  list = async () => listPage([ada, bob]);
  detail = detailOf(ada);
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    if (path === '/payments/admin/all') return list(options?.params ?? {});
    if (path === '/payments/admin/summary') return summary;
    if (path === `/payments/admin/${ADA_ORDER}`) return detail;
    if (path === '/admin/assessments') {
      return {
        assessments: [{ id: PROFILER_ID, title: 'Career Interest Profiler' }],
        pagination: { page: 1, limit: 100, total: 1, hasMore: false },
        counts: { total: 1, active: 1, onSale: 0 },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen(search = '') {
  const rendered = renderRoutes([{ path: paths.admin.payments.path, element: <AdminPaymentsRoute /> }], {
    path: `${paths.admin.payments.getHref()}${search}`,
  });
  return { user: userEvent.setup(), ...rendered };
}

function listCalls(): Params[] {
  return get.mock.calls
    .filter(([path]) => path === '/payments/admin/all')
    .map(([, options]) => (options as { params: Params }).params);
}

describe('/admin/payments', () => {
  it('shows totals per currency, revenue per day and each order with its money, status and provider', async () => {
    renderScreen();
    const adaRow = await screen.findByTestId(`payment-row-${ADA_ORDER}`);
    expect(within(adaRow).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(adaRow).getByText('ada@example.com')).toBeTruthy();
    expect(within(adaRow).getByText('Career Interest Profiler')).toBeTruthy();
    expect(within(adaRow).getByText('₹399')).toBeTruthy();
    expect(within(adaRow).getByText('SAVE100 −₹100')).toBeTruthy();
    expect(within(adaRow).getByText('Partly refunded')).toBeTruthy();
    expect(within(adaRow).getByText('Test checkout')).toBeTruthy();
    const bobRow = screen.getByTestId(`payment-row-${BOB_ORDER}`);
    expect(within(bobRow).getByText('Refunded')).toBeTruthy();
    expect(within(bobRow).getByText('Razorpay')).toBeTruthy();
    expect(screen.getByText('2 orders')).toBeTruthy();

    const inr = await screen.findByTestId('payment-totals-INR');
    expect(within(inr).getByText('₹1,200')).toBeTruthy();
    expect(within(inr).getByText('−₹99')).toBeTruthy();
    expect(within(inr).getByText('₹1,101')).toBeTruthy();
    expect(within(inr).getByText('3 paid orders')).toBeTruthy();
    expect(within(screen.getByTestId('payment-totals-USD')).getByText('$0')).toBeTruthy();

    // The chart's figures for screen readers: the days with payments only.
    const table = screen.getByTestId('revenue-chart-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('₹1,200')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('₹1,101')).toBeTruthy();
    expect(screen.getByTestId('revenue-chart-summary').textContent).toContain('₹1,200 in all');

    // Another currency's series.
    await userEvent.setup().selectOptions(screen.getByLabelText('Currency'), 'USD');
    const usd = screen.getByTestId('revenue-chart-table');
    expect(within(usd).getByText('Revenue per day in USD (days with payments or refunds)')).toBeTruthy();
    expect(within(usd).getAllByText('$20')).toHaveLength(2);

    expect(listCalls()[0]).toEqual({ status: 'all', page: 1, limit: 20 });
  });

  it('shows one empty state, without filters, totals or chart, while nobody has paid', async () => {
    list = async () => listPage([]);
    renderScreen();
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    for (const part of ['payment-filters', 'payment-totals-empty', 'revenue-chart']) {
      expect(screen.queryByTestId(part)).toBeNull();
    }
  });

  it('keeps the filters when they match no order, so they can be changed', async () => {
    list = async () => listPage([]);
    renderScreen('?status=refunded');
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
    expect(screen.getByTestId('payment-filters')).toBeTruthy();
  });

  it('reads the filters from the address, and keeps changed filters in it and in the requests', async () => {
    const { user, router } = renderScreen(`?status=paid&provider=test&from=2026-03-01&to=2026-03-31`);
    await screen.findByTestId(`payment-row-${ADA_ORDER}`);
    expect(listCalls()[0]).toEqual({
      status: 'paid',
      provider: 'test',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 1,
      limit: 20,
    });
    expect(get).toHaveBeenCalledWith(
      '/payments/admin/summary',
      expect.objectContaining({ params: expect.objectContaining({ status: 'paid', from: '2026-03-01' }) }),
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');

    await user.selectOptions(screen.getByLabelText('Profiler'), PROFILER_ID);
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ assessmentId: PROFILER_ID }));
    expect(router.state.location.search).toContain(`assessmentId=${PROFILER_ID}`);

    list = async () => listPage([]);
    await user.type(screen.getByLabelText('Person'), 'zz');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ search: 'zz', status: 'paid' }));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zz');
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();

    list = async () => listPage([ada, bob]);
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'all', page: 1, limit: 20 }));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Person') as HTMLInputElement).value).toBe('');
  });

  it('pages through the orders, keeping the page in the address', async () => {
    list = async (params) =>
      params.page === 2
        ? listPage([bob], { page: 2, total: 21, hasMore: false })
        : listPage([ada], { page: 1, total: 21, hasMore: true });
    const { user, router } = renderScreen();
    await screen.findByTestId(`payment-row-${ADA_ORDER}`);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId(`payment-row-${BOB_ORDER}`);
    expect(listCalls().at(-1)).toEqual({ status: 'all', page: 2, limit: 20 });
    expect(router.state.location.search).toBe('?page=2');
    // New filters start again from the first page.
    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'refunded', page: 1, limit: 20 }));
    expect(router.state.location.search).toBe('?status=refunded');
  });

  it('shows the error with a retry when the orders cannot be read', async () => {
    list = async () => {
      throw new ApiError(500, 'INTERNAL', 'The server failed.');
    };
    const { user } = renderScreen();
    expect(await screen.findByText('Failed to load payments')).toBeTruthy();
    list = async () => listPage([ada]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`payment-row-${ADA_ORDER}`)).toBeTruthy();
  });

  it('exports the CSV of the current filters through the download helper', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('csv', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="payments-2026-03-31.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:payments');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = renderScreen('?status=paid&search=ada');
      await screen.findByTestId(`payment-row-${ADA_ORDER}`);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved payments-2026-03-31.csv'));
      expect(fetchMock).toHaveBeenCalledWith('/api/payments/admin/export.csv?search=ada&status=paid', {
        headers: { Authorization: 'Bearer test-token' },
        cache: 'no-store',
      });
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
      Object.assign(URL, urls);
      vi.unstubAllGlobals();
    }
  });

  it('opens an order with its ids, refunds and timeline, and keeps it in the address', async () => {
    const { user, router } = renderScreen();
    const row = await screen.findByTestId(`payment-row-${ADA_ORDER}`);
    await user.click(within(row).getByRole('button', { name: /Open the order of Ada Lovelace/ }));
    const panel = await screen.findByTestId('payment-detail');
    expect(router.state.location.search).toBe(`?order=${ADA_ORDER}`);
    expect(within(panel).getByText('order_TEST123')).toBeTruthy();
    expect(within(panel).getByText('pay_TEST456')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Copy Provider payment id' })).toBeTruthy();
    const refunds = within(panel).getByTestId('payment-refunds');
    expect(within(refunds).getByText('Goodwill')).toBeTruthy();
    expect(within(refunds).getByText('Processed')).toBeTruthy();
    const timeline = within(panel).getByTestId('payment-timeline');
    expect(within(timeline).getByText('Order created')).toBeTruthy();
    expect(within(timeline).getByText('Payment captured')).toBeTruthy();
    expect(within(timeline).getByText('amount: ₹399')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('payment-detail')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});

describe('/admin/payments refund dialog', () => {
  async function openRefund() {
    const rendered = renderScreen(`?order=${ADA_ORDER}`);
    const panel = await screen.findByTestId('payment-detail');
    await rendered.user.click(within(panel).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    return { ...rendered, dialog };
  }

  function refundAnswer(status: 'processed' | 'pending' | 'failed', amount = 300): RefundResponse {
    const refund = detailOf(ada).refunds[0];
    if (!refund) throw new Error('fixture');
    return {
      refund: {
        ...refund,
        amount,
        amountMinor: amount * 100,
        status,
        failureReason: status === 'failed' ? 'BAD_REQUEST_ERROR: The refund amount is invalid' : null,
      },
      payment: {
        ...ada,
        refundedAmount: 399,
        refundableAmount: 0,
        refundableAmountMinor: 0,
        status: 'refunded',
      },
      replayed: false,
    };
  }

  function refundCalls() {
    return post.mock.calls.map(([path, body, options]) => ({
      path,
      body,
      key: (options as { headers: Record<string, string> }).headers['X-Refund-Idempotency'],
    }));
  }

  it('starts from what remains and refuses more than that, nothing or too many decimals', async () => {
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByLabelText('Amount (INR)') as HTMLInputElement;
    expect(amount.value).toBe('300.00');
    expect(within(dialog).getByText('Up to ₹300 remains to refund.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate purchase');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('At most ₹300 remains to refund')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('The refund amount must be more than zero')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '10.555');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('Use at most 2 decimals for INR')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('confirms, sends one idempotency key, keeps it on a retry after an unsure answer, then refreshes', async () => {
    const { user, dialog } = await openRefund();
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate purchase');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const confirm = within(dialog).getByTestId('refund-confirm');
    expect(confirm.textContent).toContain('Refund ₹300 of the ₹399 paid by Ada Lovelace (ada@example.com)?');

    post.mockRejectedValueOnce(
      new ApiError(
        503,
        'SERVICE_UNAVAILABLE',
        'The payment provider did not confirm the refund, so it is pending.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹300' }));
    expect(
      await within(dialog).findByText('The payment provider did not confirm the refund, so it is pending.'),
    ).toBeTruthy();

    const detailReads = get.mock.calls.filter(([path]) => path === `/payments/admin/${ADA_ORDER}`).length;
    post.mockResolvedValueOnce(refundAnswer('processed'));
    await user.click(within(dialog).getByRole('button', { name: 'Try again: refund ₹300' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refunded ₹300'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull());

    const calls = refundCalls();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.path).toBe(`/payments/admin/refund/${ADA_ORDER}`);
    expect(calls[0]?.body).toEqual({ amount: 300, reason: 'Duplicate purchase' });
    expect(calls[0]?.key).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);

    // The order, the list and the totals are read again.
    await waitFor(() =>
      expect(
        get.mock.calls.filter(([path]) => path === `/payments/admin/${ADA_ORDER}`).length,
      ).toBeGreaterThan(detailReads),
    );
    expect(get.mock.calls.filter(([path]) => path === '/payments/admin/summary').length).toBeGreaterThan(1);
  });

  it('shows the provider refusal with its text, and a new refund after it gets a new key', async () => {
    const { user, dialog } = await openRefund();
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    post.mockRejectedValueOnce(
      new ApiError(
        422,
        'UNPROCESSABLE',
        'The payment provider refused the refund: The total refund amount is greater than the refund payment amount',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹300' }));
    expect(
      await within(dialog).findByText(
        'The payment provider refused the refund: The total refund amount is greater than the refund payment amount',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('The refund did not go through')).toBeTruthy();

    // A provider answer of "failed" is shown the same way.
    post.mockResolvedValueOnce(refundAnswer('failed'));
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹300' }));
    expect(await within(dialog).findByText('BAD_REQUEST_ERROR: The refund amount is invalid')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();

    const [first, second] = refundCalls();
    expect(second?.key).not.toBe(first?.key);
  });

  it('a double click sends one request', async () => {
    let answer: (value: RefundResponse) => void = () => {};
    post.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve as (value: RefundResponse) => void;
        }),
    );
    const { user, dialog } = await openRefund();
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const button = within(dialog).getByRole('button', { name: 'Refund ₹300' });
    await user.dblClick(button);
    expect(post).toHaveBeenCalledTimes(1);
    answer(refundAnswer('pending'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Refund of ₹300 requested: the provider will confirm it'),
    );
  });
});
