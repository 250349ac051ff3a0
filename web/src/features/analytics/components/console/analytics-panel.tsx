import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';

/** What a panel needs of its query (a TanStack Query result). */
export type PanelQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};

export type PanelEmpty = { icon: LucideIcon; title: string; description?: string };

type AnalyticsPanelProps = {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  query: PanelQuery;
  /** Whether there is data to show; `empty` says what a new install sees instead of flat lines. */
  hasData: boolean;
  empty?: PanelEmpty | null;
  /** Buttons beside the title (table toggle, CSV), shown once the data is there. */
  actions?: ReactNode;
  /** The skeleton's shape while the first read runs. */
  skeleton?: ReactNode;
  /** The content, rendered only when there is data and it is not empty. */
  children: () => ReactNode;
  className?: string;
};

/**
 * A card of the analytics screen with its own states: a skeleton while it loads, an error with
 * "Try again" (each panel retries its own read), an empty state for a new install, then its content.
 * While another range loads, the previous figures stay, dimmed and marked busy.
 */
export function AnalyticsPanel({
  testId,
  title,
  description,
  query,
  hasData,
  empty,
  actions,
  skeleton,
  children,
  className,
}: AnalyticsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();

  let body: ReactNode;
  let ready = false;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy aria-label={t('common.loading')}>
        {skeleton ?? <Skeleton className="h-56 w-full" />}
      </div>
    );
  } else if (query.isError && !hasData) {
    body = (
      <LoadError
        title={t('adminAnalytics.panel.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      >
        {getErrorMessage(query.error, t('adminAnalytics.panel.loadFailedHint'))}
      </LoadError>
    );
  } else if (empty) {
    body = (
      <EmptyState
        size="sm"
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        className="py-10"
      />
    );
  } else {
    ready = true;
    body = children();
  }

  return (
    <Card aria-labelledby={titleId} data-testid={testId} className={cn('min-w-0', className)}>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <CardTitle id={titleId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {ready && actions ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>
        ) : null}
      </CardHeader>
      <CardContent
        className={cn('pt-4', query.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {body}
      </CardContent>
    </Card>
  );
}
