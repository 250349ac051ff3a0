import type { PaymentOrder, TestCheckoutPayment } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterOrderChange } from './after-order-change';

/** The test checkout pays the order (no money moves), signed as Razorpay signs; verify comes next. */
export function payTestOrder(orderId: string): Promise<TestCheckoutPayment> {
  return api.post<TestCheckoutPayment>(
    `/payments/test-checkout/${encodeURIComponent(orderId)}/pay`,
    undefined,
    { silent: true },
  );
}

/** The test checkout declines the payment; the order stays open for another try. */
export async function declineTestOrder(orderId: string): Promise<PaymentOrder> {
  const body = await api.post<{ order: PaymentOrder }>(
    `/payments/test-checkout/${encodeURIComponent(orderId)}/decline`,
    undefined,
    { silent: true },
  );
  return body.order;
}

export function usePayTestOrder() {
  return useMutation({ mutationFn: payTestOrder });
}

export function useDeclineTestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineTestOrder,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
