import { z } from 'zod';
import { LineSchema, TextSchema } from './common.ts';
import { QuestionOptionSchema, QuestionTypeSchema } from './questions.ts';
import { AiAnalysisSchema } from './reports.ts';

/**
 * Taking a profiler: attempts, answers, progress and scored results (spec §7 Assessments (user)).
 * An attempt is `in_progress` until completed; a user has at most one open attempt per profiler,
 * and starting again resumes it.
 */

export const RESULT_OPTIONS = ['a', 'b', 'c', 'd', 'e'] as const;
export const ATTEMPT_STATUSES = ['in_progress', 'completed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** MULTIPLE_CHOICE: the option's value. RATING: the position chosen, 1–5. YES_NO: boolean. TEXT: the text. */
export const AnswerValueSchema = z.union([
  TextSchema.trim().max(5000, 'An answer must be at most 5,000 characters'),
  z.number().int().min(1).max(5),
  z.boolean(),
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

export const SubmitAnswerBodySchema = z.object({
  questionId: z.uuid({ error: 'questionId must be a question id' }),
  categoryId: z.uuid({ error: 'categoryId must be a category id' }),
  answer: AnswerValueSchema,
});
export type SubmitAnswerBody = z.infer<typeof SubmitAnswerBodySchema>;

export const AttemptParamsSchema = z.object({ assessmentId: z.uuid(), attemptId: z.uuid() });
/** The spec names the profiler `{id}` on the complete and progress calls. */
export const AttemptByIdParamsSchema = z.object({ id: z.uuid(), attemptId: z.uuid() });

export const SavedAnswerSchema = z.object({
  questionId: z.uuid(),
  categoryId: z.uuid(),
  answer: AnswerValueSchema,
  answeredAt: z.string(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

export const CategoryProgressSchema = z.object({
  categoryId: z.uuid(),
  answered: z.number().int(),
  total: z.number().int(),
});

export const AttemptProgressSchema = z.object({
  answered: z.number().int(),
  total: z.number().int(),
  /** Whole percent of the questions this person sees. */
  percentage: z.number().int(),
  /** Questions that must be answered before completion (every visible question except TEXT). */
  requiredRemaining: z.number().int(),
  categories: z.array(CategoryProgressSchema),
});
export type AttemptProgress = z.infer<typeof AttemptProgressSchema>;

export const AttemptSummarySchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  status: z.enum(ATTEMPT_STATUSES),
  isCompleted: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  progress: AttemptProgressSchema,
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

export const StartAttemptResponseSchema = z.object({
  attempt: AttemptSummarySchema,
  /** true when an open attempt already existed and is continued. */
  resumed: z.boolean(),
});

export const CurrentAttemptResponseSchema = z.object({
  attempt: AttemptSummarySchema.nullable(),
  answers: z.array(SavedAnswerSchema),
});

export const SubmitAnswerResponseSchema = z.object({
  answer: SavedAnswerSchema,
  progress: AttemptProgressSchema,
});

export const ProgressResponseSchema = z.object({ progress: AttemptProgressSchema });

/* ---- what the person taking it sees of the questions (no scores, no traits) ---- */

export const TakingOptionSchema = QuestionOptionSchema.omit({ score: true });

export const TakingQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  type: QuestionTypeSchema,
  options: z.array(TakingOptionSchema),
  explanation: z.string().nullable(),
  example: z.string().nullable(),
  order: z.number().int(),
  categoryId: z.uuid(),
});
export type TakingQuestion = z.infer<typeof TakingQuestionSchema>;

export const TakingCategorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  questions: z.array(TakingQuestionSchema),
});
export type TakingCategory = z.infer<typeof TakingCategorySchema>;

export const TakingQuestionsQuerySchema = z.object({ categoryId: z.uuid().optional() });
export const TakingQuestionsResponseSchema = z.object({
  categories: z.array(TakingCategorySchema),
  totalQuestions: z.number().int(),
});

/* ---- scores ---- */

export const CategoryScoreSchema = z.object({
  categoryId: z.uuid(),
  title: z.string(),
  answered: z.number().int(),
  total: z.number().int(),
  dominantOption: z.enum(RESULT_OPTIONS).nullable(),
  resultLabel: z.string().nullable(),
  resultDescription: z.string().nullable(),
});

export const TraitScoreSchema = z.object({
  trait: z.string(),
  /** Sum of the item scores: for an imported instrument, its published scale score. */
  raw: z.number(),
  min: z.number(),
  max: z.number(),
  /** 0–100 over the items answered. */
  score: z.number(),
  itemsAnswered: z.number().int(),
  itemsTotal: z.number().int(),
});

export const QUALITY_FLAG_CODES = ['STRAIGHT_LINING', 'TOO_FAST'] as const;
export const QualityFlagSchema = z.object({ code: z.enum(QUALITY_FLAG_CODES), message: z.string() });
export type QualityFlag = z.infer<typeof QualityFlagSchema>;

export const AttemptScoresSchema = z.object({
  answered: z.number().int(),
  total: z.number().int(),
  categories: z.array(CategoryScoreSchema),
  traits: z.array(TraitScoreSchema),
  hollandCode: z.string().nullable(),
  scoringVersion: z.number().int(),
});
export type AttemptScoresBody = z.infer<typeof AttemptScoresSchema>;

export const AttemptResultSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  assessmentTitle: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  isCompleted: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  scores: AttemptScoresSchema.nullable(),
  qualityFlags: z.array(QualityFlagSchema),
  /** The AI analysis of a completed attempt (null when none was requested). */
  aiAnalysis: AiAnalysisSchema.nullable().optional(),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

export const CompleteAttemptResponseSchema = z.object({
  attempt: AttemptResultSchema,
  /** false when the attempt had already been completed (the call is idempotent). */
  completedNow: z.boolean(),
});

export const AttemptResultResponseSchema = z.object({ result: AttemptResultSchema });
export const TestAttemptResponseSchema = z.object({ attempt: AttemptResultSchema });

/* ---- history (GET /assessments/user-history, GET /user/test-history) ---- */

export const HistoryQuerySchema = z.object({
  status: z.enum(['all', ...ATTEMPT_STATUSES]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const HistoryItemSchema = z.object({
  attemptId: z.uuid(),
  assessmentId: z.uuid(),
  assessmentTitle: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  hollandCode: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryResponseSchema = z.object({
  history: z.array(HistoryItemSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  }),
});

/* ---- admin results (/admin/assessments/{id}/results, /admin/test-attempts/{id}/…) ---- */

export const AdminResultsQuerySchema = z.object({
  status: z.enum(['all', ...ATTEMPT_STATUSES]).default('all'),
  /** Matches the person's name or e-mail. */
  search: LineSchema.trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const AdminResultRowSchema = z.object({
  attemptId: z.uuid(),
  assessmentId: z.uuid(),
  assessmentTitle: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  hollandCode: z.string().nullable(),
  categoryResults: z.array(z.object({ title: z.string(), resultLabel: z.string().nullable() })),
  qualityFlags: z.array(QualityFlagSchema),
});
export type AdminResultRow = z.infer<typeof AdminResultRowSchema>;

export const AdminResultsResponseSchema = z.object({
  results: z.array(AdminResultRowSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  }),
});

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });

export const AdminAttemptDetailResponseSchema = z.object({
  attempt: AttemptResultSchema.extend({
    user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    answers: z.array(
      z.object({
        questionId: z.uuid(),
        questionText: z.string(),
        categoryTitle: z.string(),
        type: z.string(),
        answer: AnswerValueSchema,
        /** The option's label for multiple choice; the answer itself otherwise. */
        answerText: z.string(),
        score: z.number().nullable(),
      }),
    ),
  }),
});

export const RecalculateResponseSchema = z.object({ message: z.string(), recalculated: z.number().int() });

export const AdminStudentResultsQuerySchema = z.object({
  studentId: z.uuid({ error: 'studentId must be a user id' }),
});
export const StudentProfilerParamsSchema = z.object({ id: z.uuid(), assessmentId: z.uuid() });

/* ---- a profiler's own screening, answered before it starts (GET/POST /assessments/{id}/screening) ---- */

export const ScreeningAnswerSchema = z.union([
  TextSchema.trim().max(1000, 'Keep answers under 1,000 characters'),
  z.number().finite(),
  z.array(LineSchema.trim().max(100)).max(50),
]);

export const SubmitScreeningBodySchema = z.object({
  /** Keyed by screening question id. */
  responses: z.record(z.string().max(64), ScreeningAnswerSchema),
});

export const ProfilerScreeningResponseSchema = z.object({
  hasScreening: z.boolean(),
  screening: z
    .object({
      title: z.string(),
      description: z.string(),
      questions: z.array(
        z.object({
          id: z.string(),
          text: z.string(),
          type: z.enum(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT', 'NUMBER']),
          options: z.array(z.object({ value: z.string(), label: z.string() })),
          isRequired: z.boolean(),
        }),
      ),
    })
    .nullable(),
  responses: z.record(z.string(), ScreeningAnswerSchema).nullable(),
  /** true when there is nothing to answer or every required question has an answer. */
  isComplete: z.boolean(),
});
export type ProfilerScreeningResponse = z.infer<typeof ProfilerScreeningResponseSchema>;
