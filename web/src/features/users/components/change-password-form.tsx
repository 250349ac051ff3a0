import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBodySchema, PASSWORD_MIN_LENGTH } from '@pathwise/contract';
import { useId } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorFields, getErrorMessage, getPasswordErrorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: () => i18n.t('validation.passwordsDoNotMatch'),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: () => i18n.t('validation.passwordUnchanged'),
  });
type ChangePasswordValues = z.infer<typeof ChangePasswordFormSchema>;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // Nothing to send until every field has something in it: the button says so by being disabled.
  const filled = form.watch(['currentPassword', 'newPassword', 'confirmPassword']).every(Boolean);
  const hintId = useId();

  const onSubmit: SubmitHandler<ChangePasswordValues> = ({ currentPassword, newPassword }) => {
    form.clearErrors('root');
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('account.password.changed'), { description: t('account.password.otherSessions') });
        },
        onError: (error) => {
          // A wrong current password is a 422 naming the field (never 401: that would end the session).
          const message = getErrorMessage(error, t('errors.generic'));
          const newPasswordMessage = getPasswordErrorMessage(error, 'newPassword');
          if (getErrorFields(error).includes('currentPassword')) {
            form.setError('currentPassword', { message }, { shouldFocus: true });
          } else if (newPasswordMessage) {
            form.setError('newPassword', { message: newPasswordMessage }, { shouldFocus: true });
          } else {
            form.setError('root.server', { message });
          }
        },
      },
    );
  };

  return (
    <Card>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <CardHeader>
          <CardTitle>{t('account.password.title')}</CardTitle>
          <CardDescription>{t('account.password.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <Field
            label={t('account.password.current')}
            error={errors.currentPassword?.message}
            className="sm:max-w-[calc(50%-0.5rem)]"
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('currentPassword')}
                autoComplete="current-password"
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('auth.fields.newPassword')}
              error={errors.newPassword?.message}
              hint={t('auth.passwordHintCommon', { min: PASSWORD_MIN_LENGTH })}
            >
              {(control) => (
                <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" />
              )}
            </Field>
            <Field label={t('auth.fields.confirmPassword')} error={errors.confirmPassword?.message}>
              {(control) => (
                <PasswordInput
                  {...control}
                  {...form.register('confirmPassword')}
                  autoComplete="new-password"
                />
              )}
            </Field>
          </div>
        </CardContent>
        <CardFooter>
          {filled ? null : (
            <p id={hintId} className="text-sm text-slate-500">
              {t('account.password.fillAll')}
            </p>
          )}
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={!filled}
            aria-describedby={filled ? undefined : hintId}
          >
            {t('account.password.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
