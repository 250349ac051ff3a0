import type { AdminPaymentsSummaryResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AdminPaymentsFilters, filterParams } from './admin-filters';
import { adminPaymentKeys } from './admin-keys';

/** Totals per currency and revenue per day of the filtered orders (GET /payments/admin/summary). */
export async function getAdminPaymentSummary(
  filters: AdminPaymentsFilters,
  signal?: AbortSignal,
): Promise<AdminPaymentsSummaryResponse> {
  return api.get<AdminPaymentsSummaryResponse>('/payments/admin/summary', {
    params: filterParams(filters),
    signal,
    silent: true,
  });
}

export const getAdminPaymentSummaryQueryOptions = (filters: AdminPaymentsFilters) =>
  queryOptions({
    queryKey: adminPaymentKeys.summary(filters),
    queryFn: ({ signal }) => getAdminPaymentSummary(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminPaymentSummary(filters: AdminPaymentsFilters) {
  return useQuery(getAdminPaymentSummaryQueryOptions(filters));
}
