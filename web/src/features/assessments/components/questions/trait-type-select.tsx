import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { useTraitTypeChoices } from '../../hooks/use-trait-type-choices';

type TraitTypeSelectProps = Omit<ComponentProps<typeof Select>, 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
};

/** Spec §3: a blank default, the built-in trait types, then the custom ones. */
export function TraitTypeSelect({ value, onChange, ...props }: TraitTypeSelectProps) {
  const { t } = useTranslation();
  const { builtIn, custom } = useTraitTypeChoices();
  // A trait no longer offered (renamed elsewhere, or typed by an import) stays selectable as it is.
  const isKnown = !value || builtIn.includes(value) || custom.includes(value);

  return (
    <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('questions.form.noTrait')}</option>
      <optgroup label={t('questions.form.builtInTraits')}>
        {builtIn.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </optgroup>
      {custom.length > 0 ? (
        <optgroup label={t('questions.form.customTraits')}>
          {custom.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
      ) : null}
      {isKnown ? null : <option value={value}>{value}</option>}
    </Select>
  );
}
