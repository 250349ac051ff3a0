import { SCREENING_EDUCATION_VALUES, SCREENING_EXPERIENCE_VALUES } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';

type ScreeningRestrictionFieldsProps = { value: readonly string[]; onChange: (value: string[]) => void };

const groups = [
  { name: 'education', values: SCREENING_EDUCATION_VALUES },
  { name: 'experience', values: SCREENING_EXPERIENCE_VALUES },
] as const;

/** The locale key naming one restriction value ("entry" → "Entry (0-2 years)"). */
export function restrictionLabelKey(value: string): string {
  const group = (SCREENING_EDUCATION_VALUES as readonly string[]).includes(value)
    ? 'education'
    : 'experience';
  return `questions.screening.${group}.${value}`;
}

/**
 * Which screening answers see the category (spec §9): education and experience levels.
 * Nothing ticked means everyone sees it.
 */
export function ScreeningRestrictionFields({ value, onChange }: ScreeningRestrictionFieldsProps) {
  const { t } = useTranslation();
  const toggle = (item: string, checked: boolean) =>
    onChange(checked ? [...value, item] : value.filter((current) => current !== item));

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('questions.screening.legend')}</legend>
      <p className="text-xs text-slate-500">{t('questions.screening.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <fieldset key={group.name}>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t(`questions.screening.${group.name}.title`)}
            </legend>
            <div className="space-y-1.5">
              {group.values.map((item) => (
                <label key={item} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    checked={value.includes(item)}
                    onChange={(event) => toggle(item, event.target.checked)}
                  />
                  {t(restrictionLabelKey(item))}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
