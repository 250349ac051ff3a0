import { type AssessmentGroup, PRICE_FILTERS, STATUS_FILTERS } from '@pathwise/contract';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { PriceFilter, StatusFilter } from '../../api/get-assessments';
import type { ProfilerFilterValues } from '../../hooks/use-profiler-filters';

type ProfilerFiltersProps = {
  values: ProfilerFilterValues;
  onChange: (patch: Partial<ProfilerFilterValues>) => void;
  onClear: () => void;
  isFiltered: boolean;
  groups: readonly AssessmentGroup[];
  /** Profilers matching the filters, and all of them. */
  shown: number | undefined;
  total: number | undefined;
};

/** Search (title, description, long description) and the status, price and category filters. */
export function ProfilerFilters({
  values,
  onChange,
  onClear,
  isFiltered,
  groups,
  shown,
  total,
}: ProfilerFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 rounded-(--radius-card) border border-slate-200 bg-white p-4 shadow-(--shadow-card)">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <Field label={t('assessments.filters.search')} className="col-span-2 lg:col-span-1">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <Input
                {...control}
                type="search"
                className="pl-9"
                placeholder={t('assessments.filters.searchPlaceholder')}
                value={values.search}
                onChange={(event) => onChange({ search: event.target.value })}
              />
            </div>
          )}
        </Field>
        <Field label={t('assessments.filters.status')}>
          {(control) => (
            <Select
              {...control}
              value={values.status}
              onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
            >
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t(`assessments.filters.statusOptions.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('assessments.filters.price')}>
          {(control) => (
            <Select
              {...control}
              value={values.price}
              onChange={(event) => onChange({ price: event.target.value as PriceFilter })}
            >
              {PRICE_FILTERS.map((price) => (
                <option key={price} value={price}>
                  {t(`assessments.filters.priceOptions.${price}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('assessments.filters.category')} className="col-span-2 lg:col-span-1">
          {(control) => (
            <Select
              {...control}
              value={values.categoryId}
              onChange={(event) => onChange({ categoryId: event.target.value })}
            >
              <option value="all">{t('assessments.filters.allCategories')}</option>
              {groups
                .filter((group) => group.isActive)
                .map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.title}
                  </option>
                ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-500" aria-live="polite" data-testid="profiler-counter">
          {shown === undefined || total === undefined
            ? '\u00a0'
            : t('assessments.filters.counter', { shown, total })}
        </p>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!isFiltered}>
          <X aria-hidden />
          {t('assessments.filters.clear')}
        </Button>
      </div>
    </div>
  );
}
