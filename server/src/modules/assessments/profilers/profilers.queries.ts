import type {
  Assessment,
  AssessmentDetail,
  AssessmentListQuerySchema,
  AssessmentListResponse,
} from '@pathwise/contract';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import {
  assessmentGroups,
  assessments,
  categories,
  categoryResultConfigs,
  questions,
} from '../../../db/schema/index.ts';
import { containing, qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import { ASSESSMENT_NOT_FOUND, toAssessment, toCategory, toQuestion } from '../shared.ts';

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

/** What decides the list query's SQL text; the values go in as parameters. */
type ListShape = {
  search: boolean;
  status: ListQuery['status'];
  price: ListQuery['price'];
  group: 'all' | 'none' | 'one';
};

const listShape = (query: ListQuery): ListShape => ({
  search: Boolean(query.search),
  status: query.status,
  price: query.price,
  group: query.categoryId === 'all' || query.categoryId === 'none' ? query.categoryId : 'one',
});

const listValues = (query: ListQuery) => ({
  pattern: query.search ? containing(query.search) : '',
  active: query.status === 'active',
  free: query.price === 'free',
  groupId: query.categoryId,
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/** The profiler table's filtered columns, or an alias's: the figures read every profiler under their own name. */
type ProfilerColumns = Record<
  'title' | 'description' | 'assessmentDescription' | 'isActive' | 'isFree' | 'groupId' | 'selectedCouponId',
  AnyPgColumn
>;

function listFilter(shape: ListShape, t: ProfilerColumns = assessments): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(ilike(t.title, pattern), ilike(t.description, pattern), ilike(t.assessmentDescription, pattern)),
    );
  }
  if (shape.status !== 'all') conditions.push(eq(t.isActive, sql.placeholder('active')));
  if (shape.price !== 'all') conditions.push(eq(t.isFree, sql.placeholder('free')));
  if (shape.group === 'none') conditions.push(isNull(t.groupId));
  else if (shape.group === 'one') conditions.push(eq(t.groupId, sql.placeholder('groupId')));
  return and(...conditions);
}

const newestFirst = [desc(assessments.createdAt), desc(assessments.id)];

/**
 * The header figures (over every profiler) and the filtered total in one pass over the table, as
 * [total, active, onSale, matching].
 */
