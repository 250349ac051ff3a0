import type { AdminUserDetail, ReferralStatus } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { Row } from './detail-parts';

const STATUS_TONE: Record<ReferralStatus, NonNullable<BadgeProps['tone']>> = {
  invited: 'neutral',
  joined: 'brand',
  qualified: 'warning',
  rewarded: 'success',
  capped: 'neutral',
  cancelled: 'danger',
};

function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`adminUsers.detail.referralStatus.${status}`)}</Badge>;
}

/** The referrals console filtered to what the admin is looking at (a code or an address). */
const referralsHref = (referrer: string) =>
  `${paths.admin.referrals.getHref()}?referrer=${encodeURIComponent(referrer)}`;

/**
 * One person's part in the referral programme (decision 019): their own code, who brought them in,
 * and the people they brought, by status, with the newest ten.
 */
export function UserReferrals({ referrals }: { referrals: AdminUserDetail['referrals'] }) {
  const { t } = useTranslation();
  const { code, referredBy, counts, recent } = referrals;
  const purchased = counts.qualified + counts.rewarded + counts.capped;
  return (
    <div className="space-y-3">
      <dl>
        <Row label={t('adminUsers.detail.referralCode')}>
          {code ? <span className="font-mono">{code}</span> : t('adminUsers.detail.noReferralCode')}
        </Row>
        <Row label={t('adminUsers.detail.referredBy')}>
          {referredBy ? (
            <span className="flex flex-wrap items-center gap-2">
              <span>
                {referredBy.referrer.name || referredBy.referrer.email}{' '}
                <span className="text-slate-500">({referredBy.referrer.email})</span>
              </span>
              <ReferralStatusBadge status={referredBy.status} />
            </span>
          ) : (
            t('adminUsers.detail.notReferred')
          )}
        </Row>
        <Row label={t('adminUsers.detail.peopleReferred')}>
          {counts.total === 0
            ? t('adminUsers.detail.noneReferred')
            : t('adminUsers.detail.referredCounts', {
                total: counts.total,
                purchased,
                rewarded: counts.rewarded,
              })}
        </Row>
      </dl>
      {recent.length > 0 ? (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t('adminUsers.detail.recentReferrals')}
        >
          {recent.map((referral) => (
            <li
              key={referral.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">
                  {referral.referee.name || referral.referee.email}
                </p>
                <p className="break-words text-xs text-slate-500">
                  {referral.referee.email} · {formatDate(referral.createdAt)}
                </p>
              </div>
              <ReferralStatusBadge status={referral.status} />
            </li>
          ))}
        </ul>
      ) : null}
      {code || referredBy ? (
        <Link
          className="inline-flex text-sm font-medium text-brand-700 hover:underline"
          to={referralsHref(code ?? referredBy?.code ?? '')}
        >
          {t('adminUsers.detail.openReferrals')}
        </Link>
      ) : null}
    </div>
  );
}
