import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/errors';
import { useReferralsProgramme } from '../../hooks/use-referrals-programme';
import { ReferralLinkPanel } from './referral-link-panel';
import { offerSentences, ReferralsPaused } from './referral-terms';
import { hasWelcomeToUse } from './referred-by-panel';

/**
 * Whether the dashboard's card is still being decided or loaded: the dashboard holds its sections
 * until this is false, so the card never pops in and pushes the others down.
 */
export function useReferAFriendPending(): boolean {
  return useReferralsProgramme().pending;
}

/**
 * The dashboard's short "Refer a friend": the link and code with Copy and Share, the offer (what a
 * friend gets, what the person earns), and a link to the full section on /account. Nothing while the programme is off.
 */
export function ReferAFriendCard({ detailsHref }: { detailsHref: string }) {
  const { t } = useTranslation();
  const { visible, pending, stats, config } = useReferralsProgramme();
  if (!visible || pending) return null;

  const welcomeWaiting = hasWelcomeToUse(stats.data?.referredBy);
  const offer = config.data ? offerSentences(config.data) : [];

  return (
    <Card aria-labelledby="refer-a-friend-title" className="overflow-hidden">
      <div className="grid gap-5 p-5 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-8">
        <div className="flex gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <Gift className="size-5" aria-hidden />
          </div>
          <div className="min-w-0 space-y-2">
            <h2 id="refer-a-friend-title" className="text-lg font-semibold text-slate-900">
              {t('referrals.title')}
            </h2>
            {config.data && !config.data.terms ? (
              <ReferralsPaused compact />
            ) : offer.length > 0 ? (
              <p className="text-sm text-slate-600">{offer.join(' ')}</p>
            ) : null}
            {welcomeWaiting ? (
              <p className="text-sm font-medium text-brand-700">{t('referrals.card.welcomeWaiting')}</p>
            ) : null}
            <Link
              to={detailsHref}
              className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {t('referrals.card.more')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
        <div>
          {stats.isError ? (
            <LoadError
              title={getErrorMessage(stats.error, t('referrals.loadFailed'))}
              onRetry={() => stats.refetch()}
              retrying={stats.isRefetching}
            />
          ) : stats.data ? (
            <ReferralLinkPanel code={stats.data.code} link={stats.data.link} compact />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
