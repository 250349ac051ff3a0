import {
  type Currency,
  RESPONSE_SCALES,
  type ResponseScale,
  SCORING_CONVENTIONS,
  type ScoringConvention,
} from '@pathwise/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ItemBankDraft, ItemBankDraftErrors, ItemBankGrouping } from './item-bank-draft';

const SCALES = Object.keys(RESPONSE_SCALES) as ResponseScale[];
const SCORINGS = Object.keys(SCORING_CONVENTIONS) as ScoringConvention[];
const GROUPINGS: ItemBankGrouping[] = ['single', 'by-scale'];

type ItemBankSettingsProps = {
  draft: ItemBankDraft;
  onChange: (draft: ItemBankDraft) => void;
  errors: ItemBankDraftErrors;
  currencies: readonly Currency[];
  disabled?: boolean;
};

/** The profiler an item bank becomes: its title, answers, scoring, categories and price. */
export function ItemBankSettings({ draft, onChange, errors, currencies, disabled }: ItemBankSettingsProps) {
  const { t } = useTranslation();
  const pricingName = useId();
  const set = <K extends keyof ItemBankDraft>(key: K, value: ItemBankDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const scores = SCORING_CONVENTIONS[draft.scoring];
  const low = scores[0];
  const high = scores[scores.length - 1];

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="mb-3 text-sm font-semibold text-slate-900">
        {t('bulkUpload.itemBank.settingsTitle')}
      </legend>
      <Field label={t('bulkUpload.itemBank.title')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={200}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('bulkUpload.itemBank.description')}>
        {(control) => (
          <Textarea
            {...control}
            minRows={2}
            maxRows={5}
            maxLength={2000}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('bulkUpload.itemBank.responseScale')}>
          {(control) => (
            <Select
              {...control}
              value={draft.responseScale}
              onChange={(event) => set('responseScale', event.target.value as ResponseScale)}
            >
              {SCALES.map((scale) => (
                <option key={scale} value={scale}>
                  {t(`bulkUpload.itemBank.scales.${scale}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('bulkUpload.itemBank.scoring')}>
          {(control) => (
            <Select
              {...control}
              value={draft.scoring}
              onChange={(event) => set('scoring', event.target.value as ScoringConvention)}
            >
              {SCORINGS.map((scoring) => (
                <option key={scoring} value={scoring}>
                  {t(`bulkUpload.itemBank.scorings.${scoring}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <p className="text-xs text-slate-600">{t('bulkUpload.itemBank.anchors')}</p>
        <ol className="mt-2 grid gap-1.5 sm:grid-cols-5" data-testid="item-bank-anchors">
          {RESPONSE_SCALES[draft.responseScale].map((anchor, index) => (
            <li
              key={anchor}
              className="flex items-center gap-2 rounded-md bg-white px-2 py-1.5 text-xs text-slate-800 ring-1 ring-slate-200 sm:flex-col sm:items-start sm:gap-0.5"
            >
              <span className="font-semibold text-brand-700 tabular-nums">{scores[index]}</span>
              {anchor}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-500">{t('bulkUpload.itemBank.scoringHint', { low, high })}</p>
      </div>
      <Field label={t('bulkUpload.itemBank.grouping')}>
        {(control) => (
          <Select
            {...control}
            value={draft.grouping}
            onChange={(event) => set('grouping', event.target.value as ItemBankGrouping)}
          >
            {GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping}>
                {t(`bulkUpload.itemBank.groupings.${grouping}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{t('bulkUpload.itemBank.pricing')}</legend>
        <div className="flex gap-4">
          {[true, false].map((isFree) => (
            <label key={String(isFree)} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={pricingName}
                className="size-4 accent-brand-600"
                checked={draft.isFree === isFree}
                onChange={() => set('isFree', isFree)}
              />
              {isFree ? t('bulkUpload.itemBank.free') : t('bulkUpload.itemBank.paid')}
            </label>
          ))}
        </div>
        {draft.isFree ? null : (
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3 sm:max-w-sm">
            <Field label={t('bulkUpload.itemBank.price')} error={errors.price}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={draft.price}
                  onChange={(event) => set('price', event.target.value)}
                />
              )}
            </Field>
            <Field label={t('bulkUpload.itemBank.currency')}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.currency}
                  onChange={(event) => set('currency', event.target.value)}
                >
                  {currencies.map((currency) => (
                    <option key={currency.code} value={currency.code}>
                      {currency.code}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}
