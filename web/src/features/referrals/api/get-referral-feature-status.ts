import type { ReferralFeature } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

/** Whether the programme is on (the one people's call that answers while it is off). */
export async function getReferralFeatureStatus(signal?: AbortSignal): Promise<ReferralFeature> {
  return api.get<ReferralFeature>('/referrals/feature-status', { signal, silent: true });
}

export const getReferralFeatureStatusQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.featureStatus(),
    queryFn: ({ signal }) => getReferralFeatureStatus(signal),
    staleTime: 5 * 60_000,
  });

export function useReferralFeatureStatus() {
  return useQuery(getReferralFeatureStatusQueryOptions());
}
