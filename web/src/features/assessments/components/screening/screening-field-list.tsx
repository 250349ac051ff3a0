import type { ScreeningField } from '@pathwise/contract';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteScreeningField } from '../../api/delete-screening-field';
import { useScreeningFields } from '../../api/get-screening-fields';
import { useReorderScreeningFields } from '../../api/reorder-screening-fields';
import { useSaveScreeningField } from '../../api/save-screening-field';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { moveItem } from '../../utils/order-changes';
import { toastFailure } from '../../utils/toast-failure';
import { ScreeningFieldDialog } from './screening-field-dialog';
import { ScreeningFieldRow } from './screening-field-row';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; field: ScreeningField } | null;

/** The profile-screening form every user fills: its fields in order, with create, edit, switch, reorder and delete. */
export function ScreeningFieldList() {
  const { t } = useTranslation();
  const query = useScreeningFields();
  const save = useSaveScreeningField();
  const remove = useDeleteScreeningField();
  const reorder = useReorderScreeningFields();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);
  useFailureToast(query.isError, t('screening.config.toasts.loadFailed'));

  const toggleActive = (field: ScreeningField, isActive: boolean) => {
    setBusyId(field.id);
    save.mutate(
      { id: field.id, body: { isActive } },
      {
        onSuccess: () => toast.success(t('screening.config.toasts.updated')),
        onError: (error) => toastFailure(t('screening.config.toasts.saveFailed'), error),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const move = (fields: ScreeningField[], index: number, step: -1 | 1) => {
    const neighbour = fields[index + step];
    const field = fields[index];
    if (!neighbour || !field) return;
    reorder.mutate(moveItem(fields, field.id, neighbour.id), {
      onSuccess: () => toast.success(t('screening.config.toasts.reordered')),
      onError: (error) => toastFailure(t('screening.config.toasts.reorderFailed'), error),
    });
  };

  const confirmDelete = (field: ScreeningField) =>
    remove.mutate(field.id, {
      onSuccess: () => {
        toast.success(t('screening.config.toasts.deleted'));
        setDialog(null);
      },
      onError: (error) => toastFailure(t('screening.config.toasts.deleteFailed'), error),
    });

  const addButton = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <Plus aria-hidden />
      {t('screening.config.add')}
    </Button>
  );

  return (
    <Card>
      <CardHeader className="border-b border-slate-100 pb-4 sm:flex-row sm:items-center sm:justify-between sm:pb-5">
        <div>
          <CardTitle>{t('screening.config.title')}</CardTitle>
          <CardDescription>{t('screening.config.description')}</CardDescription>
        </div>
        {query.data && query.data.length > 0 ? addButton : null}
      </CardHeader>
      {query.isPending ? (
        <ul
          className="divide-y divide-slate-100"
          role="status"
          aria-busy
          aria-label={t('screening.config.loading')}
        >
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className="space-y-2 px-5 py-4 sm:px-6">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-72 max-w-full" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="p-5 sm:p-6">
          <LoadError
            title={t('screening.config.toasts.loadFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t('screening.config.emptyTitle')}
          description={t('screening.config.emptyDescription')}
          action={addButton}
        />
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={t('screening.config.title')}>
          {query.data.map((field, index, fields) => (
            <ScreeningFieldRow
              key={field.id}
              field={field}
              isFirst={index === 0}
              isLast={index === fields.length - 1}
              busy={busyId === field.id || reorder.isPending}
              onMove={(step) => move(fields, index, step)}
              onToggleActive={(isActive) => toggleActive(field, isActive)}
              onEdit={() => setDialog({ kind: 'edit', field })}
              onDelete={() => setDialog({ kind: 'delete', field })}
            />
          ))}
        </ol>
      )}
      <ScreeningFieldDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={closeDialog}
        field={dialog?.kind === 'edit' ? dialog.field : undefined}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={closeDialog}
        title={t('screening.config.deleteTitle', {
          label: dialog?.kind === 'delete' ? dialog.field.label : '',
        })}
        description={t('screening.config.deleteDescription')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.field)}
      />
    </Card>
  );
}
