import type {
  AvailableCoupon,
  PaymentOrder,
  ProfilerAccessStatus,
  ValidateCouponResponse,
} from '@pathwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { RAZORPAY_CHECKOUT_SCRIPT_URL } from '@/config/payments';
import type { CurrentAttempt } from '@/features/attempts/api/get-current-attempt';
import {
  ASSESSMENT_ID,
  buildAttemptSummary,
  buildIntro,
  buildTakingCategories,
} from '@/features/attempts/utils/attempt-fixtures';
import { COUPON_PICKER_CLOSE_DELAY_MS } from '@/features/payments/components/coupon-field';
import {
  type RazorpayFailure,
  type RazorpayOptions,
  resetRazorpayCheckout,
} from '@/features/payments/utils/razorpay';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AssessmentRoute } from './assessment';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const base = `/assessments/${ASSESSMENT_ID}`;
const ORDER_ID = '66666666-0000-4000-8000-000000000001';

function buildOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    orderId: ORDER_ID,
    assessmentId: ASSESSMENT_ID,
    assessmentTitle: 'Quick Career Snapshot',
    provider: 'test',
    providerOrderId: 'order_test123',
    amount: 499,
    amountMinor: 49900,
    currency: 'INR',
    listPrice: 499,
    discount: 0,
    couponCode: null,
    status: 'created',
    lastError: null,
    paidAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const save20: AvailableCoupon = {
  code: 'SAVE20',
  name: 'Spring sale',
  type: 'PERCENTAGE',
  value: 20,
  currency: 'INR',
  label: '20% off',
  validUntil: null,
  discount: 99.8,
  finalPrice: 399.2,
};
const flat100: AvailableCoupon = {
  ...save20,
  code: 'FLAT100',
  name: 'Welcome',
  type: 'FIXED_AMOUNT',
  value: 100,
  label: '₹100 off',
  discount: 100,
  finalPrice: 399,
};

let intro = buildIntro();
let access: ProfilerAccessStatus;
let current: CurrentAttempt;
let available: () => Promise<unknown>;
let validate: (code: string) => Promise<ValidateCouponResponse>;
let createOrder: (body: { couponCode?: string }) => Promise<PaymentOrder>;
let verify: () => Promise<PaymentOrder>;

beforeEach(() => {
  vi.clearAllMocks();
  resetRazorpayCheckout();
  signIn(buildUser({ name: 'Ada Lovelace', email: 'ada@example.com' }));
  intro = buildIntro({ isFree: false, price: 499, currency: 'INR' });
  access = 'not_owned';
  current = { attempt: null, answers: [] };
  available = async () => ({
    success: true,
    data: { originalPrice: 499, currency: 'INR', coupons: [save20, flat100] },
  });
  validate = async (code) => {
    const coupon = [save20, flat100].find((item) => item.code === code);
    if (!coupon) return { success: false, message: 'This coupon code is not valid', reason: 'unknown_code' };
    return {
      success: true,
      message: 'Coupon applied',
      coupon,
      originalPrice: 499,
      discount: coupon.discount,
      finalPrice: coupon.finalPrice,
      currency: 'INR',
    };
  };
  createOrder = async () => buildOrder();
  verify = async () =>
    buildOrder({ provider: 'razorpay', status: 'paid', paidAt: '2026-03-01T10:05:00.000Z' });
  get.mockImplementation(async (path: string) => {
    if (path === base) return { assessment: intro };
    if (path === `/payments/check/${ASSESSMENT_ID}`) {
      return {
        success: true,
        data: { assessmentId: ASSESSMENT_ID, status: access, hasAccess: access === 'owned', orderId: null },
      };
    }
    if (path === '/coupons/available') return available();
    if (path === `${base}/test-attempt`) {
      if (access !== 'owned') throw new ApiError(402, 'PAYMENT_REQUIRED', 'Buy it first');
      return current;
    }
    if (path === `${base}/questions`) return { categories: buildTakingCategories(), totalQuestions: 4 };
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/coupons/validate') return validate((body as { code: string }).code);
    if (path === '/payments/orders') return { order: await createOrder(body as { couponCode?: string }) };
    if (path === '/payments/verify') return { order: await verify() };
    if (path === `${base}/start`) {
      current = { attempt: buildAttemptSummary(), answers: [] };
      return { attempt: current.attempt, resumed: false };
    }
    throw new Error(`unexpected POST ${path}`);
  });
});

