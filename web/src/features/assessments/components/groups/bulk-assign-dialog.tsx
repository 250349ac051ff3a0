import type { AssessmentGroup } from '@pathwise/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useBulkAssignAssessments } from '../../api/bulk-assign-assessments';
import { useAssessments } from '../../api/get-assessments';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/use-profiler-filters';
import { toastFailure } from '../../utils/toast-failure';

/** The checklist shows the first matches only; the search narrows it down. */
export const BULK_ASSIGN_LIST_LIMIT = 100;

type BulkAssignDialogProps = { group: AssessmentGroup; open: boolean; onOpenChange: (open: boolean) => void };

/** Puts the ticked profilers in this grouping category, all at once. */
export function BulkAssignDialog({ group, open, onOpenChange }: BulkAssignDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assessments.groups.bulk.title', { title: group.title })}
      description={t('assessments.groups.bulk.description')}
      className="sm:max-w-lg"
    >
      <BulkAssignForm group={group} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function BulkAssignForm({ group, onClose }: { group: AssessmentGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const profilers = useAssessments({ search: debounced, page: 1, limit: BULK_ASSIGN_LIST_LIMIT });
  const assign = useBulkAssignAssessments();

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.size === 0) return;
    assign.mutate(
      { groupId: group.id, assessmentIds: [...selected] },
      {
        onSuccess: ({ assigned }) => {
          toast.success(t('assessments.groups.toasts.assigned', { count: assigned, title: group.title }));
          onClose();
        },
        onError: (error) => toastFailure(t('assessments.groups.toasts.assignFailed'), error),
      },
    );
  };

  const list = profilers.data?.assessments ?? [];
  const more = (profilers.data?.pagination.total ?? 0) - list.length;

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          className="pl-9"
          aria-label={t('assessments.groups.bulk.search')}
          placeholder={t('assessments.groups.bulk.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div
        className="max-h-72 overflow-y-auto rounded-lg border border-slate-200"
        aria-busy={profilers.isFetching || undefined}
      >
        {profilers.isPending ? (
          <div className="space-y-3 p-3" role="status" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-5 w-full" />
            ))}
          </div>
        ) : profilers.isError ? (
          <div className="p-3">
            <LoadError title={t('assessments.list.loadFailed')} onRetry={() => profilers.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-center text-sm text-slate-500">{t('assessments.groups.bulk.noMatch')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((profiler) => {
              const alreadyIn = profiler.categoryId === group.id;
              return (
                <li key={profiler.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-brand-600"
                      checked={alreadyIn || selected.has(profiler.id)}
                      disabled={alreadyIn || assign.isPending}
                      onChange={() => toggle(profiler.id)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-slate-800">{profiler.title}</span>
                      <span className="block text-xs text-slate-500">
                        {alreadyIn
                          ? t('assessments.groups.bulk.alreadyIn')
                          : (profiler.category?.title ?? t('assessments.card.noCategory'))}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {more > 0 ? (
        <p className="text-xs text-slate-500">{t('assessments.groups.bulk.more', { count: more })}</p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={assign.isPending} disabled={selected.size === 0}>
          {t('assessments.groups.bulk.submit', { count: selected.size })}
        </Button>
      </div>
    </form>
  );
}
