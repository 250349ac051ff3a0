import { type AdminPaymentDetailResponse, type AdminPaymentRow, formatPrice } from '@pathwise/contract';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SidePanel } from '@/components/ui/side-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminPayment } from '../../api/admin-get-payment';
import { CopyValue } from './copy-value';
import { PaymentStatusBadge, RefundStatusBadge } from './payment-status-badge';
import { PaymentTimeline } from './payment-timeline';
import { paymentDate } from './payments-list';
import { RefundDialog } from './refund-dialog';

type PaymentDetailPanelProps = {
  /** The open order (kept in the address by the page), or null. */
  orderId: string | null;
  onClose: () => void;
};

/** One order: money, person, profiler, provider ids, refunds and the event timeline; Refund from here. */
export function PaymentDetailPanel({ orderId, onClose }: PaymentDetailPanelProps) {
  const { t } = useTranslation();
  const detail = useAdminPayment(orderId);
  const payment = detail.data?.payment;
  return (
    <SidePanel
      size="md"
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={payment ? payment.person.name : t('adminPayments.detail.title')}
      description={payment ? payment.assessmentTitle : undefined}
      aside={
        payment ? (
          <>
            <PaymentStatusBadge row={payment} />
            <span className="text-xs text-slate-500">{paymentDate(payment)}</span>
          </>
        ) : null
      }
    >
      {detail.isPending ? (
        <div
          className="space-y-4 p-5 sm:p-6"
          role="status"
          aria-busy
          aria-label={t('adminPayments.detail.loading')}
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : detail.isError ? (
        <div className="p-5 sm:p-6">
          <LoadError
            title={t('adminPayments.detail.loadFailed')}
            onRetry={() => detail.refetch()}
            retrying={detail.isRefetching}
          >
            {getErrorMessage(detail.error, t('adminPayments.detail.loadFailedHint'))}
          </LoadError>
        </div>
      ) : (
        <PaymentDetail data={detail.data} />
      )}
    </SidePanel>
  );
}

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="space-y-3 border-b border-slate-100 px-5 py-5 last:border-b-0 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,40%)_1fr] items-baseline gap-3 py-1 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** Why Refund is not offered, when it is not. */
function refundBlocker(payment: AdminPaymentRow): string | null {
  if (payment.status === 'refunded') return 'adminPayments.detail.cannotRefund.refunded';
  if (payment.status !== 'paid') return 'adminPayments.detail.cannotRefund.notPaid';
  if (payment.amountMinor === 0) return 'adminPayments.detail.cannotRefund.free';
  if (payment.refundableAmountMinor <= 0) return 'adminPayments.detail.cannotRefund.nothingLeft';
  return null;
}

function PaymentDetail({ data }: { data: AdminPaymentDetailResponse }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const { payment, events, refunds } = data;
  const money = (amount: number) => formatPrice(amount, payment.currency);
  const blocker = refundBlocker(payment);

  return (
    <div data-testid="payment-detail">
      <Section
        title={t('adminPayments.detail.money')}
        aside={
          blocker ? null : (
            <Button size="sm" variant="danger-outline" onClick={() => setRefunding(true)}>
              <RotateCcw aria-hidden />
              {t('adminPayments.detail.refund')}
            </Button>
          )
        }
      >
        <dl>
          <Row label={t('adminPayments.detail.paid')}>
            <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
          </Row>
          {payment.discount > 0 ? (
            <>
              <Row label={t('adminPayments.detail.listPrice')}>{money(payment.listPrice)}</Row>
              <Row label={t('adminPayments.detail.discount')}>
                −{money(payment.discount)}
                {payment.couponCode ? (
                  <span className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">
                    {payment.couponCode}
                  </span>
                ) : null}
              </Row>
            </>
          ) : null}
          <Row label={t('adminPayments.detail.refunded')}>{money(payment.refundedAmount)}</Row>
          {payment.pendingRefundAmount > 0 ? (
            <Row label={t('adminPayments.detail.refundPending')}>{money(payment.pendingRefundAmount)}</Row>
          ) : null}
          <Row label={t('adminPayments.detail.refundable')}>
            <span data-testid="payment-refundable">{money(payment.refundableAmount)}</span>
          </Row>
        </dl>
        {blocker ? <p className="text-xs text-slate-500">{t(blocker)}</p> : null}
        {payment.lastError ? (
          <p className="rounded-lg bg-rose-50 px-3 py-2 text-xs text-rose-800">
            {t('adminPayments.detail.lastError', { error: payment.lastError })}
          </p>
        ) : null}
      </Section>

      <Section title={t('adminPayments.detail.order')}>
        <dl>
          <Row label={t('adminPayments.detail.person')}>
            <span className="block truncate">{payment.person.name}</span>
            <a
              className="block truncate text-xs text-brand-700 hover:underline"
              href={`mailto:${payment.person.email}`}
            >
              {payment.person.email}
            </a>
          </Row>
          <Row label={t('adminPayments.detail.profiler')}>
            {payment.assessmentTitle}
            {payment.assessmentId === null ? (
              <span className="block text-xs text-slate-500">
                {t('adminPayments.detail.profilerDeleted')}
              </span>
            ) : null}
          </Row>
          <Row label={t('adminPayments.detail.provider')}>
            {t(`adminPayments.providers.${payment.provider}`)}
          </Row>
          <Row label={t('adminPayments.detail.created')}>{formatDateTime(payment.createdAt)}</Row>
          <Row label={t('adminPayments.detail.paidAt')}>
            {payment.paidAt ? formatDateTime(payment.paidAt) : t('adminPayments.detail.none')}
          </Row>
          <Row label={t('adminPayments.detail.orderId')}>
            <CopyValue label={t('adminPayments.detail.orderId')} value={payment.orderId} />
          </Row>
          <Row label={t('adminPayments.detail.providerOrderId')}>
            <CopyValue label={t('adminPayments.detail.providerOrderId')} value={payment.providerOrderId} />
          </Row>
          <Row label={t('adminPayments.detail.providerPaymentId')}>
            <CopyValue
              label={t('adminPayments.detail.providerPaymentId')}
              value={payment.providerPaymentId}
            />
          </Row>
        </dl>
      </Section>

      <Section title={t('adminPayments.detail.refunds', { count: refunds.length })}>
        {refunds.length === 0 ? (
          <p className="text-sm text-slate-500">{t('adminPayments.detail.noRefunds')}</p>
        ) : (
          <ul className="space-y-3" data-testid="payment-refunds">
            {refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold tabular-nums">{money(refund.amount)}</span>
                  <RefundStatusBadge status={refund.status} />
                </div>
                <p className="mt-1 break-words text-slate-700">{refund.reason}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {t('adminPayments.detail.refundBy', {
                    name: refund.requestedBy.name,
                    date: formatDateTime(refund.createdAt),
                  })}
                  {refund.processedAt
                    ? ` · ${t('adminPayments.detail.refundProcessed', { date: formatDateTime(refund.processedAt) })}`
                    : ''}
                </p>
                {refund.failureReason ? (
                  <p className="mt-1 text-xs break-words text-rose-700">{refund.failureReason}</p>
                ) : null}
                {refund.providerRefundId ? (
                  <div className="mt-2">
                    <CopyValue
                      label={t('adminPayments.detail.providerRefundId')}
                      value={refund.providerRefundId}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('adminPayments.detail.timeline')}>
        <PaymentTimeline events={events} currency={payment.currency} />
      </Section>

      <RefundDialog open={refunding} onOpenChange={setRefunding} payment={payment} />
    </div>
  );
}
