import type { AssessmentScreening } from '@pathwise/contract';
import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDeleteAssessmentScreening } from '../../api/delete-assessment-screening';
import { useSaveAssessmentScreening } from '../../api/save-assessment-screening';
import { toastFailure } from '../../utils/toast-failure';
import {
  isDraftChanged,
  moveQuestion,
  newQuestion,
  type QuestionDraft,
  type ScreeningDraft,
  screeningToDraft,
  validateScreeningDraft,
} from './screening-draft';
import { ScreeningQuestionCard } from './screening-question-card';

type ProfilerScreeningEditorProps = { assessmentId: string; screening: AssessmentScreening | null };

/** Title, description and questions of a profiler's screening; saved as a whole (POST the first time, PUT after). */
export function ProfilerScreeningEditor({ assessmentId, screening }: ProfilerScreeningEditorProps) {
  const { t } = useTranslation();
  const save = useSaveAssessmentScreening(assessmentId);
  const remove = useDeleteAssessmentScreening(assessmentId);
  const defaultTitle = t('screening.profiler.defaultTitle');
  const [saved] = useState(() => screeningToDraft(screening, defaultTitle));
  const [draft, setDraft] = useState<ScreeningDraft>(saved);
  const [showErrors, setShowErrors] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const changed = isDraftChanged(draft, saved);
  const result = validateScreeningDraft(draft);
  const errors = showErrors && !result.ok ? result.errors : undefined;
  const busy = save.isPending || remove.isPending;

  const setQuestions = (update: (questions: QuestionDraft[]) => QuestionDraft[]) =>
    setDraft((current) => ({ ...current, questions: update(current.questions) }));
  const addQuestion = () => setQuestions((questions) => [...questions, newQuestion()]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (!result.ok) {
      // After the messages render, take the admin to the first field to fix.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(
      { body: result.body, exists: screening !== null },
      {
        onSuccess: () => toast.success(t('screening.profiler.toasts.saved')),
        onError: (error) => toastFailure(t('screening.profiler.toasts.saveFailed'), error),
      },
    );
  };

  const deleteScreening = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('screening.profiler.toasts.deleted')),
      onError: (error) => toastFailure(t('screening.profiler.toasts.deleteFailed'), error),
      onSettled: () => setConfirmDelete(false),
    });

  if (!screening && draft.questions.length === 0) {
    return (
      <Card className="border-dashed">
        <EmptyState
          icon={ListChecks}
          title={t('screening.profiler.emptyTitle')}
          description={t('screening.profiler.emptyDescription')}
          action={
            <Button onClick={addQuestion}>
              <Plus aria-hidden />
              {t('screening.profiler.addFirst')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle>{t('screening.profiler.editorTitle')}</CardTitle>
            <CardDescription>{t('screening.profiler.editorDescription')}</CardDescription>
          </div>
          {changed ? (
            <Badge tone="warning" className="self-start" data-testid="screening-unsaved">
              {t('screening.profiler.unsaved')}
            </Badge>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-5">
          <fieldset className="grid gap-4" disabled={busy}>
            <Field label={t('screening.profiler.title')} error={errors?.title}>
              {(control) => (
                <Input
                  {...control}
                  value={draft.title}
                  maxLength={200}
                  onChange={(event) => setDraft((current) => ({ ...current, title: event.target.value }))}
                />
              )}
            </Field>
            <Field
              label={t('screening.profiler.description')}
              hint={t('screening.profiler.descriptionHint')}
              error={errors?.description}
            >
              {(control) => (
                <Textarea
                  {...control}
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  value={draft.description}
                  onChange={(event) =>
                    setDraft((current) => ({ ...current, description: event.target.value }))
                  }
                />
              )}
            </Field>
          </fieldset>
          <section aria-labelledby="screening-questions-heading" className="space-y-3">
            <h3 id="screening-questions-heading" className="text-sm font-semibold text-slate-900">
              {t('screening.profiler.questions', { count: draft.questions.length })}
            </h3>
            {draft.questions.length > 0 ? (
              <ol className="space-y-3">
                {draft.questions.map((question, index, questions) => (
                  <ScreeningQuestionCard
                    key={question.key}
                    question={question}
                    number={index + 1}
                    isFirst={index === 0}
                    isLast={index === questions.length - 1}
                    errors={errors?.byQuestion[question.key]}
                    disabled={busy}
                    onChange={(next) =>
                      setQuestions((all) => all.map((item) => (item.key === next.key ? next : item)))
                    }
                    onMove={(step) => setQuestions((all) => moveQuestion(all, index, step))}
                    onRemove={() => setQuestions((all) => all.filter((item) => item.key !== question.key))}
                  />
                ))}
              </ol>
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
                {t('screening.profiler.noQuestions')}
              </p>
            )}
            {errors?.questions ? <Alert tone="error">{errors.questions}</Alert> : null}
            <Button variant="outline" onClick={addQuestion} disabled={busy}>
              <Plus aria-hidden />
              {t('screening.profiler.addQuestion')}
            </Button>
          </section>
        </CardContent>
        <CardFooter>
          {screening ? (
            <Button
              variant="danger-outline"
              className="mr-auto"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              <Trash2 aria-hidden />
              {t('screening.profiler.delete')}
            </Button>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy || !changed} onClick={() => setDraft(saved)}>
              {t('common.reset')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={busy || !changed}>
              {screening ? t('common.saveChanges') : t('screening.profiler.create')}
            </Button>
          </div>
        </CardFooter>
      </Card>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('screening.profiler.deleteTitle')}
        description={t('screening.profiler.deleteDescription')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={deleteScreening}
      />
    </form>
  );
}
