import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePaymentOrder } from '@/features/payments/api/get-payment-order';
import { checkoutHref } from '@/features/payments/components/checkout-card';
import { TestCheckoutView } from '@/features/payments/components/test-checkout-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /checkout/test/:orderId — the built-in test checkout of one order (no money moves). */
export function TestCheckoutRoute() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = usePaymentOrder(orderId);
  useDocumentTitle(t('payments.testCheckout.pageTitle'));

  if (order.isPending) {
    return (
      <div className="mx-auto max-w-xl" role="status" aria-label={t('payments.testCheckout.loading')}>
        <Skeleton className="mb-4 h-16 w-full" />
        <Card className="space-y-4 p-6 sm:p-8">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-6 w-full" />
        </Card>
      </div>
    );
  }
  if (order.isError) {
    return (
      <PageLoadError
        query={order}
        notFound={{
          icon: ReceiptText,
          title: t('payments.testCheckout.notFoundTitle'),
          description: t('payments.testCheckout.notFoundDescription'),
          action: <BackToDashboardButton />,
        }}
        loadFailed={t('payments.testCheckout.loadFailed')}
        className="mx-auto max-w-xl"
      />
    );
  }

  const { assessmentId, couponCode } = order.data;
  const profilerHref = assessmentId ? paths.assessment.getHref(assessmentId) : null;
  const retryHref = profilerHref ? checkoutHref(profilerHref, couponCode) : null;
  return (
    <div className="mx-auto max-w-xl">
      <TestCheckoutView
        key={order.data.orderId}
        order={order.data}
        profilerHref={profilerHref}
        retryHref={retryHref}
        dashboardHref={paths.dashboard.getHref()}
      />
    </div>
  );
}
