import type { ActivateReferralResponse, ReferralStats } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

/**
 * The referred person accepts their welcome discount: the server issues their personal coupon
 * (once; a repeat answers the same one), which checkout then offers them.
 */
export function activateReferral(): Promise<ActivateReferralResponse> {
  return api.post<ActivateReferralResponse>('/referrals/activate', undefined, { silent: true });
}

export function useActivateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateReferral,
    onSuccess: ({ coupon }) => {
      queryClient.setQueryData<ReferralStats>(referralKeys.stats(), (stats) =>
        stats?.referredBy
          ? { ...stats, referredBy: { ...stats.referredBy, welcomeCoupon: coupon, canActivate: false } }
          : stats,
      );
    },
  });
}
