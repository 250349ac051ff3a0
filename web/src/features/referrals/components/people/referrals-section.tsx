import { Gift } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useReferralsProgramme } from '../../hooks/use-referrals-programme';
import { ApplyReferralCodeForm } from './apply-referral-code-form';
import { MyReferralsList } from './my-referrals-list';
import { ReferralLinkPanel } from './referral-link-panel';
import { ReferralStatsFigures } from './referral-stats';
import { ReferralTermsList } from './referral-terms';
import { hasWelcomeToUse, ReferredByPanel } from './referred-by-panel';
import { RewardCoupons } from './reward-coupons';

/**
 * /account#referrals, the full version: the person's code and link, the terms in words, their
 * figures, reward coupons and the people they invited; and who invited them (with the welcome
 * discount) or "Have a friend's code?". Nothing at all while the programme is off or its status is
 * still unknown. The `referral_reward` notification links here.
 */
export function ReferralsSection({ anchorId }: { anchorId: string }) {
  const { t } = useTranslation();
  const { visible, pending, stats, config } = useReferralsProgramme();
  const { hash } = useLocation();
  const scrolled = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  const ready = visible && !pending;
  const referredBy = stats.data?.referredBy ?? null;
  // A welcome discount to accept or still to spend leads the section; once used or gone, who invited
  // the person is history and moves to the end.
  const welcomeActionable = hasWelcomeToUse(referredBy);

  // The page scrolls to #fragments on arrival, before this section exists: catch up once it shows.
  useEffect(() => {
    if (!ready || scrolled.current || hash !== `#${anchorId}`) return;
    scrolled.current = true;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash, anchorId]);

  if (!visible) return null;

  return (
    <div id={anchorId} ref={ref} className="scroll-mt-24">
      <Card aria-labelledby={`${anchorId}-title`}>
        <CardHeader>
          <CardTitle id={`${anchorId}-title`} className="flex items-center gap-2">
            <Gift className="size-5 text-slate-400" aria-hidden />
            {t('referrals.title')}
          </CardTitle>
          <CardDescription>{t('referrals.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-8 pt-3">
          {pending ? (
            <SectionSkeleton label={t('referrals.loading')} />
          ) : !stats.data ? (
            <LoadError
              title={getErrorMessage(stats.error, t('referrals.loadFailed'))}
              onRetry={() => stats.refetch()}
              retrying={stats.isRefetching}
            />
          ) : (
            <>
              {referredBy && welcomeActionable ? (
                <div className="border-b border-slate-100 pb-6">
                  <ReferredByPanel referredBy={referredBy} />
                </div>
              ) : null}
              <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
                <ReferralLinkPanel code={stats.data.code} link={stats.data.link} />
                {config.isError ? (
                  <LoadError
                    title={getErrorMessage(config.error, t('referrals.terms.loadFailed'))}
                    onRetry={() => config.refetch()}
                    retrying={config.isRefetching}
                  />
                ) : config.data ? (
                  <ReferralTermsList config={config.data} />
                ) : null}
              </div>
              <ReferralStatsFigures stats={stats.data} />
              <RewardCoupons rewards={stats.data.rewards} />
              <MyReferralsList />
              {referredBy && welcomeActionable ? null : (
                <div className="border-t border-slate-100 pt-6">
                  {referredBy ? <ReferredByPanel referredBy={referredBy} /> : <ApplyReferralCodeForm />}
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-10 w-full" />
        </div>
        <div className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      </div>
      <div className="grid grid-cols-6 gap-3 lg:grid-cols-5">
        {['col-span-2', 'col-span-2', 'col-span-2', 'col-span-3', 'col-span-3'].map((span, cell) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={cell} className={`${span} h-18 rounded-lg lg:col-span-1`} />
        ))}
      </div>
      <Skeleton className="h-24 w-full rounded-lg" />
    </div>
  );
}
