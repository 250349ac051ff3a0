import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileBodySchema } from '@pathwise/contract';
import { useEffect } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type ProfileInput = z.input<typeof UpdateProfileBodySchema>;
type ProfileOutput = z.output<typeof UpdateProfileBodySchema>;

/** Edit the display name; the e-mail address is shown read-only. */
export function ProfileForm({ showRole = false }: { showRole?: boolean }) {
  const { t } = useTranslation();
  const { user: storedUser } = useAuth();
  const profile = useProfile();
  const user = profile.data ?? storedUser;
  const mutation = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(UpdateProfileBodySchema),
    defaultValues: { name: user?.name ?? '' },
  });
  const { errors, isDirty } = form.formState;

  // Take the fresh name once it loads, unless the person already started typing.
  useEffect(() => {
    if (profile.data && !form.formState.isDirty) form.reset({ name: profile.data.name });
  }, [profile.data, form]);

  const onSubmit: SubmitHandler<ProfileOutput> = (body) => {
    form.clearErrors('root');
    mutation.mutate(body, {
      onSuccess: (updated) => {
        form.reset({ name: updated.name });
        toast.success(t('account.profile.saved'));
      },
      onError: (error) =>
        form.setError('root.server', { message: getErrorMessage(error, t('errors.generic')) }),
    });
  };

  return (
    <Card>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <CardHeader>
          <CardTitle>{t('account.profile.title')}</CardTitle>
          <CardDescription>{t('account.profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('profile.name')} error={errors.name?.message}>
              {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
            </Field>
            <Field label={t('profile.email')} hint={t('account.profile.emailHint')}>
              {(control) => <Input {...control} value={user?.email ?? ''} readOnly disabled type="email" />}
            </Field>
            {showRole && user ? (
              <Field label={t('profile.role')}>
                {(control) => <Input {...control} value={t(`roles.${user.role}`)} readOnly disabled />}
              </Field>
            ) : null}
          </div>
        </CardContent>
        <CardFooter>
          <Button variant="ghost" disabled={!isDirty || mutation.isPending} onClick={() => form.reset()}>
            {t('common.reset')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
            {t('common.saveChanges')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
