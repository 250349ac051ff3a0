import type { ReferralConfig } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys } from './keys';

/** Every set of terms ever made, newest first (GET /referrals/admin/configs). */
export async function getReferralTermsHistory(signal?: AbortSignal): Promise<ReferralConfig[]> {
  const body = await api.get<{ configs: ReferralConfig[] }>('/referrals/admin/configs', {
    signal,
    silent: true,
  });
  return body.configs;
}

export const getReferralTermsHistoryQueryOptions = () =>
  queryOptions({
    queryKey: adminReferralKeys.termsHistory(),
    queryFn: ({ signal }) => getReferralTermsHistory(signal),
  });

export function useReferralTermsHistory() {
  return useQuery(getReferralTermsHistoryQueryOptions());
}
