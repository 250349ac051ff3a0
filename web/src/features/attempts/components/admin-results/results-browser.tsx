import { ClipboardList, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminAiStatuses } from '../../api/admin-ai-analysis';
import { type AdminResultsStatus, useAdminResults } from '../../api/admin-get-results';
import { AttemptDetailPanel } from './attempt-detail-panel';
import { ResultsFilters } from './results-filters';
import { ResultsList } from './results-list';

export const SEARCH_DEBOUNCE_MS = 300;

type ResultsBrowserProps = {
  assessmentId: string;
  /** The attempt whose detail panel is open (kept in the address by the page), or null. */
  openAttemptId: string | null;
  onOpenAttempt: (attemptId: string | null) => void;
};

/** Filters, the paged attempts with their AI status, and the detail panel of the chosen attempt. */
export function ResultsBrowser({ assessmentId, openAttemptId, onOpenAttempt }: ResultsBrowserProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdminResultsStatus>('all');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the filters it was chosen for: new filters start from their first page.
  const filterKey = `${status}\n${debouncedSearch}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useAdminResults(assessmentId, { status, search: debouncedSearch, page });

  const attemptIds = useMemo(() => query.data?.results.map((row) => row.attemptId) ?? [], [query.data]);
  const aiStatuses = useAdminAiStatuses(attemptIds);

  // A page emptied by a change elsewhere (another admin, a reset) steps back to one with attempts.
  const emptiedPage = page > 1 && query.data?.results.length === 0 && !query.isPlaceholderData;
  useEffect(() => {
    if (emptiedPage) setPaging({ filterKey, page: page - 1 });
  }, [emptiedPage, filterKey, page]);

  const filtered = status !== 'all' || debouncedSearch !== '';
  const clearFilters = () => {
    setStatus('all');
    setSearch('');
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ul
        className="divide-y divide-slate-100"
        role="status"
        aria-busy
        aria-label={t('adminResults.loading')}
      >
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
            <Skeleton className="hidden h-5 w-12 md:block" />
            <Skeleton className="hidden h-8 w-48 lg:block" />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div className="p-5 sm:p-6">
        <LoadError
          title={t('adminResults.loadFailed')}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        >
          {getErrorMessage(query.error, t('adminResults.loadFailedHint'))}
        </LoadError>
      </div>
    );
  } else if (query.data.results.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('adminResults.empty.noMatchTitle')}
        description={t('adminResults.empty.noMatchDescription')}
        action={
          <Button variant="outline" onClick={clearFilters}>
            {t('adminResults.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={ClipboardList}
        title={t('adminResults.empty.title')}
        description={t('adminResults.empty.description')}
      />
    );
  } else {
    body = (
      <>
        <ResultsList
          rows={query.data.results}
          aiStatuses={aiStatuses.data}
          busy={query.isPlaceholderData}
          onOpen={(row) => onOpenAttempt(row.attemptId)}
        />
        <div className="border-t border-slate-100 px-5 py-3 empty:hidden sm:px-6">
          <Pager
            label={t('adminResults.pagination.label')}
            pagination={query.data.pagination}
            busy={query.isPlaceholderData}
            onPageChange={(next) => setPaging({ filterKey, page: next })}
          />
        </div>
      </>
    );
  }

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <ResultsFilters
          status={status}
          onStatusChange={setStatus}
          search={search}
          onSearchChange={setSearch}
        />
        {query.data ? (
          <p className="text-sm whitespace-nowrap text-slate-500" aria-live="polite">
            {t(filtered ? 'adminResults.countFiltered' : 'adminResults.count', {
              count: query.data.pagination.total,
            })}
          </p>
        ) : null}
      </div>
      {body}
      <AttemptDetailPanel
        attemptId={openAttemptId}
        assessmentId={assessmentId}
        onClose={() => onOpenAttempt(null)}
      />
    </Card>
  );
}
