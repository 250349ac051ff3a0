import {
  type Assessment,
  type Category,
  fromMinorUnits,
  parseStoredOptions,
  type Question,
  type ResultConfig,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type assessmentGroups,
  assessments,
  type categories,
  type categoryResultConfigs,
  type questions,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Row → API shapes for the assessments domain, shared by its services so every route answers alike. */

type AssessmentRow = typeof assessments.$inferSelect;
type GroupRow = Pick<typeof assessmentGroups.$inferSelect, 'id' | 'title'>;

export function toAssessment(
  row: AssessmentRow,
  extra: { group: GroupRow | null; categoryCount: number; questionCount: number },
): Assessment {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    assessmentDescription: row.assessmentDescription,
    isActive: row.isActive,
    isFree: row.isFree,
    price: row.isFree || row.priceMinor === null ? null : fromMinorUnits(row.priceMinor, row.currency),
    previousPrice:
      row.isFree && row.previousPriceMinor !== null
        ? fromMinorUnits(row.previousPriceMinor, row.currency)
        : null,
    currency: row.currency,
    selectedCouponId: row.selectedCouponId,
    categoryId: row.groupId,
    category: extra.group ? { id: extra.group.id, title: extra.group.title } : null,
    targetEducationLevels: row.targetEducationLevels,
    targetExperienceLevels: row.targetExperienceLevels,
    targetSkills: row.targetSkills,
    targetInterests: row.targetInterests,
    minAge: row.minAge,
    maxAge: row.maxAge,
    priority: row.priority,
    hasScreening: row.hasScreening,
    categoryCount: extra.categoryCount,
    questionCount: extra.questionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCategory(
  row: typeof categories.$inferSelect,
  counts: { questionCount: number; resultConfigCount: number },
): Category {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    order: row.order,
    assessmentId: row.assessmentId,
    showForScreeningAnswers: row.showForScreeningAnswers,
    questionCount: counts.questionCount,
    resultConfigCount: counts.resultConfigCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toQuestion(row: typeof questions.$inferSelect): Question {
  return {
    id: row.id,
    text: row.text,
    type: row.type,
    // Stored options are written normalised; a row edited by hand that no longer parses shows none.
    options: parseStoredOptions(row.options) ?? [],
    explanation: row.explanation,
    example: row.example,
    order: row.order,
    categoryId: row.categoryId,
    assessmentId: row.assessmentId,
    traitType: row.traitType,
    isReverseScored: row.isReverseScored,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toResultConfig(row: typeof categoryResultConfigs.$inferSelect): ResultConfig {
  return {
    id: row.id,
    categoryId: row.categoryId,
    optionValue: row.optionValue,
    resultLabel: row.resultLabel,
    resultDescription: row.resultDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const ASSESSMENT_NOT_FOUND = 'Profiler not found';

/** The profiler row or a 404; pass `tx` inside a transaction. */
export async function getAssessmentRow(db: DbOrTx, id: string): Promise<AssessmentRow> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', ASSESSMENT_NOT_FOUND);
  return row;
}

/** Like getAssessmentRow, and locks the row until the transaction ends: changes that must not
 * interleave per profiler (prompt versions and the active one, screening switch) take it first. */
export async function lockAssessmentRow(tx: Tx, id: string): Promise<AssessmentRow> {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', ASSESSMENT_NOT_FOUND);
  return row;
}
