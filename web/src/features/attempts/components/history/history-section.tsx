import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { type HistoryItem, type HistoryStatus, useUserHistory } from '../../api/get-user-history';

type HistorySectionProps = {
  /** Which attempts the section lists. */
  status: Exclude<HistoryStatus, 'all'>;
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: string;
  /** Said when the first page could not be read. */
  loadFailed: string;
  /** The list and its "Show more" inside one card, rather than under a grid of cards. */
  card?: boolean;
  /** The list of the pages loaded so far. */
  children: (items: HistoryItem[]) => ReactNode;
};

/**
 * The frame the dashboard's history lists share: the person's attempts with one status, paged with
 * "Show more", under a heading. Nothing while loading or when there are none; an error with
 * "Try again" when the first page failed.
 */
export function HistorySection({
  status,
  headingId,
  title,
  loadFailed,
  card,
  children,
}: HistorySectionProps) {
  const { t } = useTranslation();
  const history = useUserHistory(status);
  const items = history.data?.pages.flatMap((page) => page.history) ?? [];

  if (history.isError && !history.data) {
    return (
      <LoadError onRetry={() => history.refetch()} icon={false}>
        {loadFailed}
      </LoadError>
    );
  }
  if (items.length === 0) return null;

  const more = history.hasNextPage ? (
    <div className={cn('flex justify-center', card ? 'border-t border-slate-100 px-5 py-3' : 'mt-4')}>
      <Button
        variant="ghost"
        size="sm"
        loading={history.isFetchingNextPage}
        onClick={() => void history.fetchNextPage()}
      >
        {t('attemptHistory.showMore')}
      </Button>
    </div>
  ) : null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {card ? (
        <Card>
          {children(items)}
          {more}
        </Card>
      ) : (
        <>
          {children(items)}
          {more}
        </>
      )}
    </section>
  );
}
