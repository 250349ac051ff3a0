import type { ProcessBonusResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys } from './keys';

/**
 * POST /referrals/admin/process-bonus/{id}: issues the reward now, for a qualified referral (skipping
 * the rest of the waiting period) or a capped one (an exception to the cap). 200 `issued: false` when
 * it had been issued already; 409 without a qualifying payment or once cancelled.
 */
export async function processReferralBonus(referralId: string): Promise<ProcessBonusResponse> {
  // The list shows the server's message in a toast itself.
  return api.post<ProcessBonusResponse>(
    `/referrals/admin/process-bonus/${encodeURIComponent(referralId)}`,
    undefined,
    { silent: true },
  );
}

export function useProcessReferralBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processReferralBonus,
    // Refreshed after any answer: a refusal means the referral changed under the admin's eyes.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReferralKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminReferralKeys.analyticsAll() }),
      ]),
  });
}
