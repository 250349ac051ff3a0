import { z } from 'zod';
import { LineSchema, TextSchema } from './common.ts';
import { jsonArray, SCREENING_RESTRICTION_VALUES } from './targeting.ts';

/**
 * What a profiler is made of: categories (sections inside one profiler), their questions,
 * result configurations (a–e) and trait configurations, plus the trait-type vocabulary.
 */

export const QUESTION_TYPES = ['MULTIPLE_CHOICE', 'RATING', 'TEXT', 'YES_NO'] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES, { error: 'Unknown question type' });
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

export const MIN_CHOICE_OPTIONS = 2;
export const MAX_CHOICE_OPTIONS = 10;
export const NEW_CHOICE_OPTIONS = 4;
export const RATING_POINTS = 5;

export const QuestionOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  explanation: z.string().optional(),
  example: z.string().optional(),
  /** Explicit score; without it a choice scores by its position (1 for a, 2 for b...). */
  score: z.number().optional(),
});
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

/**
 * A number stored in a `real` (float4) column: PostgreSQL refuses a non-zero value closer to 0 than
 * about 1e-38 ("underflow"), so anything nearer than a millionth must be 0 itself.
 */
const realColumnNumber = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => n === 0 || Math.abs(n) >= 1e-6, 'Use 0 or a number at least 0.000001 away from it');

/** Options arrive as strings or objects (spec §3). */
export const QuestionOptionInputSchema = z.union([
  TextSchema.max(500, 'An option must be at most 500 characters'),
  z.object({
    value: LineSchema.trim().max(100).optional(),
    label: TextSchema.max(500, 'An option must be at most 500 characters'),
    explanation: TextSchema.max(2000).optional(),
    example: TextSchema.max(2000).optional(),
    score: realColumnNumber(-1000, 1000).optional(),
  }),
]);
export type QuestionOptionInput = z.infer<typeof QuestionOptionInputSchema>;

/**
 * Normalises options: strings become {value,label}; labels are trimmed and blank ones dropped
 * (spec §5 sends only options with a non-blank label); values default to option_1, option_2...
 * by position, and a value repeated keeps only its first option; blank explanation/example go.
 */
export function normalizeOptions(options: readonly QuestionOptionInput[]): QuestionOption[] {
  const out: QuestionOption[] = [];
  const values = new Set<string>();
  for (const input of options) {
    const raw = typeof input === 'string' ? { label: input } : input;
    const label = raw.label.trim();
    if (!label) continue;
    let value = 'value' in raw && raw.value ? raw.value.trim() : '';
    if (!value) value = `option_${out.length + 1}`;
    if (values.has(value)) continue;
    values.add(value);
    const option: QuestionOption = { value, label };
    const explanation = 'explanation' in raw ? raw.explanation?.trim() : undefined;
    const example = 'example' in raw ? raw.example?.trim() : undefined;
    if (explanation) option.explanation = explanation;
    if (example) option.example = example;
    if ('score' in raw && raw.score !== undefined) option.score = raw.score;
    out.push(option);
  }
  return out;
}

/** Reads options stored or received in any shape; null when unreadable (the UI shows 'Error loading options'). */
/** Built once: parsing runs per question on every profiler read. */
const StoredOptionsSchema = z.array(QuestionOptionInputSchema);

export function parseStoredOptions(value: unknown): QuestionOption[] | null {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (data == null) return [];
  if (!Array.isArray(data)) return null;
  const parsed = StoredOptionsSchema.safeParse(data);
  return parsed.success ? normalizeOptions(parsed.data) : null;
}

export const QuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  type: QuestionTypeSchema,
  options: z.array(QuestionOptionSchema),
  explanation: z.string().nullable(),
  example: z.string().nullable(),
  order: z.number().int(),
  categoryId: z.uuid(),
  assessmentId: z.uuid(),
  traitType: z.string().nullable(),
  /** Rating items only: scored min + max − answer. */
  isReverseScored: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const ScreeningRestrictionSchema = jsonArray(
  z.enum(SCREENING_RESTRICTION_VALUES, { error: 'Unknown screening answer' }),
).transform((values) => [...new Set(values)]);

