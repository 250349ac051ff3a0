import type { AdminReferralList } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AdminReferralsFilters, filterParams } from './admin-referrals-filters';
import { adminReferralKeys } from './keys';

/** One page of referrals, newest first, with the console's filters (GET /referrals/admin/referrals). */
export async function getAdminReferrals(
  filters: AdminReferralsFilters,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminReferralList> {
  return api.get<AdminReferralList>('/referrals/admin/referrals', {
    params: { ...filterParams(filters), page, limit },
    signal,
    silent: true,
  });
}

export const getAdminReferralsQueryOptions = (filters: AdminReferralsFilters, page: number, limit: number) =>
  queryOptions({
    queryKey: adminReferralKeys.list(filters, page, limit),
    queryFn: ({ signal }) => getAdminReferrals(filters, page, limit, signal),
    // Keeps the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminReferrals(filters: AdminReferralsFilters, page: number, limit: number) {
  return useQuery(getAdminReferralsQueryOptions(filters, page, limit));
}
