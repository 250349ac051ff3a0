import type { PaymentProviderStatus } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Which provider takes new orders now, and the webhook URL to paste into Razorpay's dashboard. */
export async function getPaymentProviderStatus(signal?: AbortSignal): Promise<PaymentProviderStatus> {
  return api.get<PaymentProviderStatus>('/payments/admin/provider-status', { signal, silent: true });
}

export const getPaymentProviderStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.paymentProviderStatus(),
    queryFn: ({ signal }) => getPaymentProviderStatus(signal),
    staleTime: 60_000,
  });

export function usePaymentProviderStatus() {
  return useQuery(getPaymentProviderStatusQueryOptions());
}
