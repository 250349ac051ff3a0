import type { ApplyReferralCodeBody, ReferralStats, ReferredBy } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

export type ApplyReferralCodeResponse = { message: string; referredBy: ReferredBy };

/**
 * A signed-in person who joined without a code enters a friend's. Refusals come back as 404
 * (unknown code), 409 (own code, already referred, already a customer, programme paused) or 429,
 * each with the words to show.
 */
export function applyReferralCode(body: ApplyReferralCodeBody): Promise<ApplyReferralCodeResponse> {
  return api.post<ApplyReferralCodeResponse>('/referrals/apply-code', body, { silent: true });
}

export function useApplyReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReferralCode,
    onSuccess: ({ referredBy }) => {
      queryClient.setQueryData<ReferralStats>(referralKeys.stats(), (stats) =>
        stats ? { ...stats, referredBy } : stats,
      );
    },
  });
}
