import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  ASSESSMENTS_PAGE_SIZE,
  type AssessmentListParams,
  type PriceFilter,
  type StatusFilter,
} from '../api/get-assessments';

/** Spec §9: the assessment load is debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export type ProfilerFilterValues = {
  search: string;
  status: StatusFilter;
  price: PriceFilter;
  categoryId: string;
};

const NO_FILTERS: ProfilerFilterValues = { search: '', status: 'all', price: 'all', categoryId: 'all' };

/** The profiler list's search, filters and page; any filter change returns to the first page. */
export function useProfilerFilters() {
  const [values, setValues] = useState<ProfilerFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);

  const query: AssessmentListParams = {
    search,
    status: values.status,
    price: values.price,
    categoryId: values.categoryId,
    page,
    limit: ASSESSMENTS_PAGE_SIZE,
  };
  const isFiltered =
    values.search.trim() !== '' ||
    values.status !== 'all' ||
    values.price !== 'all' ||
    values.categoryId !== 'all';

  return {
    values,
    query,
    isFiltered,
    setPage,
    change: (patch: Partial<ProfilerFilterValues>) => {
      setValues((current) => ({ ...current, ...patch }));
      setPage(1);
    },
    clear: () => {
      setValues(NO_FILTERS);
      setPage(1);
    },
  };
}
