import { z } from 'zod';
import { LineSchema, TextSchema } from './common.ts';

/**
 * AI analysis of a completed attempt (spec §7 Attempts: AI analysis; DESIGN §1 AI reports adapter).
 * Completing an attempt queues one; a background job writes it with the configured provider
 * (OpenAI or any compatible server when a key is set, else the built-in analyzer) and tells the
 * person `report_available`. One analysis per attempt; regenerating replaces it.
 */

export const AI_ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AiAnalysisStatus = (typeof AI_ANALYSIS_STATUSES)[number];
export const AI_ANALYSIS_PROVIDERS = ['builtin', 'openai'] as const;
export type AiAnalysisProvider = (typeof AI_ANALYSIS_PROVIDERS)[number];

/** Bounds on a report, so a model that rambles cannot store megabytes (also given to the model). */
export const AI_REPORT_LIMITS = {
  summary: 4000,
  item: 1200,
  careerTitle: 200,
  listMax: 10,
} as const;

const item = TextSchema.trim().min(1).max(AI_REPORT_LIMITS.item);
const list = z.array(item).max(AI_REPORT_LIMITS.listMax);

/** The structured report: what the web renders under the person's results. */
export const AiReportContentSchema = z.object({
  summary: TextSchema.trim().min(1).max(AI_REPORT_LIMITS.summary),
  strengths: list,
  growthAreas: list,
  careerSuggestions: z
    .array(
      z.object({
        title: LineSchema.trim().min(1).max(AI_REPORT_LIMITS.careerTitle),
        why: item,
      }),
    )
    .max(AI_REPORT_LIMITS.listMax),
  nextSteps: list,
});
export type AiReportContent = z.infer<typeof AiReportContentSchema>;

export const AiAnalysisSchema = z.object({
  status: z.enum(AI_ANALYSIS_STATUSES),
  /** Present once completed; null while pending, processing or after a failure. */
  content: AiReportContentSchema.nullable(),
  /** Why the last run failed (administrators see the provider's reason, the person a plain sentence). */
  error: z.string().nullable(),
  provider: z.enum(AI_ANALYSIS_PROVIDERS),
  /** The model that wrote it (null for the built-in analyzer). */
  model: z.string().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

/** `analysis` is null when none was ever requested (the attempt is not completed, or predates reports). */
export const AiAnalysisResponseSchema = z.object({
  testAttemptId: z.uuid(),
  analysis: AiAnalysisSchema.nullable(),
});
export type AiAnalysisResponse = z.infer<typeof AiAnalysisResponseSchema>;

/** The body may be left out (Fastify then hands over null): the same as `{ forceRegenerate: false }`. */
export const RegenerateAiAnalysisBodySchema = z
  .object({
    /** Start over even while a run is pending or processing (its result is then discarded). */
    forceRegenerate: z.boolean().optional().default(false),
  })
  .nullish()
  .transform((body) => body ?? { forceRegenerate: false });
export type RegenerateAiAnalysisBody = z.input<typeof RegenerateAiAnalysisBodySchema>;

export const AiAnalysisQueuedResponseSchema = AiAnalysisResponseSchema.extend({
  analysis: AiAnalysisSchema,
  message: z.string(),
});

export const AI_ANALYSIS_STATUS_BATCH_MAX = 200;
export const AiAnalysisStatusBodySchema = z.object({
  testAttemptIds: z
    .array(z.uuid({ error: 'testAttemptIds must hold attempt ids' }), {
      error: 'testAttemptIds must be a list of attempt ids',
    })
    .min(1, 'testAttemptIds must hold at least one attempt id')
    .max(AI_ANALYSIS_STATUS_BATCH_MAX, `At most ${AI_ANALYSIS_STATUS_BATCH_MAX} attempt ids at a time`),
});
export type AiAnalysisStatusBody = z.infer<typeof AiAnalysisStatusBodySchema>;

export const AiAnalysisStatusResponseSchema = z.object({
  /** One entry per distinct id asked, in the order asked; status null when no analysis exists. */
  statuses: z.array(z.object({ testAttemptId: z.uuid(), status: z.enum(AI_ANALYSIS_STATUSES).nullable() })),
});
export type AiAnalysisStatusResponse = z.infer<typeof AiAnalysisStatusResponseSchema>;
