import type { Author, Tag, TaxonomyItem } from '@pathwise/contract';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import {
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  EMPTY_ARTICLE_FILTERS,
  type ArticleFilters as Filters,
  hasArticleFilters,
} from '../../api/article-filters';

export const ARTICLE_SEARCH_DEBOUNCE_MS = 300;

type Options = {
  categories: readonly TaxonomyItem[];
  subjects: readonly TaxonomyItem[];
  tags: readonly Tag[];
  authors: readonly Author[];
};

type ArticleFiltersProps = { filters: Filters; onChange: (filters: Filters) => void; options: Options };

/** Search (title, excerpt), status, featured, category, subject, tag, author and the order. */
export function ArticleFilters({ filters, onChange, options }: ArticleFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useDebouncedFilterText(
    filters.search,
    (next) => onChange({ ...filters, search: next }),
    ARTICLE_SEARCH_DEBOUNCE_MS,
  );
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  return (
    <div className="space-y-3" data-testid="article-filters">
      {/* Two columns even on a phone: eight fields one under another filled a whole screen. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminBlog.filters.search')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              value={search}
              maxLength={100}
              autoComplete="off"
              placeholder={t('adminBlog.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          label={t('adminBlog.filters.status')}
          value={filters.status}
          onChange={(status) => set({ status: status as Filters['status'] })}
          options={ARTICLE_STATUSES.map((status) => ({
            value: status,
            label: t(`adminBlog.status.${status}`),
          }))}
        />
        <FilterSelect
          label={t('adminBlog.filters.featured')}
          value={filters.featured}
          onChange={(featured) => set({ featured: featured as Filters['featured'] })}
          options={[
            { value: 'true', label: t('adminBlog.filters.featuredOnly') },
            { value: 'false', label: t('adminBlog.filters.notFeatured') },
          ]}
        />
        <FilterSelect
          label={t('adminBlog.filters.sort')}
          value={filters.sort}
          anyLabel={null}
          onChange={(sort) => set({ sort: sort as Filters['sort'] })}
          options={ARTICLE_SORTS.map((sort) => ({ value: sort, label: t(`adminBlog.sort.${sort}`) }))}
        />
        <FilterSelect
          label={t('adminBlog.filters.category')}
          value={filters.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          options={options.categories.map((item) => ({ value: item.id, label: item.name }))}
        />
        <FilterSelect
          label={t('adminBlog.filters.subject')}
          value={filters.subjectId}
          onChange={(subjectId) => set({ subjectId })}
          options={options.subjects.map((item) => ({ value: item.id, label: item.name }))}
        />
        <FilterSelect
          label={t('adminBlog.filters.tag')}
          value={filters.tagId}
          onChange={(tagId) => set({ tagId })}
          options={options.tags.map((item) => ({ value: item.id, label: item.name }))}
        />
        <FilterSelect
          label={t('adminBlog.filters.author')}
          value={filters.authorId}
          onChange={(authorId) => set({ authorId })}
          options={options.authors.map((item) => ({ value: item.id, label: item.name }))}
        />
      </div>
      {hasArticleFilters(filters) ? (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...EMPTY_ARTICLE_FILTERS, sort: filters.sort })}
          >
            <X aria-hidden />
            {t('adminBlog.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The "any" choice's words; null when the select has no "any" (the order). */
  anyLabel?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {anyLabel === null ? null : <option value="">{anyLabel ?? t('adminBlog.filters.any')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
