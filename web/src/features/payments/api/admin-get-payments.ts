import type { AdminPaymentsResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AdminPaymentsFilters, filterParams } from './admin-filters';
import { adminPaymentKeys } from './admin-keys';

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

/** One page of orders, newest first, with the console's filters (GET /payments/admin/all). */
export async function getAdminPayments(
  filters: AdminPaymentsFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminPaymentsResponse> {
  return api.get<AdminPaymentsResponse>('/payments/admin/all', {
    params: { ...filterParams(filters), page, limit: ADMIN_PAYMENTS_PAGE_SIZE },
    signal,
    silent: true,
  });
}

export const getAdminPaymentsQueryOptions = (filters: AdminPaymentsFilters, page: number) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(filters, page),
    queryFn: ({ signal }) => getAdminPayments(filters, page, signal),
    // Keeps the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(filters: AdminPaymentsFilters, page: number) {
  return useQuery(getAdminPaymentsQueryOptions(filters, page));
}
