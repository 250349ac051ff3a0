import type { JobZone } from '@pathwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { readCareersUrl, writeCareersUrl } from '../utils/careers-url';

/** How long typing must pause before a search is sent (and written to the address). */
export const CAREER_SEARCH_DEBOUNCE_MS = 300;

/** A choice in the careers section is not a new page: the report stays where the person was reading. */
const KEEP_SCROLL = { preventScrollReset: true } as const;

/**
 * The careers list's Job Zone, search and page, kept in the address (a reload or Back keeps them).
 * The search box has its own text so typing stays instant; the address follows once typing pauses.
 */
export function useCareersUrl() {
  const [params, setParams] = useSearchParams();
  const state = readCareersUrl(params);
  const [searchText, setSearchText] = useState(state.search);
  const debounced = useDebouncedValue(searchText, CAREER_SEARCH_DEBOUNCE_MS);
  // The search last written from the box, so the sync below does not undo keys typed meanwhile.
  const written = useRef(state.search);

  useEffect(() => {
    const search = debounced.trim();
    if (search === written.current) return;
    written.current = search;
    // Typing replaces the entry: Back should leave the search, not replay it letter by letter.
    setParams((current) => writeCareersUrl(current, { search }), { replace: true, preventScrollReset: true });
  }, [debounced, setParams]);

  // Back/forward (or a link) changed the search in the address: show it in the box.
  useEffect(() => {
    if (state.search === written.current) return;
    written.current = state.search;
    setSearchText(state.search);
  }, [state.search]);

  const setJobZone = useCallback(
    (jobZone: JobZone | null) => setParams((current) => writeCareersUrl(current, { jobZone }), KEEP_SCROLL),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams((current) => writeCareersUrl(current, { page }), KEEP_SCROLL),
    [setParams],
  );
  const clearSearch = useCallback(() => {
    written.current = '';
    setSearchText('');
    setParams((current) => writeCareersUrl(current, { search: '' }), {
      replace: true,
      preventScrollReset: true,
    });
  }, [setParams]);

  return { ...state, searchText, setSearchText, setJobZone, setPage, clearSearch };
}
