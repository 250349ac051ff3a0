import {
  formatPrice,
  type PaymentHistoryOrder,
  type PaymentHistoryRefund,
  type PaymentHistoryStatus,
} from '@pathwise/contract';
import { FileDown, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useDownloadReceipt } from '../../api/download-receipt';

const statusTones: Record<PaymentHistoryStatus, NonNullable<BadgeProps['tone']>> = {
  paid: 'success',
  partly_refunded: 'brand',
  refunded: 'neutral',
  pending: 'warning',
  failed: 'danger',
};

const refundTones: Record<PaymentHistoryRefund['status'], NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  processed: 'success',
  failed: 'danger',
};

export function PaymentStatusBadge({ status }: { status: PaymentHistoryStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTones[status]}>{t(`paymentHistory.status.${status}`)}</Badge>;
}

/** One order: what was bought, when, for how much (and the coupon), its status, refunds and receipt. */
export function PaymentHistoryItem({ order }: { order: PaymentHistoryOrder }) {
  const { t } = useTranslation();
  const receipt = useDownloadReceipt();
  const money = (amount: number) => formatPrice(amount, order.currency);
  const titleId = `payment-${order.orderId}`;

  const download = () =>
    receipt.mutate(order.orderId, {
      onError: (error) => toast.error(getErrorMessage(error, t('paymentHistory.receipt.failed'))),
    });

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={titleId} data-testid="payment-history-order">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {order.assessmentId ? (
                <Link to={paths.assessment.getHref(order.assessmentId)} className="hover:underline">
                  {order.assessmentTitle}
                </Link>
              ) : (
                order.assessmentTitle
              )}
            </h2>
            <PaymentStatusBadge status={order.displayStatus} />
          </div>
          <p className="text-sm text-slate-500">
            {order.paidAt
              ? t('paymentHistory.paidOn', { date: formatDate(order.paidAt) })
              : t('paymentHistory.orderedOn', { date: formatDate(order.createdAt) })}
            {order.provider === 'test' ? ` · ${t('paymentHistory.testPayment')}` : null}
            {order.provider === 'coupon' ? ` · ${t('paymentHistory.couponGrant')}` : null}
          </p>
          {order.failureReason ? <p className="text-sm text-rose-700">{order.failureReason}</p> : null}
          <p className="font-mono text-xs text-slate-400">
            {t('paymentHistory.orderId', { id: order.orderId })}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:items-end">
          <div className="sm:text-right">
            <p className="text-lg font-semibold text-slate-900" data-testid="payment-amount">
              {money(order.amount)}
            </p>
            {order.discount > 0 ? (
              <p className="text-xs text-slate-500">
                <span className="line-through">{money(order.listPrice)}</span>{' '}
                {order.couponCode
                  ? t('paymentHistory.couponDiscount', {
                      code: order.couponCode,
                      amount: money(order.discount),
                    })
                  : t('paymentHistory.discount', { amount: money(order.discount) })}
              </p>
            ) : null}
          </div>
          {order.hasReceipt ? (
            <Button
              variant="outline"
              size="sm"
              onClick={download}
              loading={receipt.isPending}
              aria-label={t('paymentHistory.receipt.downloadFor', { title: order.assessmentTitle })}
            >
              {receipt.isPending ? null : <FileDown aria-hidden />}
              {receipt.isPending
                ? t('paymentHistory.receipt.preparing')
                : t('paymentHistory.receipt.download')}
            </Button>
          ) : null}
        </div>
      </div>

      {order.refunds.length > 0 ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h3 className="mb-2 flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <Undo2 className="size-4 text-slate-400" aria-hidden />
            {t('paymentHistory.refunds.title')}
          </h3>
          <ul
            className="space-y-2"
            aria-label={t('paymentHistory.refunds.listFor', { title: order.assessmentTitle })}
          >
            {order.refunds.map((refund) => (
              <li
                key={refund.refundId}
                className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="text-slate-700">
                    <span className="font-medium text-slate-900">
                      {formatPrice(refund.amount, refund.currency)}
                    </span>{' '}
                    · {formatDate(refund.processedAt ?? refund.createdAt)}
                  </p>
                  <p className="text-xs break-words text-slate-500">{refund.reason}</p>
                </div>
                <Badge tone={refundTones[refund.status]} className="self-start sm:self-auto">
                  {t(`paymentHistory.refunds.status.${refund.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
          {order.refundedAmount > 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              {t('paymentHistory.refunds.total', {
                refunded: money(order.refundedAmount),
                paid: money(order.amount),
              })}
              {order.displayStatus === 'refunded' ? ` ${t('paymentHistory.refunds.accessEnded')}` : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
