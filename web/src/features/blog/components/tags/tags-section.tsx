import type { Tag } from '@pathwise/contract';
import { GitMerge, Hash, Plus, Search, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/errors';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import { usePopularTags, useTagMutations, useTags } from '../../api/tags';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { useBusyIds } from '../shared/use-busy-ids';
import { useReturnFocus } from '../shared/use-return-focus';
import { type NamedValues, TaxonomyDialog } from '../taxonomy/taxonomy-dialog';
import { TagMergeDialog } from './tag-merge-dialog';

export const TAGS_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** Tags: the popular ones, then every tag by page with search; create, edit, switch, delete and merge. */
export function TagsSection() {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [text, setText] = useDebouncedFilterText(
    search,
    (next) => {
      setSearch(next);
      setPage(1);
    },
    SEARCH_DEBOUNCE_MS,
  );
  const list = useTags(page, TAGS_PAGE_SIZE, search);
  const popular = usePopularTags();
  const { save, toggle, remove } = useTagMutations();
  const { busy, run } = useBusyIds();
  const [editing, setEditing] = useState<{ tag: Tag | null } | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [merging, setMerging] = useState<{ sourceId: string } | null>(null);
  const focus = useReturnFocus();

  const onSave = async (values: NamedValues) => {
    const id = editing?.tag?.id ?? null;
    await save.mutateAsync({ id, body: { name: values.name.trim(), slug: values.slug.trim() || undefined } });
    toast.success(t(id ? 'adminBlog.tags.updated' : 'adminBlog.tags.created', { name: values.name.trim() }));
    setEditing(null);
  };
  const onDelete = async () => {
    if (!deleting) return;
    const tag = deleting;
    try {
      await run(tag.id, () => remove.mutateAsync(tag.id));
      toast.success(t('adminBlog.tags.deleted', { name: tag.name }));
    } catch {
      // The api client has shown the server's message.
    } finally {
      setDeleting(null);
      focus.restore();
    }
  };

  const items = list.data?.items ?? [];
  const choices = [...new Map([...(popular.data ?? []), ...items].map((tag) => [tag.id, tag])).values()];

  return (
    <div className="space-y-4">
      <Card className="p-5 sm:p-6" aria-labelledby="popular-tags-heading">
        <h2
          id="popular-tags-heading"
          className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <TrendingUp className="size-4 text-slate-400" aria-hidden />
          {t('adminBlog.tags.popular')}
        </h2>
        {popular.isPending ? (
          <Skeleton className="h-8 w-full" />
        ) : popular.isError ? (
          <LoadError
            title={t('adminBlog.tags.popularFailed')}
            onRetry={() => popular.refetch()}
            retrying={popular.isRefetching}
          />
        ) : (popular.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">{t('adminBlog.tags.popularEmpty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {(popular.data ?? []).map((tag) => (
              <li key={tag.id}>
                <Badge tone="brand">
                  {tag.name}
                  <span className="text-brand-600/80 tabular-nums">· {tag.articleCount}</span>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="tags-heading">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <h2 id="tags-heading" className="mb-2 text-base font-semibold text-slate-900">
              {t('adminBlog.tags.heading')}
              {list.data ? (
                <span className="ml-2 text-sm font-normal text-slate-500">
                  {t('adminBlog.tags.count', { count: list.data.pagination.total })}
                </span>
              ) : null}
            </h2>
            <label htmlFor={searchId} className="sr-only">
              {t('adminBlog.tags.search')}
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400"
                aria-hidden
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                value={text}
                maxLength={100}
                placeholder={t('adminBlog.tags.search')}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setMerging({ sourceId: '' })}
              disabled={choices.length < 2}
            >
              <GitMerge aria-hidden />
              {t('adminBlog.tags.merge.open')}
            </Button>
            <Button size="sm" onClick={() => setEditing({ tag: null })}>
              <Plus aria-hidden />
              {t('adminBlog.tags.new')}
            </Button>
          </div>
        </div>
        {list.isPending ? (
          <div className="space-y-3 p-6" role="status" aria-label={t('adminBlog.common.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError
            className="m-5"
            title={getErrorMessage(list.error, t('adminBlog.tags.loadFailed'))}
            onRetry={() => list.refetch()}
            retrying={list.isRefetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Hash}
            title={search ? t('adminBlog.tags.noMatch') : t('adminBlog.tags.emptyTitle')}
            description={search ? undefined : t('adminBlog.tags.emptyDescription')}
          />
        ) : (
          <ul
            className={`divide-y divide-slate-100 ${list.isPlaceholderData ? 'opacity-70' : ''}`}
            aria-label={t('adminBlog.tags.heading')}
          >
            {items.map((tag) => (
              <li
                key={tag.id}
                className="flex flex-wrap items-center gap-3 px-5 py-3 sm:flex-nowrap sm:px-6"
                data-testid={`tag-row-${tag.id}`}
                aria-busy={busy.has(tag.id) || undefined}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    <span className="truncate">{tag.name}</span>
                    <span className="font-mono text-xs font-normal text-slate-500">/{tag.slug}</span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('adminBlog.common.articleCount', { count: tag.articleCount })}
                  </p>
                </div>
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  <Switch
                    checked={tag.isActive}
                    disabled={busy.has(tag.id)}
                    onCheckedChange={(isActive) =>
                      void run(tag.id, () => toggle.mutateAsync({ id: tag.id, isActive })).catch(
                        () => undefined,
                      )
                    }
                    aria-label={t('adminBlog.common.activeNamed', { name: tag.name })}
                  />
                  <span aria-hidden>
                    {tag.isActive ? t('adminBlog.common.active') : t('adminBlog.common.inactive')}
                  </span>
                </span>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => setMerging({ sourceId: tag.id })}
                    aria-label={t('adminBlog.tags.merge.named', { name: tag.name })}
                  >
                    <GitMerge aria-hidden />
                  </Button>
                  <EditDeleteButtons
                    name={tag.name}
                    deleteDisabled={busy.has(tag.id)}
                    onEdit={() => setEditing({ tag })}
                    onDelete={() => {
                      focus.remember();
                      setDeleting(tag);
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.data ? (
          <Pager
            className="border-t border-slate-100 px-5 py-3 sm:px-6"
            pagination={list.data.pagination}
            onPageChange={setPage}
            busy={list.isPlaceholderData}
            label={t('adminBlog.tags.pages')}
          />
        ) : null}
      </Card>
      {editing ? (
        <TaxonomyDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={
            editing.tag ? t('adminBlog.tags.editTitle', { name: editing.tag.name }) : t('adminBlog.tags.new')
          }
          initial={{ name: editing.tag?.name ?? '', slug: editing.tag?.slug ?? '', description: '' }}
          withDescription={false}
          saving={save.isPending}
          onSave={onSave}
        />
      ) : null}
      {merging ? (
        <TagMergeDialog
          open
          onOpenChange={(open) => !open && setMerging(null)}
          tags={choices}
          initialSourceId={merging.sourceId}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (open) return;
            setDeleting(null);
            focus.restore();
          }}
          title={t('adminBlog.tags.deleteTitle', { name: deleting.name })}
          description={t('adminBlog.tags.deleteDescription', { count: deleting.articleCount })}
          confirmLabel={t('adminBlog.common.delete')}
          busy={busy.has(deleting.id)}
          onConfirm={() => void onDelete()}
        />
      ) : null}
    </div>
  );
}
