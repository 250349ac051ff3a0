import {
  CreateScreeningFieldBodySchema,
  type ScreeningField,
  type ScreeningFieldType,
  UpdateScreeningFieldBodySchema,
} from '@pathwise/contract';
import type { CreateScreeningFieldBody, UpdateScreeningFieldBody } from '../../api/save-screening-field';
import { type ChoiceDraft, choicesForType, fromChoiceDrafts, toChoiceDrafts } from './choice-drafts';
import { firstIssueAt } from './form-issues';

export type FieldDraft = {
  key: string;
  label: string;
  helpText: string;
  type: ScreeningFieldType;
  options: ChoiceDraft[];
  isRequired: boolean;
  isActive: boolean;
};

export type FieldDraftErrors = Partial<Record<'key' | 'label' | 'helpText' | 'type' | 'options', string>>;

export function emptyFieldDraft(): FieldDraft {
  return {
    key: '',
    label: '',
    helpText: '',
    type: 'SINGLE_CHOICE',
    options: choicesForType('SINGLE_CHOICE', []),
    isRequired: false,
    isActive: true,
  };
}

export function fieldToDraft(field: ScreeningField): FieldDraft {
  return {
    key: field.key,
    label: field.label,
    helpText: field.helpText,
    type: field.type,
    options: toChoiceDrafts(field.options),
    isRequired: field.isRequired,
    isActive: field.isActive,
  };
}

/** The draft with a new type, its choices kept, started or dropped as the type needs. */
export function withFieldType(draft: FieldDraft, type: ScreeningFieldType): FieldDraft {
  return { ...draft, type, options: choicesForType(type, draft.options) };
}

type FieldDraftResult<Body> = { ok: true; body: Body } | { ok: false; errors: FieldDraftErrors };

function collectErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldDraftErrors {
  const errors: FieldDraftErrors = {};
  for (const field of ['key', 'label', 'helpText', 'type', 'options'] as const) {
    const message = firstIssueAt(issues, [field]);
    if (message) errors[field] = message;
  }
  return errors;
}

const fieldContent = (draft: FieldDraft) => ({
  label: draft.label,
  helpText: draft.helpText,
  type: draft.type,
  options: fromChoiceDrafts(draft.options),
  isRequired: draft.isRequired,
  isActive: draft.isActive,
});

/** A new field, checked with the contract's create schema (key rules, choices for choice types). */
export function validateNewField(draft: FieldDraft): FieldDraftResult<CreateScreeningFieldBody> {
  const parsed = CreateScreeningFieldBodySchema.safeParse({ key: draft.key, ...fieldContent(draft) });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: collectErrors(parsed.error.issues) };
}

/** An edited field: everything but the key, which never changes. */
export function validateFieldEdit(draft: FieldDraft): FieldDraftResult<UpdateScreeningFieldBody> {
  const parsed = UpdateScreeningFieldBodySchema.safeParse(fieldContent(draft));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: collectErrors(parsed.error.issues) };
}
