import { randomUUID } from 'node:crypto';
import { DUPLICATE_SUFFIX } from '@pathwise/contract';
import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import {
  aiPrompts,
  assessmentScreenings,
  assessments,
  categories,
  categoryResultConfigs,
  categoryTraitConfigs,
  coupons,
  questions,
} from '../../../db/schema/index.ts';
import { getAssessmentRow } from '../shared.ts';

/**
 * A deep copy of a profiler inside the caller's transaction: categories (order, screening
 * restrictions), questions, result and trait configurations, its screening and its AI prompts
 * (versions and active flag kept). The copy starts inactive (spec §4); every other setting, its
 * grouping category included, is copied as it is. The sale coupon is kept only when it applies to
 * every profiler: a coupon listing particular profilers cannot list the new copy, so keeping it
 * would show the copy ON SALE with a coupon no one can use.
 */

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters for the widest table here. */
const INSERT_CHUNK_ROWS = 500;

async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
  }
}

export type DuplicateNames = { newTitle?: string; newDescription?: string };

/** Copies the profiler `sourceId`; returns the new profiler's id. */
export async function duplicateProfiler(
  tx: Tx,
  sourceId: string,
  names: DuplicateNames,
  at: Date,
): Promise<string> {
  const source = await getAssessmentRow(tx, sourceId);
  const { id: _id, seedKey: _seedKey, ...settings } = source;
  const [coupon] = source.selectedCouponId
    ? await tx
        .select({ applicable: coupons.applicableAssessmentIds })
        .from(coupons)
        .where(eq(coupons.id, source.selectedCouponId))
    : [];
  const keepsCoupon = coupon !== undefined && coupon.applicable.length === 0;
  const [copy] = await tx
    .insert(assessments)
    .values({
      ...settings,
      title: names.newTitle ?? `${source.title}${DUPLICATE_SUFFIX}`,
      description: names.newDescription ?? source.description,
      selectedCouponId: keepsCoupon ? source.selectedCouponId : null,
      isActive: false,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: assessments.id });
  const copyId = copy!.id;

  const [sourceCategories, sourceQuestions, screenings, prompts] = await readTogether(tx, [
    () => tx.select().from(categories).where(eq(categories.assessmentId, sourceId)),
    () => tx.select().from(questions).where(eq(questions.assessmentId, sourceId)),
    () => tx.select().from(assessmentScreenings).where(eq(assessmentScreenings.assessmentId, sourceId)),
    () => tx.select().from(aiPrompts).where(eq(aiPrompts.assessmentId, sourceId)),
  ]);

  // New ids are chosen here so children can point at their copied parents in multi-row inserts.
  const categoryIds = new Map(sourceCategories.map((category) => [category.id, randomUUID()]));
  const newCategoryId = (oldId: string) => categoryIds.get(oldId)!;
  const oldCategoryIds = [...categoryIds.keys()];
  const [resultConfigs, traitConfigs] =
    oldCategoryIds.length === 0
      ? [[], []]
      : await readTogether(tx, [
          () =>
            tx
              .select()
              .from(categoryResultConfigs)
              .where(inArray(categoryResultConfigs.categoryId, oldCategoryIds)),
          () =>
            tx
              .select()
              .from(categoryTraitConfigs)
              .where(inArray(categoryTraitConfigs.categoryId, oldCategoryIds)),
        ]);

  // Children keep their original timestamps: lists sort by order, then createdAt, so the copy
  // shows its parts in exactly the original's sequence.
  await insertInChunks(
    tx,
    categories,
    sourceCategories.map((category) => ({
      ...category,
      id: newCategoryId(category.id),
      assessmentId: copyId,
    })),
  );
  await insertInChunks(
    tx,
    questions,
    sourceQuestions.map(({ id: _questionId, ...question }) => ({
      ...question,
      categoryId: newCategoryId(question.categoryId),
      assessmentId: copyId,
    })),
  );
  await insertInChunks(
    tx,
    categoryResultConfigs,
    resultConfigs.map(({ id: _configId, ...config }) => ({
      ...config,
      categoryId: newCategoryId(config.categoryId),
    })),
  );
  await insertInChunks(
    tx,
    categoryTraitConfigs,
    traitConfigs.map(({ id: _configId, ...config }) => ({
      ...config,
      categoryId: newCategoryId(config.categoryId),
    })),
  );
  await insertInChunks(
    tx,
    assessmentScreenings,
    screenings.map(({ id: _screeningId, ...screening }) => ({ ...screening, assessmentId: copyId })),
  );
  await insertInChunks(
    tx,
    aiPrompts,
    prompts.map(({ id: _promptId, ...prompt }) => ({ ...prompt, assessmentId: copyId })),
  );
  return copyId;
}
