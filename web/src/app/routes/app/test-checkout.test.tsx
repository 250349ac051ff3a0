import type { PaymentOrder } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { TestCheckoutRoute } from './test-checkout';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const ORDER_ID = '66666666-0000-4000-8000-000000000001';
const ASSESSMENT_ID = '22222222-0000-4000-8000-000000000001';
const orderPath = `/payments/orders/${ORDER_ID}`;
const payPath = `/payments/test-checkout/${ORDER_ID}/pay`;
const declinePath = `/payments/test-checkout/${ORDER_ID}/decline`;

function buildOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    orderId: ORDER_ID,
    assessmentId: ASSESSMENT_ID,
    assessmentTitle: 'Career Interest Profiler',
    provider: 'test',
    providerOrderId: 'order_test123',
    amount: 399.2,
    amountMinor: 39920,
    currency: 'INR',
    listPrice: 499,
    discount: 99.8,
    couponCode: 'SAVE20',
    status: 'created',
    lastError: null,
    paidAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

let order: () => Promise<PaymentOrder>;
let pay: () => Promise<unknown>;
let verify: () => Promise<PaymentOrder>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  order = async () => buildOrder();
  pay = async () => ({ providerOrderId: 'order_test123', providerPaymentId: 'pay_test9', signature: 'beef' });
  verify = async () => buildOrder({ status: 'paid', paidAt: '2026-03-01T10:01:00.000Z' });
  get.mockImplementation(async (path: string) => {
    if (path === orderPath) return { order: await order() };
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (path: string) => {
    if (path === payPath) return pay();
    if (path === '/payments/verify') return { order: await verify() };
    if (path === declinePath) {
      return { order: buildOrder({ status: 'attempted', lastError: 'Declined on the test checkout' }) };
    }
    throw new Error(`unexpected POST ${path}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

/** The funnel events sent so far (analytics is on: not a local hostname). */
function funnel() {
  return (window.dataLayer ?? []).filter((entry) => entry.event.startsWith('payment_'));
}

function renderScreen() {
  vi.stubGlobal('location', { ...window.location, hostname: 'pathwise.example' });
  const view = renderRoutes(
    [
      { path: paths.testCheckout.path, element: <TestCheckoutRoute /> },
      { path: paths.assessment.path, element: <p>Profiler page</p> },
      { path: paths.dashboard.path, element: <p>Dashboard page</p> },
    ],
    { path: paths.testCheckout.getHref(ORDER_ID) },
  );
  return { ...view, user: userEvent.setup() };
}

describe('/checkout/test/:orderId', () => {
  it('says plainly that no money moves, and shows the order as the server priced it', async () => {
    renderScreen();
    expect(screen.getByRole('status', { name: 'Loading the order…' })).toBeTruthy();
    expect(await screen.findByText('Test payment — no money moves')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Career Interest Profiler' })).toBeTruthy();
    const lines = [...document.querySelectorAll('dl > div')].map((line) => line.textContent);
    expect(lines).toEqual(['Price₹499', 'Coupon SAVE20−₹99.80', 'Amount₹399.20']);
    expect(screen.getByRole('button', { name: 'Pay ₹399.20' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('pays, verifies with the signed payment and offers to start the profiler', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹399.20' }));
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeTruthy();
    expect(
      screen.getByText('Career Interest Profiler is yours. This was a test payment: no money moved.'),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith(payPath, undefined, { silent: true });
    expect(post).toHaveBeenCalledWith(
      '/payments/verify',
      { orderId: ORDER_ID, providerPaymentId: 'pay_test9', signature: 'beef' },
      { silent: true },
    );
    expect(funnel()).toEqual([
      {
        event: 'payment_complete',
        assessmentId: ASSESSMENT_ID,
        orderId: ORDER_ID,
        provider: 'test',
        amount: 399.2,
        currency: 'INR',
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Start the profiler' }));
    expect(await screen.findByText('Profiler page')).toBeTruthy();
  });

  it('declines and sends the person back to the checkout with their coupon', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeTruthy();
    expect(
      screen.getByText('No money moved. Your order is still open: try again whenever you like.'),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith(declinePath, undefined, { silent: true });
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/assessment/${ASSESSMENT_ID}?coupon=SAVE20#checkout`,
    );
    // A stable reason code, never the coupon (SAVE20) or the message shown.
    expect(funnel()).toEqual([
      {
        event: 'payment_failed',
        assessmentId: ASSESSMENT_ID,
        orderId: ORDER_ID,
        provider: 'test',
        reason: 'declined',
      },
    ]);
  });

  it('shows a failed payment with a retry that confirms it', async () => {
    let fail = true;
    verify = async () => {
      if (fail) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The payment service did not answer.');
      return buildOrder({ status: 'paid' });
    };
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹399.20' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payment was made but could not be confirmed yet.')).toBeTruthy();
    expect(within(alert).getByText('The payment service did not answer.')).toBeTruthy();
    expect(funnel()).toEqual([
      {
        event: 'payment_failed',
        assessmentId: ASSESSMENT_ID,
        orderId: ORDER_ID,
        provider: 'test',
        reason: 'verify_failed',
      },
    ]);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeTruthy();
    // The retry confirmed the same payment: it was not paid twice.
    expect(post.mock.calls.filter(([path]) => path === payPath)).toHaveLength(1);
  });

  it('goes straight to the success screen for an order already paid', async () => {
    order = async () => buildOrder({ status: 'paid' });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says a closed order can no longer be paid', async () => {
    order = async () => buildOrder({ status: 'failed', lastError: 'Replaced by a new order' });
    renderScreen();
    expect(await screen.findByText('This order is closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the profiler' })).toBeTruthy();
  });

  it("says so when the order is not found (or not the person's)", async () => {
    order = async () => {
      throw new ApiError(404, 'NOT_FOUND', 'Order not found');
    };
    renderScreen();
    expect(await screen.findByText('Order not found')).toBeTruthy();
    expect(screen.getByText("This order doesn't exist, or it isn't yours.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeTruthy();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    let fail = true;
    order = async () => {
      if (fail) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
      return buildOrder();
    };
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is unavailable.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Test payment — no money moves')).toBeTruthy());
  });
});
