import type { Readable } from 'node:stream';
import type {
  AdminResultRow,
  AdminResultsQuerySchema,
  AnswerValue,
  AttemptScoresBody,
  QualityFlag,
} from '@pathwise/contract';
import { and, asc, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assessmentAttemptCounts,
  assessments,
  testAnswers,
  testAttempts,
  users,
} from '../../../db/schema/index.ts';
import { containing } from '../../../db/sql-fragments.ts';
import { type CsvCell, csvStream, inPages } from '../../../platform/csv-export.ts';
import { AppError } from '../../../platform/errors.ts';
import { fileSlug } from '../../../platform/file-name.ts';
import { xlsxStream } from '../../../platform/xlsx-export.ts';
import { loadProfilerContent, type ProfilerContent } from '../../assessments/profilers/profilers.content.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { answerRowsOf, scoreAnswers, visibleQuestionsFor } from '../scoring/scoring.attempt.ts';
import { ATTEMPT_NOT_FOUND } from '../taking/taking.service.ts';

/**
 * The admin's view of results (spec §7 Admin assessments/attempts/students): lists paged in SQL,
 * exports streamed in keyset pages (constant memory, formula-safe CSV or XLSX),
 * per-attempt detail with answers, and recalculation through the same scoring as completion.
 */

type ResultsQuery = z.output<typeof AdminResultsQuerySchema>;
const EXPORT_PAGE = 1000;
const RECALCULATE_PAGE = 200;

const rowSelection = {
  attemptId: testAttempts.id,
  assessmentId: testAttempts.assessmentId,
  assessmentTitle: assessments.title,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  status: testAttempts.status,
  startedAt: testAttempts.startedAt,
  completedAt: testAttempts.completedAt,
  scores: testAttempts.scores,
  qualityFlags: testAttempts.qualityFlags,
};

type SelectedRow = {
  attemptId: string;
  assessmentId: string;
  assessmentTitle: string;
  userId: string;
  userName: string;
  userEmail: string;
  status: 'in_progress' | 'completed';
  startedAt: Date;
  completedAt: Date | null;
  scores: AttemptScoresBody | null;
  qualityFlags: QualityFlag[];
};

function toRow(row: SelectedRow): AdminResultRow {
  return {
    attemptId: row.attemptId,
    assessmentId: row.assessmentId,
    assessmentTitle: row.assessmentTitle,
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    hollandCode: row.scores?.hollandCode ?? null,
    categoryResults: (row.scores?.categories ?? []).map((category) => ({
      title: category.title,
      resultLabel: category.resultLabel,
    })),
    qualityFlags: row.qualityFlags,
  };
}

/** The text shown for an answer: a choice's label, Yes/No, or the value itself. */
export function answerText(content: ProfilerContent, questionId: string, answer: AnswerValue): string {
  for (const category of content.categories) {
    const question = category.questions.find((item) => item.id === questionId);
    if (!question) continue;
    if (question.type === 'MULTIPLE_CHOICE') {
      return question.options.find((option) => option.value === answer)?.label ?? String(answer);
    }
    if (question.type === 'YES_NO') return answer === true ? 'Yes' : 'No';
    if (question.type === 'RATING' && typeof answer === 'number' && question.options[answer - 1]) {
      return `${answer} (${question.options[answer - 1]!.label})`;
    }
  }
  return answer === null ? '' : String(answer);
}

