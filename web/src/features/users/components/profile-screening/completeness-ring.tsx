import { cn } from '@/lib/cn';

type CompletenessRingProps = {
  percentage: number;
  /** Read out instead of the bare number, e.g. "3 of 5 questions answered". */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
};

const RADIUS = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A progress ring with the percentage in the middle; green once full. */
export function CompletenessRing({ percentage, label, size = 'md', className }: CompletenessRingProps) {
  const value = Math.min(100, Math.max(0, Math.round(percentage)));
  const done = value >= 100;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={label}
      aria-label={label}
      className={cn('relative shrink-0', size === 'md' ? 'size-16' : 'size-14', className)}
    >
      <svg viewBox="0 0 40 40" className="size-full -rotate-90" aria-hidden>
        <circle cx="20" cy="20" r={RADIUS} fill="none" strokeWidth="4" className="stroke-slate-200" />
        <circle
          cx="20"
          cy="20"
          r={RADIUS}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className={cn(
            'transition-[stroke-dashoffset] duration-500 ease-out motion-reduce:transition-none',
            done ? 'stroke-emerald-500' : 'stroke-brand-600',
          )}
        />
      </svg>
      <span
        aria-hidden
        className={cn(
          'absolute inset-0 flex items-center justify-center font-semibold tabular-nums text-slate-900',
          size === 'md' && value < 100 ? 'text-sm' : 'text-xs',
        )}
      >
        {value}%
      </span>
    </div>
  );
}
