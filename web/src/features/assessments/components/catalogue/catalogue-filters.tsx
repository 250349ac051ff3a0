import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { CatalogueGroup } from '../../api/get-catalogue-groups';

type CatalogueFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  /** A search is waiting for typing to pause, or loading. */
  searching: boolean;
  groups: readonly CatalogueGroup[];
  categoryId: string | null;
  onCategoryChange: (id: string | null) => void;
};

const chipClassName =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm ring-1 ring-inset transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** A search box and one chip per grouping category (those with profilers, plus the chosen one). */
export function CatalogueFilters({
  search,
  onSearchChange,
  searching,
  groups,
  categoryId,
  onCategoryChange,
}: CatalogueFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const shown = groups.filter((group) => group.assessmentCount > 0 || group.id === categoryId);

  const chip = (id: string | null, label: string, count?: number) => {
    const on = categoryId === id;
    return (
      <li key={id ?? 'all'}>
        <button
          type="button"
          aria-pressed={on}
          onClick={() => onCategoryChange(id)}
          className={cn(
            chipClassName,
            on
              ? 'bg-slate-900 font-medium text-white ring-slate-900'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400',
          )}
        >
          {label}
          {count !== undefined ? (
            <span className={cn('text-xs tabular-nums', on ? 'text-slate-300' : 'text-slate-400')}>
              {count}
            </span>
          ) : null}
        </button>
      </li>
    );
  };

  return (
    <div className="space-y-3">
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t('catalogue.browse.searchLabel')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('catalogue.browse.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
          {searching ? (
            <Spinner className="mr-1.5 size-4 text-slate-400" />
          ) : search ? (
            <button
              type="button"
              onClick={() => onSearchChange('')}
              aria-label={t('catalogue.browse.clearSearch')}
              className="rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </span>
      </div>
      {shown.length > 0 ? (
        <ul
          aria-label={t('catalogue.browse.categoriesLabel')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-0.5 pb-1.5 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {chip(null, t('catalogue.browse.allCategories'))}
          {shown.map((group) => chip(group.id, group.title, group.assessmentCount))}
        </ul>
      ) : null}
    </div>
  );
}
