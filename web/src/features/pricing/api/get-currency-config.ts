import { type CurrencyConfig, FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Spec §9: currency config is cached 5 minutes (300000 ms). */
export const CURRENCY_CONFIG_STALE_TIME = 300_000;
export const currencyConfigKey = ['pricing', 'currency-config'] as const;

/** Spec §8 recovery: on failure, INR alone (Indian Rupee) is the default, with a toast. */
export async function getCurrencyConfig(signal?: AbortSignal): Promise<CurrencyConfig> {
  try {
    const body = await api.get<{ success: true; data: CurrencyConfig }>('/pricing/currencies', {
      signal,
      silent: true,
    });
    return body.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    toast.error(
      i18n.t('pricing.loadCurrencyFailed', { defaultValue: 'Failed to load currency configuration' }),
    );
    return FALLBACK_CURRENCY_CONFIG;
  }
}

export const getCurrencyConfigQueryOptions = () =>
  queryOptions({
    queryKey: currencyConfigKey,
    queryFn: ({ signal }) => getCurrencyConfig(signal),
    staleTime: CURRENCY_CONFIG_STALE_TIME,
  });

export function useCurrencyConfig() {
  return useQuery(getCurrencyConfigQueryOptions());
}
