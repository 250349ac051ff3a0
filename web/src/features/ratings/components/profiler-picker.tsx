import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';

/** What the picker needs of a profiler. */
export type ProfilerChoice = { id: string; title: string; isActive: boolean };

export type ProfilerChoices = {
  /** Undefined while loading. */
  items: ProfilerChoice[] | undefined;
  /** The failure to show instead of the picker, or null. */
  error: string | null;
  retry: () => void;
  retrying: boolean;
  /** How many profilers exist in all, when the picker lists only the newest of them. */
  total: number;
};

type ProfilerPickerProps = {
  choices: ProfilerChoices;
  value: string | null;
  /** Title of a chosen profiler that is not among `choices` (picked from the recent feed). */
  valueTitle?: string;
  onChange: (id: string) => void;
};

/** Chooses the profiler whose statistics and ratings are shown. */
export function ProfilerPicker({ choices, value, valueTitle, onChange }: ProfilerPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  if (choices.error) {
    return <LoadError title={choices.error} onRetry={choices.retry} retrying={choices.retrying} />;
  }
  if (!choices.items) {
    return (
      <div role="status" aria-busy aria-label={t('ratings.picker.loading')} className="space-y-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-10 w-full max-w-md" />
      </div>
    );
  }
  const options = [...choices.items];
  if (value && !options.some((choice) => choice.id === value)) {
    options.unshift({ id: value, title: valueTitle ?? value, isActive: true });
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('ratings.picker.label')}
      </label>
      <Select
        id={id}
        className="mt-1.5 max-w-md"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.isActive ? choice.title : t('ratings.picker.inactive', { title: choice.title })}
          </option>
        ))}
      </Select>
      {choices.total > choices.items.length ? (
        <p className="mt-1.5 text-xs text-slate-500">
          {t('ratings.picker.showingFirst', { count: choices.items.length })}
        </p>
      ) : null}
    </div>
  );
}