afterEach(() => {
  resetRazorpayCheckout();
  vi.restoreAllMocks();
});

function renderScreen(path = paths.assessment.getHref(ASSESSMENT_ID)) {
  const view = renderRoutes(
    [
      { path: paths.assessment.path, element: <AssessmentRoute /> },
      { path: paths.testCheckout.path, element: <p>Test checkout page</p> },
      { path: paths.dashboard.path, element: <p>Dashboard page</p> },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

const checkout = () => screen.findByRole('region', { name: 'Buy this profiler' });
const couponInput = () => screen.getByRole('combobox', { name: 'Coupon code' });
const total = () => screen.getByTestId('checkout-total').textContent;
const calls = (path: string) => post.mock.calls.filter(([called]) => called === path);

/** Intercepts the checkout.js <script> and answers it with a fake Razorpay recording each checkout. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed?: (response: RazorpayFailure) => void }[] = [];
  const scripts: string[] = [];
  class FakeRazorpay {
    entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options };
    }
    on(_event: 'payment.failed', listener: (response: RazorpayFailure) => void) {
      this.entry.failed = listener;
    }
    open() {
      opened.push(this.entry);
    }
  }
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node.src);
      window.Razorpay = FakeRazorpay;
      queueMicrotask(() => node.onload?.(new Event('load')));
      return node;
    }
    return append(node);
  });
  return { opened, scripts };
}

describe('/assessment/:assessmentId checkout', () => {
  it('offers the checkout instead of Start for a paid profiler the person does not own', async () => {
    renderScreen();
    const card = await checkout();
    expect(within(card).getByText('Price').nextElementSibling?.textContent).toBe('₹499');
    expect(total()).toBe('₹499');
    expect(within(card).getByRole('button', { name: 'Pay ₹499' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    // No attempt is read before the profiler is owned (it would only answer 402).
    expect(get.mock.calls.some(([path]) => path === `${base}/test-attempt`)).toBe(false);
  });

  it("shows the profiler's sale in the summary", async () => {
    intro = buildIntro({
      isFree: false,
      price: 499,
      salePrice: 399.2,
      saleLabel: '20% off',
      currency: 'INR',
    });
    renderScreen();
    const card = await checkout();
    expect(within(card).getByText('Sale · 20% off')).toBeTruthy();
    expect(within(card).getByText('−₹99.80')).toBeTruthy();
    expect(total()).toBe('₹399.20');
  });

  it('checks a typed coupon once typing pauses and shows the discount and final price', async () => {
    const { user } = renderScreen();
    await checkout();
    await user.type(couponInput(), 'save20');
    expect(await screen.findByText('SAVE20 applied (20% off): you save ₹99.80.')).toBeTruthy();
    expect(calls('/coupons/validate')).toEqual([
      ['/coupons/validate', { code: 'SAVE20', assessmentId: ASSESSMENT_ID }, { silent: true }],
    ]);
    expect(screen.getByText('Coupon SAVE20')).toBeTruthy();
    expect(total()).toBe('₹399.20');

    await user.click(screen.getByRole('button', { name: 'Pay ₹399.20' }));
    await waitFor(() =>
      expect(calls('/payments/orders')[0]?.[1]).toEqual({
        assessmentId: ASSESSMENT_ID,
        couponCode: 'SAVE20',
      }),
    );
  });

  it("shows a refused coupon's reason and pays without it", async () => {
    const { user } = renderScreen();
    await checkout();
    await user.type(couponInput(), 'NOPE');
    expect(await screen.findByText('This coupon code is not valid')).toBeTruthy();
    expect(couponInput().getAttribute('aria-invalid')).toBe('true');
    expect(total()).toBe('₹499');
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    await waitFor(() =>
      expect(calls('/payments/orders')[0]?.[1]).toEqual({
        assessmentId: ASSESSMENT_ID,
        couponCode: undefined,
      }),
    );
  });

  it("says 'Error validating coupon' when the check itself fails", async () => {
    validate = async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
    };
    const { user } = renderScreen();
    await checkout();
    await user.type(couponInput(), 'SAVE20');
    expect(await screen.findByText('Error validating coupon')).toBeTruthy();
    expect(couponInput()).toHaveProperty('value', 'SAVE20');
  });

  it('offers the available coupons on focus, closes 100 ms after blur, and a click fills the code', async () => {
    const { user } = renderScreen();
    await checkout();
    await user.click(couponInput());
    const list = await screen.findByRole('listbox', { name: 'Available coupons' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'SAVE20Spring sale · 20% offYou pay ₹399.20',
      'FLAT100Welcome · ₹100 offYou pay ₹399',
    ]);
    expect(couponInput().getAttribute('aria-expanded')).toBe('true');

    // Blur: still open at once (so a click can land), closed after the delay.
    await user.tab();
    expect(screen.getByRole('listbox')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), {
      timeout: COUPON_PICKER_CLOSE_DELAY_MS + 1000,
    });

    await user.click(couponInput());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /FLAT100/ }));
    expect(couponInput()).toHaveProperty('value', 'FLAT100');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await screen.findByText('FLAT100 applied (₹100 off): you save ₹100.')).toBeTruthy();
    expect(total()).toBe('₹399');
  });

  it('lets the keyboard choose a coupon: arrows move, Enter picks, Escape closes', async () => {
    const { user } = renderScreen();
    await checkout();
    await user.click(couponInput());
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /FLAT100/ });
    expect(couponInput().getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(couponInput()).toHaveProperty('value', 'SAVE20');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("says 'Error fetching available coupons' when the list cannot be read", async () => {
    available = async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
    };
    const { user } = renderScreen();
    await checkout();
    await user.click(couponInput());
    expect(await screen.findByText('Error fetching available coupons')).toBeTruthy();
  });

  it('unlocks at once with a 100% coupon and offers Start', async () => {
    createOrder = async () =>
      buildOrder({
        provider: 'coupon',
        providerOrderId: null,
        status: 'paid',
        amount: 0,
        amountMinor: 0,
        discount: 499,
        couponCode: 'FREE100',
      });
    const { user } = renderScreen();
    await checkout();
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    expect(await screen.findByText('Quick Career Snapshot is yours')).toBeTruthy();
    expect(
      screen.getByText("Unlocked with coupon FREE100: nothing to pay. Start whenever you're ready."),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Buy this profiler' })).toBeNull();
    expect(screen.getByText('Owned')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls(`${base}/start`)).toHaveLength(1));
  });

  it('goes to the test checkout page for a test order, without loading Razorpay', async () => {
    const { user, router } = renderScreen();
    await checkout();
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    expect(await screen.findByText('Test checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/checkout/test/${ORDER_ID}`);
    expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_SCRIPT_URL}"]`)).toBeNull();
    expect(window.Razorpay).toBeUndefined();
  });

  it("opens Razorpay's checkout for a Razorpay order and verifies with the handler's values", async () => {
    const razorpay = fakeRazorpay();
    createOrder = async () =>
      buildOrder({ provider: 'razorpay', providerOrderId: 'order_RZP1', keyId: 'rzp_test_key' });
    const { user } = renderScreen();
    await checkout();
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(razorpay.scripts).toEqual([RAZORPAY_CHECKOUT_SCRIPT_URL]);
    const { options } = razorpay.opened[0] as (typeof razorpay.opened)[number];
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 49900,
      currency: 'INR',
      order_id: 'order_RZP1',
      name: 'Pathwise',
      description: 'Quick Career Snapshot',
      prefill: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(screen.getByRole('button', { name: 'Completing payment…' })).toBeTruthy();

    act(() =>
      options.handler({
        razorpay_payment_id: 'pay_RZP9',
        razorpay_order_id: 'order_RZP1',
        razorpay_signature: 'abc123',
      }),
    );
    expect(await screen.findByText('Quick Career Snapshot is yours')).toBeTruthy();
    expect(calls('/payments/verify')).toEqual([
      [
        '/payments/verify',
        { orderId: ORDER_ID, providerPaymentId: 'pay_RZP9', signature: 'abc123' },
        { silent: true },
      ],
    ]);
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('shows a failed Razorpay payment clearly and retries the checkout', async () => {
    const razorpay = fakeRazorpay();
    createOrder = async () =>
      buildOrder({ provider: 'razorpay', providerOrderId: 'order_RZP1', keyId: 'rzp_test_key' });
    const { user } = renderScreen();
    await checkout();
    await user.type(couponInput(), 'SAVE20');
    await screen.findByText('SAVE20 applied (20% off): you save ₹99.80.');
    await user.click(screen.getByRole('button', { name: 'Pay ₹399.20' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    const first = razorpay.opened[0] as (typeof razorpay.opened)[number];
    act(() =>
      first.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } }),
    );
    // Razorpay's own window stays open for another try; closing it keeps the failure's words.
    act(() => first.options.modal?.ondismiss?.());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Your payment didn't go through.")).toBeTruthy();
    expect(within(alert).getByText('Your card was declined.')).toBeTruthy();
    expect(couponInput()).toHaveProperty('value', 'SAVE20');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(razorpay.scripts).toHaveLength(1);
  });

  it('says so when the person closes the Razorpay window without paying', async () => {
    const razorpay = fakeRazorpay();
    createOrder = async () =>
      buildOrder({ provider: 'razorpay', providerOrderId: 'order_RZP1', keyId: 'rzp_test_key' });
    const { user } = renderScreen();
    await checkout();
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    act(() => razorpay.opened[0]?.options.modal?.ondismiss?.());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment cancelled. Nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹499' })).toBeTruthy();
  });

  it('shows why an order could not be made, keeps the typed code, and retries', async () => {
    let fail = true;
    createOrder = async () => {
      if (fail) throw new ApiError(422, 'UNPROCESSABLE', 'This coupon has reached its usage limit');
      return buildOrder();
    };
    validate = async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
    };
    const { user, router } = renderScreen();
    await checkout();
    await user.type(couponInput(), 'SAVE20');
    await screen.findByText('Error validating coupon');
    // The check failed, so the server decides: the code goes with the order.
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't start your payment.")).toBeTruthy();
    expect(within(alert).getByText('This coupon has reached its usage limit')).toBeTruthy();
    expect(calls('/payments/orders')[0]?.[1]).toEqual({ assessmentId: ASSESSMENT_ID, couponCode: 'SAVE20' });
    expect(couponInput()).toHaveProperty('value', 'SAVE20');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/test/${ORDER_ID}`));
  });

  it('fills the coupon from the link a declined test payment sends back', async () => {
    renderScreen(`${paths.assessment.getHref(ASSESSMENT_ID)}?coupon=SAVE20#checkout`);
    await checkout();
    expect(couponInput()).toHaveProperty('value', 'SAVE20');
    expect(await screen.findByText('SAVE20 applied (20% off): you save ₹99.80.')).toBeTruthy();
  });

  it('waits for a pending payment: no Pay, no Start, and a way to check again', async () => {
    access = 'pending';
    const { user } = renderScreen();
    expect(await screen.findByText('Your payment is being confirmed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Buy this profiler' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    access = 'owned';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByText('Owned')).toBeTruthy();
  });

  it('offers Start for a paid profiler the person owns', async () => {
    access = 'owned';
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByTestId('question-step')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Buy this profiler' })).toBeNull();
  });

  it('offers a retry when access cannot be checked', async () => {
    let fail = true;
    const working = get.getMockImplementation();
    get.mockImplementation(async (path: string, options?: unknown) => {
      if (path === `/payments/check/${ASSESSMENT_ID}` && fail) {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
      }
      return working?.(path, options as never);
    });
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't check whether this profiler is yours.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await checkout()).toBeTruthy();
  });
});
