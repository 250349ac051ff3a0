import type { Question } from '@pathwise/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteQuestion } from '../../api/delete-question';
import { useUpdateQuestion } from '../../api/update-question';
import { draftFromQuestion, type QuestionDraft, toUpdateBody } from '../../utils/question-draft';
import { toastFailure } from '../../utils/toast-failure';
import { QuestionForm } from './question-form';
import { QuestionOptionsView } from './question-options-view';

/** One question, read-only until Edit; Delete asks first. */
export function QuestionCard({ question, position }: { question: Question; position: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion(question.assessmentId);
  const busy = update.isPending || remove.isPending;

  const save = (draft: QuestionDraft) =>
    update.mutate(
      { id: question.id, body: toUpdateBody(draft) },
      {
        onSuccess: () => {
          toast.success(t('questions.toasts.questionUpdated'));
          setEditing(false);
        },
        onError: (error) => toastFailure(t('questions.toasts.questionUpdateFailed'), error),
      },
    );

  const confirmRemoval = () =>
    remove.mutate(question.id, {
      onSuccess: () => toast.success(t('questions.toasts.questionDeleted')),
      onError: (error) => toastFailure(t('questions.toasts.questionDeleteFailed'), error),
      onSettled: () => setConfirmDelete(false),
    });

  if (editing) {
    return (
      <Card className="p-4 sm:p-5">
        <h3 className="mb-4 font-semibold text-slate-900">{t('questions.list.editTitle', { position })}</h3>
        <QuestionForm
          initial={draftFromQuestion(question)}
          submitLabel={t('common.saveChanges')}
          busy={update.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </Card>
    );
  }

  return (
    <Card className="p-4 sm:p-5" aria-busy={busy || undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <div className="mb-1.5 flex flex-wrap items-center gap-1.5">
              <span className="text-xs font-semibold text-slate-400 tabular-nums">{position}.</span>
              <Badge tone="brand">{t(`questions.types.${question.type}`)}</Badge>
              {question.traitType ? <Badge>{question.traitType}</Badge> : null}
              {question.isReverseScored ? (
                <Badge tone="warning">{t('questions.list.reverseScored')}</Badge>
              ) : null}
            </div>
            <p className="font-medium break-words whitespace-pre-line text-slate-900">{question.text}</p>
          </div>
          {question.type === 'MULTIPLE_CHOICE' ? <QuestionOptionsView options={question.options} /> : null}
          {question.explanation ? (
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-700">{t('questions.form.explanation')}: </span>
              {question.explanation}
            </p>
          ) : null}
          {question.example ? (
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-700">{t('questions.form.example')}: </span>
              {question.example}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={busy}>
            <Pencil aria-hidden />
            {t('questions.list.edit')}
          </Button>
          <Button
            variant="danger-outline"
            size="sm"
            onClick={() => setConfirmDelete(true)}
            loading={remove.isPending}
            disabled={busy}
          >
            {remove.isPending ? null : <Trash2 aria-hidden />}
            {t('common.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('questions.list.deleteTitle')}
        description={t('questions.list.deleteDescription', { text: question.text })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </Card>
  );
}
