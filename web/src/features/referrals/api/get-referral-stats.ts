import type { ReferralStats } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

/** The person's code and link (null until made), counts, reward coupons and who referred them. */
export async function getReferralStats(signal?: AbortSignal): Promise<ReferralStats> {
  return api.get<ReferralStats>('/referrals/stats', { signal, silent: true });
}

export const getReferralStatsQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.stats(),
    queryFn: ({ signal }) => getReferralStats(signal),
  });

/** `enabled`: only while the programme is on (the call answers 403 while it is off). */
export function useReferralStats(enabled = true) {
  return useQuery({ ...getReferralStatsQueryOptions(), enabled });
}
