import type { SaveSettingBody, Setting } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export async function saveSetting(body: SaveSettingBody): Promise<Setting> {
  const result = await api.post<{ setting: Setting }>('/admin/settings', body, { silent: true });
  return result.setting;
}

export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetting,
    onSuccess: (setting) => {
      queryClient.setQueryData<Setting[]>(settingsKeys.list(), (current = []) => [
        ...current.filter((item) => item.key !== setting.key),
        setting,
      ]);
      if (setting.key === 'I18N_ENABLED')
        void queryClient.invalidateQueries({ queryKey: settingsKeys.i18nStatus() });
      if (setting.key.startsWith('RAZORPAY_'))
        void queryClient.invalidateQueries({ queryKey: settingsKeys.paymentProviderStatus() });
    },
  });
}
