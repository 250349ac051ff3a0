import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The card surface, for elements that cannot be a <section> (a figure in a <dl>, see stat.tsx). */
export const cardClassName =
  'rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn(cardClassName, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 px-5 pt-5 sm:px-6 sm:pt-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-500', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 py-5 sm:px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-end gap-3 rounded-b-(--radius-card) border-t border-slate-100 bg-slate-50/60 px-5 py-3 sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
