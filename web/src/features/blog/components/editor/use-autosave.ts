import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; error: unknown };

type AutosaveOptions<T> = {
  value: T;
  /** What the server holds; the value differs from it = unsaved changes. */
  baseline: T | null;
  isEqual: (a: T, b: T) => boolean;
  canSave: (value: T) => boolean;
  /** Sends the value; may answer what the server kept (e.g. the slug it made unique) when that differs. */
  save: (value: T) => Promise<T | undefined>;
  delayMs: number;
};

/**
 * Saves `value` once edits pause for `delayMs`. One save at a time: edits made while a save runs are
 * saved after it. A failed save waits for `flush` (the Retry button) rather than hammering the server.
 * `flush` saves now (before publishing, previewing or analysing) and resolves once nothing is left.
 */
export function useAutosave<T>({ value, baseline, isEqual, canSave, save, delayMs }: AutosaveOptions<T>) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saved = useRef<T | null>(baseline);
  const latest = useRef({ value, isEqual, canSave, save });
  latest.current = { value, isEqual, canSave, save };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);

  const setBaseline = useCallback((next: T) => {
    saved.current = next;
  }, []);

  const isDirty = useCallback(() => {
    const { value: current, isEqual: equal } = latest.current;
    return saved.current === null ? true : !equal(current, saved.current);
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // Wait for a save already on its way, then save what changed meanwhile.
    while (running.current) await running.current.catch(() => undefined);
    if (!isDirty()) {
      setStatus((current) => (current.kind === 'pending' ? { kind: 'saved', at: new Date() } : current));
      return true;
    }
    const { value: snapshot, canSave: allowed, save: send } = latest.current;
    if (!allowed(snapshot)) return false;
    setStatus({ kind: 'saving' });
    const attempt = send(snapshot).then((stored) => {
      saved.current = stored ?? snapshot;
    });
    running.current = attempt;
    try {
      await attempt;
    } catch (error) {
      setStatus({ kind: 'error', error });
      return false;
    } finally {
      running.current = null;
    }
    if (isDirty()) {
      setStatus({ kind: 'pending' });
      timer.current = setTimeout(() => void flush(), delayMs);
    } else {
      setStatus({ kind: 'saved', at: new Date() });
    }
    return true;
  }, [delayMs, isDirty]);

  useEffect(() => {
    if (saved.current === null && baseline !== null) saved.current = baseline;
  }, [baseline]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each edit (a new value) restarts the wait.
  useEffect(() => {
    if (!isDirty()) {
      // Back to what the server holds (an undo, or the server's own slug shown): nothing to send.
      if (!running.current) {
        clearTimeout(timer.current);
        setStatus((current) => (current.kind === 'pending' ? { kind: 'saved', at: new Date() } : current));
      }
      return;
    }
    if (!latest.current.canSave(latest.current.value)) return;
    if (running.current) return; // saved right after the running one
    setStatus((current) => (current.kind === 'error' ? current : { kind: 'pending' }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [value, delayMs, flush, isDirty]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, flush, isDirty, setBaseline };
}
