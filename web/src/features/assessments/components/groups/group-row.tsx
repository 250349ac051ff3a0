import type { AssessmentGroup } from '@pathwise/contract';
import { ListPlus, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { useDeleteAssessmentGroup } from '../../api/delete-assessment-group';
import { useUpdateAssessmentGroup } from '../../api/update-assessment-group';
import { toastFailure } from '../../utils/toast-failure';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { GroupFormDialog } from './group-form-dialog';

type OpenDialog = 'edit' | 'assign' | 'delete' | null;

/** One grouping category: its texts, an active switch, its profiler count and its actions. */
export function GroupRow({ group }: { group: AssessmentGroup }) {
  const { t } = useTranslation();
  const switchId = useId();
  const update = useUpdateAssessmentGroup();
  const remove = useDeleteAssessmentGroup();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);
  const busy = update.isPending || remove.isPending;

  const toggleActive = (isActive: boolean) =>
    update.mutate(
      { id: group.id, body: { isActive } },
      {
        onSuccess: () => toast.success(t('assessments.groups.toasts.updated')),
        onError: (error) => toastFailure(t('assessments.groups.toasts.updateFailed'), error),
      },
    );

  const confirmDelete = () =>
    remove.mutate(group.id, {
      onSuccess: () => toast.success(t('assessments.groups.toasts.deleted')),
      onError: (error) => toastFailure(t('assessments.groups.toasts.deleteFailed'), error),
      onSettled: () => setDialog(null),
    });

  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:px-6 lg:flex-row lg:items-center"
      aria-busy={busy || undefined}
      data-testid={`group-${group.id}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{group.title}</p>
        {group.description ? <p className="mt-0.5 text-sm text-slate-600">{group.description}</p> : null}
        <p className="mt-1 text-xs text-slate-500">
          {t('assessments.groups.profilerCount', { count: group.assessmentCount })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-2 flex items-center gap-2">
          <Switch id={switchId} checked={group.isActive} disabled={busy} onCheckedChange={toggleActive} />
          <label htmlFor={switchId} className="text-sm text-slate-700">
            <span className="sr-only">{t('assessments.groups.activeFor', { title: group.title })}: </span>
            {group.isActive ? t('assessments.status.active') : t('assessments.status.inactive')}
          </label>
        </div>
        {/* Only an active category can receive profilers (the server refuses otherwise). */}
        <Button
          variant="outline"
          size="sm"
          disabled={busy || !group.isActive}
          title={group.isActive ? undefined : t('assessments.groups.assignInactive')}
          onClick={() => setDialog('assign')}
        >
          <ListPlus aria-hidden />
          {t('assessments.groups.assign')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setDialog('edit')}>
          <Pencil aria-hidden />
          {t('assessments.groups.edit')}
        </Button>
        <Button
          variant="danger-outline"
          size="sm"
          disabled={busy}
          onClick={() => setDialog('delete')}
          aria-label={t('assessments.groups.deleteLabel', { title: group.title })}
        >
          <Trash2 aria-hidden />
          {t('common.delete')}
        </Button>
      </div>
      <GroupFormDialog open={dialog === 'edit'} onOpenChange={closeDialog} group={group} />
      <BulkAssignDialog open={dialog === 'assign'} onOpenChange={closeDialog} group={group} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={closeDialog}
        title={t('assessments.groups.deleteTitle')}
        description={t('assessments.groups.deleteDescription', {
          title: group.title,
          count: group.assessmentCount,
        })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </li>
  );
}
