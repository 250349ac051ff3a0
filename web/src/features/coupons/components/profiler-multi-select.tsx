import { RefreshCw, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PROFILER_OPTION_LIMIT, useProfilerOptions, useProfilerTitles } from '../api/get-profiler-options';

const SEARCH_DEBOUNCE_MS = 300;

type ProfilerMultiSelectProps = {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
};

/**
 * The profilers a coupon applies to: chips for the chosen ones and a searchable checklist (the
 * search runs on the server). Nothing chosen means every profiler.
 */
export function ProfilerMultiSelect({ value, onChange, disabled }: ProfilerMultiSelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const options = useProfilerOptions(debounced, true);
  // Titles of every profiler seen so far, so a chip keeps its name when the search moves on.
  const [seen, setSeen] = useState<Record<string, string>>({});
  const known: Record<string, string> = { ...seen };
  for (const option of options.data ?? []) known[option.id] = option.title;
  // Only chosen profilers the list never showed (an edited coupon's) are looked up one by one.
  const missing = options.isFetched ? value.filter((id) => !(id in known)) : [];
  const lookups = useProfilerTitles(missing);
  const chipTitle = (id: string) => {
    if (id in known) return known[id] as string;
    const lookup = lookups[missing.indexOf(id)];
    if (!lookup || lookup.isPending) return t('coupons.profilers.loadingTitle');
    return lookup.data ?? t('coupons.profilers.deleted');
  };

  const toggle = (id: string, title: string, checked: boolean) => {
    setSeen((current) => ({ ...current, [id]: title }));
    onChange(checked ? [...value, id] : value.filter((item) => item !== id));
  };

  return (
    <fieldset className="space-y-2" aria-labelledby={labelId} disabled={disabled}>
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {t('coupons.profilers.label')}
        </span>
        {value.length > 0 ? (
          <Button variant="link" size="sm" onClick={() => onChange([])}>
            {t('coupons.profilers.clear')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-500" aria-live="polite">
        {value.length === 0
          ? t('coupons.profilers.all')
          : t('coupons.profilers.selected', { count: value.length })}
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((id) => (
            <li
              key={id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200"
            >
              <span className="truncate">{chipTitle(id)}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={t('coupons.profilers.remove', { title: chipTitle(id) })}
                onClick={() => onChange(value.filter((item) => item !== id))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('coupons.profilers.search')}
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
        <Input
          id={searchId}
          type="search"
          className="pl-9"
          value={search}
          placeholder={t('coupons.profilers.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        {options.isFetching ? <Spinner className="absolute top-3 right-3 size-4 text-slate-400" /> : null}
      </div>
      <div className="max-h-52 overflow-y-auto rounded-lg border border-slate-200">
        {options.isPending && options.fetchStatus === 'fetching' ? (
          <p className="flex items-center gap-2 px-3 py-2.5 text-sm text-slate-500">
            <Spinner />
            {t('common.loading')}
          </p>
        ) : options.isError && !options.data ? (
          <div
            className="flex items-center justify-between gap-2 px-3 py-2.5 text-sm text-rose-700"
            role="alert"
          >
            {t('coupons.profilers.loadFailed')}
            <Button variant="outline" size="sm" onClick={() => options.refetch()}>
              <RefreshCw aria-hidden />
              {t('common.retry')}
            </Button>
          </div>
        ) : options.data?.length === 0 ? (
          <p className="px-3 py-2.5 text-sm text-slate-500">{t('coupons.profilers.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {(options.data ?? []).map((option) => {
              const checked = value.includes(option.id);
              return (
                <li key={option.id}>
                  <label className="flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 accent-brand-600"
                      checked={checked}
                      onChange={(event) => toggle(option.id, option.title, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">{option.title}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {options.data?.length === PROFILER_OPTION_LIMIT ? (
        <p className="text-xs text-slate-500">
          {t('coupons.profilers.moreMatches', { count: PROFILER_OPTION_LIMIT })}
        </p>
      ) : null}
    </fieldset>
  );
}
