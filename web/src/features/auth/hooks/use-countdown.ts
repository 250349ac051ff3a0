import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `start()`'s deadline, ticking once a second. Works from a deadline rather
 * than counting ticks, so a backgrounded tab still shows the right figure when it wakes up.
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [deadline, now]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, isRunning: remaining > 0, start };
}

export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
