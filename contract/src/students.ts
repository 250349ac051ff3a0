import { z } from 'zod';
import { LineSchema, TextSchema } from './common.ts';
import { ScreeningFieldSchema } from './screening.ts';
import { normalizeTags } from './targeting.ts';

/**
 * The profile screening a person fills once (/profile-screening, spec §7 Student). The five
 * built-in fields are first-class (targeting and category restrictions read them); answers to
 * fields an admin added travel in `extra`, keyed by the field's key.
 */

export const STUDENT_AGE_MIN = 10;
export const STUDENT_AGE_MAX = 100;
export const PROFILE_TAGS_MAX = 30;
export const PROFILE_TAG_LENGTH_MAX = 60;

const tagList = z
  .array(
    LineSchema.trim()
      .min(1, 'Remove the empty entry')
      .max(PROFILE_TAG_LENGTH_MAX, `Keep each entry under ${PROFILE_TAG_LENGTH_MAX} characters`),
  )
  .max(PROFILE_TAGS_MAX, `At most ${PROFILE_TAGS_MAX} entries`)
  // Custom entries are trimmed and never added twice (case-insensitively), as the targeting pickers do.
  .transform(normalizeTags);

export const ExtraAnswerSchema = z.union([
  TextSchema.trim().max(500, 'Keep answers under 500 characters'),
  z.number().finite(),
  z.array(LineSchema.trim().max(100)).max(50),
  z.null(),
]);

export const UpdateStudentProfileBodySchema = z.object({
  educationLevel: LineSchema.trim().max(60).nullable().optional(),
  experienceLevel: LineSchema.trim().max(60).nullable().optional(),
  skills: tagList.optional(),
  interests: tagList.optional(),
  age: z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(STUDENT_AGE_MIN, `Age must be between ${STUDENT_AGE_MIN} and ${STUDENT_AGE_MAX}`)
    .max(STUDENT_AGE_MAX, `Age must be between ${STUDENT_AGE_MIN} and ${STUDENT_AGE_MAX}`)
    .nullable()
    .optional(),
  extra: z.record(LineSchema.max(60), ExtraAnswerSchema).optional(),
});
export type UpdateStudentProfileBody = z.input<typeof UpdateStudentProfileBodySchema>;

export const ProfileCompletenessSchema = z.object({
  /** Active fields with an answer. */
  filled: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
  /** Keys of required active fields still empty. */
  missingRequired: z.array(z.string()),
  isComplete: z.boolean(),
});
export type ProfileCompleteness = z.infer<typeof ProfileCompletenessSchema>;

export const StudentProfileSchema = z.object({
  educationLevel: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  age: z.number().int().nullable(),
  extra: z.record(z.string(), ExtraAnswerSchema),
  completedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  completeness: ProfileCompletenessSchema,
});
export type StudentProfile = z.infer<typeof StudentProfileSchema>;

export const StudentProfileResponseSchema = z.object({ profile: StudentProfileSchema });

/** The active fields of the profile screening, in order; skills and interests also accept custom entries. */
export const ScreeningOptionsResponseSchema = z.object({
  fields: z.array(ScreeningFieldSchema.omit({ createdAt: true, updatedAt: true, isActive: true })),
  customAllowedFor: z.array(z.string()),
});
