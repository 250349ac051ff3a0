import { type Assessment, DUPLICATE_SUFFIX } from '@pathwise/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type DuplicateDialogProps = {
  profiler: Assessment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Resolves to whether the copy was made (the dialog closes then). */
  onDuplicate: (newTitle: string, newDescription: string) => Promise<boolean>;
};

/** Spec §5: the copy's title must not be blank (default "<title> (Copy)"); the description defaults to the original. */
export function DuplicateDialog({ profiler, open, onOpenChange, busy, onDuplicate }: DuplicateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('assessments.duplicate.title')}
      description={t('assessments.duplicate.description')}
    >
      <DuplicateForm
        profiler={profiler}
        busy={busy}
        onDuplicate={onDuplicate}
        onClose={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

type DuplicateFormProps = Pick<DuplicateDialogProps, 'profiler' | 'busy' | 'onDuplicate'> & {
  onClose: () => void;
};

function DuplicateForm({ profiler, busy, onDuplicate, onClose }: DuplicateFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(`${profiler.title}${DUPLICATE_SUFFIX}`);
  const [description, setDescription] = useState(profiler.description);
  const [showErrors, setShowErrors] = useState(false);
  const titleMissing = title.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (titleMissing) return;
    if (await onDuplicate(title.trim(), description.trim())) onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('assessments.duplicate.newTitle')}
        error={showErrors && titleMissing ? t('assessments.duplicate.titleRequired') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={200}
            disabled={busy}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('assessments.duplicate.newDescription')}>
        {(control) => (
          <Textarea
            {...control}
            value={description}
            maxLength={2000}
            disabled={busy}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Alert tone="info">{t('assessments.duplicate.inactiveNotice')}</Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('assessments.duplicate.submit')}
        </Button>
      </div>
    </form>
  );
}
