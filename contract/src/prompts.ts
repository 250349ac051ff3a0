import { z } from 'zod';
import { LineSchema } from './common.ts';

/**
 * AI prompts per profiler, versioned. Creating one makes it the active one; at most one is active.
 * Prompt text may use double-brace placeholders filled from the person and their results.
 */

export const PROMPT_PLACEHOLDERS = {
  name: "The person's name",
  age: "The person's age, or 'not given'",
  educationLevel: 'Their education level from the profile screening',
  experienceLevel: 'Their experience level from the profile screening',
  skills: 'Their skills, comma-separated',
  interests: 'Their interests, comma-separated',
  assessmentTitle: "The profiler's title",
  assessmentDescription: "The profiler's short description",
  categoryResults: 'Each category with its result label and description, one per line',
  traitScores: 'Each trait with its 0–100 score, highest first, one per line',
  topTraits: 'The three highest traits, comma-separated',
  hollandCode: 'The Holland (RIASEC) code when the profiler measures RIASEC traits',
  answers: 'Each question with the answer given, one per line',
  completedAt: 'The date the profiler was completed',
} as const;
export type PromptPlaceholder = keyof typeof PROMPT_PLACEHOLDERS;
export const PROMPT_PLACEHOLDER_NAMES = Object.keys(PROMPT_PLACEHOLDERS) as PromptPlaceholder[];

const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Names inside {{ }} that are not known placeholders (validation tells the admin which). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (!(name in PROMPT_PLACEHOLDERS)) unknown.add(name);
  }
  return [...unknown];
}

/**
 * Fills {{placeholders}} from `values`; a known placeholder without a value becomes 'not given',
 * unknown ones are left as written (validation stops them from being saved).
 */
export function renderPrompt(
  text: string,
  values: Partial<Record<PromptPlaceholder, string | number | null>>,
): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, rawName: string) => {
    const name = rawName as PromptPlaceholder;
    if (!(name in PROMPT_PLACEHOLDERS)) return whole;
    const value = values[name];
    return value === undefined || value === null || value === '' ? 'not given' : String(value);
  });
}

export const DEFAULT_SYSTEM_PROMPT =
  'You are a careful career and personality counsellor. Write in clear, warm, plain English for the person who took the profiler. Base every statement on the results given; do not invent scores, diagnoses or facts. Offer practical next steps.';

export const PROMPT_TEXT_MAX = 20_000;

/** Refines the text field itself, so the issue's path is already the field's (no extra path). */
const placeholderCheck = (text: string | null | undefined, ctx: z.RefinementCtx) => {
  if (!text) return;
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `{{${n}}}`).join(', ')}`,
    });
  }
};

export const PromptSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  version: z.number().int(),
  promptText: z.string(),
  systemPrompt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof PromptSchema>;

const promptText = z
  .string({ error: 'Assessment ID and prompt text are required' })
  .trim()
  .min(1, 'Assessment ID and prompt text are required')
  .max(PROMPT_TEXT_MAX, `Prompt text must be at most ${PROMPT_TEXT_MAX} characters`)
  .superRefine(placeholderCheck);
const systemPrompt = z
  .string()
  .trim()
  .max(PROMPT_TEXT_MAX)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .superRefine(placeholderCheck);

export const CreatePromptBodySchema = z.object({ promptText, systemPrompt });
/** An omitted systemPrompt stays as it is; null or blank clears it (the default is then used). */
const systemPromptPatch = z
  .string()
  .trim()
  .max(PROMPT_TEXT_MAX)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value : null))
  .superRefine(placeholderCheck);
export const UpdatePromptBodySchema = z.object({
  promptText: promptText.optional(),
  systemPrompt: systemPromptPatch,
});
export const PromptParamsSchema = z.object({ id: z.uuid(), promptId: z.uuid() });

export const PromptListResponseSchema = z.object({ prompts: z.array(PromptSchema) });
export const PromptResponseSchema = z.object({ prompt: PromptSchema, message: z.string() });
export const ActivePromptResponseSchema = z.object({ prompt: PromptSchema.nullable() });

export const PROMPT_TEMPLATE_NAMES = ['career-report', 'personality-report', 'quick-snapshot'] as const;
export const PromptTemplateParamsSchema = z.object({
  templateName: z.enum(PROMPT_TEMPLATE_NAMES, { error: 'Unknown template' }),
});
export const PromptTemplateResponseSchema = z.object({
  template: z.string(),
  systemPrompt: z.string().optional(),
});
export const PlaceholderListResponseSchema = z.object({
  placeholders: z.array(z.object({ name: z.string(), description: z.string() })),
});

/** /admin/prompt-management: every profiler with its prompt state. */
export const PromptOverviewQuerySchema = z.object({
  search: LineSchema.trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const PromptOverviewItemSchema = z.object({
  assessmentId: z.uuid(),
  assessmentTitle: z.string(),
  isAssessmentActive: z.boolean(),
  promptCount: z.number().int(),
  activePrompt: PromptSchema.nullable(),
});
export const PromptOverviewResponseSchema = z.object({
  items: z.array(PromptOverviewItemSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
});
