import type { Category } from '@pathwise/contract';
import { FolderOpen, Lock, LockOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateQuestion } from '../../api/create-question';
import { useQuestions } from '../../api/get-questions';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { emptyDraft, type QuestionDraft, toCreateBody } from '../../utils/question-draft';
import { toastFailure } from '../../utils/toast-failure';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';

type CategoryQuestionsProps = { assessmentId: string; category: Category };

/** The questions screen with a category chosen: its questions, their order lock and Add Question. */
export function CategoryQuestions({ assessmentId, category }: CategoryQuestionsProps) {
  const { t } = useTranslation();
  const query = useQuestions(assessmentId, category.id);
  const create = useCreateQuestion();
  const [adding, setAdding] = useState(false);
  // Spec §4: question order editing is locked by default.
  const [unlocked, setUnlocked] = useState(false);
  const questions = query.data ?? [];
  useFailureToast(query.isError, t('questions.toasts.questionsLoadFailed'));

  const add = (draft: QuestionDraft) => {
    if (!assessmentId || !category.id) {
      toast.error(t('questions.toasts.questionIdsRequired'));
      return;
    }
    // Spec §9: a new question's order is the current count (it goes last).
    create.mutate(toCreateBody(draft, category.id, questions.length), {
      onSuccess: () => {
        toast.success(t('questions.toasts.questionCreated'));
        setAdding(false);
      },
      onError: (error) => toastFailure(t('questions.toasts.questionCreateFailed'), error),
    });
  };

  return (
    <section aria-labelledby="questions-heading">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Badge tone="brand" className="mb-1.5">
            <FolderOpen aria-hidden />
            <span className="truncate">{t('questions.list.managing', { title: category.title })}</span>
          </Badge>
          <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
            {t('questions.list.heading', { count: questions.length })}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={unlocked ? 'secondary' : 'outline'}
            onClick={() => setUnlocked((value) => !value)}
            aria-pressed={unlocked}
            disabled={questions.length < 2}
          >
            {unlocked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
            {unlocked ? t('questions.list.lockOrder') : t('questions.list.unlockOrder')}
          </Button>
          {adding ? null : (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('questions.list.add')}
            </Button>
          )}
        </div>
      </div>
      {unlocked ? (
        <Alert tone="info" className="mb-4">
          {t('questions.list.unlockedHint')}
        </Alert>
      ) : null}

      {adding ? (
        <Card className="mb-4 p-4 animate-slide-down sm:p-5">
          <h3 className="mb-4 font-semibold text-slate-900">{t('questions.list.addTitle')}</h3>
          <QuestionForm
            initial={emptyDraft()}
            submitLabel={t('questions.list.create')}
            busy={create.isPending}
            onSubmit={add}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : null}

      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Card key={key} className="space-y-3 p-5">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-9 w-full" />
            </Card>
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title={t('questions.toasts.questionsLoadFailed')}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      ) : questions.length === 0 ? (
        adding ? null : (
          <Card className="border-dashed">
            <EmptyState
              icon={FolderOpen}
              title={t('questions.list.emptyTitle')}
              description={t('questions.list.emptyDescription')}
              action={
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden />
                  {t('questions.list.addFirst')}
                </Button>
              }
            />
          </Card>
        )
      ) : (
        <QuestionList
          assessmentId={assessmentId}
          categoryId={category.id}
          questions={questions}
          unlocked={unlocked}
        />
      )}
    </section>
  );
}
