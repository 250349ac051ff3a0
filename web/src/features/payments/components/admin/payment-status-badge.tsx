import type { AdminPaymentRefund, AdminPaymentRow } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type PaymentDisplayStatus = 'created' | 'attempted' | 'paid' | 'partlyRefunded' | 'refunded' | 'failed';

const ORDER_TONES: Record<PaymentDisplayStatus, BadgeProps['tone']> = {
  created: 'neutral',
  attempted: 'warning',
  paid: 'success',
  partlyRefunded: 'brand',
  refunded: 'neutral',
  failed: 'danger',
};

/** A paid order some of whose money went back reads "Partly refunded"; fully refunded orders are 'refunded'. */
export function paymentDisplayStatus(
  row: Pick<AdminPaymentRow, 'status' | 'refundedAmount'>,
): PaymentDisplayStatus {
  if (row.status === 'paid' && row.refundedAmount > 0) return 'partlyRefunded';
  return row.status;
}

/** The order's status, plus "Refund pending" while a refund waits for the provider. */
export function PaymentStatusBadge({
  row,
}: {
  row: Pick<AdminPaymentRow, 'status' | 'refundedAmount' | 'pendingRefundAmount'>;
}) {
  const { t } = useTranslation();
  const status = paymentDisplayStatus(row);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={ORDER_TONES[status]} data-testid="payment-status">
        {t(`adminPayments.status.${status}`)}
      </Badge>
      {row.pendingRefundAmount > 0 ? (
        <Badge tone="warning">{t('adminPayments.status.refundPending')}</Badge>
      ) : null}
    </span>
  );
}

const REFUND_TONES: Record<AdminPaymentRefund['status'], BadgeProps['tone']> = {
  pending: 'warning',
  processed: 'success',
  failed: 'danger',
};

export function RefundStatusBadge({ status }: { status: AdminPaymentRefund['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={REFUND_TONES[status]}>{t(`adminPayments.refundStatus.${status}`)}</Badge>;
}
