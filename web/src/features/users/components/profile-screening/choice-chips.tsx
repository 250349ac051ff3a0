import { Check, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { addEntry, PROFILE_TAG_LENGTH_MAX, PROFILE_TAGS_MAX, toggleEntry } from './screening-draft';

type ChoiceChipsProps = {
  /** The field's label, for the custom entry's own label ("Add your own skills"). */
  fieldLabel: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Skills and interests: people may type entries of their own. */
  allowCustom: boolean;
};

const chipClassName =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm ring-1 ring-inset transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Any number of answers, as toggle chips; optionally with entries typed by the person (Enter adds). */
export function ChoiceChips({ fieldLabel, options, value, onChange, allowCustom }: ChoiceChipsProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [entry, setEntry] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const known = new Set(options.map((option) => option.value));
  const custom = value.filter((item) => !known.has(item));
  const full = value.length >= PROFILE_TAGS_MAX;

  const add = () => {
    const trimmed = entry.trim();
    if (!trimmed || full) return;
    const next = addEntry(value, trimmed, options);
    setAnnouncement(
      next.length === value.length
        ? t('profileScreening.chips.alreadyAdded', { value: trimmed })
        : t('profileScreening.chips.added', { value: trimmed }),
    );
    onChange(next);
    setEntry('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry; it must not submit the form.
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = value.includes(option.value);
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => onChange(toggleEntry(value, option.value))}
                className={cn(
                  chipClassName,
                  'scroll-my-24 disabled:cursor-not-allowed disabled:opacity-50',
                  on
                    ? 'bg-brand-600 font-medium text-white ring-brand-600 hover:bg-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400',
                )}
              >
                {on ? <Check className="-ml-0.5 size-3.5" strokeWidth={3} aria-hidden /> : null}
                {option.label}
              </button>
            </li>
          );
        })}
        {custom.map((item) => (
          <li key={item}>
            <span
              className={cn(chipClassName, 'bg-brand-50 pr-1.5 font-medium text-brand-800 ring-brand-300')}
            >
              {item}
              <button
                type="button"
                onClick={() => {
                  onChange(value.filter((existing) => existing !== item));
                  setAnnouncement(t('profileScreening.chips.removed', { value: item }));
                }}
                aria-label={t('profileScreening.chips.remove', { value: item })}
                className="rounded-full p-1 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          </li>
        ))}
      </ul>

      {allowCustom ? (
        <div className="max-w-md">
          <label htmlFor={inputId} className="sr-only">
            {t('profileScreening.chips.customLabel', { field: fieldLabel })}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={entry}
              maxLength={PROFILE_TAG_LENGTH_MAX}
              disabled={full}
              placeholder={t('profileScreening.chips.customPlaceholder')}
              aria-describedby={hintId}
              enterKeyHint="done"
              onChange={(event) => setEntry(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button variant="outline" onClick={add} disabled={entry.trim() === '' || full}>
              <Plus aria-hidden />
              {t('profileScreening.chips.add')}
            </Button>
          </div>
          <p id={hintId} className="mt-1.5 text-xs text-slate-500">
            {full
              ? t('profileScreening.chips.full', { max: PROFILE_TAGS_MAX })
              : t('profileScreening.chips.customHint')}
          </p>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
