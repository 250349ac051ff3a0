import type { ReferralFeature } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys, referralKeys } from './keys';

/** POST /admin-settings/referral-feature {enabled}: turns the programme on or off. */
export async function setReferralFeature(enabled: boolean): Promise<ReferralFeature> {
  // The switch shows a failure itself.
  return api.post<ReferralFeature>('/admin-settings/referral-feature', { enabled }, { silent: true });
}

export function useSetReferralFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReferralFeature,
    onSuccess: (feature) => {
      queryClient.setQueryData(adminReferralKeys.feature(), feature);
      // The admin's own referral screens (dashboard card, account section) appear or go.
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
}
