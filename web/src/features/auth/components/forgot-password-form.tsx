import { zodResolver } from '@hookform/resolvers/zod';
import { EmailBodySchema } from '@pathwise/contract';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/errors';
import { useForgotPassword } from '../api/forgot-password';

type ForgotInput = z.input<typeof EmailBodySchema>;
type ForgotOutput = z.output<typeof EmailBodySchema>;

type ForgotPasswordFormProps = { defaultEmail?: string; onSent: (email: string) => void };

export function ForgotPasswordForm({ defaultEmail = '', onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const form = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(EmailBodySchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;

  const onSubmit: SubmitHandler<ForgotOutput> = (body) => {
    form.clearErrors('root');
    mutation.mutate(body, {
      onSuccess: () => onSent(body.email),
      onError: (error) =>
        form.setError('root.server', { message: getErrorMessage(error, t('errors.generic')) }),
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Field label={t('auth.fields.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
        {t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
