import { Bot, Building2, CreditCard, Globe, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSettings } from '../api/get-settings';
import { buildSettingGroups, type SettingGroup } from '../utils/setting-rows';
import { PaymentProviderStatusPanel } from './payment-provider-status';
import { SettingRow } from './setting-row';

const groupIcons = {
  ai: Bot,
  mail: Mail,
  payments: CreditCard,
  business: Building2,
  general: Globe,
} satisfies Record<SettingGroup, unknown>;

/** Every known setting, grouped, whether or not it has a value yet. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const query = useSettings();

  if (query.isPending) {
    return (
      <div className="space-y-6" role="status" aria-busy aria-label={t('common.loading')}>
        {[0, 1].map((key) => (
          <Card key={key} className="p-6">
            <Skeleton className="mb-5 h-5 w-32" />
            <div className="space-y-4">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          </Card>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        title={t('settings.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  return (
    <div className="space-y-6">
      {buildSettingGroups(query.data).map(({ group, rows }) => {
        const Icon = groupIcons[group];
        return (
          <Card key={group} aria-labelledby={`settings-group-${group}`}>
            <CardHeader className="flex-row items-center gap-3 border-b border-slate-100 pb-4 sm:pb-5">
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <CardTitle id={`settings-group-${group}`}>{t(`settings.groups.${group}.title`)}</CardTitle>
                <CardDescription>{t(`settings.groups.${group}.description`)}</CardDescription>
              </div>
            </CardHeader>
            {group === 'payments' ? <PaymentProviderStatusPanel /> : null}
            <ul className="divide-y divide-slate-100">
              {rows.map((row) => (
                <SettingRow key={row.key} row={row} />
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
