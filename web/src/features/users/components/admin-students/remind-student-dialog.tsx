import type { AdminStudentRow, RemindResponse } from '@pathwise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { useRemindStudent } from '../../api/admin-students-actions';
import { EMPTY_REMINDER, type ReminderDraft, ReminderFields } from './reminder-fields';

type RemindStudentDialogProps = {
  student: AdminStudentRow | null;
  onClose: () => void;
};

/** Sends one reminder; says what the server did (in-app, e-mail, or nothing because they turned it off). */
export function RemindStudentDialog({ student, onClose }: RemindStudentDialogProps) {
  const { t } = useTranslation();
  const remind = useRemindStudent();
  const [draft, setDraft] = useState<ReminderDraft>(EMPTY_REMINDER);
  const [missing, setMissing] = useState(false);
  const [nothingSent, setNothingSent] = useState<RemindResponse | null>(null);

  const close = () => {
    if (remind.isPending) return;
    setDraft(EMPTY_REMINDER);
    setMissing(false);
    setNothingSent(null);
    remind.reset();
    onClose();
  };

  const send = () => {
    if (!student) return;
    if (!draft.message.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setNothingSent(null);
    remind.mutate(
      { studentId: student.id, body: { type: draft.type, message: draft.message.trim() } },
      {
        onSuccess: (answer) => {
          if (answer.inApp || answer.email) {
            toast.success(answer.message);
            close();
          } else {
            setNothingSent(answer);
          }
        },
      },
    );
  };

  const error = missing
    ? t('adminStudents.remind.messageRequired')
    : remind.isError
      ? getErrorMessage(remind.error, t('adminStudents.remind.failed'))
      : undefined;

  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('adminStudents.remind.title')}
      description={
        student ? t('adminStudents.remind.description', { name: student.name, email: student.email }) : null
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <ReminderFields value={draft} onChange={setDraft} error={error} disabled={remind.isPending} />
        {nothingSent ? (
          <Alert tone="info" title={t('adminStudents.remind.nothingSentTitle')}>
            {nothingSent.message}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={remind.isPending} onClick={close}>
            {nothingSent ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" loading={remind.isPending}>
            {t('adminStudents.remind.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
