import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A filter's text box (a search) that answers each key press, while the filter itself — the address
 * and the request — follows once typing pauses for `delayMs`. A change from outside (Clear, a link,
 * the back button) shows in the box. Differences of surrounding spaces alone are not a change.
 * Returns the box's text and its setter; `commit` receives the text to filter by.
 */
export function useDebouncedFilterText(
  committed: string,
  commit: (text: string) => void,
  delayMs: number,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const debounced = useDebouncedValue(text, delayMs);
  // The latest commit (it closes over the caller's current filters) and what was last sent.
  const latest = useRef({ commit, sent: committed });
  latest.current.commit = commit;
  useEffect(() => {
    const current = latest.current;
    if (debounced.trim() === current.sent.trim()) return;
    current.sent = debounced;
    current.commit(debounced);
  }, [debounced]);
  useEffect(() => {
    if (committed.trim() === latest.current.sent.trim()) return;
    latest.current.sent = committed;
    setText(committed);
  }, [committed]);
  return [text, setText];
}
