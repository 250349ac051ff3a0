import type { Message, Setting, SettingKey } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export function deleteSetting(key: SettingKey): Promise<Message> {
  return api.delete<Message>(`/admin/settings/${encodeURIComponent(key)}`);
}

export function useDeleteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSetting,
    onSuccess: (_result, key) => {
      queryClient.setQueryData<Setting[]>(settingsKeys.list(), (current = []) =>
        current.filter((item) => item.key !== key),
      );
      if (key === 'I18N_ENABLED') void queryClient.invalidateQueries({ queryKey: settingsKeys.i18nStatus() });
      if (key.startsWith('RAZORPAY_'))
        void queryClient.invalidateQueries({ queryKey: settingsKeys.paymentProviderStatus() });
    },
  });
}
