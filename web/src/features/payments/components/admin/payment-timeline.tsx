import { type AdminPaymentEvent, formatPrice, fromMinorUnits } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/** Kinds with their own label and colour; any other kind shows as it is. */
const KNOWN_KINDS: Record<string, 'good' | 'bad' | 'neutral'> = {
  'order.created': 'neutral',
  'order.replaced': 'neutral',
  'order.expired': 'neutral',
  'order.paid': 'good',
  'order.granted_with_coupon': 'good',
  'order.refunded': 'neutral',
  'provider.order_created': 'neutral',
  'provider.error': 'bad',
  'test.payment_made': 'neutral',
  'payment.authorized': 'neutral',
  'payment.captured': 'good',
  'payment.failed': 'bad',
  'payment.duplicate': 'neutral',
  'coupon.redeemed': 'neutral',
  'coupon.over_limit': 'bad',
  'refund.requested': 'neutral',
  'refund.processed': 'good',
  'refund.failed': 'bad',
  'refund.provider_error': 'bad',
  'webhook.mismatch': 'bad',
  'verify.mismatch': 'bad',
  'verify.not_captured': 'bad',
  'verify.rejected': 'bad',
};

const DOT = { good: 'bg-emerald-500', bad: 'bg-rose-500', neutral: 'bg-slate-300' } as const;

/** The event's summary as short "key: value" lines; amounts in minor units shown as money. */
function summaryLines(summary: AdminPaymentEvent['summary'], currency: string): string[] {
  if (!summary) return [];
  return Object.entries(summary).flatMap(([key, value]) => {
    if (value === null || value === undefined || value === '') return [];
    if (/minor$/i.test(key) && typeof value === 'number') {
      return [`${key.replace(/Minor$/, '')}: ${formatPrice(fromMinorUnits(value, currency), currency)}`];
    }
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return [`${key}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`];
  });
}

/** What happened to the order, oldest first. */
export function PaymentTimeline({ events, currency }: { events: AdminPaymentEvent[]; currency: string }) {
  const { t } = useTranslation();
  if (events.length === 0)
    return <p className="text-sm text-slate-500">{t('adminPayments.detail.noEvents')}</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" data-testid="payment-timeline">
      {events.map((event) => {
        const tone = KNOWN_KINDS[event.kind] ?? 'neutral';
        const label =
          event.kind in KNOWN_KINDS ? t(`adminPayments.events.${event.kind.replace('.', '_')}`) : event.kind;
        const lines = summaryLines(event.summary, currency);
        return (
          <li key={event.id} className="relative">
            <span
              className={cn(
                'absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-white',
                DOT[tone],
              )}
              aria-hidden
            />
            <p className="text-sm font-medium text-slate-900">{label}</p>
            <p className="text-xs text-slate-500">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, { seconds: true })}</time>
              {event.providerEventId ? ` · ${event.providerEventId}` : ''}
            </p>
            {lines.length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-xs break-words text-slate-600">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
