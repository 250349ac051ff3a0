import { type Coupon, formatPrice } from '@pathwise/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useCouponUsage } from '../api/get-coupon-usage';
import { couponFailureMessage } from '../utils/failure-message';

type CouponUsageDialogProps = {
  coupon: Coupon | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * Who used a coupon, on which profiler and order, for how much, and when — newest first, a page at
 * a time. Each redemption links to its order in the payments console.
 */
export function CouponUsageDialog({ coupon, onOpenChange }: CouponUsageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={onOpenChange}
      title={t('coupons.usageDialog.title', { code: coupon?.code ?? '' })}
      className="sm:max-w-3xl"
    >
      {coupon ? <UsageHistory coupon={coupon} /> : null}
    </Dialog>
  );
}

function UsageHistory({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCouponUsage(coupon.id, page);
  const failure = query.isError ? couponFailureMessage(query.error, t('coupons.toasts.usageFailed')) : null;
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  if (query.isPending) {
    return (
      <div className="space-y-2" role="status" aria-busy aria-label={t('coupons.usageDialog.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <LoadError title={failure} onRetry={() => query.refetch()} retrying={query.isRefetching} />;
  }

  const { usages, pagination, coupon: stored } = query.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {t('coupons.usageDialog.summary', {
          used: stored.usedCount,
          limit: stored.usageLimit ?? t('coupons.unlimited'),
        })}
      </p>
      {usages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          {t('coupons.usageDialog.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table
            className="w-full min-w-[36rem] text-left text-sm"
            aria-busy={query.isPlaceholderData || undefined}
          >
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('coupons.usageDialog.user')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('coupons.usageDialog.profiler')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('coupons.usageDialog.discount')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('coupons.usageDialog.order')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('coupons.usageDialog.usedAt')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {usages.map((usage) => (
                <tr key={usage.id}>
                  <td className="px-3 py-2.5">
                    <span className="block font-medium text-slate-900">
                      {usage.userName ?? t('coupons.usageDialog.unknownUser')}
                    </span>
                    {usage.userEmail ? (
                      <span className="text-xs text-slate-500">{usage.userEmail}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2.5 text-slate-700">
                    {usage.assessmentTitle ?? t('coupons.usageDialog.unknownProfiler')}
                  </td>
                  <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">
                    {formatPrice(usage.discount, usage.currency)}
                  </td>
                  <td className="px-3 py-2.5 text-slate-700">
                    {usage.orderId ? (
                      <Link
                        to={`${paths.admin.payments.getHref()}?order=${encodeURIComponent(usage.orderId)}`}
                        className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                        aria-label={t('coupons.usageDialog.openOrder', { id: usage.orderId })}
                      >
                        {usage.amountPaid === null
                          ? usage.orderId.slice(0, 8)
                          : t('coupons.usageDialog.paid', {
                              amount: formatPrice(usage.amountPaid, usage.currency),
                            })}
                      </Link>
                    ) : (
                      <span className="text-slate-400">{t('coupons.usageDialog.noOrder')}</span>
                    )}
                  </td>
                  <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">
                    {formatDateTime(usage.usedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={pagination} onPageChange={setPage} busy={query.isPlaceholderData} />
    </div>
  );
}
