import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthSession, LoginBodySchema } from '@pathwise/contract';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { useLogin } from '../api/login';

type SignInInput = z.input<typeof LoginBodySchema>;
type SignInOutput = z.output<typeof LoginBodySchema>;

type SignInFormProps = {
  defaultEmail?: string;
  notice?: string | null;
  onSuccess: (session: AuthSession) => void;
  /** The address is not verified yet: the server e-mailed a fresh code. */
  onNeedsVerification: (email: string) => void;
  onForgotPassword: (email: string) => void;
};

export function SignInForm({
  defaultEmail = '',
  notice,
  onSuccess,
  onNeedsVerification,
  onForgotPassword,
}: SignInFormProps) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const form = useForm<SignInInput, unknown, SignInOutput>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit: SubmitHandler<SignInOutput> = (body) => {
    form.clearErrors('root');
    mutation.mutate(body, {
      onSuccess,
      onError: (error) => {
        switch (getErrorCode(error)) {
          case 'EMAIL_NOT_VERIFIED':
            onNeedsVerification(body.email);
            return;
          case 'INVALID_CREDENTIALS':
            form.setError('root.server', { message: t('auth.errors.invalidCredentials') });
            form.setFocus('password');
            return;
          default:
            form.setError('root.server', { message: getErrorMessage(error, t('errors.generic')) });
        }
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Field label={t('auth.fields.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </Field>
      <Field
        label={t('auth.fields.password')}
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => onForgotPassword(form.getValues('email'))}
          >
            {t('auth.forgotPasswordLink')}
          </button>
        }
      >
        {(control) => (
          <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
