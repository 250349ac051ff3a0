import { formatPrice, type PaymentOrder, type TestCheckoutPayment } from '@pathwise/contract';
import { CircleCheck, CircleX, FlaskConical, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { type PaymentFailureReason, trackPayment } from '@/lib/analytics';
import { getErrorMessage } from '@/lib/errors';
import { useDeclineTestOrder, usePayTestOrder } from '../api/test-checkout';
import { useVerifyPayment } from '../api/verify-payment';

type TestCheckoutViewProps = {
  order: PaymentOrder;
  /** The profiler's page (its intro, with Start once owned); null when the profiler is gone. */
  profilerHref: string | null;
  /** Back to the profiler's checkout, with the order's coupon filled in again. */
  retryHref: string | null;
  dashboardHref: string;
};

type Outcome = { kind: 'paid'; order: PaymentOrder } | { kind: 'declined'; order: PaymentOrder };
type Failure = { title: string; message: string; retry: () => void; reason?: PaymentFailureReason };

/**
 * The built-in test checkout: plainly a test (no money moves), the order as the server priced it,
 * and Pay (a payment signed as Razorpay signs it, then the same verify) or Decline.
 */
export function TestCheckoutView({ order, profilerHref, retryHref, dashboardHref }: TestCheckoutViewProps) {
  const { t } = useTranslation();
  const pay = usePayTestOrder();
  const verify = useVerifyPayment();
  const decline = useDeclineTestOrder();
  const [outcome, setOutcome] = useState<Outcome | null>(
    order.status === 'paid' ? { kind: 'paid', order } : null,
  );
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = pay.isPending || verify.isPending || decline.isPending;
  const assessmentId = order.assessmentId ?? '';

  const failed = (next: Failure & { reason: PaymentFailureReason }) => {
    setFailure(next);
    trackPayment('payment_failed', {
      assessmentId,
      orderId: order.orderId,
      provider: 'test',
      reason: next.reason,
    });
  };

  const confirm = (payment: TestCheckoutPayment) => {
    verify.mutate(
      { orderId: order.orderId, providerPaymentId: payment.providerPaymentId, signature: payment.signature },
      {
        onSuccess: (paid) => {
          setOutcome({ kind: 'paid', order: paid });
          trackPayment('payment_complete', {
            assessmentId,
            orderId: paid.orderId,
            provider: 'test',
            amount: paid.amount,
            currency: paid.currency,
          });
        },
        onError: (error) =>
          failed({
            title: t('payments.testCheckout.verifyFailed'),
            message: getErrorMessage(error, t('errors.generic')),
            retry: () => confirm(payment),
            reason: 'verify_failed',
          }),
      },
    );
  };

  const onPay = () => {
    setFailure(null);
    pay.mutate(order.orderId, {
      onSuccess: confirm,
      onError: (error) =>
        failed({
          title: t('payments.testCheckout.payFailed'),
          message: getErrorMessage(error, t('errors.generic')),
          retry: onPay,
          reason: 'pay_failed',
        }),
    });
  };

  const onDecline = () => {
    setFailure(null);
    decline.mutate(order.orderId, {
      onSuccess: (declined) => {
        setOutcome({ kind: 'declined', order: declined });
        trackPayment('payment_failed', {
          assessmentId,
          orderId: order.orderId,
          provider: 'test',
          reason: 'declined',
        });
      },
      onError: (error) =>
        setFailure({
          title: t('payments.testCheckout.declineFailed'),
          message: getErrorMessage(error, t('errors.generic')),
          retry: onDecline,
        }),
    });
  };

  if (outcome?.kind === 'paid') {
    return (
      <Card className="px-5 py-8 text-center sm:px-8">
        <CircleCheck className="mx-auto size-12 text-emerald-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          {t('payments.testCheckout.successTitle')}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          {t('payments.testCheckout.successBody', { title: outcome.order.assessmentTitle })}
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {profilerHref ? (
            <Link to={profilerHref} className={buttonClassName({ size: 'lg' })}>
              <Play aria-hidden />
              {t('payments.testCheckout.start')}
            </Link>
          ) : null}
          <Link to={dashboardHref} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {t('common.backToDashboard')}
          </Link>
        </div>
      </Card>
    );
  }

  if (outcome?.kind === 'declined') {
    return (
      <Card className="px-5 py-8 text-center sm:px-8">
        <CircleX className="mx-auto size-12 text-rose-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          {t('payments.testCheckout.declinedTitle')}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{t('payments.testCheckout.declinedBody')}</p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={retryHref ?? dashboardHref} className={buttonClassName({ size: 'lg' })}>
            {t('payments.testCheckout.tryAgain')}
          </Link>
          <Link to={dashboardHref} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {t('common.backToDashboard')}
          </Link>
        </div>
      </Card>
    );
  }

  const closed = order.status === 'failed';

  return (
    <div className="space-y-4">
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div>
          <p className="font-semibold">{t('payments.testCheckout.banner')}</p>
          <p className="mt-0.5 text-sm">{t('payments.testCheckout.bannerHint')}</p>
        </div>
      </div>

      <Card>
        <div className="px-5 pt-6 pb-5 sm:px-8">
          <p className="text-sm font-medium text-slate-500">{t('payments.testCheckout.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
            {order.assessmentTitle}
          </h1>

          <dl className="mt-6 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t('payments.testCheckout.price')}</dt>
              <dd className="text-slate-900">{formatPrice(order.listPrice, order.currency)}</dd>
            </div>
            {order.discount > 0 ? (
              <div className="flex justify-between gap-3 text-emerald-700">
                <dt>
                  {order.couponCode
                    ? t('payments.testCheckout.couponLine', { code: order.couponCode })
                    : t('payments.testCheckout.discount')}
                </dt>
                <dd>−{formatPrice(order.discount, order.currency)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
              <dt>{t('payments.testCheckout.amount')}</dt>
              <dd>{formatPrice(order.amount, order.currency)}</dd>
            </div>
          </dl>

          {order.lastError && !closed ? (
            <Alert className="mt-5" title={t('payments.testCheckout.lastError')}>
              {order.lastError}
            </Alert>
          ) : null}
          {closed ? (
            <Alert tone="error" className="mt-5" title={t('payments.testCheckout.closedTitle')}>
              {t('payments.testCheckout.closedBody')}
            </Alert>
          ) : null}
          {failure ? (
            <LoadError
              title={failure.title}
              onRetry={failure.retry}
              retrying={busy}
              icon={false}
              className="mt-5"
            >
              {failure.message}
            </LoadError>
          ) : null}
        </div>

        <div className="flex flex-col-reverse gap-3 rounded-b-(--radius-card) border-t border-slate-100 bg-slate-50/60 px-5 py-4 sm:flex-row sm:justify-end sm:px-8">
          {closed ? (
            <Link to={retryHref ?? dashboardHref} className={buttonClassName({ size: 'lg' })}>
              {t('payments.testCheckout.backToProfiler')}
            </Link>
          ) : (
            <>
              <Button
                variant="danger-outline"
                size="lg"
                onClick={onDecline}
                loading={decline.isPending}
                disabled={busy}
              >
                {t('payments.testCheckout.decline')}
              </Button>
              <Button
                size="lg"
                onClick={onPay}
                loading={pay.isPending || verify.isPending}
                disabled={busy}
                className="sm:min-w-44"
              >
                {t('payments.testCheckout.pay', { price: formatPrice(order.amount, order.currency) })}
              </Button>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
