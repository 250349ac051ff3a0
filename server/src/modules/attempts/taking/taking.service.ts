import type {
  AiAnalysis,
  AnswerValue,
  AttemptProgress,
  AttemptResult,
  AttemptStatus,
  AttemptSummary,
  ProfilerScreeningResponse,
  SavedAnswer,
  SubmitAnswerBody,
  TakingCategory,
} from '@pathwise/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { assessments, questions, testAnswers, testAttempts } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import { fileSlug } from '../../../platform/file-name.ts';
import type { SessionRow } from '../../../platform/session-check.ts';
import type { TokenClaims } from '../../../platform/tokens.ts';
import {
  isCategoryVisible,
  loadProfilerContent,
  type ProfilerContent,
} from '../../assessments/profilers/profilers.content.ts';
import { createScreeningService } from '../../assessments/screening/screening.profiler-questions.service.ts';
import { createCareersService, TOP_MATCHES } from '../../careers/matching/matching.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { ownsProfiler } from '../../payments/payments.access.ts';
import { renderReportPdf } from '../../reports/report-pdf.ts';
import { createReportsService } from '../../reports/reports.service.ts';
import { findScreeningValues } from '../../users/profile/profile.screening-values.ts';
import { answerRowsOf, scoreAnswers, visibleQuestionsFor } from '../scoring/scoring.attempt.ts';
import { answerScore, isValidAnswer, type ScoringQuestion } from '../scoring/scoring.ts';
import { answerStatements } from './taking.answer-statements.ts';
import {
  readProfilerScreening,
  SCREENING_REQUIRED_MESSAGE,
  saveProfilerScreening,
} from './taking.profiler-screening.ts';
import { attemptProgress, findOwnAttempt } from './taking.progress.ts';

/**
 * Taking a profiler (spec §4 attempt lifecycle): start or resume, answer (autosaved, changeable
 * until completion), progress, complete (scored once, idempotent), results. Every call is scoped
 * to the signed-in person: another person's attempt answers 404, as if it did not exist.
 */

export const ATTEMPT_NOT_FOUND = 'Test attempt not found';
export const PROFILER_NOT_FOUND = 'Profiler not found';
export const PAYMENT_REQUIRED_MESSAGE =
  'This profiler is paid. Buy it first, then you can start it from your dashboard.';
export const ATTEMPT_COMPLETED_MESSAGE =
  'This attempt is already completed: its answers can no longer change.';
export const NO_QUESTIONS_MESSAGE =
  'This profiler has no questions for you yet, so it cannot be started. Try another profiler from your dashboard.';
export const QUESTION_NOT_IN_PROFILER = 'This question is not part of this profiler.';
export const QUESTION_HIDDEN = 'This question is not shown to you, so it cannot be answered.';
export const CATEGORY_MISMATCH = 'categoryId does not match the category of this question.';

type AttemptRow = typeof testAttempts.$inferSelect;
type AnswerRow = typeof testAnswers.$inferSelect;

function toSavedAnswer(row: AnswerRow): SavedAnswer {
  return {
    questionId: row.questionId,
    categoryId: row.categoryId,
    answer: row.answer,
    answeredAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: AttemptRow, progress: AttemptProgress): AttemptSummary {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    status: row.status,
    isCompleted: row.isCompleted,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    progress,
  };
}

function toResult(row: AttemptRow, assessmentTitle: string, aiAnalysis: AiAnalysis | null): AttemptResult {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    assessmentTitle,
    status: row.status,
    isCompleted: row.isCompleted,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    scores: row.scores ?? null,
    qualityFlags: row.qualityFlags,
    aiAnalysis,
  };
}

