import type { ReferralCoupon } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { isCouponLive, ReferralCouponItem } from './referral-coupon-item';

/** The referrer's reward coupons, newest first, with how to spend them at checkout. */
export function RewardCoupons({ rewards }: { rewards: ReferralCoupon[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('referrals.rewards.title')}</h3>
      {rewards.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('referrals.rewards.empty')}</p>
      ) : (
        <>
          {rewards.some(isCouponLive) ? (
            <p className="mt-1 text-sm text-slate-500">{t('referrals.rewards.atCheckout')}</p>
          ) : null}
          <ul className="mt-2 space-y-2">
            {rewards.map((coupon) => (
              <li key={coupon.code}>
                <ReferralCouponItem coupon={coupon} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
