import { zodResolver } from '@hookform/resolvers/zod';
import type { AssessmentDetail } from '@pathwise/contract';
import { Bot, ListChecks, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateAssessment } from '../../api/update-assessment';
import { toastFailure } from '../../utils/toast-failure';

// Same bounds as the contract's update schema (which carries refinements, so it cannot be picked from).
const HeaderSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(2000, 'At most 2000 characters'),
  assessmentDescription: z.string().trim().max(20_000, 'At most 20000 characters'),
});
type HeaderValues = z.infer<typeof HeaderSchema>;

type AssessmentHeaderProps = { assessment: AssessmentDetail; onOpenPrompts: () => void };

/** The profiler's title and texts, editable in place, with its question count and the AI prompts entry. */
export function AssessmentHeader({ assessment, onOpenPrompts }: AssessmentHeaderProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

  return (
    <Card className="mb-6 p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge tone={assessment.isActive ? 'success' : 'neutral'}>
          {assessment.isActive ? t('questions.header.active') : t('questions.header.inactive')}
        </Badge>
        <Badge tone="neutral" data-testid="question-total">
          <ListChecks aria-hidden />
          {t('questions.header.questionCount', { count: assessment.questionCount })}
        </Badge>
      </div>
      {editing ? (
        <HeaderEditor assessment={assessment} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-[1.75rem]">
              {assessment.title}
            </h1>
            {assessment.description ? (
              <p className="mt-1.5 max-w-3xl text-sm text-slate-600 sm:text-base">{assessment.description}</p>
            ) : null}
            {assessment.assessmentDescription ? (
              <details className="mt-3 max-w-3xl text-sm text-slate-600">
                <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500">
                  {t('questions.header.longDescription')}
                </summary>
                <p className="mt-2 whitespace-pre-line">{assessment.assessmentDescription}</p>
              </details>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('questions.header.edit')}
            </Button>
            <Button variant="secondary" onClick={onOpenPrompts}>
              <Bot aria-hidden />
              {t('questions.header.aiPrompts')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

function HeaderEditor({ assessment, onDone }: { assessment: AssessmentDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAssessment();
  const form = useForm<HeaderValues>({
    resolver: zodResolver(HeaderSchema),
    defaultValues: {
      title: assessment.title,
      description: assessment.description,
      assessmentDescription: assessment.assessmentDescription,
    },
  });
  const { errors } = form.formState;

  const onSubmit = (body: HeaderValues) =>
    update.mutate(
      { id: assessment.id, body },
      {
        onSuccess: () => {
          toast.success(t('questions.toasts.assessmentUpdated'));
          onDone();
        },
        onError: (error) => toastFailure(t('questions.toasts.assessmentUpdateFailed'), error),
      },
    );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4 animate-slide-down">
      <Field label={t('questions.header.title')} error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} autoFocus />}
      </Field>
      <Field label={t('questions.header.description')} error={errors.description?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => <Textarea {...control} {...field} minRows={2} />}
          />
        )}
      </Field>
      <Field
        label={t('questions.header.longDescription')}
        hint={t('questions.header.longDescriptionHint')}
        error={errors.assessmentDescription?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="assessmentDescription"
            render={({ field }) => <Textarea {...control} {...field} />}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('common.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
