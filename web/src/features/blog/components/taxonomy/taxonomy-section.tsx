import type { TaxonomyItem, TaxonomyKind } from '@pathwise/contract';
import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/errors';
import { useTaxonomy, useTaxonomyMutations } from '../../api/taxonomy';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { useBusyIds } from '../shared/use-busy-ids';
import { useReturnFocus } from '../shared/use-return-focus';
import { type NamedValues, TaxonomyDialog } from './taxonomy-dialog';

type Editing = { item: TaxonomyItem | null };

/** Categories or subjects (one shape): counts, create and edit, active switch, delete that asks first. */
export function TaxonomySection({ kind }: { kind: TaxonomyKind }) {
  const { t } = useTranslation();
  const list = useTaxonomy(kind);
  const { save, toggle, remove } = useTaxonomyMutations(kind);
  const { busy, run } = useBusyIds();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TaxonomyItem | null>(null);
  const focus = useReturnFocus();
  const k = `adminBlog.taxonomy.${kind}`;

  const onSave = async (values: NamedValues) => {
    const id = editing?.item?.id ?? null;
    await save.mutateAsync({
      id,
      body: {
        name: values.name.trim(),
        slug: values.slug.trim() || undefined,
        description: values.description.trim() || null,
      },
    });
    toast.success(t(id ? `${k}.updated` : `${k}.created`, { name: values.name.trim() }));
    setEditing(null);
  };
  const onToggle = (item: TaxonomyItem, isActive: boolean) =>
    run(item.id, () => toggle.mutateAsync({ id: item.id, isActive })).catch(() => undefined);
  const onDelete = async () => {
    if (!deleting) return;
    const item = deleting;
    try {
      await run(item.id, () => remove.mutateAsync(item.id));
      toast.success(t(`${k}.deleted`, { name: item.name }));
    } catch {
      // The api client has shown the server's message.
    } finally {
      setDeleting(null);
      focus.restore();
    }
  };

  const items = list.data ?? [];
  return (
    <Card aria-labelledby={`${kind}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div>
          <h2 id={`${kind}-heading`} className="text-base font-semibold text-slate-900">
            {t(`${k}.heading`)}
          </h2>
          <p className="text-sm text-slate-500">{t(`${k}.description`)}</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden />
          {t(`${k}.new`)}
        </Button>
      </div>
      {list.isPending ? (
        <div className="space-y-3 p-6" role="status" aria-label={t('adminBlog.common.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError
          className="m-5"
          title={getErrorMessage(list.error, t(`${k}.loadFailed`))}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FolderTree}
          title={t(`${k}.emptyTitle`)}
          description={t(`${k}.emptyDescription`)}
          action={
            <Button onClick={() => setEditing({ item: null })}>
              <Plus aria-hidden />
              {t(`${k}.new`)}
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t(`${k}.heading`)}>
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 px-5 py-3.5 sm:flex-nowrap sm:px-6"
              data-testid={`${kind}-row-${item.id}`}
              aria-busy={busy.has(item.id) || undefined}
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  <span className="truncate">{item.name}</span>
                  <span className="font-mono text-xs font-normal text-slate-500">/{item.slug}</span>
                </p>
                {item.description ? (
                  <p className="line-clamp-2 text-sm text-slate-500">{item.description}</p>
                ) : null}
                <p className="text-xs text-slate-500">
                  {t('adminBlog.common.articleCount', { count: item.articleCount })}
                </p>
              </div>
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <Switch
                  checked={item.isActive}
                  disabled={busy.has(item.id)}
                  onCheckedChange={(checked) => void onToggle(item, checked)}
                  aria-label={t('adminBlog.common.activeNamed', { name: item.name })}
                />
                <span aria-hidden>
                  {item.isActive ? t('adminBlog.common.active') : t('adminBlog.common.inactive')}
                </span>
              </span>
              <div className="flex gap-1">
                <EditDeleteButtons
                  name={item.name}
                  deleteDisabled={busy.has(item.id)}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => {
                    focus.remember();
                    setDeleting(item);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TaxonomyDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.item ? t(`${k}.editTitle`, { name: editing.item.name }) : t(`${k}.new`)}
          initial={{
            name: editing.item?.name ?? '',
            slug: editing.item?.slug ?? '',
            description: editing.item?.description ?? '',
          }}
          withDescription
          saving={save.isPending}
          onSave={onSave}
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
          title={t(`${k}.deleteTitle`, { name: deleting.name })}
          description={t(`${k}.deleteDescription`, { count: deleting.articleCount })}
          confirmLabel={t('adminBlog.common.delete')}
          busy={busy.has(deleting.id)}
          onConfirm={() => void onDelete()}
        />
      ) : null}
    </Card>
  );
}
