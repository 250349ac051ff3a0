import type { UpdateCurrencyConfigBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCurrenciesKey } from './get-admin-currencies';
import { currencyConfigKey } from './get-currency-config';

export function updateCurrencyConfig(body: UpdateCurrencyConfigBody): Promise<unknown> {
  return api.put('/admin/pricing/currencies', body, { silent: true });
}

export function useUpdateCurrencyConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrencyConfig,
    // Both views change: the admin list and the enabled set every price form reads.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCurrenciesKey }),
        queryClient.invalidateQueries({ queryKey: currencyConfigKey }),
      ]),
  });
}
