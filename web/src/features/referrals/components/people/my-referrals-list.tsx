import { type MyReferral, REFERRAL_STATUSES, type ReferralStatus } from '@pathwise/contract';
import { Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useMyReferrals } from '../../api/get-my-referrals';

export const MY_REFERRALS_PAGE_SIZE = 10;

const STATUS_TONE: Record<ReferralStatus, NonNullable<BadgeProps['tone']>> = {
  invited: 'neutral',
  joined: 'brand',
  qualified: 'warning',
  rewarded: 'success',
  capped: 'neutral',
  cancelled: 'danger',
};

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`referrals.status.${status}`)}</Badge>;
}

/** The people this person invited (first name and masked e-mail only), filtered by status, paged. */
export function MyReferralsList() {
  const { t } = useTranslation();
  const headingId = useId();
  const filterId = useId();
  const [status, setStatus] = useState<ReferralStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useMyReferrals({ page, limit: MY_REFERRALS_PAGE_SIZE, status: status || undefined });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('referrals.list.loading')} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16 w-full rounded-lg" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={getErrorMessage(query.error, t('referrals.list.loadFailed'))}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (query.data.referrals.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={Users}
        title={status ? t('referrals.list.emptyFilteredTitle') : t('referrals.list.emptyTitle')}
        description={status ? t('referrals.list.emptyFiltered') : t('referrals.list.empty')}
        className="rounded-lg border border-dashed border-slate-200"
      />
    );
  } else {
    body = (
      <div className="space-y-3">
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {query.data.referrals.map((referral) => (
            <MyReferralRow key={referral.id} referral={referral} />
          ))}
        </ul>
        <Pager
          pagination={query.data.pagination}
          onPageChange={setPage}
          busy={query.isPlaceholderData}
          label={t('referrals.list.pagination')}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('referrals.list.title')}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-slate-600">
            {t('referrals.list.filterLabel')}
          </label>
          <div className="w-52">
            <Select
              id={filterId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ReferralStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('referrals.list.allStatuses')}</option>
              {REFERRAL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`referrals.status.${value}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}

function MyReferralRow({ referral }: { referral: MyReferral }) {
  const { t } = useTranslation();
  const dates = [
    t('referrals.list.invitedOn', { date: formatDate(referral.createdAt) }),
    referral.qualifiedAt ? t('referrals.list.purchasedOn', { date: formatDate(referral.qualifiedAt) }) : null,
    referral.rewardedAt ? t('referrals.list.rewardedOn', { date: formatDate(referral.rewardedAt) }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 px-3.5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{referral.firstName}</p>
        <p className="truncate text-sm text-slate-500">{referral.maskedEmail}</p>
        <p className="mt-1 text-xs text-slate-500">{dates.join(' · ')}</p>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end sm:text-right">
        <ReferralStatusBadge status={referral.status} />
        <p className="text-xs text-slate-500">{t(`referrals.statusHint.${referral.status}`)}</p>
      </div>
    </li>
  );
}
