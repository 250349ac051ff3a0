import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { addTag, toggleValue } from '../../utils/targeting-draft';

type TagPickerProps = {
  legend: string;
  presets: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
};

/** Preset toggles plus custom entries (trimmed, never blank, never twice; Enter adds). */
export function TagPicker({ legend, presets, value, onChange, disabled }: TagPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [entry, setEntry] = useState('');
  const custom = value.filter((tag) => !presets.includes(tag));

  const add = () => {
    // A custom entry spelled like a preset selects the preset instead of adding a look-alike.
    const preset = presets.find((item) => item.toLowerCase() === entry.trim().toLowerCase());
    onChange(addTag(value, preset ?? entry));
    setEntry('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry; it must not submit the surrounding form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="space-y-2.5" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const on = value.includes(preset);
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggleValue(value, preset))}
              className={cn(
                'rounded-full px-3 py-1 text-sm ring-1 ring-inset transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                on
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {preset}
            </button>
          );
        })}
        {custom.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800 ring-1 ring-brand-200 ring-inset"
          >
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((item) => item !== tag))}
              aria-label={t('assessments.targeting.removeTag', { tag })}
              className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        ))}
      </div>
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('assessments.targeting.customLabel', { field: legend })}
        </label>
        <Input
          id={inputId}
          value={entry}
          placeholder={t('assessments.targeting.customPlaceholder')}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={entry.trim() === ''}>
          <Plus aria-hidden />
          {t('assessments.targeting.add')}
        </Button>
      </div>
    </fieldset>
  );
}
