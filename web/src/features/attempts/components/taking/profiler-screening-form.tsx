import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import {
  type ScreeningAnswers,
  useAnswerProfilerScreening,
  useProfilerScreening,
} from '../../api/profiler-screening';

/**
 * A profiler's own screening, asked once before it starts (when the server answers
 * SCREENING_REQUIRED). Saving calls `onDone`, which starts the profiler.
 */
export function ProfilerScreeningForm({
  assessmentId,
  onDone,
  onCancel,
}: {
  assessmentId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const screening = useProfilerScreening(assessmentId);
  const save = useAnswerProfilerScreening(assessmentId);
  const [answers, setAnswers] = useState<ScreeningAnswers>({});

  useEffect(() => {
    if (screening.data?.responses) setAnswers(screening.data.responses);
  }, [screening.data]);

  const set = (id: string, value: string | number | string[]) =>
    setAnswers((current) => ({ ...current, [id]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(answers, { onSuccess: onDone });
  };

  if (screening.isPending) return <Skeleton className="mx-auto h-64 max-w-3xl" />;
  if (screening.isError || !screening.data.screening) {
    return (
      <LoadError
        className="mx-auto max-w-3xl"
        title={getErrorMessage(screening.error, t('taking.screening.loadFailed'))}
        onRetry={() => screening.refetch()}
        icon={false}
      />
    );
  }

  const { title, description, questions } = screening.data.screening;
  return (
    <Card className="mx-auto max-w-3xl" aria-labelledby="profiler-screening-title">
      <CardHeader>
        <CardTitle id="profiler-screening-title">{title}</CardTitle>
        <CardDescription>{description || t('taking.screening.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-6">
          {questions.map((question) => {
            const value = answers[question.id];
            const label = (
              <legend className="mb-2 text-sm font-medium text-slate-800">
                {question.text}
                {question.isRequired ? (
                  <>
                    <span className="text-rose-600" aria-hidden>
                      {' '}
                      *
                    </span>
                    <span className="sr-only"> ({t('taking.screening.required')})</span>
                  </>
                ) : null}
              </legend>
            );
            if (question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE') {
              const many = question.type === 'MULTIPLE_CHOICE';
              const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
              return (
                <fieldset key={question.id}>
                  {label}
                  <div className="grid gap-2 sm:grid-cols-2">
                    {question.options.map((option) => (
                      <label
                        key={option.value}
                        className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                      >
                        <input
                          type={many ? 'checkbox' : 'radio'}
                          name={`screening-${question.id}`}
                          checked={chosen.includes(option.value)}
                          onChange={(event) =>
                            set(
                              question.id,
                              many
                                ? event.target.checked
                                  ? [...chosen, option.value]
                                  : chosen.filter((item) => item !== option.value)
                                : option.value,
                            )
                          }
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            }
            return (
              <fieldset key={question.id}>
                {label}
                <Input
                  aria-label={question.text}
                  type={question.type === 'NUMBER' ? 'number' : 'text'}
                  value={value === undefined ? '' : String(value)}
                  onChange={(event) =>
                    set(
                      question.id,
                      question.type === 'NUMBER' && event.target.value !== ''
                        ? Number(event.target.value)
                        : event.target.value,
                    )
                  }
                />
              </fieldset>
            );
          })}
          {save.isError ? (
            <Alert tone="error" title={getErrorMessage(save.error, t('taking.screening.saveFailed'))} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              {t('taking.screening.continue')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
