import type { Assessment, UpdateAssessmentBody } from '@pathwise/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type TargetingDraft, targetingDraftOf, validateTargeting } from '../../utils/targeting-draft';
import { TargetingEditor } from './targeting-editor';

type TargetingDialogProps = {
  profiler: Assessment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Resolves to whether the save worked (the dialog closes then). */
  onSave: (body: UpdateAssessmentBody) => Promise<boolean>;
};

/** Manual targeting: who the profiler suits (education, experience, skills, interests, age) and its priority. */
export function TargetingDialog({ profiler, open, onOpenChange, busy, onSave }: TargetingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('assessments.targeting.dialogTitle')}
      description={profiler.title}
      className="sm:max-w-2xl"
    >
      <TargetingForm profiler={profiler} busy={busy} onSave={onSave} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

type TargetingFormProps = Pick<TargetingDialogProps, 'profiler' | 'busy' | 'onSave'> & {
  onClose: () => void;
};

function TargetingForm({ profiler, busy, onSave, onClose }: TargetingFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TargetingDraft>(() => targetingDraftOf(profiler));
  const [showErrors, setShowErrors] = useState(false);
  const { errors, body } = validateTargeting(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (body && (await onSave(body))) onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <TargetingEditor
        value={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        errors={showErrors ? errors : {}}
        disabled={busy}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('assessments.targeting.save')}
        </Button>
      </div>
    </form>
  );
}
