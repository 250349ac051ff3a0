import type { ReferralConfig } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys } from './keys';

/** The active terms, or null when none are active (GET /referrals/admin/config). */
export async function getActiveReferralTerms(signal?: AbortSignal): Promise<ReferralConfig | null> {
  const body = await api.get<{ config: ReferralConfig | null }>('/referrals/admin/config', {
    signal,
    silent: true,
  });
  return body.config;
}

export const getActiveReferralTermsQueryOptions = () =>
  queryOptions({
    queryKey: adminReferralKeys.activeTerms(),
    queryFn: ({ signal }) => getActiveReferralTerms(signal),
  });

export function useActiveReferralTerms() {
  return useQuery(getActiveReferralTermsQueryOptions());
}
