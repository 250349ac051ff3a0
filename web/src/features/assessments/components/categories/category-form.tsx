import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCategoryBodySchema, SCREENING_RESTRICTION_VALUES } from '@pathwise/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ScreeningRestrictionFields } from './screening-restriction-fields';

const CategoryFormSchema = z.object({
  title: CreateCategoryBodySchema.shape.title,
  description: z.string().trim().max(5000, 'At most 5000 characters'),
  showForScreeningAnswers: z.array(z.enum(SCREENING_RESTRICTION_VALUES)),
});
export type CategoryFormValues = z.infer<typeof CategoryFormSchema>;

type CategoryFormProps = {
  initial?: Partial<CategoryFormValues>;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CategoryFormValues) => void;
  onCancel: () => void;
};

/** Title (required), description and screening restriction of a category; used to add and to edit. */
export function CategoryForm({ initial, submitLabel, busy, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: { title: '', description: '', showForScreeningAnswers: [], ...initial },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Field label={t('questions.categories.form.title')} error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} autoFocus />}
      </Field>
      <Field
        label={t('questions.categories.form.description')}
        hint={t('common.optional')}
        error={errors.description?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => <Textarea {...control} {...field} minRows={2} />}
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="showForScreeningAnswers"
        render={({ field }) => <ScreeningRestrictionFields value={field.value} onChange={field.onChange} />}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
