import type { CreateReferralCodeResponse, ReferralStats } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

/** The person's code and link, made on first demand (the same code on every later call). */
export function createReferralCode(): Promise<CreateReferralCodeResponse> {
  return api.post<CreateReferralCodeResponse>('/referrals/create', undefined, { silent: true });
}

export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralCode,
    onSuccess: ({ code, link }) => {
      queryClient.setQueryData<ReferralStats>(referralKeys.stats(), (stats) =>
        stats ? { ...stats, code, link } : stats,
      );
    },
  });
}
