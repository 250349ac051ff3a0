import { randomUUID } from 'node:crypto';
import type {
  AiAnalysis,
  AiAnalysisResponse,
  AiAnalysisStatusResponse,
  AiReportContent,
  AttemptScoresBody,
} from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { aiAnalyses } from '../../db/schema/index.ts';
import type { CompletionUsage } from '../../platform/ai/openai-client.ts';
import { AppError } from '../../platform/errors.ts';
import type { QueueDefinition } from '../../platform/jobs.ts';
import { ProviderError } from '../../platform/provider-http.ts';
import { loadProfilerContent } from '../assessments/profilers/profilers.content.ts';
import { createPromptsService } from '../assessments/prompts/prompts.service.ts';
import {
  attemptAnswersInOrder,
  findAttemptCompletion,
  findAttemptForReport,
} from '../attempts/taking/taking.completion.ts';
import { createCareersService } from '../careers/matching/matching.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createStudentProfileService } from '../users/profile/profile.service.ts';
import { type AnalysisInput, describeAnswer } from './analysis-input.ts';
import { buildAnalysisPrompt, onlyMatchedCareers } from './analysis-prompt.ts';
import { analyzeBuiltin } from './builtin-analyzer.ts';
import { createOpenAIAnalyzer } from './openai-analyzer.ts';

/**
 * AI analysis of completed attempts (DESIGN §1 AI reports adapter). Completing an attempt queues
 * one in the same transaction; the `ai-analysis` job writes it with OpenAI (or a compatible
 * server) when a key is effective, else with the built-in analyzer, and tells the person
 * `report_available` in the transaction that stores it. A failure is recorded and retried by
 * pg-boss with backoff; after the last try (or a failure retrying cannot fix) it is `failed`.
 */

export const AI_ANALYSIS_RETRY_LIMIT = 3;
export const ATTEMPT_NOT_FOUND = 'Test attempt not found';
export const NOT_COMPLETED_MESSAGE = 'This attempt is not completed yet, so there is nothing to analyse.';
export const IN_PROGRESS_MESSAGE =
  'An AI analysis is already being generated for this attempt. Set forceRegenerate to start over.';
export const NOT_FAILED_MESSAGE = 'Only a failed AI analysis can be retried.';
/** What a person reads when their report failed; the provider's own reason is for administrators. */
export const USER_FAILURE_MESSAGE = 'Your report could not be generated. Please try again.';
const UNEXPECTED_FAILURE = 'The analysis failed unexpectedly; the server log has the details.';

/** The `ai-analysis` queue: 3 retries, doubling from AI_ANALYSIS_RETRY_DELAY_SECONDS (0 = at once). */
export function aiAnalysisQueue(config: Pick<Config, 'AI_ANALYSIS_RETRY_DELAY_SECONDS'>): QueueDefinition {
  const delay = config.AI_ANALYSIS_RETRY_DELAY_SECONDS;
  return {
    name: 'ai-analysis',
    retryLimit: AI_ANALYSIS_RETRY_LIMIT,
    retryDelay: delay,
    retryBackoff: delay > 0,
  };
}

/** The attempt cannot be analysed as it stands (not scored): retrying the same job would not help. */
class AnalysisInputError extends Error {}

export type AnalysisJob = { attemptId: string; requestId: string };
type AnalysisRow = typeof aiAnalyses.$inferSelect;
/** Administrators read the provider's reason for a failure; the person a plain sentence. */
export type Audience = 'admin' | 'user';

