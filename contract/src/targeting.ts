import { z } from 'zod';
import { LineSchema } from './common.ts';

/** Targeting vocabularies and bounds (spec §5, §9). */
export const EDUCATION_LEVELS = ['high-school', 'associate', 'bachelor', 'master', 'phd', 'other'] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive', 'student'] as const;
export const PRESET_SKILLS = [
  'JavaScript',
  'Python',
  'Java',
  'React',
  'Node.js',
  'Data Analysis',
  'Leadership',
  'Communication',
  'Problem Solving',
] as const;
export const PRESET_INTERESTS = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'Design',
  'Engineering',
  'Sales',
] as const;

/** Values a category's screening restriction may name (spec §9). */
export const SCREENING_EDUCATION_VALUES = ['high-school', 'bachelor', 'master', 'phd'] as const;
export const SCREENING_EXPERIENCE_VALUES = ['entry', 'mid', 'senior', 'executive'] as const;
export const SCREENING_RESTRICTION_VALUES = [
  ...SCREENING_EDUCATION_VALUES,
  ...SCREENING_EXPERIENCE_VALUES,
] as const;
export const EXPERIENCE_YEARS: Record<(typeof SCREENING_EXPERIENCE_VALUES)[number], string> = {
  entry: '0-2 years',
  mid: '3-5 years',
  senior: '6-10 years',
  executive: '10+ years',
};

export const AGE_MIN = 0;
export const AGE_MAX = 100;
export const PRIORITY_MIN = 0;
export const PRIORITY_MAX = 100;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 60;

/** Arrays may arrive as JSON strings (spec §3); this accepts both and rejects anything else. */
export function jsonArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return [];
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }, z.array(item));
}

/** Trim, drop blanks and case-insensitive repeats, keeping the first spelling (spec §5). */
export function normalizeTags(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

const tagList = jsonArray(
  LineSchema.max(MAX_TAG_LENGTH, `Each entry must be at most ${MAX_TAG_LENGTH} characters`),
)
  .transform(normalizeTags)
  .refine((tags) => tags.length <= MAX_TAGS, `At most ${MAX_TAGS} entries`);

const ageField = z.coerce
  .number({ error: 'Age must be a number' })
  .int('Age must be a whole number')
  .min(AGE_MIN, `Age must be between ${AGE_MIN} and ${AGE_MAX}`)
  .max(AGE_MAX, `Age must be between ${AGE_MIN} and ${AGE_MAX}`)
  .nullable();

export const TargetingFieldsSchema = z.object({
  targetEducationLevels: jsonArray(z.enum(EDUCATION_LEVELS, { error: 'Unknown education level' })).transform(
    (v) => [...new Set(v)],
  ),
  targetExperienceLevels: jsonArray(
    z.enum(EXPERIENCE_LEVELS, { error: 'Unknown experience level' }),
  ).transform((v) => [...new Set(v)]),
  targetSkills: tagList,
  targetInterests: tagList,
  minAge: ageField,
  maxAge: ageField,
  priority: z.coerce
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(PRIORITY_MIN, `Priority must be between ${PRIORITY_MIN} and ${PRIORITY_MAX}`)
    .max(PRIORITY_MAX, `Priority must be between ${PRIORITY_MIN} and ${PRIORITY_MAX}`),
});
export type TargetingFields = z.infer<typeof TargetingFieldsSchema>;

export function checkAgeRange(
  value: { minAge?: number | null; maxAge?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.minAge != null && value.maxAge != null && value.minAge > value.maxAge) {
    ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'Maximum age must not be below minimum age' });
  }
}

/** PUT body for manual targeting: any subset of the fields. */
export const UpdateTargetingBodySchema = TargetingFieldsSchema.partial().superRefine(checkAgeRange);

/** What auto-targeting proposes; merged into the profiler. */
export const TargetingProposalSchema = z.object({
  targetEducationLevels: z.array(z.enum(EDUCATION_LEVELS)),
  targetExperienceLevels: z.array(z.enum(EXPERIENCE_LEVELS)),
  targetSkills: z.array(z.string()),
  targetInterests: z.array(z.string()),
  minAge: z.number().int().min(AGE_MIN).max(AGE_MAX).nullable(),
  maxAge: z.number().int().min(AGE_MIN).max(AGE_MAX).nullable(),
});
export type TargetingProposal = z.infer<typeof TargetingProposalSchema>;
