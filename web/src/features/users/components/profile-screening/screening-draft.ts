import {
  normalizeTags,
  PROFILE_SCREENING_KEYS,
  PROFILE_TAG_LENGTH_MAX,
  PROFILE_TAGS_MAX,
  STUDENT_AGE_MAX,
  STUDENT_AGE_MIN,
  type StudentProfile,
  type UpdateStudentProfileBody,
} from '@pathwise/contract';
import type { ScreeningOptionField } from '../../api/get-screening-options';

/*
 * The profile-screening form as plain data: what the inputs hold (a draft), how full it is, what
 * a save sends (only what changed) and which messages belong beside which field.
 */

/** SINGLE_CHOICE, NUMBER and TEXT hold a string ('' = no answer); MULTIPLE_CHOICE a list. */
export type DraftValue = string | string[];
export type Draft = Record<string, DraftValue>;
export type FieldErrors = Record<string, string>;

type BuiltInKey = (typeof PROFILE_SCREENING_KEYS)[number];
type ApiValue = string | number | string[] | null;

export { PROFILE_TAG_LENGTH_MAX, PROFILE_TAGS_MAX, STUDENT_AGE_MAX, STUDENT_AGE_MIN };

export function isBuiltInKey(key: string): key is BuiltInKey {
  return (PROFILE_SCREENING_KEYS as readonly string[]).includes(key);
}

function storedValue(profile: StudentProfile, key: string): unknown {
  return isBuiltInKey(key) ? profile[key] : profile.extra[key];
}

function toDraftValue(field: ScreeningOptionField, value: unknown): DraftValue {
  if (field.type === 'MULTIPLE_CHOICE') {
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  }
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** What the inputs start with: the saved answers, or empty ones. */
export function toDraft(fields: readonly ScreeningOptionField[], profile: StudentProfile | undefined): Draft {
  const draft: Draft = {};
  for (const field of fields) {
    draft[field.key] = toDraftValue(field, profile ? storedValue(profile, field.key) : undefined);
  }
  return draft;
}

function emptyValue(field: ScreeningOptionField): DraftValue {
  return field.type === 'MULTIPLE_CHOICE' ? [] : '';
}

/** The same rule as the server's completeness: blank text and empty lists are not answers. */
export function isAnswered(value: DraftValue | undefined): boolean {
  if (value === undefined) return false;
  return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
}

export type Completeness = {
  answered: number;
  total: number;
  percentage: number;
  /** Required fields still without an answer, in form order. */
  missingRequired: ScreeningOptionField[];
  isComplete: boolean;
};

/** How full the draft is, computed as the server does, so the meter moves while people answer. */
export function draftCompleteness(fields: readonly ScreeningOptionField[], draft: Draft): Completeness {
  const answered = fields.filter((field) => isAnswered(draft[field.key])).length;
  const missingRequired = fields.filter((field) => field.isRequired && !isAnswered(draft[field.key]));
  return {
    answered,
    total: fields.length,
    percentage: fields.length === 0 ? 100 : Math.round((answered / fields.length) * 100),
    missingRequired,
    isComplete: missingRequired.length === 0 && answered > 0,
  };
}

/** The client's own checks; saving is allowed with required fields empty (people fill it in steps). */
export function validateDraft(fields: readonly ScreeningOptionField[], draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = draft[field.key];
    if (field.type !== 'NUMBER' || typeof value !== 'string' || value.trim() === '') continue;
    const number = Number(value);
    if (!Number.isFinite(number)) {
      errors[field.key] = 'number';
    } else if (
      field.key === 'age' &&
      (!Number.isInteger(number) || number < STUDENT_AGE_MIN || number > STUDENT_AGE_MAX)
    ) {
      errors[field.key] = 'age';
    }
  }
  return errors;
}

function toApiValue(field: ScreeningOptionField, value: DraftValue): ApiValue {
  if (Array.isArray(value)) return normalizeTags(value);
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return field.type === 'NUMBER' ? Number(trimmed) : trimmed;
}

function sameValue(a: ApiValue, b: ApiValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Keys of the fields whose answer differs from the saved one. */
export function changedKeys(fields: readonly ScreeningOptionField[], saved: Draft, draft: Draft): string[] {
  return fields
    .filter((field) => {
      const before = toApiValue(field, saved[field.key] ?? emptyValue(field));
      const after = toApiValue(field, draft[field.key] ?? emptyValue(field));
      return !sameValue(before, after);
    })
    .map((field) => field.key);
}

/** The PUT body: only the changed answers; built-in fields at the top, the others in `extra`. */
export function buildUpdateBody(
  fields: readonly ScreeningOptionField[],
  saved: Draft,
  draft: Draft,
): UpdateStudentProfileBody {
  const body: UpdateStudentProfileBody = {};
  const extra: Record<string, ApiValue> = {};
  const changed = new Set(changedKeys(fields, saved, draft));
  for (const field of fields) {
    if (!changed.has(field.key)) continue;
    const value = toApiValue(field, draft[field.key] ?? emptyValue(field));
    switch (field.key) {
      case 'educationLevel':
      case 'experienceLevel':
        body[field.key] = typeof value === 'string' ? value : null;
        break;
      case 'skills':
      case 'interests':
        body[field.key] = Array.isArray(value) ? value : [];
        break;
      case 'age':
        body.age = typeof value === 'number' ? value : null;
        break;
      default:
        extra[field.key] = value;
    }
  }
  if (Object.keys(extra).length > 0) body.extra = extra;
  return body;
}

/**
 * The field a server validation detail is about: `age`, `skills.2` → skills, `extra.city` → city.
 * Null when it names no field of this form.
 */
export function fieldKeyOfPath(path: string, fields: readonly ScreeningOptionField[]): string | null {
  const parts = path.split('.');
  const key = parts[0] === 'extra' ? parts[1] : parts[0];
  return key && fields.some((field) => field.key === key) ? key : null;
}

/** Adds a custom entry: trimmed, never blank, never twice (a preset spelled alike selects the preset). */
export function addEntry(
  values: readonly string[],
  entry: string,
  presets: readonly { value: string; label: string }[],
): string[] {
  const trimmed = entry.trim();
  if (!trimmed) return [...values];
  const wanted = trimmed.toLowerCase();
  const preset = presets.find(
    (item) => item.value.toLowerCase() === wanted || item.label.toLowerCase() === wanted,
  );
  return normalizeTags([...values, preset?.value ?? trimmed]);
}

export function toggleEntry(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
