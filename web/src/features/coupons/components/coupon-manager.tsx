import type { Coupon, Currency } from '@pathwise/contract';
import { Plus, Search, TicketPercent } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCouponPage } from '../api/get-coupon-page';
import { couponFailureMessage } from '../utils/failure-message';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponRow } from './coupon-row';
import { CouponUsageDialog } from './coupon-usage-dialog';

const SEARCH_DEBOUNCE_MS = 300;

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; coupon: Coupon }
  | { kind: 'delete'; coupon: Coupon }
  | { kind: 'usage'; coupon: Coupon }
  | null;

type CouponManagerProps = {
  /** The enabled currencies a fixed-amount coupon may use. */
  currencies: readonly Currency[];
  defaultCurrency: string;
  /** Deleting a coupon takes profilers off sale: the page refreshes what shows them. */
  onCouponDeleted?: () => void;
};

/** The coupons screen: search, the paged list, and the create, edit, delete and usage dialogs. */
export function CouponManager({ currencies, defaultCurrency, onCouponDeleted }: CouponManagerProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts from its first page.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debouncedSearch, page: next });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const query = useCouponPage({ search: debouncedSearch, page });
  const remove = useDeleteCoupon();
  const closeDialog = (open: boolean) => !open && setDialog(null);

  // Deleting the last coupon of the last page leaves that page empty: step back to one with coupons.
  const emptiedPage = page > 1 && query.data?.coupons.length === 0 && !query.isPlaceholderData;
  useEffect(() => {
    if (emptiedPage) setPaging((current) => ({ ...current, page: current.page - 1 }));
  }, [emptiedPage]);

  const failure = query.isError ? couponFailureMessage(query.error, t('coupons.toasts.fetchFailed')) : null;
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  const confirmDelete = (coupon: Coupon) =>
    remove.mutate(coupon.id, {
      onSuccess: (message) => {
        toast.success(message);
        onCouponDeleted?.();
        setDialog(null);
      },
      onError: (error) => toast.error(couponFailureMessage(error, t('coupons.toasts.deleteFailed'))),
    });

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('coupons.searchLabel')}
          </label>
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
          <Input
            id={searchId}
            type="search"
            className="pl-9 sm:max-w-sm"
            value={search}
            placeholder={t('coupons.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {query.data ? (
          <p className="text-sm text-slate-500" aria-live="polite">
            {t('coupons.count', { count: query.data.pagination.total })}
          </p>
        ) : null}
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden />
          {t('coupons.newCoupon')}
        </Button>
      </div>

      {query.isPending ? (
        <ul
          className="divide-y divide-slate-100"
          role="status"
          aria-busy
          aria-label={t('coupons.loadingList')}
        >
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex flex-col gap-3 px-5 py-4 sm:px-6">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-10 w-full" />
            </li>
          ))}
        </ul>
      ) : query.isError && !query.data ? (
        <div className="p-5 sm:p-6">
          <LoadError title={failure} onRetry={() => query.refetch()} retrying={query.isRefetching} />
        </div>
      ) : query.data.coupons.length === 0 ? (
        debouncedSearch ? (
          <EmptyState
            icon={Search}
            title={t('coupons.empty.noMatchTitle', { search: debouncedSearch })}
            description={t('coupons.empty.noMatchDescription')}
            action={
              <Button variant="outline" onClick={() => setSearch('')}>
                {t('coupons.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={TicketPercent}
            title={t('coupons.empty.title')}
            description={t('coupons.empty.description')}
            action={
              <Button onClick={() => setDialog({ kind: 'create' })}>
                <Plus aria-hidden />
                {t('coupons.newCoupon')}
              </Button>
            }
          />
        )
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-busy={query.isPlaceholderData || undefined}>
            {query.data.coupons.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                onEdit={() => setDialog({ kind: 'edit', coupon })}
                onDelete={() => setDialog({ kind: 'delete', coupon })}
                onShowUsage={() => setDialog({ kind: 'usage', coupon })}
              />
            ))}
          </ul>
          <div className="border-t border-slate-100 px-5 py-3 empty:hidden sm:px-6">
            <Pager pagination={query.data.pagination} onPageChange={setPage} busy={query.isPlaceholderData} />
          </div>
        </>
      )}

      <CouponFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={closeDialog}
        coupon={dialog?.kind === 'edit' ? dialog.coupon : undefined}
        currencies={currencies}
        defaultCurrency={defaultCurrency}
      />
      <CouponUsageDialog
        coupon={dialog?.kind === 'usage' ? dialog.coupon : null}
        onOpenChange={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={closeDialog}
        title={t('coupons.delete.title', { code: dialog?.kind === 'delete' ? dialog.coupon.code : '' })}
        description={t('coupons.delete.description')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.coupon)}
      />
    </Card>
  );
}
