import type { ReferredBy } from '@pathwise/contract';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { useActivateReferral } from '../../api/activate-referral';
import { isCouponLive, ReferralCouponItem } from './referral-coupon-item';

/** Whether the person has a welcome discount to accept, or accepted and still to spend. */
export function hasWelcomeToUse(referredBy: ReferredBy | null | undefined): boolean {
  if (!referredBy) return false;
  return (
    referredBy.canActivate || Boolean(referredBy.welcomeCoupon && isCouponLive(referredBy.welcomeCoupon))
  );
}

/**
 * Who invited the person and their welcome discount: "Accept my welcome discount" issues their
 * personal coupon (POST /referrals/activate), which checkout then offers them; once accepted, the
 * coupon with its code and expiry.
 */
export function ReferredByPanel({ referredBy }: { referredBy: ReferredBy }) {
  const { t } = useTranslation();
  const activate = useActivateReferral();
  const name = referredBy.referrerFirstName;
  const coupon = referredBy.welcomeCoupon;

  const accept = () =>
    activate.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
    });

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('referrals.referredBy.title')}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{t('referrals.referredBy.by', { name })}</p>
      </div>
      {coupon ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">{t('referrals.referredBy.couponTitle')}</p>
          <ReferralCouponItem coupon={coupon} />
          {isCouponLive(coupon) ? (
            <p className="text-sm text-slate-500">{t('referrals.referredBy.atCheckout')}</p>
          ) : null}
        </div>
      ) : referredBy.canActivate && referredBy.welcomeOffer ? (
        <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3">
          <p className="flex items-start gap-2 text-sm text-brand-900">
            <Gift className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('referrals.referredBy.offer', { name, offer: referredBy.welcomeOffer })}
          </p>
          <Button onClick={accept} loading={activate.isPending}>
            {t('referrals.referredBy.accept')}
          </Button>
          {activate.isError ? (
            <Alert tone="error">
              {getErrorMessage(activate.error, t('referrals.referredBy.acceptFailed'))}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
