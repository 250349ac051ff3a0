import { useCallback, useMemo, useRef } from 'react';

/**
 * Gives focus back to what opened a question. ConfirmDialog is opened from state, not from a Radix
 * trigger, so on closing Radix has nothing to return focus to and it falls to the page's body: a
 * keyboard user would start again from the top. (The referrals console has its twin; features do not
 * import each other.)
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    requestAnimationFrame(() => {
      if (element?.isConnected && !(element as HTMLButtonElement).disabled) element.focus();
    });
  }, []);
  return useMemo(() => ({ remember, restore }), [remember, restore]);
}
