import { zodResolver } from '@hookform/resolvers/zod';
import { CreateResultConfigBodySchema, RESULT_OPTION_VALUES } from '@pathwise/contract';
import { Plus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { CreateResultConfigBody } from '../../api/create-result-config';

type FormInput = z.input<typeof CreateResultConfigBodySchema>;
type FormOutput = z.output<typeof CreateResultConfigBodySchema>;

type ResultConfigFormProps = {
  /** Answer options that already have a result (one result per option). */
  usedOptions: readonly string[];
  busy: boolean;
  /** Resolves true when saved, so the form clears only then. */
  onSubmit: (body: CreateResultConfigBody) => Promise<boolean>;
};

/** Spec §5: answer option (a–e) and result label required, description optional. */
export function ResultConfigForm({ usedOptions, busy, onSubmit }: ResultConfigFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateResultConfigBodySchema),
    // An empty choice: the admin must pick the option on purpose.
    defaultValues: { optionValue: '' as FormInput['optionValue'], resultLabel: '', resultDescription: '' },
  });
  const { errors } = form.formState;

  const submit = async (body: FormOutput) => {
    if (await onSubmit(body)) form.reset();
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field label={t('questions.results.option')} error={errors.optionValue?.message}>
          {(control) => (
            <Select {...control} {...form.register('optionValue')}>
              <option value="">{t('questions.results.chooseOption')}</option>
              {RESULT_OPTION_VALUES.map((value) => (
                <option key={value} value={value} disabled={usedOptions.includes(value)}>
                  {t('questions.results.optionLabel', { option: value.toUpperCase() })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('questions.results.label')} error={errors.resultLabel?.message}>
          {(control) => <Input {...control} {...form.register('resultLabel')} />}
        </Field>
      </div>
      <Field
        label={t('questions.results.description')}
        hint={t('common.optional')}
        error={errors.resultDescription?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="resultDescription"
            render={({ field }) => <Textarea {...control} {...field} minRows={2} />}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {busy ? null : <Plus aria-hidden />}
          {t('questions.results.add')}
        </Button>
      </div>
    </form>
  );
}