export function createAdminResultsService(deps: ModuleDeps) {
  const { db, now } = deps;

  const base = () =>
    db
      .select(rowSelection)
      .from(testAttempts)
      .innerJoin(users, eq(users.id, testAttempts.userId))
      .innerJoin(assessments, eq(assessments.id, testAttempts.assessmentId));

  function filtersFor(query: Pick<ResultsQuery, 'status' | 'search'>): SQL[] {
    const filters: SQL[] = [];
    if (query.status !== 'all') filters.push(eq(testAttempts.status, query.status));
    if (query.search) {
      const pattern = containing(query.search);
      filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    return filters;
  }

  /**
   * How many attempts match. Every attempt has its person (user_id is a not-null foreign key), so
   * the people are joined only when a search filters on them: without one, a busy profiler's total
   * is an index-only scan of test_attempts_assessment_started_idx instead of a join per attempt, 25 ms
   * against 1 ms for 11,000 attempts (bench/README.md, "Growth bench").
   */
  function countMatching(where: SQL | undefined, searchesPeople: boolean) {
    const counted = db.select({ value: sql<number>`count(*)::int` }).from(testAttempts);
    return searchesPeople
      ? counted.innerJoin(users, eq(users.id, testAttempts.userId)).where(where)
      : counted.where(where);
  }

  /**
   * How many attempts the profiler has, read from assessment_attempt_counts: one row by its primary
   * key instead of counting a busy profiler's attempts on every page (growth bench, issue 18). Exact
   * for the unfiltered list: its count has no condition but the profiler (people deleted or
   * suspended keep their attempts and are listed), and the counter follows every insert, delete and
   * change of profiler in the same transaction (migration 0016). No row yet means no attempt
   * (page reads a missing total as 0).
   */
  function countOfProfiler(assessmentId: string) {
    return db
      .select({ value: assessmentAttemptCounts.attempts })
      .from(assessmentAttemptCounts)
      .where(eq(assessmentAttemptCounts.assessmentId, assessmentId));
  }

  async function page(
    where: SQL | undefined,
    query: { page: number; limit: number; search?: string | undefined },
    counted: PromiseLike<{ value: number }[]> = countMatching(where, !!query.search),
  ) {
    const offset = (query.page - 1) * query.limit;
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(testAttempts.startedAt), desc(testAttempts.id))
        .limit(query.limit)
        .offset(offset),
      counted,
    ]);
    const matching = total?.value ?? 0;
    return {
      results: rows.map(toRow),
      pagination: {
        page: query.page,
        limit: query.limit,
        total: matching,
        hasMore: offset + rows.length < matching,
      },
    };
  }

  async function profilerOr404(assessmentId: string): Promise<ProfilerContent> {
    return loadProfilerContent(db, assessmentId);
  }

  async function attemptOr404(attemptId: string) {
    const [row] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
    if (!row) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    return row;
  }

  /** Re-scores one completed attempt with today's questions, result configs and scoring. */
  async function recalculateOne(attempt: typeof testAttempts.$inferSelect, content: ProfilerContent) {
    const visible = await visibleQuestionsFor(db, attempt.userId, content);
    const rows = await answerRowsOf(db, attempt.id);
    const { scores, qualityFlags } = scoreAnswers(content, visible, rows, {
      startedAt: attempt.startedAt,
      completedAt: attempt.completedAt ?? now(),
    });
    await db
      .update(testAttempts)
      .set({ scores, qualityFlags, scoredAt: now(), updatedAt: now() })
      .where(eq(testAttempts.id, attempt.id));
  }

  return {
    /** GET /admin/assessments/:id/results. */
    async listForProfiler(assessmentId: string, query: ResultsQuery) {
      await profilerOr404(assessmentId);
      const where = and(eq(testAttempts.assessmentId, assessmentId), ...filtersFor(query));
      // A status filter is counted, not read from the counter: the list filters on `status`, the
      // counter follows `is_completed`, and no constraint ties the two columns together.
      const unfiltered = query.status === 'all' && !query.search;
      return page(where, query, unfiltered ? countOfProfiler(assessmentId) : undefined);
    },

    /** GET /admin/results?studentId= — every attempt of one person. */
    async listForStudent(studentId: string, query: { page: number; limit: number }) {
      return page(eq(testAttempts.userId, studentId), query);
    },

    /** GET /admin/students/:id/assessments/:assessmentId/results. */
    async listForStudentProfiler(studentId: string, assessmentId: string) {
      await profilerOr404(assessmentId);
      return page(and(eq(testAttempts.userId, studentId), eq(testAttempts.assessmentId, assessmentId)), {
        page: 1,
        limit: 100,
      });
    },

    /** GET /admin/assessments/:id/download — every attempt, streamed; one column per category and trait. */
    async exportProfiler(
      assessmentId: string,
      format: 'csv' | 'xlsx',
    ): Promise<{ stream: Readable; filename: string }> {
      const content = await profilerOr404(assessmentId);
      const traits = [
        ...new Set(
          content.categories.flatMap((category) =>
            category.questions
              .map((question) => question.traitType?.trim())
              .filter((trait): trait is string => !!trait),
          ),
        ),
      ];
      const header = [
        'Attempt ID',
        'Name',
        'Email',
        'Status',
        'Started',
        'Completed',
        'Answered',
        'Holland code',
        ...content.categories.map((category) => `Result: ${category.title}`),
        ...traits.map((trait) => `${trait} (0-100)`),
        ...traits.map((trait) => `${trait} (raw)`),
        'Quality flags',
      ];
      const rows = inPages<SelectedRow>(
        (after) =>
          base()
            .where(
              and(
                eq(testAttempts.assessmentId, assessmentId),
                after ? gt(testAttempts.id, after.attemptId) : undefined,
              ),
            )
            .orderBy(asc(testAttempts.id))
            .limit(EXPORT_PAGE),
        EXPORT_PAGE,
      );
      async function* cells(): AsyncGenerator<CsvCell[]> {
        for await (const row of rows) {
          const byCategory = new Map(
            (row.scores?.categories ?? []).map((category) => [category.categoryId, category]),
          );
          const byTrait = new Map(
            (row.scores?.traits ?? []).map((trait) => [trait.trait.toLowerCase(), trait]),
          );
          yield [
            row.attemptId,
            row.userName,
            row.userEmail,
            row.status,
            row.startedAt,
            row.completedAt,
            row.scores?.answered ?? null,
            row.scores?.hollandCode ?? null,
            ...content.categories.map((category) => byCategory.get(category.id)?.resultLabel ?? null),
            ...traits.map((trait) => byTrait.get(trait.toLowerCase())?.score ?? null),
            ...traits.map((trait) => byTrait.get(trait.toLowerCase())?.raw ?? null),
            row.qualityFlags.map((flag) => flag.code).join(' '),
          ];
        }
      }
      const stamp = now().toISOString().slice(0, 10);
      const filename = `results-${fileSlug(content.title, 'export')}-${stamp}.${format}`;
      return {
        stream: format === 'csv' ? csvStream(header, cells()) : xlsxStream('Results', header, cells()),
        filename,
      };
    },

    /** GET /admin/test-attempts/:id/results — the result with the person and every answer. */
    async attemptDetail(attemptId: string) {
      const attempt = await attemptOr404(attemptId);
      const [content, [person], rows] = await Promise.all([
        loadProfilerContent(db, attempt.assessmentId),
        db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, attempt.userId)),
        answerRowsOf(db, attempt.id),
      ]);
      const lookup = new Map(
        content.categories.flatMap((category) =>
          category.questions.map(
            (question) => [question.id, { question, categoryTitle: category.title }] as const,
          ),
        ),
      );
      return {
        id: attempt.id,
        assessmentId: attempt.assessmentId,
        assessmentTitle: content.title,
        status: attempt.status,
        isCompleted: attempt.isCompleted,
        startedAt: attempt.startedAt.toISOString(),
        completedAt: attempt.completedAt?.toISOString() ?? null,
        scores: attempt.scores ?? null,
        qualityFlags: attempt.qualityFlags,
        user: person!,
        answers: rows
          .filter((row) => lookup.has(row.questionId))
          .map((row) => {
            const { question, categoryTitle } = lookup.get(row.questionId)!;
            return {
              questionId: row.questionId,
              questionText: question.text,
              categoryTitle,
              type: question.type,
              answer: row.answer,
              answerText: answerText(content, row.questionId, row.answer),
              score: row.score,
            };
          }),
      };
    },

    /** GET /admin/test-attempts/:id/download-answers — one attempt's answers as CSV. */
    async exportAttemptAnswers(attemptId: string): Promise<{ stream: Readable; filename: string }> {
      const detail = await this.attemptDetail(attemptId);
      async function* cells(): AsyncGenerator<CsvCell[]> {
        for (const answer of detail.answers) {
          yield [answer.categoryTitle, answer.questionText, answer.type, answer.answerText, answer.score];
        }
      }
      return {
        stream: csvStream(['Category', 'Question', 'Type', 'Answer', 'Score'], cells()),
        filename: `answers-${fileSlug(detail.user.name, 'export')}-${detail.id.slice(0, 8)}.csv`,
      };
    },

    /** GET /admin/assessments/:id/download-all-answers — every answer of every attempt, streamed. */
    async exportAllAnswers(assessmentId: string): Promise<{ stream: Readable; filename: string }> {
      const content = await profilerOr404(assessmentId);
      const lookup = new Map(
        content.categories.flatMap((category) =>
          category.questions.map(
            (question) => [question.id, { question, categoryTitle: category.title }] as const,
          ),
        ),
      );
      type AnswerPageRow = {
        id: string;
        attemptId: string;
        questionId: string;
        answer: AnswerValue;
        score: number | null;
        email: string;
        name: string;
      };
      const answers = inPages<AnswerPageRow>(
        (after) =>
          db
            .select({
              id: testAnswers.id,
              attemptId: testAnswers.attemptId,
              questionId: testAnswers.questionId,
              answer: testAnswers.answer,
              score: testAnswers.score,
              email: users.email,
              name: users.name,
            })
            .from(testAnswers)
            .innerJoin(testAttempts, eq(testAttempts.id, testAnswers.attemptId))
            .innerJoin(users, eq(users.id, testAttempts.userId))
            .where(
              and(
                eq(testAttempts.assessmentId, assessmentId),
                after ? gt(testAnswers.id, after.id) : undefined,
              ),
            )
            .orderBy(asc(testAnswers.id))
            .limit(EXPORT_PAGE),
        EXPORT_PAGE,
      );
      async function* cells(): AsyncGenerator<CsvCell[]> {
        for await (const row of answers) {
          const found = lookup.get(row.questionId);
          yield [
            row.attemptId,
            row.name,
            row.email,
            found?.categoryTitle ?? null,
            found?.question.text ?? null,
            found?.question.type ?? null,
            answerText(content, row.questionId, row.answer),
            row.score,
          ];
        }
      }
      return {
        stream: csvStream(
          ['Attempt ID', 'Name', 'Email', 'Category', 'Question', 'Type', 'Answer', 'Score'],
          cells(),
        ),
        filename: `answers-${fileSlug(content.title, 'export')}-${now().toISOString().slice(0, 10)}.csv`,
      };
    },

    /** POST /admin/test-attempts/:id/recalculate — only completed attempts have results to recompute. */
    async recalculateAttempt(attemptId: string) {
      const attempt = await attemptOr404(attemptId);
      if (!attempt.isCompleted)
        throw new AppError(
          'CONFLICT',
          'This attempt is not completed yet: there is no result to recalculate.',
        );
      await recalculateOne(attempt, await loadProfilerContent(db, attempt.assessmentId));
      return { message: 'Result recalculated', recalculated: 1 };
    },

    /** POST /admin/assessments/:id/recalculate — every completed attempt of the profiler, in pages. */
    async recalculateProfiler(assessmentId: string) {
      const content = await profilerOr404(assessmentId);
      let recalculated = 0;
      const attempts = inPages<typeof testAttempts.$inferSelect>(
        (after) =>
          db
            .select()
            .from(testAttempts)
            .where(
              and(
                eq(testAttempts.assessmentId, assessmentId),
                eq(testAttempts.isCompleted, true),
                after ? gt(testAttempts.id, after.id) : undefined,
              ),
            )
            .orderBy(asc(testAttempts.id))
            .limit(RECALCULATE_PAGE),
        RECALCULATE_PAGE,
      );
      for await (const attempt of attempts) {
        await recalculateOne(attempt, content);
        recalculated += 1;
      }
      return { message: `${recalculated} result${recalculated === 1 ? '' : 's'} recalculated`, recalculated };
    },
  };
}
