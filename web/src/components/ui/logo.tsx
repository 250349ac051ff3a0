import { cn } from '@/lib/cn';

/** The Pathwise mark and word. */
export function Logo({ className, subtitle }: { className?: string; subtitle?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 23c3-9 7-13 14-14-2 6-5 11-14 14Z" fill="#fff" />
        <circle cx="16" cy="16" r="2.2" className="fill-brand-600" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[1.05rem] font-semibold tracking-tight text-slate-900">Pathwise</span>
        {subtitle ? (
          <span className="mt-0.5 text-[0.7rem] font-medium text-slate-500">{subtitle}</span>
        ) : null}
      </span>
    </span>
  );
}
