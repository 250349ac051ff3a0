import { LayoutDashboard, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePaymentHistory } from '@/features/payments/api/get-payment-history';
import { PaymentHistoryItem } from '@/features/payments/components/history/payment-history-item';
import { getErrorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /payment-history — the person's orders, refunds and PDF receipts (spec §1, §2; issue 12 item 8). */
export function PaymentHistoryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('userPages.paymentHistory'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const history = usePaymentHistory(page);

  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('userPages.paymentHistory')} description={t('paymentHistory.description')} />
      {history.isPending ? (
        <div className="space-y-4" role="status" aria-label={t('paymentHistory.loading')}>
          {[0, 1, 2].map((key) => (
            <Card key={key} className="p-5 sm:p-6">
              <div className="flex justify-between gap-4">
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-56 max-w-full" />
                  <Skeleton className="h-4 w-40" />
                </div>
                <Skeleton className="h-7 w-20" />
              </div>
            </Card>
          ))}
        </div>
      ) : history.isError ? (
        <LoadError
          title={getErrorMessage(history.error, t('paymentHistory.loadFailed'))}
          onRetry={() => history.refetch()}
          retrying={history.isRefetching}
          icon={false}
        />
      ) : history.data.orders.length === 0 && page === 1 ? (
        <Card>
          <EmptyState
            icon={Receipt}
            title={t('paymentHistory.empty.title')}
            description={t('paymentHistory.empty.description')}
            action={
              <Button asChild>
                <Link to={paths.dashboard.getHref()}>
                  <LayoutDashboard aria-hidden />
                  {t('paymentHistory.empty.action')}
                </Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="space-y-4" aria-busy={history.isPlaceholderData || undefined}>
          {history.data.orders.length === 0 ? (
            <Card>
              <EmptyState
                icon={Receipt}
                size="sm"
                title={t('paymentHistory.pastLastPage')}
                action={
                  <Button variant="outline" onClick={() => goTo(1)}>
                    {t('paymentHistory.firstPage')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <ul className="space-y-4" aria-label={t('paymentHistory.listLabel')}>
              {history.data.orders.map((order) => (
                <li key={order.orderId}>
                  <PaymentHistoryItem order={order} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            pagination={history.data.pagination}
            onPageChange={goTo}
            busy={history.isPlaceholderData}
            label={t('paymentHistory.pagesLabel')}
          />
        </div>
      )}
    </div>
  );
}
