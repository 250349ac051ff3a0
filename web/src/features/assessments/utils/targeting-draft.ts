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

/** A new profiler's targeting: nothing chosen, every number left to the server's default. */
export const EMPTY_TARGETING_DRAFT: TargetingDraft = {
  targetEducationLevels: [],
  targetExperienceLevels: [],
  targetSkills: [],
  targetInterests: [],
  minAge: '',
  maxAge: '',
  priority: '',
};

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

/**
 * The targeting the admin filled in, for the create call: only chosen levels and tags and the
 * numbers typed, so an untouched field keeps the server's default. `body` is absent while a
 * number is invalid.
 */
export function filledTargeting(draft: TargetingDraft): {
  errors: TargetingErrors;
  body?: Partial<TargetingFields>;
} {
  const { errors, body } = validateTargeting(draft);
  if (!body) return { errors };
  const filled: Partial<TargetingFields> = {};
  if (body.targetEducationLevels.length > 0) filled.targetEducationLevels = body.targetEducationLevels;
  if (body.targetExperienceLevels.length > 0) filled.targetExperienceLevels = body.targetExperienceLevels;
  if (body.targetSkills.length > 0) filled.targetSkills = body.targetSkills;
  if (body.targetInterests.length > 0) filled.targetInterests = body.targetInterests;
  if (body.minAge !== null) filled.minAge = body.minAge;
  if (body.maxAge !== null) filled.maxAge = body.maxAge;
  if (draft.priority.trim() !== '') filled.priority = body.priority;
  return { errors, body: filled };
}

/** How many targeting fields hold something (the collapsed section's summary). */
export function countFilledTargeting(draft: TargetingDraft): number {
  const lists = [
    draft.targetEducationLevels,
    draft.targetExperienceLevels,
    draft.targetSkills,
    draft.targetInterests,
  ].filter((list) => list.length > 0).length;
  const numbers = [draft.minAge, draft.maxAge, draft.priority].filter((raw) => raw.trim() !== '').length;
  return lists + numbers;
}
