import type { PaymentOrder } from '@pathwise/contract';
import { Hourglass, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** While the person's access to a paid profiler is being read. */
export function AccessChecking() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('payments.access.checking')} className="space-y-3">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** A payment was made and awaits the provider's confirmation: no Start and no second payment yet. */
export function PendingPayment({ onCheckAgain, checking }: { onCheckAgain: () => void; checking: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <Hourglass className="size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('payments.access.pendingTitle')}</p>
        <p className="mt-0.5 leading-relaxed">{t('payments.access.pendingBody')}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onCheckAgain} loading={checking}>
        {checking ? null : <RefreshCw aria-hidden />}
        {t('payments.access.checkAgain')}
      </Button>
    </div>
  );
}

/** Just bought (or unlocked with a 100% coupon): say so; the page's Start is right below. */
export function PurchaseComplete({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" title={t('payments.access.purchasedTitle', { title: order.assessmentTitle })}>
      {order.provider === 'coupon' && order.couponCode
        ? t('payments.access.couponGranted', { code: order.couponCode })
        : t('payments.access.purchasedBody')}
    </Alert>
  );
}