function figuresOf(filter: SQL | undefined, t: ProfilerColumns): SQL<Figures> {
  return sql<Figures>`array[
    count(*),
    count(*) filter (where ${t.isActive}),
    count(*) filter (where ${t.selectedCouponId} is not null),
    ${filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`}
  ]::int[]`;
}
type Figures = [total: number, active: number, onSale: number, matching: number];

const every = alias(assessments, 'every');

/**
 * The page and the figures in one statement (one round trip). The page's ids first (index order,
 * filter, limit) with the filtered total as a window count (the filter is evaluated once), then
 * their columns and counts: the correlated counts are evaluated for these rows only, whatever the
 * page number. The header figures are an uncorrelated subquery (evaluated once, whatever plan is
 * chosen). A page past the end has no rows to carry the figures: they are then read on their own.
 */
function listQueries(db: DbOrTx, shape: ListShape) {
  const filter = listFilter(shape);
  const page = db
    .select({
      id: assessments.id,
      // Unfiltered, the total is the header's: the index scan then stops at the page's end.
      matching: (filter ? sql<number>`(count(*) over ())::int` : sql<number | null>`null::int`).as(
        'matching',
      ),
    })
    .from(assessments)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const rows = db
    .select({
      ...assessmentSelection,
      figures: sql<Figures>`(${db.select({ figures: figuresOf(undefined, every) }).from(every)})`,
      matching: page.matching,
    })
    .from(page)
    .innerJoin(assessments, eq(assessments.id, page.id))
    .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
    .orderBy(...newestFirst);
  const figures = db.select({ figures: figuresOf(filter, assessments) }).from(assessments);
  return { rows, figures };
}

type ListQueries = ReturnType<typeof listQueries>;
type PreparedList = {
  rows: ReturnType<ListQueries['rows']['prepare']>;
  figures: ReturnType<ListQueries['figures']['prepare']>;
};

/**
 * Outside a transaction the list runs as statements prepared once per filter shape (at most 54):
 * the SQL is built once, and PostgreSQL parses and plans it once per connection.
 */
const preparedLists = new WeakMap<DbOrTx, Map<string, PreparedList>>();

function listStatements(db: DbOrTx, shape: ListShape): PreparedList | ListQueries {
  if (db instanceof PgTransaction) return listQueries(db, shape);
  const key = `${shape.search ? 'search' : 'any'}_${shape.status}_${shape.price}_${shape.group}`;
  let byShape = preparedLists.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedLists.set(db, byShape);
  }
  let prepared = byShape.get(key);
  if (!prepared) {
    const queries = listQueries(db, shape);
    prepared = {
      rows: queries.rows.prepare(`assessments_list_${key}`),
      figures: queries.figures.prepare(`assessments_list_figures_${key}`),
    };
    byShape.set(key, prepared);
  }
  return prepared;
}

export async function listAssessments(db: DbOrTx, query: ListQuery): Promise<AssessmentListResponse> {
  const statements = listStatements(db, listShape(query));
  const values = listValues(query);
  const rows = await statements.rows.execute(values);
  const first = rows[0];
  const [total, active, onSale, matching] = first
    ? ([...first.figures.slice(0, 3), first.matching ?? first.figures[0]] as Figures)
    : (await statements.figures.execute(values))[0]!.figures;
  return {
    assessments: rows.map(({ figures: _, matching: __, ...selected }) => toListedAssessment(selected)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: matching,
      hasMore: values.offset + rows.length < matching,
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

/**
 * The questions screen's two reads: the profiler with its categories (one row per category, or
 * one row with no category), and its questions.
 */
function detailQueries(db: DbOrTx) {
  const id = sql.placeholder('id');
  return {
    head: db
      .select({
        row: assessments,
        group: { id: assessmentGroups.id, title: assessmentGroups.title },
        category: categories,
        resultConfigCount: sql<number>`(select count(*)::int from ${categoryResultConfigs} where ${qualified(categoryResultConfigs.categoryId)} = ${qualified(categories.id)})`,
      })
      .from(assessments)
      .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
      .leftJoin(categories, eq(categories.assessmentId, assessments.id))
      .where(eq(assessments.id, id))
      .orderBy(asc(categories.order), asc(categories.createdAt), asc(categories.id)),
    questions: db
      .select()
      .from(questions)
      .where(eq(questions.assessmentId, id))
      .orderBy(asc(questions.order), asc(questions.createdAt), asc(questions.id)),
  };
}

type DetailQueries = ReturnType<typeof detailQueries>;
type PreparedDetail = {
  head: ReturnType<DetailQueries['head']['prepare']>;
  questions: ReturnType<DetailQueries['questions']['prepare']>;
};

/** Outside a transaction the detail reads are statements prepared once (see preparedLists). */
const preparedDetails = new WeakMap<DbOrTx, PreparedDetail>();

function detailStatements(db: DbOrTx): PreparedDetail | DetailQueries {
  if (db instanceof PgTransaction) return detailQueries(db);
  let prepared = preparedDetails.get(db);
  if (!prepared) {
    const queries = detailQueries(db);
    prepared = {
      head: queries.head.prepare('assessment_detail_head'),
      questions: queries.questions.prepare('assessment_detail_questions'),
    };
    preparedDetails.set(db, prepared);
  }
  return prepared;
}

/** The questions-screen payload in two reads (at once on the pool, in turn inside a transaction). */
export async function loadAssessmentDetail(db: DbOrTx, id: string): Promise<AssessmentDetail> {
  const statements = detailStatements(db);
  const [headRows, questionRows] = await readTogether(db, [
    () => statements.head.execute({ id }),
    () => statements.questions.execute({ id }),
  ]);
  const selected = headRows[0];
  const categoryRows = headRows.flatMap(({ category, resultConfigCount }) =>
    category ? [{ row: category, resultConfigCount }] : [],
  );
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
