import type { CustomTraitType } from '@pathwise/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteTraitType } from '../../api/delete-trait-type';
import { useUpdateTraitType } from '../../api/update-trait-type';
import { toastFailure } from '../../utils/toast-failure';
import { TraitTypeForm, type TraitTypeFormValues } from './trait-type-form';

/**
 * One custom trait type: its usage, rename in place, delete after confirming. A trait still used by
 * questions cannot be deleted: Delete then explains why instead (the server refuses it too).
 */
export function CustomTraitRow({ traitType }: { traitType: CustomTraitType }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateTraitType();
  const remove = useDeleteTraitType();
  const inUse = traitType.questionCount > 0;
  const busy = update.isPending || remove.isPending;

  const rename = async (body: TraitTypeFormValues) => {
    try {
      await update.mutateAsync({ id: traitType.id, body });
      toast.success(t('traits.toasts.updated', { name: body.name }));
      setEditing(false);
      return true;
    } catch (error) {
      toastFailure(t('traits.toasts.updateFailed'), error);
      return false;
    }
  };

  const confirmRemoval = () =>
    remove.mutate(traitType.id, {
      onSuccess: () => toast.success(t('traits.toasts.deleted', { name: traitType.name })),
      // A refusal (still used by questions) arrives with the server's explanation.
      onError: (error) => toastFailure(t('traits.toasts.deleteFailed'), error),
      onSettled: () => setConfirmDelete(false),
    });

  if (editing) {
    return (
      <li className="px-4 py-4 sm:px-5">
        <TraitTypeForm
          initial={{ name: traitType.name, description: traitType.description }}
          submitLabel={t('common.save')}
          busy={update.isPending}
          onSubmit={rename}
          onCancel={() => setEditing(false)}
        />
        {inUse ? (
          <p className="mt-2 text-xs text-slate-500">
            {t('traits.list.renameHint', { count: traitType.questionCount })}
          </p>
        ) : null}
      </li>
    );
  }

  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5"
      aria-busy={busy || undefined}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-slate-900">{traitType.name}</p>
          <Badge tone={inUse ? 'brand' : 'neutral'}>
            {t('traits.list.usage', { count: traitType.questionCount })}
          </Badge>
        </div>
        {traitType.description ? (
          <p className="mt-0.5 text-sm text-slate-500">{traitType.description}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          disabled={busy}
          aria-label={t('traits.list.renameFor', { name: traitType.name })}
        >
          <Pencil aria-hidden />
          {t('traits.list.rename')}
        </Button>
        <Button
          variant="danger-outline"
          size="sm"
          onClick={() => setConfirmDelete(true)}
          disabled={busy}
          aria-label={t('traits.list.deleteFor', { name: traitType.name })}
        >
          <Trash2 aria-hidden />
          {t('common.delete')}
        </Button>
      </div>
      {inUse ? (
        <Dialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('traits.list.cannotDeleteTitle', { name: traitType.name })}
          description={t('traits.list.deleteInUse', { count: traitType.questionCount })}
        >
          <div className="flex justify-end">
            <Button onClick={() => setConfirmDelete(false)}>{t('traits.list.understood')}</Button>
          </div>
        </Dialog>
      ) : (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('traits.list.deleteTitle', { name: traitType.name })}
          description={t('traits.list.deleteDescription')}
          confirmLabel={t('common.delete')}
          busy={remove.isPending}
          onConfirm={confirmRemoval}
        />
      )}
    </li>
  );
}
