import type { AdminPaymentDetailResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPaymentKeys } from './admin-keys';

/** One order with its event timeline and refunds, oldest first (GET /payments/admin/{id}). */
export async function getAdminPayment(
  orderId: string,
  signal?: AbortSignal,
): Promise<AdminPaymentDetailResponse> {
  return api.get<AdminPaymentDetailResponse>(`/payments/admin/${encodeURIComponent(orderId)}`, {
    signal,
    silent: true,
  });
}

export const getAdminPaymentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminPaymentKeys.detail(orderId),
    queryFn: ({ signal }) => getAdminPayment(orderId, signal),
  });

export function useAdminPayment(orderId: string | null) {
  return useQuery({ ...getAdminPaymentQueryOptions(orderId ?? ''), enabled: orderId !== null });
}
