import type { CreateReferralConfigBody, ReferralConfig } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys, referralKeys } from './keys';

/** POST /referrals/admin/config: new terms (active ones replace the terms active until now). */
export async function createReferralTerms(body: CreateReferralConfigBody): Promise<ReferralConfig> {
  // The form shows a refusal itself.
  const response = await api.post<{ config: ReferralConfig }>('/referrals/admin/config', body, {
    silent: true,
  });
  return response.config;
}

export function useCreateReferralTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralTerms,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReferralKeys.terms() }),
        queryClient.invalidateQueries({ queryKey: referralKeys.all }),
      ]),
  });
}
