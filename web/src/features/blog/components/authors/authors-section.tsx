import type { Author } from '@pathwise/contract';
import { CircleCheckBig, Plus, Star, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/errors';
import { getInitials } from '@/lib/format';
import { type AuthorInput, useAuthorMutations, useAuthors } from '../../api/authors';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { useBusyIds } from '../shared/use-busy-ids';
import { useReturnFocus } from '../shared/use-return-focus';
import { AuthorDialog } from './author-dialog';

/** Authors: create and edit, verified (a badge readers see), featured, active, and delete that asks first. */
export function AuthorsSection() {
  const { t } = useTranslation();
  const list = useAuthors();
  const { save, feature, verify, toggle, remove } = useAuthorMutations();
  const { busy, run } = useBusyIds();
  const [editing, setEditing] = useState<{ author: Author | null } | null>(null);
  const [deleting, setDeleting] = useState<Author | null>(null);
  const focus = useReturnFocus();

  const onSave = async (body: AuthorInput) => {
    const id = editing?.author?.id ?? null;
    await save.mutateAsync({ id, body });
    toast.success(t(id ? 'adminBlog.authors.updated' : 'adminBlog.authors.created', { name: body.name }));
    setEditing(null);
  };
  const quietly = (id: string, task: () => Promise<unknown>) => void run(id, task).catch(() => undefined);
  const onDelete = async () => {
    if (!deleting) return;
    const author = deleting;
    try {
      await run(author.id, () => remove.mutateAsync(author.id));
      toast.success(t('adminBlog.authors.deleted', { name: author.name }));
    } catch {
      // The api client has shown the server's message.
    } finally {
      setDeleting(null);
      focus.restore();
    }
  };

  const items = list.data ?? [];
  return (
    <Card aria-labelledby="authors-heading">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div>
          <h2 id="authors-heading" className="text-base font-semibold text-slate-900">
            {t('adminBlog.authors.heading')}
          </h2>
          <p className="text-sm text-slate-500">{t('adminBlog.authors.description')}</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ author: null })}>
          <Plus aria-hidden />
          {t('adminBlog.authors.new')}
        </Button>
      </div>
      {list.isPending ? (
        <div className="space-y-3 p-6" role="status" aria-label={t('adminBlog.common.loading')}>
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError
          className="m-5"
          title={getErrorMessage(list.error, t('adminBlog.authors.loadFailed'))}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={UserRound}
          title={t('adminBlog.authors.emptyTitle')}
          description={t('adminBlog.authors.emptyDescription')}
          action={
            <Button onClick={() => setEditing({ author: null })}>
              <Plus aria-hidden />
              {t('adminBlog.authors.new')}
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('adminBlog.authors.heading')}>
          {items.map((author) => {
            const isBusy = busy.has(author.id);
            return (
              <li
                key={author.id}
                className="grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
                data-testid={`author-row-${author.id}`}
                aria-busy={isBusy || undefined}
              >
                <div className="flex min-w-0 items-start gap-3">
                  {author.avatarUrl ? (
                    <img
                      src={author.avatarUrl}
                      alt=""
                      className="size-11 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                      aria-hidden
                    >
                      {getInitials(author.name)}
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {author.name}
                      {author.isVerified ? (
                        <Badge tone="success">
                          <CircleCheckBig aria-hidden />
                          {t('adminBlog.authors.verified')}
                        </Badge>
                      ) : null}
                      {author.isFeatured ? (
                        <Badge tone="warning">
                          <Star aria-hidden />
                          {t('adminBlog.authors.featured')}
                        </Badge>
                      ) : null}
                    </p>
                    {author.bio ? <p className="line-clamp-2 text-sm text-slate-500">{author.bio}</p> : null}
                    <p className="text-xs text-slate-500">
                      {t('adminBlog.common.articleCount', { count: author.articleCount })}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <SwitchLabel
                    label={t('adminBlog.authors.verifiedSwitch')}
                    name={t('adminBlog.authors.verifiedNamed', { name: author.name })}
                    checked={author.isVerified}
                    disabled={isBusy}
                    onChange={(isVerified) =>
                      quietly(author.id, () => verify.mutateAsync({ id: author.id, isVerified }))
                    }
                  />
                  <SwitchLabel
                    label={t('adminBlog.authors.featuredSwitch')}
                    name={t('adminBlog.authors.featuredNamed', { name: author.name })}
                    checked={author.isFeatured}
                    disabled={isBusy}
                    onChange={(isFeatured) =>
                      quietly(author.id, () => feature.mutateAsync({ id: author.id, isFeatured }))
                    }
                  />
                  <SwitchLabel
                    label={t('adminBlog.common.active')}
                    name={t('adminBlog.common.activeNamed', { name: author.name })}
                    checked={author.isActive}
                    disabled={isBusy}
                    onChange={(isActive) =>
                      quietly(author.id, () => toggle.mutateAsync({ id: author.id, isActive }))
                    }
                  />
                  <div className="flex gap-1">
                    <EditDeleteButtons
                      name={author.name}
                      deleteDisabled={isBusy}
                      onEdit={() => setEditing({ author })}
                      onDelete={() => {
                        focus.remember();
                        setDeleting(author);
                      }}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AuthorDialog
          author={editing.author}
          saving={save.isPending}
          onOpenChange={(open) => !open && setEditing(null)}
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
          title={t('adminBlog.authors.deleteTitle', { name: deleting.name })}
          description={t('adminBlog.authors.deleteDescription', { count: deleting.articleCount })}
          confirmLabel={t('adminBlog.common.delete')}
          busy={busy.has(deleting.id)}
          onConfirm={() => void onDelete()}
        />
      ) : null}
    </Card>
  );
}

function SwitchLabel({
  label,
  name,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  /** The switch's accessible name: starts with the visible word, then says whose. */
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <span className="flex items-center gap-2 text-sm text-slate-600">
      <Switch checked={checked} disabled={disabled} onCheckedChange={onChange} aria-label={name} />
      <span aria-hidden>{label}</span>
    </span>
  );
}
