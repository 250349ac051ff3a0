import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls (a long or wide table): a named region that takes the keyboard focus, so it can
 * be scrolled without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to scroll by keyboard.
      tabIndex={0}
      className={cn(
        'overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {children}
    </section>
  );
}
