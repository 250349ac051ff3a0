import type { ReferralCoupon } from '@pathwise/contract';
import { TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { CopyButton } from './copy-button';

/** Whether a personal coupon can still be spent (not used, not past its date). */
export function isCouponLive(coupon: ReferralCoupon): boolean {
  return !coupon.isUsed && !coupon.isExpired;
}

/**
 * One personal coupon (a reward or the welcome discount): its code with Copy while it can be spent,
 * what it gives, and until when, or that it was used or has expired.
 */
export function ReferralCouponItem({ coupon }: { coupon: ReferralCoupon }) {
  const { t } = useTranslation();
  const live = isCouponLive(coupon);
  // A used coupon's badge says it all; an expired one says when; a live one until when.
  let state: string | null = null;
  if (coupon.isExpired && !coupon.isUsed && coupon.validUntil) {
    state = t('referrals.rewards.expiredOn', { date: formatDate(coupon.validUntil) });
  } else if (live) {
    state = coupon.validUntil
      ? t('referrals.rewards.validUntil', { date: formatDate(coupon.validUntil) })
      : t('referrals.rewards.noExpiry');
  }

  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-3.5 py-3',
        live ? 'border-emerald-200 bg-emerald-50/60' : 'border-slate-200 bg-slate-50',
      )}
    >
      <TicketPercent
        className={cn('size-5 shrink-0', live ? 'text-emerald-600' : 'text-slate-400')}
        aria-hidden
      />
      <div className="min-w-0 flex-1 basis-52">
        <p className="flex flex-wrap items-center gap-2">
          <code
            className={cn(
              'font-mono text-sm font-semibold tracking-wider whitespace-nowrap select-all',
              live ? 'text-slate-900' : 'text-slate-500 line-through decoration-slate-400',
            )}
          >
            {coupon.code}
          </code>
          <span className={cn('text-sm font-medium', live ? 'text-emerald-800' : 'text-slate-500')}>
            {coupon.label}
          </span>
          {live ? null : (
            <Badge tone={coupon.isUsed ? 'neutral' : 'warning'}>
              {coupon.isUsed ? t('referrals.rewards.used') : t('referrals.rewards.expired')}
            </Badge>
          )}
        </p>
        {state ? <p className="mt-0.5 text-xs text-slate-500">{state}</p> : null}
      </div>
      {live ? (
        <CopyButton
          value={coupon.code}
          label={t('referrals.link.copyCode')}
          accessibleLabel={t('referrals.copy.coupon', { code: coupon.code })}
          size="sm"
        />
      ) : null}
    </div>
  );
}
