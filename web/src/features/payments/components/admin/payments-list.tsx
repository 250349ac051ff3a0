import { type AdminPaymentRow, formatPrice } from '@pathwise/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { PaymentStatusBadge } from './payment-status-badge';

type PaymentsListProps = {
  rows: readonly AdminPaymentRow[];
  onOpen: (row: AdminPaymentRow) => void;
  busy?: boolean;
};

/** When the order counts (paid, else created). */
export function paymentDate(row: Pick<AdminPaymentRow, 'paidAt' | 'createdAt'>): string {
  return formatDateTime(row.paidAt ?? row.createdAt);
}

function Amount({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  return (
    <span className="block">
      <span className="block font-medium text-slate-900 tabular-nums">
        {formatPrice(row.amount, row.currency)}
      </span>
      {row.discount > 0 ? (
        <span className="block text-xs text-slate-500">
          {row.couponCode
            ? t('adminPayments.list.couponDiscount', {
                code: row.couponCode,
                discount: formatPrice(row.discount, row.currency),
              })
            : t('adminPayments.list.discount', { discount: formatPrice(row.discount, row.currency) })}
        </span>
      ) : null}
      {row.refundedAmount > 0 ? (
        <span className="block text-xs text-rose-700">
          {t('adminPayments.list.refunded', { amount: formatPrice(row.refundedAmount, row.currency) })}
        </span>
      ) : null}
    </span>
  );
}

/** One page of orders: a table on wide screens (lg), cards below. Each opens the order's detail. */
export function PaymentsList({ rows, onOpen, busy }: PaymentsListProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-70 transition-opacity' : undefined}>
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">{t('adminPayments.list.caption')}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
              {t('adminPayments.list.date')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminPayments.list.person')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminPayments.list.profiler')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('adminPayments.list.amount')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminPayments.list.status')}
            </th>
            <th scope="col" className="py-2.5 pr-6 pl-3 font-medium">
              {t('adminPayments.list.provider')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.orderId}
              data-testid={`payment-row-${row.orderId}`}
              className="cursor-pointer align-top transition-colors hover:bg-slate-50"
              onClick={() => onOpen(row)}
            >
              <td className="py-3 pr-3 pl-6 text-xs whitespace-nowrap text-slate-600">{paymentDate(row)}</td>
              <td className="max-w-64 px-3 py-3">
                <button
                  type="button"
                  className="block max-w-full truncate rounded text-left font-medium text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                  aria-label={t('adminPayments.list.open', {
                    name: row.person.name,
                    title: row.assessmentTitle,
                  })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {row.person.name}
                </button>
                <span className="block truncate text-xs text-slate-500">{row.person.email}</span>
              </td>
              <td className="max-w-56 px-3 py-3 text-slate-700">
                <span className="line-clamp-2">{row.assessmentTitle}</span>
              </td>
              <td className="px-3 py-3 text-right">
                <Amount row={row} />
              </td>
              <td className="px-3 py-3">
                <PaymentStatusBadge row={row} />
              </td>
              <td className="py-3 pr-6 pl-3 text-slate-600">
                {t(`adminPayments.providers.${row.provider}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-slate-100 lg:hidden">
        {rows.map((row) => (
          <li key={row.orderId} data-testid={`payment-card-${row.orderId}`}>
            <button
              type="button"
              className="flex w-full items-start gap-3 px-5 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6"
              aria-label={t('adminPayments.list.open', { name: row.person.name, title: row.assessmentTitle })}
              onClick={() => onOpen(row)}
            >
              <span className="min-w-0 flex-1 space-y-1.5">
                <span className="flex items-start justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{row.person.name}</span>
                    <span className="block truncate text-xs text-slate-500">{row.person.email}</span>
                  </span>
                  <span className="shrink-0 text-right text-sm">
                    <Amount row={row} />
                  </span>
                </span>
                <span className="block truncate text-sm text-slate-700">{row.assessmentTitle}</span>
                <span className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                  <PaymentStatusBadge row={row} />
                  <span>{t(`adminPayments.providers.${row.provider}`)}</span>
                  <span aria-hidden>·</span>
                  <span>{paymentDate(row)}</span>
                </span>
              </span>
              <ChevronRight className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
