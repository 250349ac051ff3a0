import type { ReferralPublicConfig } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

/** The active terms, as numbers and in words (`terms` null: the programme is paused). */
export async function getReferralConfig(signal?: AbortSignal): Promise<ReferralPublicConfig> {
  return api.get<ReferralPublicConfig>('/referrals/config', { signal, silent: true });
}

export const getReferralConfigQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.config(),
    queryFn: ({ signal }) => getReferralConfig(signal),
    staleTime: 5 * 60_000,
  });

/** `enabled`: only while the programme is on (every other call answers 403 while it is off). */
export function useReferralConfig(enabled = true) {
  return useQuery({ ...getReferralConfigQueryOptions(), enabled });
}
