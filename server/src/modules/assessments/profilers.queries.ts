import type {
  Assessment,
  AssessmentDetail,
  AssessmentListQuerySchema,
  AssessmentListResponse,
} from '@pathwise/contract';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { readTogether } from '../../db/reads.ts';
import {
  assessmentGroups,
  assessments,
  categories,
  categoryResultConfigs,
  questions,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { ASSESSMENT_NOT_FOUND, toAssessment, toCategory, toQuestion } from './assessment-mappers.ts';
import { containing, qualified } from './sql-fragments.ts';

/** Reads of profilers in their API shapes: counts and aggregates are computed by PostgreSQL. */

type ListQuery = z.output<typeof AssessmentListQuerySchema>;

/** Counts of one profiler's parts; correlated, so they run only for the rows returned. */
const categoryCount = sql<number>`(select count(*)::int from ${categories} where ${qualified(categories.assessmentId)} = ${qualified(assessments.id)})`;
const questionCount = sql<number>`(select count(*)::int from ${questions} where ${qualified(questions.assessmentId)} = ${qualified(assessments.id)})`;

/** Columns of a profiler with its grouping category and part counts. */
const assessmentSelection = {
  row: assessments,
  group: { id: assessmentGroups.id, title: assessmentGroups.title },
  categoryCount,
  questionCount,
};

type SelectedAssessment = {
  row: typeof assessments.$inferSelect;
  group: { id: string; title: string } | null;
  categoryCount: number;
  questionCount: number;
};
const toListedAssessment = ({ row, group, ...counts }: SelectedAssessment): Assessment =>
  toAssessment(row, { group, ...counts });

function listFilter(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(assessments.title, pattern),
        ilike(assessments.description, pattern),
        ilike(assessments.assessmentDescription, pattern),
      ),
    );
  }
  if (query.status !== 'all') conditions.push(eq(assessments.isActive, query.status === 'active'));
  if (query.price !== 'all') conditions.push(eq(assessments.isFree, query.price === 'free'));
  if (query.categoryId === 'none') conditions.push(isNull(assessments.groupId));
  else if (query.categoryId !== 'all') conditions.push(eq(assessments.groupId, query.categoryId));
  return and(...conditions);
}

const newestFirst = [desc(assessments.createdAt), desc(assessments.id)];

export async function listAssessments(db: DbOrTx, query: ListQuery): Promise<AssessmentListResponse> {
  const filter = listFilter(query);
  const offset = (query.page - 1) * query.limit;
  // The page's ids first (index order, filter, limit), then their columns and counts: the
  // correlated counts are evaluated for these rows only, whatever the page number.
  const page = db
    .select({ id: assessments.id })
    .from(assessments)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(offset)
    .as('page');
  const [rows, [figures]] = await Promise.all([
    db
      .select(assessmentSelection)
      .from(page)
      .innerJoin(assessments, eq(assessments.id, page.id))
      .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
      .orderBy(...newestFirst),
    // One pass for the header figures (over every profiler) and the filtered total.
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${assessments.isActive}))::int`,
        onSale: sql<number>`(count(*) filter (where ${assessments.selectedCouponId} is not null))::int`,
        matching: filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`,
      })
      .from(assessments),
  ]);
  const { total, active, onSale, matching } = figures ?? { total: 0, active: 0, onSale: 0, matching: 0 };
  return {
    assessments: rows.map(toListedAssessment),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: matching,
      hasMore: offset + rows.length < matching,
    },
    counts: { total, active, onSale },
  };
}

/** One profiler in its API shape, or a 404. */
export async function loadAssessment(db: DbOrTx, id: string): Promise<Assessment> {
  const [selected] = await db
    .select(assessmentSelection)
    .from(assessments)
    .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
    .where(eq(assessments.id, id));
  if (!selected) throw new AppError('NOT_FOUND', ASSESSMENT_NOT_FOUND);
  return toListedAssessment(selected);
}

/** The questions-screen payload in three reads: the profiler, its categories, its questions. */
export async function loadAssessmentDetail(db: DbOrTx, id: string): Promise<AssessmentDetail> {
  const [[selected], categoryRows, questionRows] = await readTogether(db, [
    () =>
      db
        .select({ row: assessments, group: { id: assessmentGroups.id, title: assessmentGroups.title } })
        .from(assessments)
        .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
        .where(eq(assessments.id, id)),
    () =>
      db
        .select({
          row: categories,
          resultConfigCount: sql<number>`(select count(*)::int from ${categoryResultConfigs} where ${qualified(categoryResultConfigs.categoryId)} = ${qualified(categories.id)})`,
        })
        .from(categories)
        .where(eq(categories.assessmentId, id))
        .orderBy(asc(categories.order), asc(categories.createdAt), asc(categories.id)),
    () =>
      db
        .select()
        .from(questions)
        .where(eq(questions.assessmentId, id))
        .orderBy(asc(questions.order), asc(questions.createdAt), asc(questions.id)),
  ]);
  if (!selected) throw new AppError('NOT_FOUND', ASSESSMENT_NOT_FOUND);

  const questionsByCategory = new Map<string, ReturnType<typeof toQuestion>[]>();
  for (const question of questionRows) {
    const list = questionsByCategory.get(question.categoryId) ?? [];
    list.push(toQuestion(question));
    questionsByCategory.set(question.categoryId, list);
  }
  const detailCategories = categoryRows.map(({ row, resultConfigCount }) => {
    const categoryQuestions = questionsByCategory.get(row.id) ?? [];
    return {
      ...toCategory(row, { questionCount: categoryQuestions.length, resultConfigCount }),
      questions: categoryQuestions,
    };
  });
  return {
    ...toAssessment(selected.row, {
      group: selected.group,
      categoryCount: categoryRows.length,
      questionCount: questionRows.length,
    }),
    categories: detailCategories,
  };
}
