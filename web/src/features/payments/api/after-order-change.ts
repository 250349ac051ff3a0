import type { PaymentOrder } from '@pathwise/contract';
import type { QueryClient } from '@tanstack/react-query';
import { paymentKeys } from './keys';

/**
 * Keeps the cache in step with an order the server just answered: the order itself, and — once it is
 * paid — the profiler shown as owned at once, then every access read again from the server.
 */
export function afterOrderChange(queryClient: QueryClient, order: PaymentOrder): void {
  queryClient.setQueryData(paymentKeys.order(order.orderId), order);
  if (order.status !== 'paid' || !order.assessmentId) return;
  queryClient.setQueryData(paymentKeys.access(order.assessmentId), {
    assessmentId: order.assessmentId,
    status: 'owned',
    hasAccess: true,
    orderId: order.orderId,
  });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.accessAll() });
}