export const CategorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  assessmentId: z.uuid(),
  /** Education/experience values that see this category; empty means everyone. */
  showForScreeningAnswers: z.array(z.string()),
  questionCount: z.number().int(),
  resultConfigCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryWithQuestionsSchema = CategorySchema.extend({ questions: z.array(QuestionSchema) });
export type CategoryWithQuestions = z.infer<typeof CategoryWithQuestionsSchema>;

/* ---- categories (/admin/categories) ---- */

export const CategoryListQuerySchema = z.object({
  assessmentId: z.uuid({ error: 'Assessment ID is required' }),
});
export const CategoryListResponseSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryResponseSchema = z.object({ category: CategorySchema });

export const CreateCategoryBodySchema = z.object({
  title: LineSchema.trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: TextSchema.trim().max(5000).default(''),
  /** Defaults to the current count (appended). */
  order: z.number().int().min(0).max(10_000).optional(),
  assessmentId: z.uuid({ error: 'Assessment ID is required' }),
  showForScreeningAnswers: ScreeningRestrictionSchema.default([]),
});
export type CreateCategoryBody = z.input<typeof CreateCategoryBodySchema>;

export const UpdateCategoryBodySchema = z.object({
  title: LineSchema.trim().min(1, 'Title is required').max(200).optional(),
  description: TextSchema.trim().max(5000).optional(),
  order: z.number().int().min(0).max(10_000).optional(),
  showForScreeningAnswers: ScreeningRestrictionSchema.optional(),
});
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBodySchema>;

/* ---- questions (/admin/questions) ---- */

export const QuestionListQuerySchema = z.object({
  assessmentId: z.uuid({ error: 'Assessment ID is required' }),
  categoryId: z.uuid().optional(),
});
export const QuestionListResponseSchema = z.object({ questions: z.array(QuestionSchema) });
export const QuestionResponseSchema = z.object({ question: QuestionSchema });

const optionalText = TextSchema.max(5000)
  .nullable()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));
/** In a partial update an absent field stays undefined (unchanged); blank or null still clears it. */
const patchText = TextSchema.max(5000)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null));

export const TRAIT_TYPE_MAX = 60;

const questionFields = {
  text: TextSchema.trim()
    .min(1, 'Question text is required')
    .max(2000, 'Question text must be at most 2000 characters'),
  type: QuestionTypeSchema,
  options: jsonArray(QuestionOptionInputSchema).optional(),
  explanation: optionalText,
  example: optionalText,
  order: z.number().int().min(0).max(100_000).optional(),
  traitType: LineSchema.trim()
    .max(TRAIT_TYPE_MAX)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  isReverseScored: z.boolean().optional(),
};
const patchTraitType = LineSchema.trim()
  .max(TRAIT_TYPE_MAX)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value : null));

export const CreateQuestionBodySchema = z.object({
  ...questionFields,
  categoryId: z.uuid({ error: 'Assessment and category are required' }),
});
export type CreateQuestionBody = z.input<typeof CreateQuestionBodySchema>;

export const UpdateQuestionBodySchema = z.object({
  text: questionFields.text.optional(),
  type: QuestionTypeSchema.optional(),
  options: questionFields.options,
  explanation: patchText,
  example: patchText,
  order: questionFields.order,
  traitType: patchTraitType,
  isReverseScored: questionFields.isReverseScored,
  categoryId: z.uuid().optional(),
});
export type UpdateQuestionBody = z.input<typeof UpdateQuestionBodySchema>;

/**
 * Option rules per type, applied by the server after normalising: MULTIPLE_CHOICE needs 2–10
 * labelled options; RATING may carry exactly 5 anchor labels (with optional scores); TEXT and
 * YES_NO carry none. Returns the message of the first broken rule, or null.
 */
export function optionRuleViolation(type: QuestionType, options: readonly QuestionOption[]): string | null {
  if (type === 'MULTIPLE_CHOICE') {
    if (options.length < MIN_CHOICE_OPTIONS)
      return `A multiple-choice question needs at least ${MIN_CHOICE_OPTIONS} options`;
    if (options.length > MAX_CHOICE_OPTIONS)
      return `A multiple-choice question may have at most ${MAX_CHOICE_OPTIONS} options`;
    return null;
  }
  if (type === 'RATING') {
    if (options.length !== 0 && options.length !== RATING_POINTS) {
      return `A rating question has either no labels or exactly ${RATING_POINTS}`;
    }
    return null;
  }
  if (options.length > 0) return `A ${type === 'TEXT' ? 'text' : 'yes/no'} question has no options`;
  return null;
}

