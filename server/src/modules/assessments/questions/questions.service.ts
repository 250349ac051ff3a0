import {
  type CreateQuestionBodySchema,
  normalizeOptions,
  optionRuleViolation,
  type Question,
  type QuestionListQuerySchema,
  type QuestionOption,
  type QuestionOptionInput,
  type QuestionType,
  type UpdateQuestionBodySchema,
} from '@pathwise/contract';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { categories, questions } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { CATEGORY_NOT_FOUND, getCategoryRow } from '../categories/categories.service.ts';
import { getAssessmentRow, toQuestion } from '../shared.ts';

export type QuestionListQuery = z.output<typeof QuestionListQuerySchema>;
export type CreateQuestionInput = z.output<typeof CreateQuestionBodySchema>;
export type UpdateQuestionInput = z.output<typeof UpdateQuestionBodySchema>;
type QuestionRow = typeof questions.$inferSelect;

const QUESTION_NOT_FOUND = 'Question not found';
const REVERSE_SCORING_RATING_ONLY = 'Only rating questions can be reverse-scored';
const MOVE_WITHIN_PROFILER_ONLY = 'A question can only move to a category of the same profiler';

/** Normalised options that suit the type, or a 400 naming the broken rule. */
function checkedOptions(type: QuestionType, input: readonly QuestionOptionInput[]): QuestionOption[] {
  const options = normalizeOptions(input);
  const violation = optionRuleViolation(type, options);
  if (violation) {
    throw new AppError('VALIDATION_FAILED', violation, {
      details: [{ path: 'options', message: violation }],
    });
  }
  return options;
}

function checkReverseScoring(type: QuestionType, isReverseScored: boolean) {
  if (isReverseScored && type !== 'RATING') throw new AppError('UNPROCESSABLE', REVERSE_SCORING_RATING_ONLY);
}

/** Appends: a new question's order is the current count of its category (spec §9), in the same statement. */
const countIn = (categoryId: string) =>
  sql<number>`(select count(*) from ${questions} where ${questions.categoryId} = ${categoryId})`;

/**
 * The changes a partial update makes to a question's type-dependent fields. Changing the type away
 * from what the options were written for clears them unless new ones are sent (a rating may send
 * its five anchor labels); the result must satisfy the option rules of the resulting type.
 */
function typeDependentChanges(row: QuestionRow, patch: UpdateQuestionInput) {
  const type = patch.type ?? row.type;
  const typeChanged = type !== row.type;
  const changes: Partial<Pick<QuestionRow, 'type' | 'options' | 'isReverseScored'>> = { type };
  if (patch.options !== undefined) changes.options = checkedOptions(type, patch.options);
  else if (typeChanged) changes.options = checkedOptions(type, []);
  const isReverseScored = patch.isReverseScored ?? (type === 'RATING' && row.isReverseScored);
  checkReverseScoring(type, isReverseScored);
  changes.isReverseScored = isReverseScored;
  return changes;
}

/** Questions of a profiler's categories, with their option rules per type. */
export function createQuestionsService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function list(query: QuestionListQuery): Promise<Question[]> {
    await getAssessmentRow(db, query.assessmentId);
    const filters: SQL[] = [eq(questions.assessmentId, query.assessmentId)];
    if (query.categoryId) {
      const category = await getCategoryRow(db, query.categoryId);
      if (category.assessmentId !== query.assessmentId) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      filters.push(eq(questions.categoryId, query.categoryId));
    }
    const rows = await db
      .select(getTableColumns(questions))
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(...filters))
      .orderBy(
        asc(categories.order),
        asc(categories.createdAt),
        asc(categories.id),
        asc(questions.order),
        asc(questions.createdAt),
        asc(questions.id),
      );
    return rows.map(toQuestion);
  }

  async function get(id: string): Promise<Question> {
    const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    return toQuestion(row);
  }

  async function create(input: CreateQuestionInput): Promise<Question> {
    const category = await getCategoryRow(db, input.categoryId);
    const options = checkedOptions(input.type, input.options ?? []);
    const isReverseScored = input.isReverseScored ?? false;
    checkReverseScoring(input.type, isReverseScored);
    const [row] = await db
      .insert(questions)
      .values({
        categoryId: category.id,
        assessmentId: category.assessmentId,
        text: input.text,
        type: input.type,
        options,
        explanation: input.explanation,
        example: input.example,
        order: input.order ?? countIn(category.id),
        traitType: input.traitType,
        isReverseScored,
      })
      .returning();
    return toQuestion(row!);
  }

  async function update(id: string, patch: UpdateQuestionInput): Promise<Question> {
    const { type, options, isReverseScored, categoryId, ...plainFields } = patch;
    const needsCurrentRow =
      type !== undefined ||
      options !== undefined ||
      isReverseScored !== undefined ||
      categoryId !== undefined;
    // Text, explanation, example, trait and order changes need nothing but the update itself: reordering
    // (one PUT per question) stays a single statement.
    if (!needsCurrentRow) {
      const [row] = await db
        .update(questions)
        .set({ ...plainFields, updatedAt: now() })
        .where(eq(questions.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
      return toQuestion(row);
    }
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
      const changes: Partial<Omit<typeof questions.$inferInsert, 'order'>> & { order?: number | SQL } = {
        ...plainFields,
        ...typeDependentChanges(row, patch),
        updatedAt: now(),
      };
      if (categoryId !== undefined && categoryId !== row.categoryId) {
        const target = await getCategoryRow(tx, categoryId);
        if (target.assessmentId !== row.assessmentId)
          throw new AppError('UNPROCESSABLE', MOVE_WITHIN_PROFILER_ONLY);
        changes.categoryId = target.id;
        changes.order = plainFields.order ?? countIn(target.id);
      }
      const [updated] = await tx.update(questions).set(changes).where(eq(questions.id, id)).returning();
      return toQuestion(updated!);
    });
  }

  async function remove(id: string): Promise<void> {
    const deleted = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  }

  return { list, get, create, update, remove };
}
