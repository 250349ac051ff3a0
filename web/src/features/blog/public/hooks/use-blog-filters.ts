import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type BlogFilters, readBlogFilters, toBlogSearchParams } from '../api/blog-filters';

/**
 * The list's filters live in the address (shareable, and the same query the server-rendered page
 * reads). A search being typed replaces the history entry; a chosen filter or page adds one, so Back
 * undoes it. Filters keep the scroll position; a new page starts at the top.
 */
export function useBlogFilters(): [BlogFilters, (next: BlogFilters, options?: { typing?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readBlogFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: BlogFilters, { typing = false }: { typing?: boolean } = {}) => {
      const pageOnly =
        next.page !== filters.page &&
        toBlogSearchParams({ ...next, page: 1 }).toString() ===
          toBlogSearchParams({ ...filters, page: 1 }).toString();
      setSearchParams(toBlogSearchParams(next), { replace: typing, preventScrollReset: !pageOnly });
    },
    [filters, setSearchParams],
  );
  return [filters, setFilters];
}
