import type { Currency } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CURRENCY_CONFIG_STALE_TIME } from './get-currency-config';

export type AdminCurrencyList = { currencies: Currency[]; defaultCurrency: string };

export const adminCurrenciesKey = ['admin', 'pricing', 'currencies'] as const;

/** Every known currency with whether it is enabled, and the default (admin view). */
export async function getAdminCurrencies(signal?: AbortSignal): Promise<AdminCurrencyList> {
  const body = await api.get<{ success: true; data: AdminCurrencyList }>('/admin/pricing/currencies', {
    signal,
    silent: true,
  });
  return body.data;
}

export const getAdminCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: adminCurrenciesKey,
    queryFn: ({ signal }) => getAdminCurrencies(signal),
    staleTime: CURRENCY_CONFIG_STALE_TIME,
  });

export function useAdminCurrencies() {
  return useQuery(getAdminCurrenciesQueryOptions());
}
