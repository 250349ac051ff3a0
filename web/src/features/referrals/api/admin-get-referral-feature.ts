import type { ReferralFeature } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys } from './keys';

/** Whether the programme is on (GET /admin-settings/referral-feature). */
export async function getReferralFeature(signal?: AbortSignal): Promise<ReferralFeature> {
  return api.get<ReferralFeature>('/admin-settings/referral-feature', { signal, silent: true });
}

export const getReferralFeatureQueryOptions = () =>
  queryOptions({
    queryKey: adminReferralKeys.feature(),
    queryFn: ({ signal }) => getReferralFeature(signal),
  });

export function useReferralFeature() {
  return useQuery(getReferralFeatureQueryOptions());
}
