import { randomUUID } from 'node:crypto';
import type {
  AssessmentScreening,
  AssessmentScreeningResponse,
  SaveAssessmentScreeningBodySchema,
  ScreeningQuestion,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { assessmentScreenings, assessments } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getAssessmentRow, lockAssessmentRow } from '../shared.ts';

export type SaveScreeningInput = z.output<typeof SaveAssessmentScreeningBodySchema>;
type ScreeningRow = typeof assessmentScreenings.$inferSelect;

const SCREENING_NEEDS_QUESTIONS = 'Add at least one screening question before enabling screening';
const NO_SCREENING = 'This profiler has no screening yet';

function toScreening(row: ScreeningRow): AssessmentScreening {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    title: row.title,
    description: row.description,
    questions: row.questions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Questions keep the id they were sent with (stored answers stay attached); new or repeated ids get a fresh one. */
function withIds(questions: SaveScreeningInput['questions']): ScreeningQuestion[] {
  const seen = new Set<string>();
  return questions.map(({ id, ...question }) => {
    const kept = id && !seen.has(id) ? id : randomUUID();
    seen.add(kept);
    return { id: kept, ...question };
  });
}

async function findScreeningRow(db: DbOrTx, assessmentId: string): Promise<ScreeningRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentScreenings)
    .where(eq(assessmentScreenings.assessmentId, assessmentId));
  return row;
}

/**
 * A profiler's own screening questions, asked before it starts while has_screening is on. Creating
 * one switches it on (that is why it is made); it cannot be on without questions.
 */
export function createScreeningService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function setHasScreening(tx: Tx, assessmentId: string, hasScreening: boolean) {
    await tx
      .update(assessments)
      .set({ hasScreening, updatedAt: now() })
      .where(eq(assessments.id, assessmentId));
  }

  async function get(assessmentId: string): Promise<AssessmentScreeningResponse> {
    const assessment = await getAssessmentRow(db, assessmentId);
    const row = await findScreeningRow(db, assessmentId);
    return { hasScreening: assessment.hasScreening, screening: row ? toScreening(row) : null };
  }

  async function create(
    assessmentId: string,
    input: SaveScreeningInput,
  ): Promise<AssessmentScreeningResponse> {
    return db.transaction(async (tx) => {
      await lockAssessmentRow(tx, assessmentId);
      const [row] = await tx
        .insert(assessmentScreenings)
        .values({ assessmentId, ...input, questions: withIds(input.questions) })
        .onConflictDoNothing({ target: assessmentScreenings.assessmentId })
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This profiler already has a screening');
      await setHasScreening(tx, assessmentId, true);
      return { hasScreening: true, screening: toScreening(row) };
    });
  }

  async function replace(
    assessmentId: string,
    input: SaveScreeningInput,
  ): Promise<AssessmentScreeningResponse> {
    return db.transaction(async (tx) => {
      const { hasScreening } = await lockAssessmentRow(tx, assessmentId);
      const [row] = await tx
        .update(assessmentScreenings)
        .set({ ...input, questions: withIds(input.questions), updatedAt: now() })
        .where(eq(assessmentScreenings.assessmentId, assessmentId))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', NO_SCREENING);
      return { hasScreening, screening: toScreening(row) };
    });
  }

  async function remove(assessmentId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockAssessmentRow(tx, assessmentId);
      const deleted = await tx
        .delete(assessmentScreenings)
        .where(eq(assessmentScreenings.assessmentId, assessmentId))
        .returning({ id: assessmentScreenings.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', NO_SCREENING);
      await setHasScreening(tx, assessmentId, false);
    });
  }

  async function toggle(assessmentId: string, hasScreening: boolean): Promise<AssessmentScreeningResponse> {
    return db.transaction(async (tx) => {
      await lockAssessmentRow(tx, assessmentId);
      const row = await findScreeningRow(tx, assessmentId);
      if (hasScreening && !row?.questions.length) {
        throw new AppError('UNPROCESSABLE', SCREENING_NEEDS_QUESTIONS);
      }
      await setHasScreening(tx, assessmentId, hasScreening);
      return { hasScreening, screening: row ? toScreening(row) : null };
    });
  }

  return { get, create, replace, remove, toggle };
}
