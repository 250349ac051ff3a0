import { Compass, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCatalogueBrowse } from '../../api/get-catalogue';
import { useCatalogueGroups } from '../../api/get-catalogue-groups';
import { CATALOGUE_CARD_ITEM, CatalogueCard, type PaidAccessGate } from './catalogue-card';
import { CatalogueGridSkeleton } from './catalogue-card-skeleton';
import { CatalogueFilters } from './catalogue-filters';

/** Spec §9: the assessment list loads once typing has paused for 500 ms. */
export const CATALOGUE_SEARCH_DEBOUNCE_MS = 500;

type CatalogueBrowserProps = {
  hrefFor: (assessmentId: string) => string;
  /** A finished attempt's report, for the cards' "View result". */
  resultHrefFor?: (attemptId: string) => string;
  /** Tells each paid profiler's card whether it is owned (Buy, Pending or Start). */
  accessGate?: PaidAccessGate;
};

/** Every active profiler: search, grouping-category chips and "Load more". */
export function CatalogueBrowser({ hrefFor, resultHrefFor, accessGate }: CatalogueBrowserProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), CATALOGUE_SEARCH_DEBOUNCE_MS);
  const groups = useCatalogueGroups();
  const list = useCatalogueBrowse({ search: debouncedSearch, categoryId: categoryId ?? undefined });

  const profilers = useMemo(() => list.data?.pages.flatMap((page) => page.assessments) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;
  const isFiltered = debouncedSearch !== '' || categoryId !== null;
  const isTyping = search.trim() !== debouncedSearch;
  const isSwitching = list.isPlaceholderData;
  const selectedGroup = groups.data?.find((group) => group.id === categoryId);

  const clearFilters = () => {
    setSearch('');
    setCategoryId(null);
  };

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <>
        <span className="sr-only" role="status">
          {t('catalogue.browse.loading')}
        </span>
        <CatalogueGridSkeleton count={6} />
      </>
    );
  } else if (list.isError && !list.data) {
    content = (
      <LoadError title={t('catalogue.browse.loadFailed')} onRetry={() => list.refetch()} icon={false}>
        {getErrorMessage(list.error, t('errors.generic'))}
      </LoadError>
    );
  } else if (profilers.length === 0) {
    content = (
      <Card className={cn(isFiltered ? '' : 'border-dashed')}>
        {isFiltered ? (
          <EmptyState
            icon={SearchX}
            title={t('catalogue.browse.noMatchesTitle')}
            description={
              debouncedSearch
                ? t('catalogue.browse.noMatchesSearch', { search: debouncedSearch })
                : t('catalogue.browse.noMatchesCategory', { category: selectedGroup?.title ?? '' })
            }
            action={
              <Button variant="outline" onClick={clearFilters}>
                {t('catalogue.browse.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Compass}
            title={t('catalogue.browse.emptyTitle')}
            description={t('catalogue.browse.emptyDescription')}
          />
        )}
      </Card>
    );
  } else {
    content = (
      <>
        <ul
          className={cn(
            'grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
            isSwitching && 'opacity-60',
          )}
          aria-busy={isSwitching || undefined}
        >
          {profilers.map((profiler) => (
            <li key={profiler.id} className={CATALOGUE_CARD_ITEM}>
              <CatalogueCard
                profiler={profiler}
                href={hrefFor(profiler.id)}
                resultHref={resultHrefFor}
                accessGate={accessGate}
              />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-center gap-3">
          {list.isFetchNextPageError ? (
            <Alert tone="error" className="w-full">
              {getErrorMessage(list.error, t('catalogue.browse.loadMoreFailed'))}
            </Alert>
          ) : null}
          {list.hasNextPage || (list.data?.pages.length ?? 0) > 1 ? (
            <p className="text-sm text-slate-500">
              {t('catalogue.browse.showing', { shown: profilers.length, total })}
            </p>
          ) : null}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('catalogue.browse.loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="all-profilers-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="all-profilers-heading" className="text-lg font-semibold text-slate-900">
          {t('catalogue.browse.title')}
        </h2>
        <p className="text-sm text-slate-500" aria-live="polite" aria-atomic="true">
          {list.data && !isSwitching && !isTyping
            ? isFiltered
              ? t('catalogue.browse.matchCount', { count: total })
              : t('catalogue.browse.count', { count: total })
            : null}
        </p>
      </div>
      <CatalogueFilters
        search={search}
        onSearchChange={setSearch}
        searching={isTyping || (isSwitching && list.isFetching)}
        groups={groups.data ?? []}
        categoryId={categoryId}
        onCategoryChange={setCategoryId}
      />
      <div className="mt-5">{content}</div>
    </section>
  );
}
