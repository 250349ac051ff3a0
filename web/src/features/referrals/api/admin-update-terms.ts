import type { ReferralConfig, UpdateReferralConfigBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys, referralKeys } from './keys';

export type UpdateReferralTermsInput = { id: string; body: UpdateReferralConfigBody };

/**
 * PUT /referrals/admin/config/{id}. Terms that referrals carry accept only `name` and `isActive`;
 * anything else answers 409 with the number of referrals holding them.
 */
export async function updateReferralTerms({ id, body }: UpdateReferralTermsInput): Promise<ReferralConfig> {
  const response = await api.put<{ config: ReferralConfig }>(
    `/referrals/admin/config/${encodeURIComponent(id)}`,
    body,
    // The form or the history's confirmation shows a refusal itself.
    { silent: true },
  );
  return response.config;
}

export function useUpdateReferralTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralTerms,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReferralKeys.terms() }),
        // The list names each referral's terms.
        queryClient.invalidateQueries({ queryKey: adminReferralKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: referralKeys.all }),
      ]),
  });
}
