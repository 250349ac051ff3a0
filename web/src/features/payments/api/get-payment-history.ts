import type { PaymentHistoryResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/** Under paymentKeys.all, so anything that refreshes the person's payments refreshes the history too. */
export const paymentHistoryKey = (page: number) => [...paymentKeys.all, 'history', page] as const;

/** The person's own orders on which a payment was made or tried, newest first, with their refunds. */
export async function getPaymentHistory(page: number, signal?: AbortSignal): Promise<PaymentHistoryResponse> {
  return api.get<PaymentHistoryResponse>('/payments/history', {
    params: { page: String(page), limit: String(PAYMENT_HISTORY_PAGE_SIZE) },
    signal,
    silent: true,
  });
}

export const getPaymentHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: paymentHistoryKey(page),
    queryFn: ({ signal }) => getPaymentHistory(page, signal),
    // A refund or a late capture changes an order: read it fresh when the page is opened.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePaymentHistory(page: number) {
  return useQuery(getPaymentHistoryQueryOptions(page));
}
