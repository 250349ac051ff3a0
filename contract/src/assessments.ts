import { z } from 'zod';
import { LineSchema, PaginationSchema, TextSchema } from './common.ts';
import { CurrencyCodeSchema, MAX_PRICE } from './pricing.ts';
import { CategoryWithQuestionsSchema } from './questions.ts';
import { checkAgeRange, TargetingFieldsSchema, TargetingProposalSchema } from './targeting.ts';

/**
 * Profilers (the spec's "assessments"), their grouping categories and the admin list.
 * Prices are decimal numbers in the API and integer minor units in the database.
 */

export const AssessmentGroupRefSchema = z.object({ id: z.uuid(), title: z.string() });

export const AssessmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  assessmentDescription: z.string(),
  isActive: z.boolean(),
  isFree: z.boolean(),
  /** null when free. */
  price: z.number().nullable(),
  /** A free profiler's price before it was made free: what turning it paid again restores (spec §4); null otherwise. */
  previousPrice: z.number().nullable(),
  currency: z.string(),
  selectedCouponId: z.uuid().nullable(),
  /** The grouping category. */
  categoryId: z.uuid().nullable(),
  category: AssessmentGroupRefSchema.nullable(),
  targetEducationLevels: z.array(z.string()),
  targetExperienceLevels: z.array(z.string()),
  targetSkills: z.array(z.string()),
  targetInterests: z.array(z.string()),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  priority: z.number().int(),
  hasScreening: z.boolean(),
  categoryCount: z.number().int(),
  questionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

/** One profiler with its categories, each with its questions (the questions screen payload). */
export const AssessmentDetailSchema = AssessmentSchema.extend({
  categories: z.array(CategoryWithQuestionsSchema),
});
export type AssessmentDetail = z.infer<typeof AssessmentDetailSchema>;

export const AssessmentResponseSchema = z.object({ assessment: AssessmentSchema });
export const AssessmentDetailResponseSchema = z.object({ assessment: AssessmentDetailSchema });

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;

export const AssessmentListQuerySchema = z.object({
  /** Matches title, description or long description, case-insensitively. */
  search: LineSchema.trim().max(200).optional(),
  status: z.enum(STATUS_FILTERS).default('all'),
  price: z.enum(PRICE_FILTERS).default('all'),
  /** 'all', 'none' (no grouping category) or a grouping category id. */
  categoryId: z.union([z.literal('all'), z.literal('none'), z.uuid()]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AssessmentListQuery = z.input<typeof AssessmentListQuerySchema>;

export const AssessmentListResponseSchema = z.object({
  assessments: z.array(AssessmentSchema),
  pagination: PaginationSchema,
  /** Unfiltered figures for the header: all profilers, active ones, on sale (with a coupon). */
  counts: z.object({ total: z.number().int(), active: z.number().int(), onSale: z.number().int() }),
});
export type AssessmentListResponse = z.infer<typeof AssessmentListResponseSchema>;

/** Spec §5: a non-numeric price becomes empty; paid needs a price ≥ 0 with at most 2 decimals. */
export const PriceSchema = z.coerce
  .number({ error: 'Price must be a number' })
  .min(0, 'Price must be at least 0')
  .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'Price may have at most 2 decimals',
  );

const textField = (max: number) => TextSchema.trim().max(max, `At most ${max} characters`);

export const CreateAssessmentBodySchema = TargetingFieldsSchema.partial()
  .extend({
    title: LineSchema.trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    description: textField(2000).default(''),
    assessmentDescription: textField(20_000).default(''),
    isFree: z.boolean().default(true),
    price: PriceSchema.nullable().optional(),
    currency: CurrencyCodeSchema.optional(),
    categoryId: z.uuid().nullable().optional(),
    isActive: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (!body.isFree && (body.price === undefined || body.price === null)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required for a paid profiler' });
    }
    checkAgeRange(body, ctx);
  });
export type CreateAssessmentBody = z.input<typeof CreateAssessmentBodySchema>;

/** Partial update. isFree:true clears price and coupon; isFree:false without a price restores the previous one or 0. */
export const UpdateAssessmentBodySchema = TargetingFieldsSchema.partial()
  .extend({
    title: LineSchema.trim()
      .min(1, 'Title is required')
      .max(200, 'Title must be at most 200 characters')
      .optional(),
    description: textField(2000).optional(),
    assessmentDescription: textField(20_000).optional(),
    isActive: z.boolean().optional(),
    isFree: z.boolean().optional(),
    price: PriceSchema.nullable().optional(),
    currency: CurrencyCodeSchema.optional(),
    selectedCouponId: z.uuid().nullable().optional(),
  })
  .superRefine(checkAgeRange);
export type UpdateAssessmentBody = z.input<typeof UpdateAssessmentBodySchema>;

export const DuplicateAssessmentBodySchema = z.object({
  newTitle: z.string().trim().min(1, 'Title is required').max(200).optional(),
  newDescription: z.string().trim().max(2000).optional(),
});
export const DUPLICATE_SUFFIX = ' (Copy)';

export const AssignAssessmentCategoryBodySchema = z.object({ categoryId: z.uuid().nullable() });

export const AutoTargetResponseSchema = z.object({
  assessment: AssessmentSchema,
  targeting: TargetingProposalSchema,
  /** 'ai' when the configured AI provider proposed it, 'builtin' for the offline analyzer. */
  source: z.enum(['ai', 'builtin']),
  message: z.string(),
});

/* ---- grouping categories (/admin/assessment-categories) ---- */

export const AssessmentGroupSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  assessmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssessmentGroup = z.infer<typeof AssessmentGroupSchema>;

export const AssessmentGroupListResponseSchema = z.object({ categories: z.array(AssessmentGroupSchema) });
export const AssessmentGroupResponseSchema = z.object({ category: AssessmentGroupSchema });

const groupTitle = LineSchema.trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');
const groupDescription = z.string().trim().max(1000);

export const CreateAssessmentGroupBodySchema = z.object({
  title: groupTitle,
  description: groupDescription.default(''),
  isActive: z.boolean().default(true),
});
/** Without defaults: `.partial()` would keep them and reset the fields a partial update leaves out. */
export const UpdateAssessmentGroupBodySchema = z.object({
  title: groupTitle.optional(),
  description: groupDescription.optional(),
  isActive: z.boolean().optional(),
});
export const BulkAssignBodySchema = z.object({
  assessmentIds: z.array(z.uuid()).min(1, 'Choose at least one profiler').max(1000),
});
export const BulkAssignResponseSchema = z.object({ message: z.string(), assigned: z.number().int() });

/* ---- statistics (GET /notifications/admin/assessment-stats) ---- */

export const StatisticsItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  attemptCount: z.number().int(),
});
export type StatisticsItem = z.infer<typeof StatisticsItemSchema>;

export const AssessmentStatsSchema = z.object({
  totalAssessments: z.number().int(),
  totalAttempts: z.number().int(),
  /** Attempts per profiler, rounded. */
  averageAttempts: z.number().int(),
  mostPopular: StatisticsItemSchema.nullable(),
  /** Sorted by attempts descending (ties by title), at most 100 entries. */
  assessments: z.array(StatisticsItemSchema),
});
export type AssessmentStats = z.infer<typeof AssessmentStatsSchema>;
export const AssessmentStatsResponseSchema = z.object({ assessmentStats: AssessmentStatsSchema });

/* The dashboard overview (GET /admin/analytics/dashboard) lives in analytics.ts. */
