import { z } from 'zod';
import { LineSchema, TextSchema } from './common.ts';

/**
 * Screening. The global screening config is the set of fields of the profile screening every user
 * fills (/profile-screening): education, experience, skills, interests, age and any custom field.
 * A profiler may add its own screening questions, asked before it starts, switched on by hasScreening.
 */

export const SCREENING_FIELD_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT', 'NUMBER'] as const;
export const ScreeningFieldTypeSchema = z.enum(SCREENING_FIELD_TYPES, { error: 'Unknown field type' });
export type ScreeningFieldType = z.infer<typeof ScreeningFieldTypeSchema>;

export const ScreeningChoiceSchema = z.object({
  value: LineSchema.trim().min(1, 'Each choice needs a value').max(100),
  label: LineSchema.trim().min(1, 'Each choice needs a label').max(200),
});
export type ScreeningChoice = z.infer<typeof ScreeningChoiceSchema>;

/** Keys the product itself reads (targeting and category restrictions); admins may add others. */
export const PROFILE_SCREENING_KEYS = [
  'educationLevel',
  'experienceLevel',
  'skills',
  'interests',
  'age',
] as const;

/**
 * The first choice rule a field (or screening question) of this type breaks, or null: choice types
 * need at least 2 choices with unique values, the others none. The server applies it to the merged
 * result of a partial update, where the body alone cannot tell.
 */
export function screeningChoicesViolation(
  type: ScreeningFieldType,
  options: readonly ScreeningChoice[],
): string | null {
  const needsChoices = type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
  if (needsChoices && options.length < 2) return 'A choice field needs at least 2 choices';
  if (!needsChoices && options.length > 0) return 'Only choice fields have choices';
  if (new Set(options.map((o) => o.value)).size !== options.length) return 'Choice values must be unique';
  return null;
}

const choicesFor = (
  type: ScreeningFieldType | undefined,
  options: ScreeningChoice[] | undefined,
  ctx: z.RefinementCtx,
) => {
  if (type === undefined || options === undefined) return;
  const violation = screeningChoicesViolation(type, options);
  if (violation) ctx.addIssue({ code: 'custom', path: ['options'], message: violation });
};

export const ScreeningFieldSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  helpText: z.string(),
  type: ScreeningFieldTypeSchema,
  options: z.array(ScreeningChoiceSchema),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  /** Built-in fields feed targeting: they can be edited and switched off but not deleted. */
  isSystem: z.boolean(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScreeningField = z.infer<typeof ScreeningFieldSchema>;

const fieldBody = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Key is required')
    .max(60)
    .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'Key must start with a letter and use only letters, digits and _'),
  label: LineSchema.trim().min(1, 'Label is required').max(200),
  helpText: TextSchema.trim().max(1000).default(''),
  type: ScreeningFieldTypeSchema,
  options: z.array(ScreeningChoiceSchema).max(100).default([]),
  isRequired: z.boolean().default(false),
  isActive: z.boolean().default(true),
  order: z.number().int().min(0).max(10_000).optional(),
});
export const CreateScreeningFieldBodySchema = fieldBody.superRefine((b, ctx) =>
  choicesFor(b.type, b.options, ctx),
);
/** Not `.partial()` of fieldBody: its defaults would reset every omitted field. The key never changes. */
export const UpdateScreeningFieldBodySchema = z
  .object({
    label: fieldBody.shape.label.optional(),
    helpText: fieldBody.shape.helpText.unwrap().optional(),
    type: fieldBody.shape.type.optional(),
    options: fieldBody.shape.options.unwrap().optional(),
    isRequired: z.boolean().optional(),
    isActive: z.boolean().optional(),
    order: fieldBody.shape.order,
  })
  .superRefine((b, ctx) => choicesFor(b.type, b.options, ctx));
export const ScreeningFieldListResponseSchema = z.object({ fields: z.array(ScreeningFieldSchema) });
export const ScreeningFieldResponseSchema = z.object({ field: ScreeningFieldSchema });

/* ---- per-profiler screening (/admin/assessments/{id}/screening) ---- */

export const ScreeningQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: ScreeningFieldTypeSchema,
  options: z.array(ScreeningChoiceSchema),
  isRequired: z.boolean(),
});
export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>;

export const ScreeningQuestionInputSchema = z
  .object({
    /** Kept when editing so stored answers stay attached; new questions get one. */
    id: z.string().trim().max(64).optional(),
    text: TextSchema.trim().min(1, 'Question text is required').max(1000),
    type: ScreeningFieldTypeSchema,
    options: z.array(ScreeningChoiceSchema).max(50).default([]),
    isRequired: z.boolean().default(true),
  })
  .superRefine((q, ctx) => choicesFor(q.type, q.options, ctx));

export const AssessmentScreeningSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  title: z.string(),
  description: z.string(),
  questions: z.array(ScreeningQuestionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssessmentScreening = z.infer<typeof AssessmentScreeningSchema>;

export const AssessmentScreeningResponseSchema = z.object({
  hasScreening: z.boolean(),
  screening: AssessmentScreeningSchema.nullable(),
});
export type AssessmentScreeningResponse = z.infer<typeof AssessmentScreeningResponseSchema>;

export const SaveAssessmentScreeningBodySchema = z.object({
  title: LineSchema.trim().max(200).default('Before you begin'),
  description: TextSchema.trim().max(2000).default(''),
  questions: z.array(ScreeningQuestionInputSchema).min(1, 'Add at least one screening question').max(50),
});
export const ToggleScreeningBodySchema = z.object({ hasScreening: z.boolean() });
