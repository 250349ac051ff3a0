import { JOB_ZONES, type JobZone } from '@pathwise/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type JobZonePickerProps = {
  value: JobZone;
  onChange: (zone: JobZone) => void;
};

/**
 * "Show careers needing: little or some / medium / considerable / extensive preparation": one radio
 * group (arrow keys move between the levels), with what the chosen level usually asks for under it.
 */
export function JobZonePicker({ value, onChange }: JobZonePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('careers.jobZone.legend')}</legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {JOB_ZONES.map((zone) => (
          <label
            key={zone}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 transition-colors hover:border-slate-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={zone}
              checked={value === zone}
              onChange={() => onChange(zone)}
              className="size-4 shrink-0 accent-brand-600 focus:outline-none"
            />
            {t(`careers.jobZone.options.${zone}`)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">{t(`careers.jobZone.education.${value}`)}</p>
    </fieldset>
  );
}
