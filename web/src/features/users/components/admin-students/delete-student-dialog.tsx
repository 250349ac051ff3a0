import type { AdminStudentRow } from '@pathwise/contract';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { overlayClassName } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/errors';
import { useDeleteStudent } from '../../api/admin-students-actions';

type DeleteStudentDialogProps = {
  student: AdminStudentRow | null;
  onClose: () => void;
  /** The row whose deletion is running, so the list can show it busy. */
  onBusyChange: (studentId: string | null) => void;
};

/** Deleting is for good (the account is anonymised): the admin types the e-mail to confirm. */
export function DeleteStudentDialog({ student, onClose, onBusyChange }: DeleteStudentDialogProps) {
  const { t } = useTranslation();
  const ids = { email: useId(), reason: useId() };
  const remove = useDeleteStudent();
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const matches = student !== null && typed.trim().toLowerCase() === student.email.toLowerCase();

  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    setReason('');
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!student || !matches) return;
    onBusyChange(student.id);
    remove.mutate(
      { studentId: student.id, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setTyped('');
          setReason('');
          remove.reset();
          onClose();
        },
        onSettled: () => onBusyChange(null),
      },
    );
  };

  return (
    <AlertDialog.Root open={student !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-(--shadow-popover) focus:outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t('adminStudents.delete.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {student ? t('adminStudents.delete.description', { name: student.name }) : null}
          </AlertDialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <div className="space-y-1.5">
              <label htmlFor={ids.email} className="block text-sm font-medium text-slate-700">
                {t('adminStudents.delete.typeEmail', { email: student?.email ?? '' })}
              </label>
              <Input
                id={ids.email}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                disabled={remove.isPending}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={ids.reason} className="block text-sm font-medium text-slate-700">
                {t('adminStudents.delete.reasonLabel')}
              </label>
              <Textarea
                id={ids.reason}
                value={reason}
                minRows={2}
                maxLength={500}
                disabled={remove.isPending}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            {remove.isError ? (
              <Alert tone="error">{getErrorMessage(remove.error, t('adminStudents.delete.failed'))}</Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={remove.isPending}>
                  {t('common.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" loading={remove.isPending} disabled={!matches}>
                {t('adminStudents.delete.confirm')}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
