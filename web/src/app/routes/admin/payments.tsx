import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import {
  type AdminPaymentsFilters,
  filtersFromSearchParams,
  writeFilters,
} from '@/features/payments/api/admin-filters';
import { ExportPaymentsButton } from '@/features/payments/components/admin/export-payments-button';
import { PaymentsConsole } from '@/features/payments/components/admin/payments-console';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The open order and the page live in the address with the filters, so a view survives a reload and can be shared. */
const ORDER_PARAM = 'order';
const PAGE_PARAM = 'page';

/** /admin/payments — every order with filters, totals per currency, revenue per day, refunds and the CSV export. */
export function AdminPaymentsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.payments.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const pageValue = Number(searchParams.get(PAGE_PARAM));
  const page = Number.isInteger(pageValue) && pageValue > 1 ? pageValue : 1;

  // New filters start from their first page.
  const changeFilters = useCallback(
    (next: AdminPaymentsFilters) =>
      setSearchParams((params) => {
        const written = writeFilters(params, next);
        written.delete(PAGE_PARAM);
        return written;
      }),
    [setSearchParams],
  );
  const changePage = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        if (next > 1) params.set(PAGE_PARAM, String(next));
        else params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  const openOrder = useCallback(
    (orderId: string | null) =>
      setSearchParams((params) => {
        if (orderId) params.set(ORDER_PARAM, orderId);
        else params.delete(ORDER_PARAM);
        return params;
      }),
    [setSearchParams],
  );

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.payments.title')}
        description={t('admin.pages.payments.description')}
        actions={<ExportPaymentsButton filters={filters} />}
      />
      <PaymentsConsole
        filters={filters}
        onFiltersChange={changeFilters}
        page={page}
        onPageChange={changePage}
        openOrderId={searchParams.get(ORDER_PARAM)}
        onOpenOrder={openOrder}
      />
    </div>
  );
}
