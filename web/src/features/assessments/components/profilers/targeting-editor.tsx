import {
  AGE_MAX,
  AGE_MIN,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  PRESET_INTERESTS,
  PRESET_SKILLS,
  PRIORITY_MAX,
  PRIORITY_MIN,
} from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TargetingDraft, TargetingErrors } from '../../utils/targeting-draft';
import { LevelCheckboxes } from './level-checkboxes';
import { TagPicker } from './tag-picker';

type TargetingEditorProps = {
  value: TargetingDraft;
  onChange: (patch: Partial<TargetingDraft>) => void;
  /** The errors to show beside their fields (pass none until the admin tried to submit). */
  errors: TargetingErrors;
  disabled?: boolean;
};

/**
 * The targeting fields (education, experience, skills, interests, ages, priority) without a form
 * of their own: the targeting dialog and the New Profiler form each wrap them in theirs.
 */
export function TargetingEditor({ value, onChange, errors, disabled }: TargetingEditorProps) {
  const { t } = useTranslation();
  const errorText = (field: keyof TargetingErrors) =>
    errors[field]
      ? t(`assessments.targeting.errors.${errors[field]}`, {
          min: field === 'priority' ? PRIORITY_MIN : AGE_MIN,
          max: field === 'priority' ? PRIORITY_MAX : AGE_MAX,
        })
      : undefined;

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
          value={value[field]}
          disabled={disabled}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <div className="space-y-6">
      <LevelCheckboxes
        legend={t('assessments.targeting.education')}
        labelPrefix="assessments.levels.education"
        options={EDUCATION_LEVELS}
        value={value.targetEducationLevels}
        onChange={(targetEducationLevels) => onChange({ targetEducationLevels })}
        disabled={disabled}
      />
      <LevelCheckboxes
        legend={t('assessments.targeting.experience')}
        labelPrefix="assessments.levels.experience"
        options={EXPERIENCE_LEVELS}
        value={value.targetExperienceLevels}
        onChange={(targetExperienceLevels) => onChange({ targetExperienceLevels })}
        disabled={disabled}
      />
      <TagPicker
        legend={t('assessments.targeting.skills')}
        presets={PRESET_SKILLS}
        value={value.targetSkills}
        onChange={(targetSkills) => onChange({ targetSkills })}
        disabled={disabled}
      />
      <TagPicker
        legend={t('assessments.targeting.interests')}
        presets={PRESET_INTERESTS}
        value={value.targetInterests}
        onChange={(targetInterests) => onChange({ targetInterests })}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {numberField('minAge', AGE_MIN, AGE_MAX)}
        {numberField('maxAge', AGE_MIN, AGE_MAX)}
        {numberField('priority', PRIORITY_MIN, PRIORITY_MAX)}
      </div>
    </div>
  );
}
