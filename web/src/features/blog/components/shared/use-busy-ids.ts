import { useCallback, useState } from 'react';

/**
 * Which rows have a call in flight, so each row shows its own spinner while others stay usable
 * (one useMutation remembers only its latest call).
 */
export function useBusyIds() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const run = useCallback(async <T>(id: string, task: () => Promise<T>): Promise<T> => {
    setBusy((current) => new Set(current).add(id));
    try {
      return await task();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { busy, run };
}
