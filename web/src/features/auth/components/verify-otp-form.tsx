import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthSession, OtpCodeSchema } from '@pathwise/contract';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useResendCode } from '../hooks/use-resend-code';
import { getOtpErrorMessage } from '../utils/otp-error';
import { OtpCodeField } from './otp-code-field';
import { ResendCodeButton } from './resend-code-button';

const VerifySchema = z.object({ otpCode: OtpCodeSchema });
type VerifyValues = z.infer<typeof VerifySchema>;

type VerifyOtpFormProps = { email: string; onVerified: (session: AuthSession) => void };

export function VerifyOtpForm({ email, onVerified }: VerifyOtpFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyOtp();
  const resend = useResendCode(useResendOtp(), email);
  const form = useForm<VerifyValues>({ resolver: zodResolver(VerifySchema), defaultValues: { otpCode: '' } });
  const { errors } = form.formState;

  const onSubmit: SubmitHandler<VerifyValues> = ({ otpCode }) => {
    form.clearErrors('root');
    resend.clearMessages();
    verify.mutate(
      { email, otpCode },
      {
        onSuccess: onVerified,
        onError: (error) => {
          const otpMessage = getOtpErrorMessage(error);
          if (otpMessage) form.setError('otpCode', { message: otpMessage }, { shouldFocus: true });
          else form.setError('root.server', { message: getErrorMessage(error, t('errors.generic')) });
        },
      },
    );
  };

  const serverError = errors.root?.server?.message ?? resend.error;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      {resend.notice ? <Alert tone="success">{resend.notice}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <OtpCodeField control={form.control} name="otpCode" error={errors.otpCode?.message} />
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {t('auth.otp.verify')}
      </Button>
      <ResendCodeButton remaining={resend.remaining} loading={resend.isPending} onResend={resend.resend} />
    </form>
  );
}
