import { type AdminReferral, formatPrice } from '@pathwise/contract';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { ReferralStatusBadge } from './referral-status-badge';
import { useWideScreen } from './use-wide-screen';

type ReferralsListProps = {
  referrals: readonly AdminReferral[];
  /** The next page or filter is loading: the rows stay, dimmed. */
  busy?: boolean;
  /** Referrals whose reward is being issued right now. */
  issuing: ReadonlySet<string>;
  onIssue: (referral: AdminReferral) => void;
};

/** Whether an admin may issue the reward by hand: qualified (skipping the wait) or capped (beyond the cap). */
export function canIssueReward(referral: Pick<AdminReferral, 'status'>): boolean {
  return referral.status === 'qualified' || referral.status === 'capped';
}

/** One page of referrals: a table on wide screens, cards on phones and tablets (only one is drawn). */
export function ReferralsList({ referrals, busy, issuing, onIssue }: ReferralsListProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const dim = busy ? 'opacity-70 transition-opacity' : '';

  if (!wide) {
    return (
      <ul className={`divide-y divide-slate-100 ${dim}`} aria-busy={busy || undefined}>
        {referrals.map((referral) => (
          <li key={referral.id} className="space-y-2 px-5 py-4" data-testid={`referral-row-${referral.id}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex min-w-0 items-baseline gap-2">
                  <span className="truncate font-medium text-slate-900">{referral.referrer.name || '—'}</span>
                  <span className="shrink-0 font-mono text-xs tracking-wide text-slate-500">
                    <span className="sr-only">{t('adminReferrals.list.code')} </span>
                    {referral.code}
                  </span>
                </p>
                <p className="truncate text-xs text-slate-500">{referral.referrer.email}</p>
              </div>
              <div className="shrink-0">
                <ReferralStatusBadge status={referral.status} />
              </div>
            </div>
            <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="truncate">
                <span className="text-slate-500">{t('adminReferrals.list.referee')}:</span>{' '}
                <span className="font-medium text-slate-900">{referral.referee.name || '—'}</span>
              </p>
              <p className="truncate text-xs text-slate-500">{referral.referee.email}</p>
            </div>
            {referral.qualifyingAmount !== null || referral.rewardCoupon ? (
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{t('adminReferrals.list.purchase')}</dt>
                  <dd>
                    <Purchase referral={referral} />
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-slate-500">{t('adminReferrals.list.reward')}</dt>
                  <dd>
                    <Reward referral={referral} />
                  </dd>
                </div>
              </dl>
            ) : null}
            <StatusNote referral={referral} />
            <Timeline referral={referral} inline />
            {canIssueReward(referral) ? (
              <IssueButton referral={referral} busy={issuing.has(referral.id)} onIssue={onIssue} full />
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={dim} aria-busy={busy || undefined}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('adminReferrals.list.caption')}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
              {t('adminReferrals.list.referrer')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.list.referee')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.list.status')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('adminReferrals.list.purchase')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.list.reward')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.list.dates')}
            </th>
            <th scope="col" className="py-2.5 pr-6 pl-3 font-medium">
              <span className="sr-only">{t('adminReferrals.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {referrals.map((referral) => (
            <tr key={referral.id} className="align-top" data-testid={`referral-row-${referral.id}`}>
              <td className="max-w-52 py-3 pr-3 pl-6">
                <Person name={referral.referrer.name} email={referral.referrer.email} code={referral.code} />
              </td>
              <td className="max-w-52 px-3 py-3">
                <Person name={referral.referee.name} email={referral.referee.email} />
              </td>
              <td className="w-48 px-3 py-3">
                <ReferralStatusBadge status={referral.status} />
                <StatusNote referral={referral} />
                <p className="mt-1 truncate text-xs text-slate-500" title={referral.configName}>
                  {t('adminReferrals.list.terms', { name: referral.configName })}
                </p>
              </td>
              <td className="px-3 py-3 text-right">
                <Purchase referral={referral} />
              </td>
              <td className="w-48 px-3 py-3">
                <Reward referral={referral} />
              </td>
              <td className="px-3 py-3">
                <Timeline referral={referral} />
              </td>
              <td className="py-3 pr-6 pl-3 text-right">
                {canIssueReward(referral) ? (
                  <IssueButton referral={referral} busy={issuing.has(referral.id)} onIssue={onIssue} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Person({
  label,
  name,
  email,
  code,
}: {
  label?: string;
  name: string;
  email: string;
  code?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="block min-w-0">
      {label ? <span className="block text-xs text-slate-500">{label}</span> : null}
      <span className="block truncate font-medium text-slate-900" title={name}>
        {name || '—'}
      </span>
      <span className="block truncate text-xs text-slate-500" title={email}>
        {email}
      </span>
      {code ? (
        <span className="mt-0.5 block text-xs text-slate-500">
          {t('adminReferrals.list.code')}{' '}
          <span className="font-mono tracking-wide text-slate-700">{code}</span>
        </span>
      ) : null}
    </span>
  );
}

function Purchase({ referral }: { referral: AdminReferral }) {
  if (referral.qualifyingAmount === null || referral.qualifyingCurrency === null) {
    return <span className="text-slate-400">—</span>;
  }
  return (
    <span className="font-medium text-slate-900 tabular-nums">
      {formatPrice(referral.qualifyingAmount, referral.qualifyingCurrency)}
    </span>
  );
}

function Reward({ referral }: { referral: AdminReferral }) {
  const { t } = useTranslation();
  const coupon = referral.rewardCoupon;
  if (!coupon) return <span className="text-slate-400">—</span>;
  const state = coupon.isUsed
    ? t('adminReferrals.list.couponUsed')
    : coupon.isExpired
      ? t('adminReferrals.list.couponExpired')
      : coupon.validUntil
        ? t('adminReferrals.list.couponValidUntil', { date: formatDate(coupon.validUntil) })
        : t('adminReferrals.list.couponUnused');
  return (
    <span className="block min-w-0">
      <span className="block truncate font-mono text-xs tracking-wide text-slate-800" title={coupon.code}>
        {coupon.code}
      </span>
      <span className="block text-xs text-slate-500">
        <span className="text-slate-700">{coupon.label}</span>
        <span aria-hidden> · </span>
        <span>{state}</span>
      </span>
    </span>
  );
}

/** What the status means for this referral, where a word helps. */
function StatusNote({ referral }: { referral: AdminReferral }) {
  const { t } = useTranslation();
  let note: string | null = null;
  if (referral.status === 'qualified') {
    note = referral.rewardDueAt
      ? t('adminReferrals.list.rewardDue', { date: formatDateTime(referral.rewardDueAt) })
      : t('adminReferrals.list.rewardQueued');
  } else if (referral.status === 'capped') note = t('adminReferrals.list.cappedNote');
  else if (referral.status === 'cancelled') note = t('adminReferrals.list.cancelledNote');
  else if (referral.status === 'invited') note = t('adminReferrals.list.invitedNote');
  return note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null;
}

function Timeline({ referral, inline = false }: { referral: AdminReferral; inline?: boolean }) {
  const { t } = useTranslation();
  const steps: Array<[string, string | null]> = [
    ['referred', referral.createdAt],
    ['joined', referral.joinedAt],
    ['qualified', referral.qualifiedAt],
    ['rewarded', referral.rewardedAt],
    ['cancelled', referral.cancelledAt],
  ];
  const present = steps.filter((step): step is [string, string] => step[1] !== null);
  return (
    <ul
      className={inline ? 'flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500' : 'space-y-0.5 text-xs'}
    >
      {present.map(([step, date]) => (
        <li key={step} className="whitespace-nowrap">
          <span className="text-slate-500">{t(`adminReferrals.list.timeline.${step}`)}</span>{' '}
          <time dateTime={date} className="text-slate-700">
            {formatDate(date)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function IssueButton({
  referral,
  busy,
  onIssue,
  full = false,
}: {
  referral: AdminReferral;
  busy: boolean;
  onIssue: (referral: AdminReferral) => void;
  full?: boolean;
}) {
  const { t } = useTranslation();
  const capped = referral.status === 'capped';
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      disabled={busy}
      className={full ? 'w-full' : 'whitespace-nowrap'}
      onClick={() => onIssue(referral)}
      aria-label={t(capped ? 'adminReferrals.issue.buttonCappedFor' : 'adminReferrals.issue.buttonFor', {
        name: referral.referrer.name,
        referee: referral.referee.name,
      })}
      data-testid={`issue-reward-${referral.id}`}
    >
      {busy ? null : <Gift aria-hidden />}
      {busy
        ? t('adminReferrals.issue.issuing')
        : capped
          ? t('adminReferrals.issue.buttonCapped')
          : t('adminReferrals.issue.button')}
    </Button>
  );
}
