import { zodResolver } from '@hookform/resolvers/zod';
import { CreateTraitTypeBodySchema } from '@pathwise/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type FormInput = z.input<typeof CreateTraitTypeBodySchema>;
export type TraitTypeFormValues = z.output<typeof CreateTraitTypeBodySchema>;

type TraitTypeFormProps = {
  initial?: TraitTypeFormValues;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved, so a create form clears only then. */
  onSubmit: (values: TraitTypeFormValues) => Promise<boolean>;
  onCancel?: () => void;
};

/** Name (required) and description of a custom trait type; used to create and to rename. */
export function TraitTypeForm({ initial, submitLabel, busy, onSubmit, onCancel }: TraitTypeFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, TraitTypeFormValues>({
    resolver: zodResolver(CreateTraitTypeBodySchema),
    defaultValues: initial ?? { name: '', description: '' },
  });
  const { errors } = form.formState;

  const submit = async (values: TraitTypeFormValues) => {
    if ((await onSubmit(values)) && !initial) form.reset({ name: '', description: '' });
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:items-start"
    >
      <Field label={t('traits.form.name')} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoFocus={Boolean(initial)} />}
      </Field>
      <Field
        label={t('traits.form.description')}
        hint={t('common.optional')}
        error={errors.description?.message}
      >
        {(control) => <Input {...control} {...form.register('description')} />}
      </Field>
      <div className="flex gap-2 sm:pt-6">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={busy} className="flex-1 sm:flex-none">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
