import { AI_REPORT_LIMITS, type AiReportContent, AiReportContentSchema } from '@pathwise/contract';
import { z } from 'zod';
import {
  type CompletionUsage,
  createOpenAIClient,
  OPENAI_PROVIDER,
  type OpenAIClient,
} from '../../platform/ai/openai-client.ts';
import { type FetchLike, ProviderError } from '../../platform/provider-http.ts';
import type { AnalysisPrompt } from './analysis-prompt.ts';

/**
 * The AI report by OpenAI or any server that speaks its Chat Completions API (integrations.md §2):
 * one strict json_schema completion, validated again with zod before anything is stored. Errors
 * are the client's ProviderError, which says whether trying again may help (429 rate limit, 5xx,
 * network, timeout) or not (bad key, exhausted quota, refusal, truncated or off-schema answer).
 */

/** Generous for a slow OpenAI-compatible server writing ~800 words; pg-boss retries a timeout. */
export const AI_ANALYSIS_TIMEOUT_MS = 90_000;
const MAX_ANSWER_TOKENS = 2_500;

const text = { type: 'string' } as const;
const textList = { type: 'array', items: text } as const;

/**
 * AiReportContentSchema in OpenAI's strict subset (every property required, no extras). Length
 * bounds are not JSON Schema keywords strict mode accepts everywhere, so the prompt states them
 * and parseReportContent enforces them.
 */
export const AI_REPORT_JSON_SCHEMA = {
  type: 'object',
  properties: {
    summary: text,
    strengths: textList,
    growthAreas: textList,
    careerSuggestions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: text, why: text },
        required: ['title', 'why'],
        additionalProperties: false,
      },
    },
    nextSteps: textList,
  },
  required: ['summary', 'strengths', 'growthAreas', 'careerSuggestions', 'nextSteps'],
  additionalProperties: false,
} as const;

/** The shape alone; lengths are tidied afterwards rather than failing a good report over one long line. */
const AnswerShapeSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  growthAreas: z.array(z.string()),
  careerSuggestions: z.array(z.object({ title: z.string(), why: z.string() })),
  nextSteps: z.array(z.string()),
});

const clip = (value: string, max: number) => {
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
};
const tidyList = (items: string[]) =>
  items
    .map((item) => clip(item, AI_REPORT_LIMITS.item))
    .filter(Boolean)
    .slice(0, AI_REPORT_LIMITS.listMax);

export type OpenAIAnalyzerOptions = {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  fetch?: FetchLike;
};

function schemaMismatch(where: string): ProviderError {
  return new ProviderError(
    OPENAI_PROVIDER,
    `${OPENAI_PROVIDER} answered with a report that does not fit the schema (at ${where}).`,
    // The same prompt at temperature 0 gives the same answer: retrying would not help.
    { kind: 'invalid_response', code: 'schema_mismatch', retryable: false },
  );
}

/**
 * Checks what the model answered (compatible servers do not all enforce the schema): the shape
 * must match; over-long text is clipped and extra items dropped; an empty summary is refused.
 */
export function parseReportContent(answer: unknown): AiReportContent {
  const shape = AnswerShapeSchema.safeParse(answer);
  if (!shape.success) throw schemaMismatch(shape.error.issues[0]?.path.join('.') || 'the top level');
  const tidy = {
    summary: clip(shape.data.summary, AI_REPORT_LIMITS.summary),
    strengths: tidyList(shape.data.strengths),
    growthAreas: tidyList(shape.data.growthAreas),
    careerSuggestions: shape.data.careerSuggestions
      .map((career) => ({
        title: clip(career.title, AI_REPORT_LIMITS.careerTitle),
        why: clip(career.why, AI_REPORT_LIMITS.item),
      }))
      .filter((career) => career.title && career.why)
      .slice(0, AI_REPORT_LIMITS.listMax),
    nextSteps: tidyList(shape.data.nextSteps),
  };
  const parsed = AiReportContentSchema.safeParse(tidy);
  if (!parsed.success) throw schemaMismatch(parsed.error.issues[0]?.path.join('.') || 'the top level');
  return parsed.data;
}

/** The report and the tokens it took (stored on the analysis for the operator's AI-report figures). */
export type OpenAIAnalysis = { content: AiReportContent; usage: CompletionUsage | null };

export async function analyzeWithOpenAI(
  client: OpenAIClient,
  model: string,
  prompt: AnalysisPrompt,
): Promise<OpenAIAnalysis> {
  const { answer, usage } = await client.createChatCompletionJsonWithUsage({
    model,
    schemaName: 'ai_report',
    schema: AI_REPORT_JSON_SCHEMA,
    maxCompletionTokens: MAX_ANSWER_TOKENS,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ],
  });
  return { content: parseReportContent(answer), usage };
}

export function createOpenAIAnalyzer(options: OpenAIAnalyzerOptions) {
  const client = createOpenAIClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? AI_ANALYSIS_TIMEOUT_MS,
    fetch: options.fetch,
  });
  return (prompt: AnalysisPrompt) => analyzeWithOpenAI(client, options.model, prompt);
}
