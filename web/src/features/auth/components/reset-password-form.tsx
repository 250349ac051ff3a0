import { zodResolver } from '@hookform/resolvers/zod';
import { OtpCodeSchema, PASSWORD_MIN_LENGTH, PasswordSchema } from '@pathwise/contract';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage, getPasswordErrorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useResendCode } from '../hooks/use-resend-code';
import { getOtpErrorMessage } from '../utils/otp-error';
import { OtpCodeField } from './otp-code-field';
import { ResendCodeButton } from './resend-code-button';

const ResetSchema = z
  .object({ otpCode: OtpCodeSchema, newPassword: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: () => i18n.t('validation.passwordsDoNotMatch'),
  });
type ResetValues = z.infer<typeof ResetSchema>;

type ResetPasswordFormProps = { email: string; onReset: () => void };

export function ResetPasswordForm({ email, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  // Asking for a new reset code is the forgot-password call again.
  const resend = useResendCode(useForgotPassword(), email);
  const form = useForm<ResetValues>({
    resolver: zodResolver(ResetSchema),
    defaultValues: { otpCode: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit: SubmitHandler<ResetValues> = ({ otpCode, newPassword }) => {
    form.clearErrors('root');
    resend.clearMessages();
    reset.mutate(
      { email, otpCode, newPassword },
      {
        onSuccess: onReset,
        onError: (error) => {
          const otpMessage = getOtpErrorMessage(error);
          const passwordMessage = getPasswordErrorMessage(error, 'newPassword');
          if (otpMessage) form.setError('otpCode', { message: otpMessage }, { shouldFocus: true });
          else if (passwordMessage)
            form.setError('newPassword', { message: passwordMessage }, { shouldFocus: true });
          else form.setError('root.server', { message: getErrorMessage(error, t('errors.generic')) });
        },
      },
    );
  };

  const serverError = errors.root?.server?.message ?? resend.error;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {resend.notice ? <Alert tone="success">{resend.notice}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <OtpCodeField control={form.control} name="otpCode" error={errors.otpCode?.message} />
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
          <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
      <ResendCodeButton remaining={resend.remaining} loading={resend.isPending} onResend={resend.resend} />
    </form>
  );
}
