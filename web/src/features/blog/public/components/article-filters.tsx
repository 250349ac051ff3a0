import type { BlogTaxonomy } from '@pathwise/contract';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import {
  type BlogFilterKey,
  type BlogFilters,
  EMPTY_BLOG_FILTERS,
  hasBlogFilters,
} from '../api/blog-filters';

export const BLOG_SEARCH_DEBOUNCE_MS = 350;

type ArticleFiltersProps = {
  filters: BlogFilters;
  /** The filters changed; `typing` marks a search still being typed (the address is replaced, not pushed). */
  onChange: (filters: BlogFilters, options?: { typing?: boolean }) => void;
  /** Active categories, subjects, tags and authors; the selects wait for it (search works meanwhile). */
  taxonomy: BlogTaxonomy | undefined;
};

const SELECTS = [
  { key: 'category', list: 'categories', any: 'anyCategory' },
  { key: 'subject', list: 'subjects', any: 'anySubject' },
  { key: 'tag', list: 'tags', any: 'anyTag' },
  { key: 'author', list: 'authors', any: 'anyAuthor' },
] as const satisfies readonly { key: BlogFilterKey; list: keyof BlogTaxonomy; any: string }[];

/** Search plus one select per kind of taxonomy; every change resets to the first page. */
export function ArticleFilters({ filters, onChange, taxonomy }: ArticleFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const idPrefix = useId();

  const [search, setSearch] = useDebouncedFilterText(
    filters.search,
    (text) => onChange({ ...filters, search: text, page: 1 }, { typing: true }),
    BLOG_SEARCH_DEBOUNCE_MS,
  );
  // Enter searches at once, without waiting for the pause (the one text box submits the form).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search.trim() !== filters.search.trim()) onChange({ ...filters, search, page: 1 });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers we support (and jsdom); the role says the same
    <form
      role="search"
      aria-label={t('publicBlog.filters.label')}
      onSubmit={submit}
      className="space-y-3"
      data-testid="blog-filters"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('publicBlog.filters.search')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={searchId}
              type="search"
              name="search"
              className="pl-9"
              value={search}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('publicBlog.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        {SELECTS.map(({ key, list, any }) => {
          const items = taxonomy?.[list] ?? [];
          const current = filters[key];
          // A slug from a shared link that is not (or no longer) among the active ones still shows.
          const known = items.some((item) => item.slug === current);
          return (
            <div key={key}>
              <label
                htmlFor={`${idPrefix}-${key}`}
                className="mb-1.5 block text-sm font-medium text-slate-700"
              >
                {t(`publicBlog.filters.${key}`)}
              </label>
              <Select
                id={`${idPrefix}-${key}`}
                name={key}
                value={current}
                disabled={!taxonomy && !current}
                onChange={(event) => onChange({ ...filters, [key]: event.target.value, page: 1 })}
              >
                <option value="">{t(`publicBlog.filters.${any}`)}</option>
                {current && !known ? <option value={current}>{current}</option> : null}
                {items.map((item) => (
                  <option key={item.id} value={item.slug}>
                    {item.name}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      </div>
      {hasBlogFilters(filters) ? (
        <div className="flex justify-end">
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(EMPTY_BLOG_FILTERS)}>
            <X aria-hidden />
            {t('publicBlog.filters.clear')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
