import type { PaymentOrder } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** One of the person's orders (404 for anyone else's). */
export async function getPaymentOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOrder> {
  const body = await api.get<{ order: PaymentOrder }>(`/payments/orders/${encodeURIComponent(orderId)}`, {
    signal,
    silent: true,
  });
  return body.order;
}

export const getPaymentOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => getPaymentOrder(orderId, signal),
    // The order changes as it is paid or declined: read it fresh whenever a page asks.
    staleTime: 0,
  });

export function usePaymentOrder(orderId: string) {
  return useQuery(getPaymentOrderQueryOptions(orderId));
}
