import { DEFAULT_CURRENCY, FALLBACK_CURRENCY_CONFIG, KNOWN_CURRENCIES } from '@pathwise/contract';
import { Coins } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { type AdminCurrencyList, useAdminCurrencies } from '../api/get-admin-currencies';
import { CurrencyForm } from './currency-form';

/** Spec §8 recovery: when the configuration cannot be read, INR alone (Indian Rupee) is shown as the default. */
const FALLBACK_LIST: AdminCurrencyList = {
  currencies: KNOWN_CURRENCIES.map(({ code, name, symbol }) => ({
    code,
    name,
    symbol,
    isDefault: code === DEFAULT_CURRENCY,
    isActive: FALLBACK_CURRENCY_CONFIG.enabledCurrencies.some((currency) => currency.code === code),
  })),
  defaultCurrency: FALLBACK_CURRENCY_CONFIG.defaultCurrency,
};

/** Which currencies prices may use, and the default for new profilers. */
export function CurrencySettings() {
  const { t } = useTranslation();
  const query = useAdminCurrencies();

  useEffect(() => {
    if (query.isError) toast.error(t('pricing.loadCurrencyFailed'));
  }, [query.isError, t]);

  return (
    <Card aria-labelledby="currency-settings-title">
      <CardHeader className="flex-row items-center gap-3 border-b border-slate-100 pb-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Coins className="size-5" aria-hidden />
        </span>
        <div>
          <CardTitle id="currency-settings-title">{t('pricing.currencies.title')}</CardTitle>
          <CardDescription>{t('pricing.currencies.description')}</CardDescription>
        </div>
      </CardHeader>
      {query.isPending ? (
        <div className="space-y-3 p-5 sm:p-6" role="status" aria-busy aria-label={t('common.loading')}>
          {KNOWN_CURRENCIES.map((currency) => (
            <Skeleton key={currency.code} className="h-10 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="space-y-4 p-5 sm:p-6">
          <LoadError
            title={t('pricing.loadCurrencyFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          >
            {t('pricing.currencies.fallbackNotice')}
          </LoadError>
          <CurrencyForm list={FALLBACK_LIST} readOnly />
        </div>
      ) : (
        // Re-mounted when fresh data arrives, so the draft starts from what the server holds.
        <CurrencyForm key={query.dataUpdatedAt} list={query.data} />
      )}
    </Card>
  );
}
