import type { AssessmentGroup } from '@pathwise/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAssessmentGroup } from '../../api/create-assessment-group';
import { useUpdateAssessmentGroup } from '../../api/update-assessment-group';
import { toastFailure } from '../../utils/toast-failure';

type GroupFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; a new one is created without it. */
  group?: AssessmentGroup;
};

/** Create or edit a grouping category: title (required), description and whether it is active. */
export function GroupFormDialog({ open, onOpenChange, group }: GroupFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={group ? t('assessments.groups.editTitle') : t('assessments.groups.createTitle')}
      description={t('assessments.groups.formDescription')}
    >
      <GroupForm group={group} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function GroupForm({ group, onClose }: { group?: AssessmentGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const switchId = useId();
  const create = useCreateAssessmentGroup();
  const update = useUpdateAssessmentGroup();
  const [title, setTitle] = useState(group?.title ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [isActive, setIsActive] = useState(group?.isActive ?? true);
  const [showErrors, setShowErrors] = useState(false);
  const titleMissing = title.trim() === '';
  const busy = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (titleMissing) return;
    const body = { title: title.trim(), description: description.trim(), isActive };
    const failure = group
      ? 'assessments.groups.toasts.updateFailed'
      : 'assessments.groups.toasts.createFailed';
    const callbacks = {
      onSuccess: () => {
        toast.success(t(group ? 'assessments.groups.toasts.updated' : 'assessments.groups.toasts.created'));
        onClose();
      },
      onError: (error: unknown) => toastFailure(t(failure), error),
    };
    if (group) update.mutate({ id: group.id, body }, callbacks);
    else create.mutate(body, callbacks);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('assessments.groups.titleLabel')}
        error={showErrors && titleMissing ? t('assessments.groups.titleRequired') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={120}
            disabled={busy}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('assessments.groups.descriptionLabel')}>
        {(control) => (
          <Textarea
            {...control}
            value={description}
            maxLength={1000}
            disabled={busy}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
        <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
          {t('assessments.groups.activeLabel')}
          <span className="block text-xs font-normal text-slate-500">
            {t('assessments.groups.activeHint')}
          </span>
        </label>
        <Switch id={switchId} checked={isActive} onCheckedChange={setIsActive} disabled={busy} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {group ? t('common.saveChanges') : t('assessments.groups.create')}
        </Button>
      </div>
    </form>
  );
}
