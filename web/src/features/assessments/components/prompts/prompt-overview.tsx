import { Bot, ChevronLeft, ChevronRight, ClipboardList, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type PromptOverviewItem, usePromptOverview } from '../../api/get-prompt-overview';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { createProfilerHref } from '../../utils/create-profiler-link';
import { PROMPT_TEXT_PREVIEW, previewText } from '../../utils/text-preview';
import { PromptsDialog } from './prompts-dialog';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** Every profiler with its prompt count and active prompt; each opens the prompts dialog. */
export function PromptOverview() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: string; title: string } | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = usePromptOverview({ search: debouncedSearch, page, limit: PAGE_SIZE });
  useFailureToast(query.isError, t('prompts.toasts.loadFailed'));
  const total = query.data?.pagination.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={t('prompts.overview.searchPlaceholder')}
          aria-label={t('prompts.overview.search')}
          className="pl-9"
        />
      </div>

      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title={t('prompts.toasts.loadFailed')}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data.items.length === 0 ? (
        <Card className="border-dashed">
          {debouncedSearch ? (
            <EmptyState
              icon={Search}
              title={t('prompts.overview.noMatchTitle')}
              description={t('prompts.overview.noMatchDescription', { search: debouncedSearch })}
            />
          ) : (
            // Prompts belong to profilers: with none yet, the way forward is to create one.
            <EmptyState
              icon={ClipboardList}
              title={t('assessments.list.empty.title')}
              description={t('assessments.list.empty.description')}
              action={
                <Button asChild>
                  <Link to={createProfilerHref()}>
                    <Plus aria-hidden />
                    {t('assessments.list.createFirst')}
                  </Link>
                </Button>
              }
            />
          )}
        </Card>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((item) => (
              <OverviewRow
                key={item.assessmentId}
                item={item}
                onManage={() => setOpen({ id: item.assessmentId, title: item.assessmentTitle })}
              />
            ))}
          </ul>
          <nav
            className="flex items-center justify-between gap-3"
            aria-label={t('prompts.overview.pagination')}
          >
            <p className="text-sm text-slate-500">
              {t('prompts.overview.pageOf', { page, count: pageCount, total })}
            </p>
            {pageCount > 1 ? (
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                  <ChevronLeft aria-hidden />
                  {t('prompts.overview.previous')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPage(page + 1)}
                  disabled={!query.data.pagination.hasMore}
                >
                  {t('prompts.overview.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            ) : null}
          </nav>
        </>
      )}

      <PromptsDialog assessment={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function OverviewRow({ item, onManage }: { item: PromptOverviewItem; onManage: () => void }) {
  const { t } = useTranslation();
  const { activePrompt } = item;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold break-words text-slate-900">{item.assessmentTitle}</h2>
            <Badge tone={item.isAssessmentActive ? 'success' : 'neutral'}>
              {item.isAssessmentActive
                ? t('prompts.overview.profilerActive')
                : t('prompts.overview.profilerInactive')}
            </Badge>
            <Badge tone="brand">{t('prompts.overview.promptCount', { count: item.promptCount })}</Badge>
          </div>
          {activePrompt ? (
            <div className="mt-2">
              <p className="text-xs font-medium text-emerald-700">
                {t('prompts.notice.activeTitle', { version: activePrompt.version })}
              </p>
              <p className="mt-0.5 text-sm break-words text-slate-600">
                {previewText(activePrompt.promptText, PROMPT_TEXT_PREVIEW)}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-amber-700">
              {item.promptCount > 0 ? t('prompts.notice.inactiveTitle') : t('prompts.notice.noneTitle')}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          onClick={onManage}
          aria-label={t('prompts.overview.manageFor', { title: item.assessmentTitle })}
        >
          <Bot aria-hidden />
          {t('prompts.overview.manage')}
        </Button>
      </Card>
    </li>
  );
}