export function toAiAnalysis(row: AnalysisRow, audience: Audience): AiAnalysis {
  const error =
    row.error && audience === 'user' ? (row.status === 'failed' ? USER_FAILURE_MESSAGE : null) : row.error;
  return {
    status: row.status,
    content: row.status === 'completed' ? row.content : null,
    error,
    provider: row.provider,
    model: row.model,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A written report and the tokens the provider reported for it (null: the built-in writer, or no `usage`). */
type Written = { content: AiReportContent; usage: CompletionUsage | null };

type Provider = {
  name: 'builtin' | 'openai';
  model: string | null;
  analyze(input: AnalysisInput, assessmentId: string): Promise<Written>;
};

export function createReportsService(deps: ModuleDeps) {
  const { db, now } = deps;
  const queue = aiAnalysisQueue(deps.config);
  const studentProfiles = createStudentProfileService(deps);
  const prompts = createPromptsService(deps);
  const careers = createCareersService(deps);

  /** Inserts (or resets) the pending row and its job, both in `tx`: they exist only if the caller commits. */
  async function enqueue(tx: DbOrTx, attemptId: string): Promise<AnalysisRow> {
    const at = now();
    const requestId = randomUUID();
    const reset = {
      requestId,
      status: 'pending' as const,
      content: null,
      error: null,
      model: null,
      tries: 0,
      // Tokens belong to the run that wrote the report: a new request starts without any.
      promptTokens: null,
      completionTokens: null,
      requestedAt: at,
      completedAt: null,
      updatedAt: at,
    };
    const [row] = await tx
      .insert(aiAnalyses)
      .values({ attemptId, ...reset, createdAt: at })
      .onConflictDoUpdate({ target: aiAnalyses.attemptId, set: reset })
      .returning();
    const job: AnalysisJob = { attemptId, requestId };
    await deps.jobs.send(
      queue.name,
      job,
      { retryLimit: queue.retryLimit, retryDelay: queue.retryDelay, retryBackoff: queue.retryBackoff },
      tx,
    );
    return row!;
  }

  async function findRow(dbOrTx: DbOrTx, attemptId: string): Promise<AnalysisRow | undefined> {
    const [row] = await dbOrTx.select().from(aiAnalyses).where(eq(aiAnalyses.attemptId, attemptId));
    return row;
  }

  /** The person, the profiler, the scores and the answers of one completed attempt. */
  async function loadInput(
    attemptId: string,
  ): Promise<{ input: AnalysisInput; assessmentId: string; userId: string }> {
    const attempt = await findAttemptForReport(db, attemptId);
    if (!attempt?.scores) throw new AnalysisInputError(NOT_COMPLETED_MESSAGE);
    const scores = attempt.scores as AttemptScoresBody;
    const [content, profile, screening, answerRows] = await Promise.all([
      loadProfilerContent(db, attempt.assessmentId),
      studentProfiles.get(attempt.userId),
      studentProfiles.screeningOptions(),
      attemptAnswersInOrder(db, attemptId),
    ]);
    // Screening values are stored as choice values ("master"); the report reads their labels.
    const labelOf = (key: string, value: string | null) =>
      value === null
        ? null
        : (screening.fields.find((field) => field.key === key)?.options.find((o) => o.value === value)
            ?.label ?? value);
    const given = new Map(answerRows.map((row) => [row.questionId, row.answer]));
    const answers: AnalysisInput['answers'] = [];
    for (const category of content.categories) {
      for (const question of category.questions) {
        const text = given.has(question.id) ? describeAnswer(question, given.get(question.id)) : null;
        if (text !== null) answers.push({ question: question.text, answer: text });
      }
    }
    // The best matches at the zone the person's education level points to: the analyzers' careers.
    const matched = await careers.suggestionsFor(scores.traits, profile.educationLevel);
    return {
      assessmentId: attempt.assessmentId,
      userId: attempt.userId,
      input: {
        person: {
          name: attempt.name,
          age: profile.age,
          educationLevel: labelOf('educationLevel', profile.educationLevel),
          experienceLevel: labelOf('experienceLevel', profile.experienceLevel),
          skills: profile.skills,
          interests: profile.interests,
        },
        assessment: { title: content.title, description: content.description },
        completedAt: attempt.completedAt,
        scores,
        answers,
        careers: matched,
      },
    };
  }

  /** OpenAI when a key is effective (settings over env), else the built-in analyzer; read per job. */
  async function resolveProvider(): Promise<Provider> {
    const [apiKey, baseUrl, model] = await Promise.all([
      deps.settings.getEffective('OPENAI_API_KEY'),
      deps.settings.getEffective('OPENAI_BASE_URL'),
      deps.settings.getEffective('OPENAI_MODEL'),
    ]);
    if (!apiKey) {
      return {
        name: 'builtin',
        model: null,
        analyze: async (input) => ({ content: analyzeBuiltin(input), usage: null }),
      };
    }
    const chosenModel = model ?? deps.config.OPENAI_MODEL;
    const analyze = createOpenAIAnalyzer({
      apiKey,
      baseUrl: baseUrl ?? deps.config.OPENAI_BASE_URL,
      model: chosenModel,
    });
    return {
      name: 'openai',
      model: chosenModel,
      async analyze(input, assessmentId) {
        const active = await prompts.findActive(assessmentId);
        const { content, usage } = await analyze(buildAnalysisPrompt(input, active));
        return { content: onlyMatchedCareers(content, input.careers), usage };
      },
    };
  }

  const current = (job: AnalysisJob) =>
    and(eq(aiAnalyses.attemptId, job.attemptId), eq(aiAnalyses.requestId, job.requestId));

  /**
   * One run of the job. A superseded, finished or deleted request is skipped. On failure the
   * error is recorded; a retryable one is thrown back to pg-boss (which retries it) until the
   * last try, which marks the analysis failed like a permanent failure does.
   */
  async function process(job: AnalysisJob): Promise<void> {
    const [claimed] = await db
      .update(aiAnalyses)
      .set({ status: 'processing', tries: sql`${aiAnalyses.tries} + 1`, updatedAt: now() })
      // 'processing' too: a worker that died mid-run leaves it so, and pg-boss runs the job again.
      .where(and(current(job), inArray(aiAnalyses.status, ['pending', 'processing'])))
      .returning();
    if (!claimed) return;

    let provider: Provider | undefined;
    try {
      const { input, assessmentId, userId } = await loadInput(job.attemptId);
      provider = await resolveProvider();
      const { content, usage } = await provider.analyze(input, assessmentId);
      const { name, model } = provider;
      await db.transaction(async (tx) => {
        const at = now();
        const [done] = await tx
          .update(aiAnalyses)
          .set({
            status: 'completed',
            content,
            provider: name,
            model,
            error: null,
            promptTokens: usage?.promptTokens ?? null,
            completionTokens: usage?.completionTokens ?? null,
            completedAt: at,
            updatedAt: at,
          })
          .where(and(current(job), eq(aiAnalyses.status, 'processing')))
          .returning({ id: aiAnalyses.id });
        if (!done) return; // regenerated meanwhile: the newer request writes the report
        await deps.notifications.notify(
          {
            userId,
            type: 'report_available',
            title: 'Your report is ready',
            message: `Your report for "${input.assessment.title}" is ready to read.`,
            data: { testAttemptId: job.attemptId, assessmentId },
          },
          tx,
        );
      });
    } catch (error) {
      const retryable =
        error instanceof ProviderError ? error.retryable : !(error instanceof AnalysisInputError);
      const final = !retryable || claimed.tries >= queue.retryLimit + 1;
      const known = error instanceof ProviderError || error instanceof AnalysisInputError;
      const reason = known ? (error as Error).message : UNEXPECTED_FAILURE;
      await db
        .update(aiAnalyses)
        .set({
          status: final ? 'failed' : 'pending',
          error: reason.slice(0, 1000),
          ...(provider ? { provider: provider.name, model: provider.model } : {}),
          updatedAt: now(),
        })
        .where(and(current(job), eq(aiAnalyses.status, 'processing')));
      deps.logger.warn(
        {
          err: known ? undefined : error,
          attemptId: job.attemptId,
          try: claimed.tries,
          reason,
          retryable,
          final,
        },
        'AI analysis failed',
      );
      if (!final) throw error; // pg-boss retries with backoff
    }
  }

  /** Resets and re-queues an analysis under the row lock, unless `check` throws (404, 409). */
  async function requeue(
    attemptId: string,
    check: (attempt: { userId: string }, row: AnalysisRow | undefined) => void,
    audience: Audience,
  ): Promise<AiAnalysis> {
    return db.transaction(async (tx) => {
      const attempt = await findAttemptCompletion(tx, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const [row] = await tx
        .select()
        .from(aiAnalyses)
        .where(eq(aiAnalyses.attemptId, attemptId))
        .for('update');
      check(attempt, row);
      if (!attempt.isCompleted) throw new AppError('CONFLICT', NOT_COMPLETED_MESSAGE);
      return toAiAnalysis(await enqueue(tx, attemptId), audience);
    });
  }

  return {
    queue,

    /** Called by `complete()` in its transaction: the analysis and its job exist only if the completion commits. */
    async queueAnalysis(tx: DbOrTx, attemptId: string): Promise<AiAnalysis> {
      return toAiAnalysis(await enqueue(tx, attemptId), 'user');
    },

    process,

    async registerWorker(): Promise<void> {
      await deps.jobs.work<AnalysisJob>(queue.name, process);
    },

    /** The analysis as the attempt's result shows it (null when none was requested). */
    async findForAttempt(
      attemptId: string,
      audience: Audience,
      dbOrTx: DbOrTx = db,
    ): Promise<AiAnalysis | null> {
      const row = await findRow(dbOrTx, attemptId);
      return row ? toAiAnalysis(row, audience) : null;
    },

    /** GET /admin/test-attempts/:id/ai-analysis. */
    async getForAdmin(attemptId: string): Promise<AiAnalysisResponse> {
      if (!(await findAttemptCompletion(db, attemptId))) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const row = await findRow(db, attemptId);
      return { testAttemptId: attemptId, analysis: row ? toAiAnalysis(row, 'admin') : null };
    },

    /** GET /assessments/results/:id/ai-analysis — the person's own attempt only (404 otherwise). */
    async getForUser(userId: string, attemptId: string): Promise<AiAnalysisResponse> {
      const attempt = await findAttemptCompletion(db, attemptId);
      if (attempt?.userId !== userId) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const row = await findRow(db, attemptId);
      return { testAttemptId: attemptId, analysis: row ? toAiAnalysis(row, 'user') : null };
    },

    /** POST /admin/test-attempts/:id/ai-analysis/regenerate — 409 while one is pending or processing, unless forced. */
    async regenerate(attemptId: string, force: boolean): Promise<AiAnalysis> {
      return requeue(
        attemptId,
        (_attempt, row) => {
          if (!force && row && (row.status === 'pending' || row.status === 'processing')) {
            throw new AppError('CONFLICT', IN_PROGRESS_MESSAGE);
          }
        },
        'admin',
      );
    },

    /** POST /assessments/results/:id/ai-analysis/retry — the person's own attempt, and only after a failure. */
    async retryForUser(userId: string, attemptId: string): Promise<AiAnalysis> {
      return requeue(
        attemptId,
        (attempt, row) => {
          if (attempt.userId !== userId) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
          // No row: an attempt completed before reports existed may ask for its first one.
          if (row && row.status !== 'failed') throw new AppError('CONFLICT', NOT_FAILED_MESSAGE);
        },
        'user',
      );
    },

    /** POST /admin/test-attempts/ai-analysis-status — one entry per distinct id, in the order asked. */
    async statuses(attemptIds: string[]): Promise<AiAnalysisStatusResponse> {
      const ids = [...new Set(attemptIds)];
      const rows = await db
        .select({ attemptId: aiAnalyses.attemptId, status: aiAnalyses.status })
        .from(aiAnalyses)
        .where(inArray(aiAnalyses.attemptId, ids));
      const byId = new Map(rows.map((row) => [row.attemptId, row.status]));
      return { statuses: ids.map((id) => ({ testAttemptId: id, status: byId.get(id) ?? null })) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
