import type { PaymentOrder, VerifyPaymentBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterOrderChange } from './after-order-change';

/** Confirms a checkout's payment (Razorpay's handler values, or the test checkout's); answers the paid order. */
export async function verifyPayment(body: VerifyPaymentBody): Promise<PaymentOrder> {
  const result = await api.post<{ order: PaymentOrder }>('/payments/verify', body, { silent: true });
  return result.order;
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
