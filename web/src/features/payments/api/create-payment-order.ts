import type { CreatePaymentOrderBody, PaymentOrder } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterOrderChange } from './after-order-change';

/**
 * An order for a paid profiler, priced by the server (the typed coupon, else the profiler's sale
 * coupon). The open order is reused; a 100% coupon answers it already paid (provider 'coupon').
 */
export async function createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrder> {
  const result = await api.post<{ order: PaymentOrder }>('/payments/orders', body, { silent: true });
  return result.order;
}

export function useCreatePaymentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentOrder,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
