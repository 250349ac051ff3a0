import type { Currency } from '@pathwise/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { type PriceDraft, type PriceDraftError, sanitizePriceInput } from '../../utils/price-draft';

type PriceFieldsProps = {
  value: PriceDraft;
  onChange: (value: PriceDraft) => void;
  /** The enabled currencies (spec §5: the currency is chosen among them). */
  currencies: readonly Currency[];
  error?: PriceDraftError | null;
  disabled?: boolean;
};

/** Free/paid switch, then the price (step 0.01, ≥ 0) and its currency when paid. */
export function PriceFields({ value, onChange, currencies, error, disabled }: PriceFieldsProps) {
  const { t } = useTranslation();
  const switchId = useId();
  // A profiler priced in a currency that was disabled since keeps showing it.
  const options = currencies.some((currency) => currency.code === value.currency)
    ? currencies
    : [
        ...currencies,
        { code: value.currency, name: value.currency, symbol: '', isDefault: false, isActive: false },
      ];

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
        <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
          {t('assessments.price.paid')}
          <span className="block text-xs font-normal text-slate-500">
            {value.isFree ? t('assessments.price.freeHint') : t('assessments.price.paidHint')}
          </span>
        </label>
        <Switch
          id={switchId}
          checked={!value.isFree}
          disabled={disabled}
          onCheckedChange={(paid) => onChange({ ...value, isFree: !paid })}
        />
      </div>
      {value.isFree ? null : (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Field
            label={t('assessments.price.amount')}
            error={error ? t(`assessments.price.errors.${error}`) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={value.price}
                disabled={disabled}
                onChange={(event) => onChange({ ...value, price: sanitizePriceInput(event.target.value) })}
              />
            )}
          </Field>
          <Field label={t('assessments.price.currency')}>
            {(control) => (
              <Select
                {...control}
                value={value.currency}
                disabled={disabled}
                onChange={(event) => onChange({ ...value, currency: event.target.value })}
              >
                {options.map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.symbol ? `${currency.code} (${currency.symbol})` : currency.code}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
