import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cardClassName } from './card';

/**
 * Figures shown as cards (dashboard totals, list counters) are one definition list. HTML lets a <dl>
 * hold only <dt>/<dd> groups, each optionally wrapped in a <div> that holds nothing else, so a card is
 * that <div> (never a <section>), and its icon lives inside the <dt> (axe: definition-list, dlitem).
 */
export function StatList({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={cn('grid', className)} {...props} />;
}

type StatProps = {
  label: ReactNode;
  /** The <dd>: the figure. */
  children: ReactNode;
  /** A second <dd> under the figure (a count, a hint). */
  detail?: ReactNode;
  detailClassName?: string;
  /** A decorative icon, placed inside the <dt>; position it absolutely (the card is `relative`). */
  icon?: ReactNode;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
  'data-testid'?: string;
  valueTestId?: string;
};

/** One figure of a StatList: a card holding only its term and its definition. */
export function Stat({
  label,
  children,
  detail,
  detailClassName,
  icon,
  className,
  labelClassName,
  valueClassName,
  'data-testid': testId,
  valueTestId,
}: StatProps) {
  return (
    <div className={cn(cardClassName, 'relative min-w-0', className)} data-testid={testId}>
      <dt className={labelClassName}>
        {icon}
        {label}
      </dt>
      <dd className={valueClassName} data-testid={valueTestId}>
        {children}
      </dd>
      {detail ? <dd className={detailClassName}>{detail}</dd> : null}
    </div>
  );
}
