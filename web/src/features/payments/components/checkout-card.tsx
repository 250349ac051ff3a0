import { type CatalogueDetail, formatPrice, type PaymentOrder } from '@pathwise/contract';
import { CreditCard, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { CHECKOUT_MERCHANT_NAME, CHECKOUT_THEME_COLOR } from '@/config/payments';
import { type PaymentFailureReason, trackPayment } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';
import { useCreatePaymentOrder } from '../api/create-payment-order';
import { useVerifyPayment } from '../api/verify-payment';
import { useCouponQuote } from '../hooks/use-coupon-quote';
import { loadRazorpayCheckout, type RazorpaySuccess } from '../utils/razorpay';
import { CouponField } from './coupon-field';

export type CheckoutProfiler = Pick<
  CatalogueDetail,
  'id' | 'title' | 'price' | 'salePrice' | 'saleLabel' | 'currency'
>;

type CheckoutCardProps = {
  profiler: CheckoutProfiler;
  /** A code to start with (e.g. the one of a declined test payment, when the person comes back). */
  initialCoupon?: string;
  /** The order is paid (a 100% coupon, or a verified payment): the profiler is the person's. */
  onPurchased: (order: PaymentOrder) => void;
};

type Phase = 'idle' | 'ordering' | 'loading-checkout' | 'in-checkout' | 'verifying';
type Failure = { title: string; message?: string; retry: () => void; reason: PaymentFailureReason };

/** The id of the checkout section, so "Buy" links can land on it. */
export const CHECKOUT_SECTION_ID = 'checkout';

/** The search parameter that fills the coupon field (a declined test payment's way back). */
export const CHECKOUT_COUPON_PARAM = 'coupon';

/** A profiler page's checkout, with a coupon code filled in when one is given. */
export function checkoutHref(profilerHref: string, couponCode?: string | null): string {
  const query = couponCode ? `?${CHECKOUT_COUPON_PARAM}=${encodeURIComponent(couponCode)}` : '';
  return `${profilerHref}${query}#${CHECKOUT_SECTION_ID}`;
}

/**
 * Buying a paid profiler on its intro page: the price (and sale), a coupon checked as it is typed
 * with the usable ones offered, the total, and Pay. The server prices the order; Pay then ends in
 * the 100% coupon's grant, the built-in test checkout, or Razorpay's Standard Checkout.
 */
export function CheckoutCard({ profiler, initialCoupon = '', onPurchased }: CheckoutCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [code, setCode] = useState(initialCoupon);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  // Razorpay reports a failed payment and, when the person closes its window, a dismissal too:
  // the failure's own words are kept rather than replaced by "cancelled".
  const failedInCheckout = useRef(false);
  const createOrder = useCreatePaymentOrder();
  const verify = useVerifyPayment();
  const quote = useCouponQuote(code, profiler.id);
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);

  // A "Buy" link lands here (#checkout), but the card appears only once access is known: scroll then.
  useEffect(() => {
    if (hash === `#${CHECKOUT_SECTION_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const listPrice = profiler.price ?? 0;
  const salePrice = profiler.salePrice;
  const total = quote.valid ? quote.valid.finalPrice : (salePrice ?? listPrice);
  const couponToSend =
    quote.status.kind === 'valid' || quote.status.kind === 'error' ? quote.code : undefined;
  const busy = phase !== 'idle';

  const fail = (next: Failure, order?: PaymentOrder) => {
    setPhase('idle');
    setFailure(next);
    trackPayment('payment_failed', {
      assessmentId: profiler.id,
      orderId: order?.orderId,
      provider: order?.provider,
      reason: next.reason,
    });
  };

  const complete = (order: PaymentOrder) => {
    setPhase('idle');
    setFailure(null);
    trackPayment('payment_complete', {
      assessmentId: profiler.id,
      orderId: order.orderId,
      provider: order.provider,
      amount: order.amount,
      currency: order.currency,
    });
    onPurchased(order);
  };

  const verifyRazorpay = (order: PaymentOrder, response: RazorpaySuccess) => {
    setPhase('verifying');
    setFailure(null);
    verify.mutate(
      {
        orderId: order.orderId,
        providerPaymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      },
      {
        onSuccess: complete,
        onError: (error) =>
          fail(
            {
              title: t('payments.checkout.verifyFailed'),
              message: getErrorMessage(error, t('errors.generic')),
              retry: () => verifyRazorpay(order, response),
              reason: 'verify_failed',
            },
            order,
          ),
      },
    );
  };

  const openRazorpay = async (order: PaymentOrder) => {
    setPhase('loading-checkout');
    setFailure(null);
    failedInCheckout.current = false;
    let Razorpay: Awaited<ReturnType<typeof loadRazorpayCheckout>>;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch {
      fail(
        {
          title: t('payments.checkout.scriptFailed'),
          message: t('payments.checkout.scriptFailedHint'),
          retry: pay,
          reason: 'checkout_unavailable',
        },
        order,
      );
      return;
    }
    if (!order.keyId || !order.providerOrderId) {
      fail({ title: t('payments.checkout.orderFailed'), retry: pay, reason: 'order_failed' }, order);
      return;
    }
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amountMinor,
      currency: order.currency,
      order_id: order.providerOrderId,
      name: CHECKOUT_MERCHANT_NAME,
      description: order.assessmentTitle,
      prefill: { name: user?.name, email: user?.email },
      notes: { orderId: order.orderId },
      theme: { color: CHECKOUT_THEME_COLOR },
      modal: {
        ondismiss: () => {
          if (failedInCheckout.current) {
            setPhase('idle');
            return;
          }
          fail(
            {
              title: t('payments.checkout.dismissed'),
              retry: () => void openRazorpay(order),
              reason: 'dismissed',
            },
            order,
          );
        },
      },
      handler: (response) => verifyRazorpay(order, response),
    });
    checkout.on('payment.failed', (response) => {
      failedInCheckout.current = true;
      fail(
        {
          title: t('payments.checkout.declined'),
          message: response.error?.description || undefined,
          retry: () => void openRazorpay(order),
          reason: 'declined',
        },
        order,
      );
      // Razorpay keeps its window open for another try: the button waits until it closes.
      setPhase('in-checkout');
    });
    setPhase('in-checkout');
    checkout.open();
  };

  function pay() {
    setFailure(null);
    setPhase('ordering');
    trackPayment('payment_start', { assessmentId: profiler.id, amount: total, currency: profiler.currency });
    createOrder.mutate(
      { assessmentId: profiler.id, couponCode: couponToSend },
      {
        onSuccess: (order) => {
          if (order.status === 'paid') {
            complete(order);
          } else if (order.provider === 'test') {
            navigate(paths.testCheckout.getHref(order.orderId));
          } else if (order.provider === 'razorpay') {
            void openRazorpay(order);
          } else {
            fail({ title: t('payments.checkout.orderFailed'), retry: pay, reason: 'order_failed' }, order);
          }
        },
        onError: (error) =>
          fail({
            title: t('payments.checkout.orderFailed'),
            message: getErrorMessage(error, t('errors.generic')),
            retry: pay,
            reason: 'order_failed',
          }),
      },
    );
  }

  const payLabel =
    phase === 'verifying'
      ? t('payments.checkout.verifying')
      : phase === 'in-checkout'
        ? t('payments.checkout.inCheckout')
        : total === 0
          ? t('payments.checkout.claimFree')
          : t('payments.checkout.pay', { price: formatPrice(total, profiler.currency) });

  return (
    <section
      ref={sectionRef}
      id={CHECKOUT_SECTION_ID}
      aria-labelledby="checkout-heading"
      className="scroll-mt-24 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
    >
      <h2 id="checkout-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CreditCard className="size-5 text-brand-600" aria-hidden />
        {t('payments.checkout.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('payments.checkout.description')}</p>

      <div className="mt-4 grid gap-5 sm:grid-cols-[1fr_minmax(0,16rem)]">
        <CouponField
          assessmentId={profiler.id}
          value={code}
          onChange={(next) => {
            setCode(next);
            setFailure(null);
          }}
          status={quote.status}
          disabled={busy}
        />

        <dl className="space-y-1.5 text-sm" aria-label={t('payments.checkout.summary')}>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('payments.checkout.price')}</dt>
            <dd className="shrink-0 whitespace-nowrap text-slate-900">
              {formatPrice(listPrice, profiler.currency)}
            </dd>
          </div>
          {quote.valid ? (
            <div className="flex justify-between gap-3 text-emerald-700">
              <dt className="min-w-0 break-words">
                {t('payments.checkout.couponLine', { code: quote.valid.code })}
              </dt>
              <dd className="shrink-0 whitespace-nowrap">
                −{formatPrice(quote.valid.discount, profiler.currency)}
              </dd>
            </div>
          ) : salePrice !== null ? (
            <div className="flex justify-between gap-3 text-emerald-700">
              <dt>
                {profiler.saleLabel
                  ? t('payments.checkout.saleLineLabelled', { label: profiler.saleLabel })
                  : t('payments.checkout.saleLine')}
              </dt>
              <dd className="shrink-0 whitespace-nowrap">
                −{formatPrice(Math.max(0, listPrice - salePrice), profiler.currency)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
            <dt>{t('payments.checkout.total')}</dt>
            <dd data-testid="checkout-total" className="shrink-0 whitespace-nowrap">
              {formatPrice(total, profiler.currency)}
            </dd>
          </div>
        </dl>
      </div>

      {failure ? (
        <LoadError
          title={failure.title}
          onRetry={failure.retry}
          retrying={busy}
          icon={false}
          className="mt-4"
        >
          {failure.message}
        </LoadError>
      ) : null}

      <div className="mt-4 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-1.5 text-xs text-slate-500">
          <Lock className="size-3.5 shrink-0" aria-hidden />
          {t('payments.checkout.secure')}
        </p>
        <Button
          size="lg"
          onClick={pay}
          loading={busy}
          disabled={quote.status.kind === 'checking'}
          className="sm:min-w-48"
        >
          {payLabel}
        </Button>
      </div>
    </section>
  );
}
