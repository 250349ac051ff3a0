import { useTranslation } from 'react-i18next';
import { toggleValue } from '../../utils/targeting-draft';

type LevelCheckboxesProps = {
  legend: string;
  /** Translation prefix of the option labels, e.g. 'assessments.levels.education'. */
  labelPrefix: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
};

/** A checkbox per level of a targeting vocabulary (education or experience). */
export function LevelCheckboxes({
  legend,
  labelPrefix,
  options,
  value,
  onChange,
  disabled,
}: LevelCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              checked={value.includes(option)}
              onChange={() => onChange(toggleValue(value, option))}
            />
            {t(`${labelPrefix}.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
