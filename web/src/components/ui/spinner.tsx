import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = { className?: string; label?: string };

/** A spinning indicator. Decorative unless `label` is given (then it is announced). */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <LoaderCircle
      className={cn('animate-spin', className ?? 'size-4')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}
