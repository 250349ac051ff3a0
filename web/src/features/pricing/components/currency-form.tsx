import { UpdateCurrencyConfigBodySchema } from '@pathwise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import type { AdminCurrencyList } from '../api/get-admin-currencies';
import { useUpdateCurrencyConfig } from '../api/update-currency-config';

type CurrencyFormProps = { list: AdminCurrencyList; readOnly?: boolean };

/** A switch per known currency and a default chosen among the enabled ones; saved together. */
export function CurrencyForm({ list, readOnly = false }: CurrencyFormProps) {
  const { t } = useTranslation();
  const update = useUpdateCurrencyConfig();
  const initialEnabled = list.currencies
    .filter((currency) => currency.isActive)
    .map((currency) => currency.code);
  const [enabled, setEnabled] = useState<string[]>(initialEnabled);
  const [defaultCurrency, setDefaultCurrency] = useState(list.defaultCurrency);
  const busy = update.isPending;
  const isDirty =
    defaultCurrency !== list.defaultCurrency ||
    enabled.length !== initialEnabled.length ||
    enabled.some((code) => !initialEnabled.includes(code));

  const toggle = (code: string, on: boolean) => {
    const next = on ? [...enabled, code] : enabled.filter((item) => item !== code);
    setEnabled(next);
    // The default must stay enabled: it moves to the first enabled currency.
    if (!on && code === defaultCurrency && next[0]) setDefaultCurrency(next[0]);
  };

  const reset = () => {
    setEnabled(initialEnabled);
    setDefaultCurrency(list.defaultCurrency);
  };

  const save = () => {
    // The contract's rule (at least one, the default among them) also guards the draft here.
    const body = UpdateCurrencyConfigBodySchema.safeParse({ enabledCurrencies: enabled, defaultCurrency });
    if (!body.success) {
      toast.error(t('pricing.toasts.saveFailed'), { description: body.error.issues[0]?.message });
      return;
    }
    update.mutate(body.data, {
      onSuccess: () => toast.success(t('pricing.toasts.saved')),
      onError: (error) =>
        toast.error(t('pricing.toasts.saveFailed'), {
          description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
        }),
    });
  };

  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {list.currencies.map((currency) => {
          const isOn = enabled.includes(currency.code);
          const isDefault = currency.code === defaultCurrency;
          const switchId = `currency-${currency.code}`;
          return (
            <li key={currency.code} className="flex flex-wrap items-center gap-3 px-5 py-3 sm:px-6">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-semibold text-slate-700">
                {currency.symbol}
              </span>
              <label htmlFor={switchId} className="min-w-0 flex-1 text-sm">
                <span className="block font-medium text-slate-900">{currency.code}</span>
                <span className="block text-xs text-slate-500">{currency.name}</span>
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="default-currency"
                  className="size-4 accent-brand-600"
                  checked={isDefault}
                  disabled={readOnly || busy || !isOn}
                  onChange={() => setDefaultCurrency(currency.code)}
                  aria-label={t('pricing.currencies.makeDefault', { code: currency.code })}
                />
                {isDefault ? (
                  <Badge tone="brand">{t('pricing.currencies.default')}</Badge>
                ) : (
                  t('pricing.currencies.default')
                )}
              </label>
              <Switch
                id={switchId}
                checked={isOn}
                // The last enabled currency cannot be switched off: prices need one.
                disabled={readOnly || busy || (isOn && enabled.length === 1)}
                onCheckedChange={(on) => toggle(currency.code, on)}
                aria-label={t('pricing.currencies.enable', { code: currency.code })}
              />
            </li>
          );
        })}
      </ul>
      {readOnly ? null : (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3 sm:px-6">
          {isDirty ? (
            <span className="mr-auto text-xs text-amber-700">{t('pricing.currencies.unsaved')}</span>
          ) : null}
          <Button variant="outline" onClick={reset} disabled={!isDirty || busy}>
            {t('common.reset')}
          </Button>
          <Button onClick={save} loading={busy} disabled={!isDirty}>
            {t('pricing.currencies.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
