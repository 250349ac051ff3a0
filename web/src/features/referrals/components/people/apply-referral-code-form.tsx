import { zodResolver } from '@hookform/resolvers/zod';
import { type ApplyReferralCodeBody, ApplyReferralCodeBodySchema } from '@pathwise/contract';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/errors';
import { useApplyReferralCode } from '../../api/apply-referral-code';

type ApplyCodeOutput = z.output<typeof ApplyReferralCodeBodySchema>;

/**
 * "Have a friend's code?" for a person who joined without one. The server's refusals (unknown code,
 * their own, already referred, already a customer, programme paused, too many tries) appear under
 * the field in its own words.
 */
export function ApplyReferralCodeForm() {
  const { t } = useTranslation();
  const mutation = useApplyReferralCode();
  const form = useForm<ApplyReferralCodeBody, unknown, ApplyCodeOutput>({
    resolver: zodResolver(ApplyReferralCodeBodySchema),
    defaultValues: { referralCode: '' },
  });
  const { errors } = form.formState;

  const onSubmit: SubmitHandler<ApplyCodeOutput> = (body) => {
    mutation.mutate(body, {
      onSuccess: ({ message }) => {
        form.reset();
        toast.success(message);
      },
      onError: (error) => {
        form.setError(
          'referralCode',
          { message: getErrorMessage(error, t('referrals.apply.failed')) },
          { shouldFocus: true },
        );
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('referrals.apply.title')}</h3>
        <p className="mt-0.5 text-sm text-slate-500">{t('referrals.apply.description')}</p>
      </div>
      <div className="flex max-w-lg flex-col gap-2 sm:flex-row sm:items-start">
        <Field label={t('referrals.apply.label')} error={errors.referralCode?.message} className="sm:flex-1">
          {(control) => (
            <Input
              {...control}
              {...form.register('referralCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              className="font-mono uppercase"
            />
          )}
        </Field>
        <Button type="submit" variant="outline" loading={mutation.isPending} className="sm:mt-6.5">
          {t('referrals.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