export function createAttemptsService(deps: ModuleDeps) {
  const { db, now } = deps;
  const screenings = createScreeningService(deps);
  const reports = createReportsService(deps);
  const careers = createCareersService(deps);

  /** The profiler as this person may take it: active (else 404) and paid for when it is paid (else 402). */
  async function takeableContent(
    dbOrTx: DbOrTx,
    userId: string,
    assessmentId: string,
  ): Promise<ProfilerContent> {
    const content = await loadProfilerContent(dbOrTx, assessmentId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', PROFILER_NOT_FOUND);
      throw error;
    });
    if (!content.isActive) throw new AppError('NOT_FOUND', PROFILER_NOT_FOUND);
    // A paid profiler is taken by the people who bought it (payments: a paid order of theirs).
    if (!content.isFree && !(await ownsProfiler(dbOrTx, userId, assessmentId))) {
      throw new AppError('PAYMENT_REQUIRED', PAYMENT_REQUIRED_MESSAGE);
    }
    return content;
  }

  /** The person's attempt on this profiler, or 404 (also when it is someone else's). */
  async function ownAttempt(dbOrTx: DbOrTx, userId: string, assessmentId: string, attemptId: string) {
    const [row] = await dbOrTx
      .select()
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.id, attemptId),
          eq(testAttempts.userId, userId),
          eq(testAttempts.assessmentId, assessmentId),
        ),
      );
    if (!row) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    return row;
  }

  async function openAttempt(dbOrTx: DbOrTx, userId: string, assessmentId: string) {
    const [row] = await dbOrTx
      .select()
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.userId, userId),
          eq(testAttempts.assessmentId, assessmentId),
          eq(testAttempts.status, 'in_progress'),
        ),
      );
    return row ?? null;
  }

  return {
    /** GET /assessments/:id/screening — the profiler's own screening with this person's answers. */
    async screening(userId: string, assessmentId: string): Promise<ProfilerScreeningResponse> {
      await takeableContent(db, userId, assessmentId);
      return readProfilerScreening(db, userId, assessmentId, await screenings.get(assessmentId));
    },

    /** POST /assessments/:id/screening — saves (replaces) the answers; every required one must be there. */
    async answerScreening(
      userId: string,
      assessmentId: string,
      responses: Record<string, string | number | string[]>,
    ): Promise<ProfilerScreeningResponse> {
      await takeableContent(db, userId, assessmentId);
      return saveProfilerScreening(
        db,
        userId,
        assessmentId,
        await screenings.get(assessmentId),
        responses,
        now(),
      );
    },

    /** POST /assessments/:id/start — a new attempt, or the open one resumed. */
    async start(
      userId: string,
      assessmentId: string,
    ): Promise<{ attempt: AttemptSummary; resumed: boolean }> {
      const content = await takeableContent(db, userId, assessmentId);
      const screening = await findScreeningValues(db, userId);
      // Decision 015: an attempt with nothing to answer is never opened (the catalogue does not offer it).
      const asked = content.categories.filter((category) => isCategoryVisible(category, screening));
      if (asked.every((category) => category.questions.length === 0)) {
        throw new AppError('UNPROCESSABLE', NO_QUESTIONS_MESSAGE);
      }
      if (content.hasScreening) {
        const profilerScreening = await readProfilerScreening(
          db,
          userId,
          assessmentId,
          await screenings.get(assessmentId),
        );
        if (!profilerScreening.isComplete) {
          throw new AppError('SCREENING_REQUIRED', SCREENING_REQUIRED_MESSAGE);
        }
      }
      const inserted = await db
        .insert(testAttempts)
        .values({ userId, assessmentId, startedAt: now(), createdAt: now(), updatedAt: now() })
        // The partial unique index allows one open attempt: a concurrent start resumes it.
        .onConflictDoNothing()
        .returning();
      const row = inserted[0] ?? (await openAttempt(db, userId, assessmentId));
      if (!row) throw new AppError('CONFLICT', 'Could not start the profiler, please try again.');
      return {
        attempt: toSummary(row, await attemptProgress(db, assessmentId, row.id, screening)),
        resumed: !inserted[0],
      };
    },

    /** GET /assessments/:id/test-attempt — the open attempt with its answers, to resume. */
    async current(
      userId: string,
      assessmentId: string,
    ): Promise<{ attempt: AttemptSummary | null; answers: SavedAnswer[] }> {
      const content = await takeableContent(db, userId, assessmentId);
      const row = await openAttempt(db, userId, assessmentId);
      if (!row) return { attempt: null, answers: [] };
      const visible = await visibleQuestionsFor(db, userId, content);
      const rows = (await answerRowsOf(db, row.id)).filter((answer) =>
        visible.questions.has(answer.questionId),
      );
      const screening = await findScreeningValues(db, userId);
      return {
        attempt: toSummary(row, await attemptProgress(db, assessmentId, row.id, screening)),
        answers: rows.map(toSavedAnswer),
      };
    },

    /** GET /assessments/:id/questions — the categories this person sees, without scores or traits. */
    async questions(
      userId: string,
      assessmentId: string,
      categoryId?: string,
    ): Promise<{ categories: TakingCategory[]; totalQuestions: number }> {
      const content = await takeableContent(db, userId, assessmentId);
      const visible = await visibleQuestionsFor(db, userId, content);
      const chosen = categoryId
        ? visible.categories.filter((category) => category.id === categoryId)
        : visible.categories;
      if (categoryId && chosen.length === 0) throw new AppError('NOT_FOUND', 'Category not found');
      return {
        totalQuestions: visible.questions.size,
        categories: chosen.map((category) => ({
          id: category.id,
          title: category.title,
          description: category.description,
          order: category.order,
          questions: category.questions.map((question) => ({
            id: question.id,
            text: question.text,
            type: question.type,
            options: question.options.map(({ score: _score, ...option }) => option),
            explanation: question.explanation,
            example: question.example,
            order: question.order,
            categoryId: question.categoryId,
          })),
        })),
      };
    },

    /**
     * POST …/attempts/:attemptId/answers — saves (or replaces) one answer; one row per question.
     * The hot path: two prepared statements (taking.answer-statements.ts), never the whole profiler — the
     * session, the attempt and the question answered in one read, then upsert + lastAnsweredAt +
     * progress in one.
     */
    async saveAnswer(
      claims: TokenClaims,
      /** The guard's decision on the token's session, read in the same statement (`sessionInRead`). */
      decideSession: (session: SessionRow | undefined) => unknown,
      assessmentId: string,
      attemptId: string,
      body: SubmitAnswerBody,
    ): Promise<{ answer: SavedAnswer; progress: AttemptProgress }> {
      const statements = answerStatements(db);
      const { session, target } = await statements.findAnswerTarget(
        claims,
        assessmentId,
        attemptId,
        body.questionId,
      );
      decideSession(session);
      if (!target) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      if (target.isCompleted) throw new AppError('CONFLICT', ATTEMPT_COMPLETED_MESSAGE);
      const { question } = target;
      if (!question) throw new AppError('UNPROCESSABLE', QUESTION_NOT_IN_PROFILER);
      if (!question.isVisible) throw new AppError('UNPROCESSABLE', QUESTION_HIDDEN);
      if (question.categoryId !== body.categoryId) throw new AppError('UNPROCESSABLE', CATEGORY_MISMATCH);
      const answer: AnswerValue = body.answer;
      if (!isValidAnswer(question, answer)) {
        throw new AppError('VALIDATION_FAILED', invalidAnswerMessage(question), {
          details: [{ path: 'answer', message: invalidAnswerMessage(question) }],
        });
      }
      const at = now();
      const saved = await statements.saveAnswerWithProgress({
        assessmentId,
        attemptId,
        question,
        answer,
        score: answerScore(question, answer),
        at,
        screeningValues: target.screeningValues,
      });
      // Completed between the read above and the save (a Finish racing an autosave): nothing saved.
      if (!saved) throw new AppError('CONFLICT', ATTEMPT_COMPLETED_MESSAGE);
      // updated_at is set to `at` on insert and on update alike.
      return { answer: { ...saved.answer, answeredAt: at.toISOString() }, progress: saved.progress };
    },

    /** GET …/attempts/:attemptId/progress. */
    async progress(userId: string, assessmentId: string, attemptId: string): Promise<AttemptProgress> {
      const attempt = await findOwnAttempt(db, userId, assessmentId, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      return attemptProgress(db, assessmentId, attemptId, attempt.screening);
    },

    /**
     * POST …/attempts/:attemptId/complete — scores the attempt once. Refused (422) while required
     * questions are unanswered; a second call answers the stored result (completedNow: false).
     */
    async complete(
      userId: string,
      assessmentId: string,
      attemptId: string,
    ): Promise<{ attempt: AttemptResult; completedNow: boolean }> {
      return db.transaction(async (tx) => {
        await ownAttempt(tx, userId, assessmentId, attemptId);
        // Lock the row: two completions at once score and notify once.
        const [locked] = await tx
          .select()
          .from(testAttempts)
          .where(eq(testAttempts.id, attemptId))
          .for('update');
        const content = await loadProfilerContent(tx, assessmentId);
        if (locked!.isCompleted) {
          const aiAnalysis = await reports.findForAttempt(attemptId, 'user', tx);
          return { attempt: toResult(locked!, content.title, aiAnalysis), completedNow: false };
        }
        const visible = await visibleQuestionsFor(tx, userId, content);
        const rows = (await answerRowsOf(tx, attemptId)).filter((row) =>
          visible.questions.has(row.questionId),
        );
        const progress = await attemptProgress(
          tx,
          assessmentId,
          attemptId,
          await findScreeningValues(tx, userId),
        );
        if (progress.requiredRemaining > 0) {
          const n = progress.requiredRemaining;
          throw new AppError(
            'UNPROCESSABLE',
            `${n} required question${n === 1 ? ' is' : 's are'} still unanswered. Answer ${n === 1 ? 'it' : 'them'} to finish.`,
            { details: { requiredRemaining: n } },
          );
        }
        const completedAt = now();
        const { scores, qualityFlags } = scoreAnswers(content, visible, rows, {
          startedAt: locked!.startedAt,
          completedAt,
        });
        const [updated] = await tx
          .update(testAttempts)
          .set({
            status: 'completed',
            isCompleted: true,
            completedAt,
            scores,
            qualityFlags,
            scoredAt: completedAt,
            updatedAt: completedAt,
          })
          .where(eq(testAttempts.id, attemptId))
          .returning();
        await deps.notifications.notifyAdmins(
          {
            type: 'test_completed',
            title: 'Profiler completed',
            message: `A profiler "${content.title}" was completed.`,
            data: { testAttemptId: attemptId, assessmentId, userId },
          },
          tx,
        );
        const aiAnalysis = await reports.queueAnalysis(tx, attemptId);
        return { attempt: toResult(updated!, content.title, aiAnalysis), completedNow: true };
      });
    },

    /**
     * GET /assessments/results/:id — `id` is an attempt id, or a profiler id meaning the person's
     * latest completed attempt of it (spec: /report/{testAttemptId or assessmentId}).
     */
    async result(userId: string, id: string): Promise<AttemptResult> {
      const [byAttempt] = await db
        .select()
        .from(testAttempts)
        .where(and(eq(testAttempts.id, id), eq(testAttempts.userId, userId)));
      const row =
        byAttempt ??
        (
          await db
            .select()
            .from(testAttempts)
            .where(
              and(
                eq(testAttempts.assessmentId, id),
                eq(testAttempts.userId, userId),
                eq(testAttempts.isCompleted, true),
              ),
            )
            .orderBy(desc(testAttempts.completedAt))
            .limit(1)
        )[0];
      if (!row) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const content = await loadProfilerContent(db, row.assessmentId);
      return toResult(row, content.title, await reports.findForAttempt(row.id, 'user'));
    },

    /** GET /assessments/user-history and /user/test-history — newest first, paged in SQL. */
    async history(userId: string, query: { status: 'all' | AttemptStatus; page: number; limit: number }) {
      const filters = [eq(testAttempts.userId, userId)];
      if (query.status !== 'all') filters.push(eq(testAttempts.status, query.status));
      const where = and(...filters);
      const offset = (query.page - 1) * query.limit;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            attemptId: testAttempts.id,
            assessmentId: testAttempts.assessmentId,
            assessmentTitle: assessments.title,
            status: testAttempts.status,
            startedAt: testAttempts.startedAt,
            completedAt: testAttempts.completedAt,
            scores: testAttempts.scores,
            answeredCount: sql<number>`(select count(*)::int from ${testAnswers} where ${qualified(testAnswers.attemptId)} = ${qualified(testAttempts.id)})`,
            questionCount: sql<number>`(select count(*)::int from ${questions} where ${qualified(questions.assessmentId)} = ${qualified(testAttempts.assessmentId)})`,
          })
          .from(testAttempts)
          .innerJoin(assessments, eq(assessments.id, testAttempts.assessmentId))
          .where(where)
          .orderBy(desc(testAttempts.startedAt), desc(testAttempts.id))
          .limit(query.limit)
          .offset(offset),
        db.select({ value: sql<number>`count(*)::int` }).from(testAttempts).where(where),
      ]);
      const matching = total?.value ?? 0;
      return {
        history: rows.map(({ scores, startedAt, completedAt, ...row }) => ({
          ...row,
          startedAt: startedAt.toISOString(),
          completedAt: completedAt?.toISOString() ?? null,
          hollandCode: scores?.hollandCode ?? null,
        })),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: matching,
          hasMore: offset + rows.length < matching,
        },
      };
    },

    /** GET /assessments/results/:id/pdf — the completed report as a PDF (409 before completion). */
    async reportPdf(
      userId: string,
      personName: string,
      id: string,
    ): Promise<{ bytes: Buffer; filename: string }> {
      const result = await this.result(userId, id);
      if (!result.isCompleted)
        throw new AppError('CONFLICT', 'Finish the profiler first: the report is made from your results.');
      // The careers section: the best O*NET matches at the Job Zone of the person's education level.
      const matched = await careers.forAttempt(userId, id, { limit: TOP_MATCHES, offset: 0 });
      const bytes = await renderReportPdf({ result, personName, generatedAt: now(), careers: matched });
      return { bytes, filename: `pathwise-${fileSlug(result.assessmentTitle, 'report')}-report.pdf` };
    },

    /** GET /user/test-attempts/:id — one of the person's attempts (completed or not). */
    async attemptById(userId: string, attemptId: string): Promise<AttemptResult> {
      const [row] = await db
        .select()
        .from(testAttempts)
        .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const content = await loadProfilerContent(db, row.assessmentId);
      return toResult(row, content.title, await reports.findForAttempt(row.id, 'user'));
    },
  };
}

function invalidAnswerMessage(question: ScoringQuestion): string {
  switch (question.type) {
    case 'RATING':
      return 'A rating answer is a whole number from 1 to 5.';
    case 'YES_NO':
      return 'A yes/no answer is true or false.';
    case 'MULTIPLE_CHOICE':
      return 'Choose one of the options of this question.';
    default:
      return 'A text answer is text of at most 5,000 characters.';
  }
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
