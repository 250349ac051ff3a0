import type { Category, CreateCategoryBodySchema, UpdateCategoryBodySchema } from '@pathwise/contract';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, categoryResultConfigs, questions } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getAssessmentRow, toCategory } from '../shared.ts';

export type CreateCategoryInput = z.output<typeof CreateCategoryBodySchema>;
export type UpdateCategoryInput = z.output<typeof UpdateCategoryBodySchema>;
type CategoryRow = typeof categories.$inferSelect;

export const CATEGORY_NOT_FOUND = 'Category not found';

/** The category row or a 404; pass `tx` inside a transaction. */
export async function getCategoryRow(db: DbOrTx, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  return row;
}

// Correlated counts served by the (category_id, …) indexes of both tables.
const withCounts = {
  ...getTableColumns(categories),
  questionCount:
    sql<number>`(select count(*) from ${questions} where ${questions.categoryId} = ${qualified(categories.id)})`.mapWith(
      Number,
    ),
  resultConfigCount:
    sql<number>`(select count(*) from ${categoryResultConfigs} where ${categoryResultConfigs.categoryId} = ${qualified(categories.id)})`.mapWith(
      Number,
    ),
};

const toCategoryWithCounts = ({
  questionCount,
  resultConfigCount,
  ...row
}: CategoryRow & { questionCount: number; resultConfigCount: number }): Category =>
  toCategory(row, { questionCount, resultConfigCount });

/** Sections inside a profiler. Deleting one takes its questions and configurations with it (FK cascade). */
export function createCategoriesService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function listByAssessment(assessmentId: string): Promise<Category[]> {
    await getAssessmentRow(db, assessmentId);
    const rows = await db
      .select(withCounts)
      .from(categories)
      .where(eq(categories.assessmentId, assessmentId))
      .orderBy(asc(categories.order), asc(categories.createdAt), asc(categories.id));
    return rows.map(toCategoryWithCounts);
  }

  async function create(input: CreateCategoryInput): Promise<Category> {
    await getAssessmentRow(db, input.assessmentId);
    // Appended by default: the order is the current count (spec §9), computed in the same statement.
    const order =
      input.order ??
      sql`(select count(*) from ${categories} where ${categories.assessmentId} = ${input.assessmentId})`;
    const [row] = await db
      .insert(categories)
      .values({
        assessmentId: input.assessmentId,
        title: input.title,
        description: input.description,
        order,
        showForScreeningAnswers: input.showForScreeningAnswers,
      })
      .returning();
    return toCategory(row!, { questionCount: 0, resultConfigCount: 0 });
  }

  /** One statement, so the web's reorder (one PUT with `order` per category) stays cheap. */
  async function update(id: string, patch: UpdateCategoryInput): Promise<Category> {
    const [row] = await db
      .update(categories)
      .set({ ...patch, updatedAt: now() })
      .where(eq(categories.id, id))
      .returning(withCounts);
    if (!row) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    return toCategoryWithCounts(row);
  }

  async function remove(id: string): Promise<void> {
    const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  }

  return { listByAssessment, create, update, remove };
}
