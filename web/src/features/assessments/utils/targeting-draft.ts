import {
  AGE_MAX,
  AGE_MIN,
  type Assessment,
  normalizeTags,
  PRIORITY_MAX,
  PRIORITY_MIN,
  type TargetingFields,
} from '@pathwise/contract';

/** What the targeting dialog edits; numbers are the raw text of their fields. */
export type TargetingDraft = {
  targetEducationLevels: string[];
  targetExperienceLevels: string[];
  targetSkills: string[];
  targetInterests: string[];
  minAge: string;
  maxAge: string;
  priority: string;
};

export type TargetingError = 'ageRange' | 'maxBelowMin' | 'priorityRange';
export type TargetingErrors = Partial<Record<'minAge' | 'maxAge' | 'priority', TargetingError>>;

export function targetingDraftOf(profiler: Assessment): TargetingDraft {
  return {
    targetEducationLevels: profiler.targetEducationLevels,
    targetExperienceLevels: profiler.targetExperienceLevels,
    targetSkills: profiler.targetSkills,
    targetInterests: profiler.targetInterests,
    minAge: profiler.minAge === null ? '' : String(profiler.minAge),
    maxAge: profiler.maxAge === null ? '' : String(profiler.maxAge),
    priority: String(profiler.priority),
  };
}

/** Spec §5: a custom entry is trimmed, never blank and never added twice (case-insensitively). */
export function addTag(tags: readonly string[], raw: string): string[] {
  return normalizeTags([...tags, raw]);
}

export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** A whole number within the bounds, null when blank, undefined when invalid. */
function parseBounded(raw: string, min: number, max: number): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Spec §5: ages 0–100 (blank = no bound), priority 0–100 (blank = the default 0). */
export function validateTargeting(draft: TargetingDraft): {
  errors: TargetingErrors;
  body?: TargetingFields;
} {
  const minAge = parseBounded(draft.minAge, AGE_MIN, AGE_MAX);
  const maxAge = parseBounded(draft.maxAge, AGE_MIN, AGE_MAX);
  const priority = parseBounded(draft.priority, PRIORITY_MIN, PRIORITY_MAX);
  const errors: TargetingErrors = {};
  if (minAge === undefined) errors.minAge = 'ageRange';
  if (maxAge === undefined) errors.maxAge = 'ageRange';
  else if (maxAge !== null && typeof minAge === 'number' && maxAge < minAge) errors.maxAge = 'maxBelowMin';
  if (priority === undefined) errors.priority = 'priorityRange';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      targetEducationLevels: draft.targetEducationLevels as TargetingFields['targetEducationLevels'],
      targetExperienceLevels: draft.targetExperienceLevels as TargetingFields['targetExperienceLevels'],
      targetSkills: draft.targetSkills,
      targetInterests: draft.targetInterests,
      minAge: minAge ?? null,
      maxAge: maxAge ?? null,
      priority: priority ?? PRIORITY_MIN,
    },
  };
}