/* ---- result configurations (/admin/categories/{id}/results) ---- */

export const RESULT_OPTION_VALUES = ['a', 'b', 'c', 'd', 'e'] as const;

export const ResultConfigSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  optionValue: z.enum(RESULT_OPTION_VALUES),
  resultLabel: z.string(),
  resultDescription: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResultConfig = z.infer<typeof ResultConfigSchema>;
export const ResultConfigListResponseSchema = z.object({ results: z.array(ResultConfigSchema) });
export const ResultConfigResponseSchema = z.object({ result: ResultConfigSchema });

export const CreateResultConfigBodySchema = z.object({
  optionValue: z.enum(RESULT_OPTION_VALUES, { error: 'Choose an answer option (a to e)' }),
  resultLabel: LineSchema.trim().min(1, 'Result label is required').max(200),
  resultDescription: TextSchema.trim().max(5000).default(''),
});
/** Not `.partial()` of the create schema: its default would blank an omitted description. */
export const UpdateResultConfigBodySchema = z.object({
  optionValue: CreateResultConfigBodySchema.shape.optionValue.optional(),
  resultLabel: CreateResultConfigBodySchema.shape.resultLabel.optional(),
  resultDescription: TextSchema.trim().max(5000).optional(),
});

export const CategoryResultParamsSchema = z.object({ id: z.uuid(), configId: z.uuid() });

/* ---- trait configurations per category ---- */

export const TraitConfigSchema = z.object({
  traitType: LineSchema.trim().min(1, 'Trait type is required').max(TRAIT_TYPE_MAX),
  label: LineSchema.trim().max(120).default(''),
  description: TextSchema.trim().max(2000).default(''),
  /** Weight of the trait when this category's scores are combined (0–10, default 1). */
  weight: realColumnNumber(0, 10).default(1),
});
export type TraitConfig = z.infer<typeof TraitConfigSchema>;
export const TraitConfigsBodySchema = z.object({
  traitConfigs: z
    .array(TraitConfigSchema)
    .max(50)
    .refine(
      (list) => new Set(list.map((t) => t.traitType.toLowerCase())).size === list.length,
      'Each trait may be configured once',
    ),
});
export const TraitConfigsResponseSchema = z.object({ traitConfigs: z.array(TraitConfigSchema) });

/* ---- trait types (/admin/trait-types) ---- */

/** Built-in trait types (spec §3); the blank default means "no trait". */
export const BUILT_IN_TRAIT_TYPES = [
  'Artistic',
  'Realistic',
  'Conventional',
  'Investigative',
  'Social',
  'Enterprising',
  'Creative',
  'Analytical',
  'Practical',
  'Leadership',
  'Supportive',
] as const;
export const RIASEC_TRAITS = [
  'Realistic',
  'Investigative',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
] as const;
/** Browser event fired after custom trait types change, so open pickers refresh (spec §3). */
export const TRAIT_TYPE_UPDATED_EVENT = 'trait-type-updated';

export const CustomTraitTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomTraitType = z.infer<typeof CustomTraitTypeSchema>;
export const TraitTypeListResponseSchema = z.object({
  builtIn: z.array(z.string()),
  custom: z.array(CustomTraitTypeSchema),
});
export const TraitTypeResponseSchema = z.object({ traitType: CustomTraitTypeSchema });
export const CreateTraitTypeBodySchema = z.object({
  name: LineSchema.trim()
    .min(1, 'Trait name is required')
    .max(TRAIT_TYPE_MAX, `Trait name must be at most ${TRAIT_TYPE_MAX} characters`),
  description: TextSchema.trim().max(1000).default(''),
});
/** Not `.partial()` of the create schema: its default would blank an omitted description. */
export const UpdateTraitTypeBodySchema = z.object({
  name: CreateTraitTypeBodySchema.shape.name.optional(),
  description: TextSchema.trim().max(1000).optional(),
});
