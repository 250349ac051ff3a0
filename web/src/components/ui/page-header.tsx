import type { ReactNode } from 'react';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; badges?: ReactNode; actions?: ReactNode };

export function PageHeader({ title, description, badges, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {badges ? <div className="mb-2 flex flex-wrap items-center gap-2">{badges}</div> : null}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[1.75rem]">{title}</h1>
        {description ? (
          <p className="mt-1.5 max-w-2xl text-sm text-slate-500 sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
