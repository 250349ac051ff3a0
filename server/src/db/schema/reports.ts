import type { AiAnalysisProvider, AiAnalysisStatus, AiReportContent } from '@pathwise/contract';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { testAttempts } from './attempts.ts';
import { id, timestamps, tstz } from './columns.ts';

/**
 * The AI analysis of a completed attempt: one row per attempt, written by the `ai-analysis` job.
 * `request_id` names the current request and travels in the job: a job whose request was
 * superseded (regenerate) finds another id there and leaves the row alone.
 */
export const aiAnalyses = pgTable(
  'ai_analyses',
  {
    id: id(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull().defaultRandom(),
    status: text('status').$type<AiAnalysisStatus>().notNull().default('pending'),
    /** Who wrote (or is writing) it; settled when the job runs, since the key may change meanwhile. */
    provider: text('provider').$type<AiAnalysisProvider>().notNull().default('builtin'),
    model: text('model'),
    content: jsonb('content').$type<AiReportContent>(),
    error: text('error'),
    /** Runs of the current request (reset by regenerate); the job gives up after its retry limit. */
    tries: integer('tries').notNull().default(0),
    /** Tokens the provider reported for the run that wrote the report (OpenAI's `usage`); null for the built-in writer. */
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ai_analyses_attempt_key').on(t.attemptId),
    // AI-report health per range (analytics).
    index('ai_analyses_requested_idx').on(t.requestedAt),
  ],
);
