import { REFUND_IDEMPOTENCY_HEADER, type RefundBody, type RefundResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPaymentKeys } from './admin-keys';

export type RefundPaymentInput = {
  orderId: string;
  body: RefundBody;
  /** X-Refund-Idempotency: the same key again answers the same refund, so a retry cannot refund twice. */
  idempotencyKey: string;
};

/** A fresh idempotency key: 32 hex characters (a UUID without its dashes), inside the contract's pattern. */
export function newRefundIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** POST /payments/admin/refund/{id}: a partial or full refund of a paid order. */
export async function refundPayment({
  orderId,
  body,
  idempotencyKey,
}: RefundPaymentInput): Promise<RefundResponse> {
  return api.post<RefundResponse>(`/payments/admin/refund/${encodeURIComponent(orderId)}`, body, {
    headers: { [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey },
    // The dialog shows the provider's text itself.
    silent: true,
  });
}

/**
 * Refreshes the list, totals and the order after any answer: a refused refund is recorded (failed)
 * and a pending one holds its amount, so both change what the console shows.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: adminPaymentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminPaymentKeys.summaries() }),
      ]),
  });
}
