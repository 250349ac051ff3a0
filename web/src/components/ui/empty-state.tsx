import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  size?: 'sm' | 'md';
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  size = 'md',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        size === 'md' ? 'px-6 py-12' : 'px-4 py-8',
        className,
      )}
    >
      <div
        className={cn(
          'flex items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100',
          size === 'md' ? 'mb-4 size-14' : 'mb-3 size-11',
        )}
      >
        <Icon className={size === 'md' ? 'size-7' : 'size-5'} aria-hidden />
      </div>
      <p className={cn('font-semibold text-slate-900', size === 'md' ? 'text-base' : 'text-sm')}>{title}</p>
      {description ? (
        <p className={cn('mt-1.5 max-w-sm text-slate-500', size === 'md' ? 'text-sm' : 'text-xs')}>
          {description}
        </p>
      ) : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
