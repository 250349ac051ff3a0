import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, RegisterBodySchema } from '@pathwise/contract';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorCode, getErrorMessage, getPasswordErrorMessage } from '@/lib/errors';
import { useRegister } from '../api/register';

type RegisterInput = z.input<typeof RegisterBodySchema>;
type RegisterOutput = z.output<typeof RegisterBodySchema>;

type RegisterFormProps = {
  defaultReferralCode?: string;
  /** A code was e-mailed to `email`. */
  onRegistered: (email: string) => void;
};

export function RegisterForm({ defaultReferralCode = '', onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const mutation = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { name: '', email: '', password: '', referralCode: defaultReferralCode },
  });
  const { errors } = form.formState;
  const passwordLength = form.watch('password')?.length ?? 0;

  const onSubmit: SubmitHandler<RegisterOutput> = ({ referralCode, ...rest }) => {
    form.clearErrors('root');
    const body = referralCode ? { ...rest, referralCode } : rest;
    mutation.mutate(body, {
      onSuccess: (result) => onRegistered(result.email || body.email),
      onError: (error) => {
        const message = getErrorMessage(error, t('errors.generic'));
        const passwordMessage = getPasswordErrorMessage(error, 'password');
        if (getErrorCode(error) === 'CONFLICT') {
          form.setError('email', { message: t('auth.errors.emailTaken') }, { shouldFocus: true });
        } else if (passwordMessage) {
          form.setError('password', { message: passwordMessage }, { shouldFocus: true });
        } else {
          form.setError('root.server', { message });
        }
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Field label={t('auth.fields.name')} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
      </Field>
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
        hint={
          passwordLength > 0 && passwordLength < PASSWORD_MIN_LENGTH
            ? t('auth.passwordHintRemaining', { count: PASSWORD_MIN_LENGTH - passwordLength })
            : t('auth.passwordHintCommon', { min: PASSWORD_MIN_LENGTH })
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t('auth.fields.referralCode')}{' '}
            <span className="font-normal text-slate-400">({t('common.optional')})</span>
          </>
        }
        error={errors.referralCode?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('referralCode')}
            autoComplete="off"
            autoCapitalize="characters"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
        {t('auth.createAccount')}
      </Button>
      <p className="text-center text-xs text-slate-500">{t('auth.registerFootnote')}</p>
    </form>
  );
}
