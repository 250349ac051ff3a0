import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { getErrorCode, getErrorMessage } from '@/lib/errors';

type PageLoadErrorProps = {
  /** The page's failed query: what went wrong, how to try again and whether that is running. */
  query: { error: unknown; refetch: () => unknown; isRefetching: boolean };
  /** What a 404 shows instead of an error: the thing is not there (or no longer shared). */
  notFound: { icon: LucideIcon; title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** The alert's title when the server sent no message of its own, e.g. t('report.loadFailed'). */
  loadFailed: string;
  /** Placed on the not-found card and around the alert, e.g. 'mx-auto max-w-3xl'. */
  className?: string;
};

/**
 * What a page shows when its main read failed: the not-found state for a 404, otherwise the error
 * alert (the server's message) with "Try again".
 */
export function PageLoadError({ query, notFound, loadFailed, className }: PageLoadErrorProps) {
  if (getErrorCode(query.error) === 'NOT_FOUND') {
    return (
      <Card className={className}>
        <EmptyState
          icon={notFound.icon}
          title={notFound.title}
          description={notFound.description}
          action={notFound.action}
        />
      </Card>
    );
  }
  return (
    <div className={className}>
      <LoadError
        title={getErrorMessage(query.error, loadFailed)}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
        icon={false}
      />
    </div>
  );
}
