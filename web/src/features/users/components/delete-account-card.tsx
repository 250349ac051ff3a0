import { zodResolver } from '@hookform/resolvers/zod';
import { DeleteAccountBodySchema } from '@pathwise/contract';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorFields, getErrorMessage } from '@/lib/errors';
import { useDeleteAccount } from '../api/delete-account';

const DeleteFormSchema = DeleteAccountBodySchema.extend({ confirmation: z.string() });
type DeleteFormValues = z.infer<typeof DeleteFormSchema>;

/** The danger zone: delete the account after typing a confirmation word and the password. */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccount();

  return (
    <Card className="border-rose-200">
      <CardHeader>
        <CardTitle className="text-rose-700">{t('account.delete.title')}</CardTitle>
        <CardDescription>{t('account.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent className="pt-3">
        <Button variant="danger-outline" onClick={() => setOpen(true)}>
          {t('account.delete.open')}
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={(next) => !mutation.isPending && setOpen(next)}
        title={t('account.delete.dialogTitle')}
        description={t('account.delete.dialogDescription')}
      >
        {open ? (
          <DeleteAccountForm mutation={mutation} onCancel={() => setOpen(false)} onDeleted={onDeleted} />
        ) : null}
      </Dialog>
    </Card>
  );
}

type DeleteAccountFormProps = {
  mutation: ReturnType<typeof useDeleteAccount>;
  onCancel: () => void;
  onDeleted: () => void;
};

function DeleteAccountForm({ mutation, onCancel, onDeleted }: DeleteAccountFormProps) {
  const { t } = useTranslation();
  const word = t('account.delete.confirmWord');
  const form = useForm<DeleteFormValues>({
    resolver: zodResolver(DeleteFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;
  const confirmed = form.watch('confirmation').trim() === word;

  const onSubmit: SubmitHandler<DeleteFormValues> = ({ password }) => {
    form.clearErrors('root');
    mutation.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const message = getErrorMessage(error, t('errors.generic'));
          // The server names the re-entered password "currentPassword" when it is wrong.
          if (getErrorFields(error).includes('currentPassword'))
            form.setError('password', { message }, { shouldFocus: true });
          else form.setError('root.server', { message });
        },
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Alert tone="error" title={t('account.delete.warningTitle')}>
        {t('account.delete.warning')}
      </Alert>
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Field label={t('account.delete.typeToConfirm', { word })}>
        {(control) => (
          <Input
            {...control}
            {...form.register('confirmation')}
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        )}
      </Field>
      <Field label={t('auth.fields.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={mutation.isPending} disabled={!confirmed}>
          {mutation.isPending ? null : <TriangleAlert aria-hidden />}
          {t('account.delete.submit')}
        </Button>
      </div>
    </form>
  );
}
