import { OTP_LENGTH } from '@pathwise/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

type OtpCodeFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; error?: string };

export function OtpCodeField<T extends FieldValues>({ control, name, error }: OtpCodeFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Field label={t('auth.otp.label')} error={error} hint={t('auth.otp.hint', { length: OTP_LENGTH })}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <OtpInput
              {...a11y}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              length={OTP_LENGTH}
              autoFocus
            />
          )}
        />
      )}
    </Field>
  );
}
