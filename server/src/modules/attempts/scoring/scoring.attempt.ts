import type { AnswerValue, AttemptScoresBody, QualityFlag } from '@pathwise/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { testAnswers } from '../../../db/schema/index.ts';
import { type ProfilerContent, visibleCategories } from '../../assessments/profilers/profilers.content.ts';
import { findScreeningValues } from '../../users/profile/profile.screening-values.ts';
import { responseQualityFlags } from './scoring.quality.ts';
import { type ScoringQuestion, scoreAttempt } from './scoring.ts';

/**
 * Scoring a stored attempt: the questions its person sees (category restrictions applied with
 * their screening values), their saved answers, the pure scoring function and the quality flags.
 * Completion and `recalculate` both go through here, so a recalculation reproduces exactly what
 * completion would compute today.
 */

type AnswerRow = typeof testAnswers.$inferSelect;

export type VisibleQuestions = {
  categories: ProfilerContent['categories'];
  questions: Map<string, ScoringQuestion>;
};

export function toScoringQuestion(
  question: ProfilerContent['categories'][number]['questions'][number],
): ScoringQuestion {
  return {
    id: question.id,
    categoryId: question.categoryId,
    type: question.type,
    options: question.options,
    traitType: question.traitType,
    isReverseScored: question.isReverseScored,
  };
}

export async function visibleQuestionsFor(
  db: DbOrTx,
  userId: string,
  content: ProfilerContent,
): Promise<VisibleQuestions> {
  const screening = await findScreeningValues(db, userId);
  const categories = visibleCategories(content, screening);
  const questions = new Map<string, ScoringQuestion>();
  for (const category of categories) {
    for (const question of category.questions) questions.set(question.id, toScoringQuestion(question));
  }
  return { categories, questions };
}

export async function answerRowsOf(db: DbOrTx, attemptId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId))
    .orderBy(asc(testAnswers.createdAt), asc(testAnswers.id));
}

/** Scores and quality flags for these answers to the visible questions. */
export function scoreAnswers(
  content: ProfilerContent,
  visible: VisibleQuestions,
  rows: readonly AnswerRow[],
  times: { startedAt: Date; completedAt: Date },
): { scores: AttemptScoresBody; qualityFlags: QualityFlag[] } {
  const answers = new Map(
    rows
      .filter((row) => visible.questions.has(row.questionId))
      .map((row) => [row.questionId, row.answer as AnswerValue]),
  );
  const scores = scoreAttempt({
    questions: [...visible.questions.values()],
    categories: visible.categories.map((category) => ({
      id: category.id,
      title: category.title,
      order: category.order,
      resultConfigs: content.resultConfigs.get(category.id) ?? [],
    })),
    answers,
  });
  const qualityFlags = responseQualityFlags({
    answers: [...visible.questions.values()].map((question) => ({
      type: question.type,
      value: answers.get(question.id),
    })),
    startedAt: times.startedAt,
    completedAt: times.completedAt,
    answeredCount: scores.answered,
  });
  return { scores, qualityFlags };
}
