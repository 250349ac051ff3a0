import type { MyReferralList, ReferralStatus } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralKeys } from './keys';

/** GET /referrals/my-referrals's query as the screen holds it. */
export type MyReferralsParams = { page: number; limit: number; status?: ReferralStatus };

/** The people this person referred, newest first: first name and masked e-mail only. */
export async function getMyReferrals(
  query: MyReferralsParams,
  signal?: AbortSignal,
): Promise<MyReferralList> {
  return api.get<MyReferralList>('/referrals/my-referrals', {
    params: { page: query.page, limit: query.limit, status: query.status },
    signal,
    silent: true,
  });
}

export const getMyReferralsParamsOptions = (query: MyReferralsParams) =>
  queryOptions({
    queryKey: referralKeys.myReferrals(query),
    queryFn: ({ signal }) => getMyReferrals(query, signal),
    // The page being left stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });

export function useMyReferrals(query: MyReferralsParams, enabled = true) {
  return useQuery({ ...getMyReferralsParamsOptions(query), enabled });
}
