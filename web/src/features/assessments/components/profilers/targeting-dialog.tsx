import {
  AGE_MAX,
  AGE_MIN,
  type Assessment,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  PRESET_INTERESTS,
  PRESET_SKILLS,
  PRIORITY_MAX,
  PRIORITY_MIN,
  type UpdateAssessmentBody,
} from '@pathwise/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type TargetingDraft, targetingDraftOf, validateTargeting } from '../../utils/targeting-draft';
import { LevelCheckboxes } from './level-checkboxes';
import { TagPicker } from './tag-picker';

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
  const set = (patch: Partial<TargetingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorText = (field: keyof typeof errors) =>
    showErrors && errors[field]
      ? t(`assessments.targeting.errors.${errors[field]}`, {
          min: field === 'priority' ? PRIORITY_MIN : AGE_MIN,
          max: field === 'priority' ? PRIORITY_MAX : AGE_MAX,
        })
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (body && (await onSave(body))) onClose();
  };

  const numberField = (field: 'minAge' | 'maxAge' | 'priority', min: number, max: number) => (
    <Field label={t(`assessments.targeting.${field}`)} error={errorText(field)}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          placeholder={field === 'priority' ? String(PRIORITY_MIN) : t('assessments.targeting.anyAge')}
          value={draft[field]}
          disabled={busy}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <LevelCheckboxes
        legend={t('assessments.targeting.education')}
        labelPrefix="assessments.levels.education"
        options={EDUCATION_LEVELS}
        value={draft.targetEducationLevels}
        onChange={(targetEducationLevels) => set({ targetEducationLevels })}
        disabled={busy}
      />
      <LevelCheckboxes
        legend={t('assessments.targeting.experience')}
        labelPrefix="assessments.levels.experience"
        options={EXPERIENCE_LEVELS}
        value={draft.targetExperienceLevels}
        onChange={(targetExperienceLevels) => set({ targetExperienceLevels })}
        disabled={busy}
      />
      <TagPicker
        legend={t('assessments.targeting.skills')}
        presets={PRESET_SKILLS}
        value={draft.targetSkills}
        onChange={(targetSkills) => set({ targetSkills })}
        disabled={busy}
      />
      <TagPicker
        legend={t('assessments.targeting.interests')}
        presets={PRESET_INTERESTS}
        value={draft.targetInterests}
        onChange={(targetInterests) => set({ targetInterests })}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {numberField('minAge', AGE_MIN, AGE_MAX)}
        {numberField('maxAge', AGE_MIN, AGE_MAX)}
        {numberField('priority', PRIORITY_MIN, PRIORITY_MAX)}
      </div>
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
