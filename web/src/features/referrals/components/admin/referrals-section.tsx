import type { AdminReferral } from '@pathwise/contract';
import { Gift, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminReferrals } from '../../api/admin-get-referrals';
import { useProcessReferralBonus } from '../../api/admin-process-bonus';
import {
  ADMIN_REFERRALS_PAGE_SIZES,
  type AdminReferralsFilters,
  EMPTY_ADMIN_REFERRALS_FILTERS,
  hasFilters,
} from '../../api/admin-referrals-filters';
import { ReferralFilters } from './referral-filters';
import { ReferralsList } from './referrals-list';
import { useReturnFocus } from './use-return-focus';

type ReferralsSectionProps = {
  filters: AdminReferralsFilters;
  onFiltersChange: (filters: AdminReferralsFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  limit: number;
  onLimitChange: (limit: number) => void;
};

/**
 * Every referral with filters and pages kept in the address, and the admin's one action on a referral:
 * issuing its reward by hand (a qualified one before its waiting period ends, or a capped one as an
 * exception to the cap), after a question, with the row busy until the server answers.
 */
export function ReferralsSection({
  filters,
  onFiltersChange,
  page,
  onPageChange,
  limit,
  onLimitChange,
}: ReferralsSectionProps) {
  const { t } = useTranslation();
  const limitId = useId();
  const list = useAdminReferrals(filters, page, limit);
  const issue = useProcessReferralBonus();
  const [issuing, setIssuing] = useState<ReadonlySet<string>>(() => new Set());
  // The referral asked about stays set while the question closes, so its words do not change as it fades.
  const [target, setTarget] = useState<AdminReferral | null>(null);
  const [asking, setAskingState] = useState(false);
  const focus = useReturnFocus();
  const setAsking = (open: boolean) => {
    if (!open) focus.restore();
    setAskingState(open);
  };
  const filtered = hasFilters(filters);
  // Nobody has been referred yet: the empty state says so, without filters above it.
  const noReferralsYet = !filtered && list.data?.pagination.total === 0;

  // A page past the end (a shared link, rows that moved) steps back to the last page with referrals.
  const pages = list.data
    ? Math.max(1, Math.ceil(list.data.pagination.total / list.data.pagination.limit))
    : 1;
  const pastEnd =
    page > 1 && !list.isPlaceholderData && list.data !== undefined && list.data.referrals.length === 0;
  useEffect(() => {
    if (pastEnd) onPageChange(pages);
  }, [pastEnd, pages, onPageChange]);

  const ask = (referral: AdminReferral) => {
    focus.remember();
    setTarget(referral);
    setAskingState(true);
  };

  const confirmIssue = () => {
    if (!target) return;
    const { id } = target;
    setAsking(false);
    setIssuing((current) => new Set(current).add(id));
    // mutateAsync: each row's answer arrives on its own promise (mutate's callbacks follow only the
    // latest call, and an admin may issue several rewards before the first answer comes back).
    issue
      .mutateAsync(id)
      .then(
        (response) => {
          if (response.issued) toast.success(response.message);
          else toast.info(response.message);
        },
        (error: unknown) => toast.error(getErrorMessage(error, t('adminReferrals.issue.failed'))),
      )
      .finally(() =>
        setIssuing((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
      );
  };

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <ul
        className="divide-y divide-slate-100"
        role="status"
        aria-busy
        aria-label={t('adminReferrals.list.loading')}
      >
        {[0, 1, 2, 3, 4].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="hidden h-4 w-32 md:block" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError && !list.data) {
    body = (
      <div className="p-5 sm:p-6">
        <LoadError
          title={t('adminReferrals.list.loadFailed')}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        >
          {getErrorMessage(list.error, t('adminReferrals.common.loadFailedHint'))}
        </LoadError>
      </div>
    );
  } else if (list.data.referrals.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('adminReferrals.list.noMatchTitle')}
        description={t('adminReferrals.list.noMatchDescription')}
        action={
          <Button variant="outline" onClick={() => onFiltersChange(EMPTY_ADMIN_REFERRALS_FILTERS)}>
            {t('adminReferrals.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Gift}
        title={t('adminReferrals.list.emptyTitle')}
        description={t('adminReferrals.list.emptyDescription')}
      />
    );
  } else {
    body = (
      <>
        <ReferralsList
          referrals={list.data.referrals}
          busy={list.isPlaceholderData}
          issuing={issuing}
          onIssue={ask}
        />
        <div className="flex flex-col gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex items-center gap-2">
            <label htmlFor={limitId} className="text-sm whitespace-nowrap text-slate-600">
              {t('adminReferrals.list.perPage')}
            </label>
            <div className="w-24">
              <Select
                id={limitId}
                value={String(limit)}
                onChange={(event) => onLimitChange(Number(event.target.value))}
              >
                {ADMIN_REFERRALS_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <Pager
            className="sm:flex-1 sm:justify-end sm:gap-4"
            label={t('adminReferrals.list.pagination')}
            pagination={list.data.pagination}
            busy={list.isPlaceholderData}
            onPageChange={onPageChange}
          />
        </div>
      </>
    );
  }

  const capped = target?.status === 'capped';

  return (
    <div className="space-y-6">
      {noReferralsYet ? null : (
        <Card className="px-5 py-4 sm:px-6">
          <ReferralFilters filters={filters} onChange={onFiltersChange} />
        </Card>
      )}
      <Card data-testid="referrals-list">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900">{t('adminReferrals.list.title')}</h2>
          {list.data && !noReferralsYet ? (
            <p className="text-sm text-slate-500" aria-live="polite">
              {t(filtered ? 'adminReferrals.list.countFiltered' : 'adminReferrals.list.count', {
                count: list.data.pagination.total,
              })}
            </p>
          ) : null}
        </div>
        {body}
      </Card>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="primary"
        title={capped ? t('adminReferrals.issue.confirmCappedTitle') : t('adminReferrals.issue.confirmTitle')}
        description={
          target
            ? capped
              ? t('adminReferrals.issue.confirmCappedDescription', {
                  referrer: target.referrer.name,
                  referee: target.referee.name,
                  terms: target.configName,
                })
              : target.rewardDueAt
                ? t('adminReferrals.issue.confirmDescription', {
                    referrer: target.referrer.name,
                    referee: target.referee.name,
                    date: formatDateTime(target.rewardDueAt),
                  })
                : t('adminReferrals.issue.confirmDescriptionNoDate', {
                    referrer: target.referrer.name,
                    referee: target.referee.name,
                  })
            : ''
        }
        confirmLabel={capped ? t('adminReferrals.issue.confirmCapped') : t('adminReferrals.issue.confirm')}
        onConfirm={confirmIssue}
      />
    </div>
  );
}
