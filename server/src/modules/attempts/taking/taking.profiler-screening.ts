import type { AssessmentScreening, ProfilerScreeningResponse, ScreeningQuestion } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { assessmentScreeningResponses } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { screeningAnswerFault } from '../../assessments/screening/screening.answers.ts';

/**
 * A profiler's own screening, answered once before it starts (spec §7: GET/POST
 * /assessments/{id}/screening {responses}). Answers must fit their questions; required questions
 * must be answered before `start` lets the person in. Answering again replaces the answers.
 */

export const SCREENING_REQUIRED_MESSAGE = 'Answer the questions before you begin, then start the profiler.';

type Answer = string | number | string[];

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });
}

function isAnswered(value: Answer | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Checks every answer against its question; answers the responses to store (blank ones dropped). */
export function checkScreeningResponses(
  questions: readonly ScreeningQuestion[],
  responses: Record<string, Answer>,
): Record<string, Answer> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const kept: Record<string, Answer> = {};
  for (const [id, value] of Object.entries(responses)) {
    const question = byId.get(id);
    if (!question) throw invalid(`responses.${id}`, 'Unknown screening question');
    if (!isAnswered(value)) continue;
    const fault = screeningAnswerFault({ ...question, label: question.text }, value);
    if (fault) throw invalid(`responses.${id}`, fault);
    kept[id] = value;
  }
  const missing = questions.filter((question) => question.isRequired && !isAnswered(kept[question.id]));
  if (missing.length > 0) {
    throw new AppError('UNPROCESSABLE', `Answer every required question (${missing.length} left).`, {
      details: missing.map((question) => ({ path: `responses.${question.id}`, message: 'Required' })),
    });
  }
  return kept;
}

function isComplete(
  questions: readonly ScreeningQuestion[],
  responses: Record<string, Answer> | null,
): boolean {
  return questions.every((question) => !question.isRequired || isAnswered(responses?.[question.id]));
}

async function storedResponses(db: DbOrTx, userId: string, assessmentId: string) {
  const [row] = await db
    .select({ responses: assessmentScreeningResponses.responses })
    .from(assessmentScreeningResponses)
    .where(
      and(
        eq(assessmentScreeningResponses.userId, userId),
        eq(assessmentScreeningResponses.assessmentId, assessmentId),
      ),
    );
  return row?.responses ?? null;
}

export function toProfilerScreening(
  hasScreening: boolean,
  screening: AssessmentScreening | null,
  responses: Record<string, Answer> | null,
): ProfilerScreeningResponse {
  const active = hasScreening && screening ? screening : null;
  return {
    hasScreening: active !== null,
    screening: active
      ? { title: active.title, description: active.description, questions: active.questions }
      : null,
    responses,
    isComplete: active ? isComplete(active.questions, responses) : true,
  };
}

export async function readProfilerScreening(
  db: DbOrTx,
  userId: string,
  assessmentId: string,
  screening: { hasScreening: boolean; screening: AssessmentScreening | null },
): Promise<ProfilerScreeningResponse> {
  return toProfilerScreening(
    screening.hasScreening,
    screening.screening,
    await storedResponses(db, userId, assessmentId),
  );
}

export async function saveProfilerScreening(
  db: DbOrTx,
  userId: string,
  assessmentId: string,
  screening: { hasScreening: boolean; screening: AssessmentScreening | null },
  responses: Record<string, Answer>,
  at: Date,
): Promise<ProfilerScreeningResponse> {
  if (!screening.hasScreening || !screening.screening) {
    throw new AppError('CONFLICT', 'This profiler asks no screening questions.');
  }
  const kept = checkScreeningResponses(screening.screening.questions, responses);
  await db
    .insert(assessmentScreeningResponses)
    .values({ userId, assessmentId, responses: kept, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [assessmentScreeningResponses.userId, assessmentScreeningResponses.assessmentId],
      set: { responses: kept, updatedAt: at },
    });
  return toProfilerScreening(true, screening.screening, kept);
}
