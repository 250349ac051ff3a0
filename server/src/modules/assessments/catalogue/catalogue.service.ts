import type { CatalogueListQuerySchema } from '@pathwise/contract';
import {
  type CatalogueDetail,
  type CatalogueProfiler,
  type CatalogueProgress,
  couponDiscountLabel,
  discountedPriceMinor,
  estimateMinutes,
  fromMinorUnits,
  isCouponUsable,
  type MatchProfile,
  type QuestionTypeCounts,
  targetingMatch,
} from '@pathwise/contract';
import { and, asc, desc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import {
  assessmentGroups,
  assessmentOffers,
  assessments,
  categories,
  coupons,
  questions,
  ratings,
  studentProfiles,
  testAnswers,
  testAttempts,
} from '../../../db/schema/index.ts';
import { containing, qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { ownsProfilerSql } from '../../payments/payments.access.ts';
import {
  isCategoryVisible,
  loadProfilerContent,
  type ScreeningValues,
} from '../profilers/profilers.content.ts';
import { matchScore } from './catalogue.match-score.ts';

/**
 * The catalogue people browse (spec §7 Assessments (user)): active profilers with at least one
 * question for the person, each with the person's state (decision 015). Prices show the
 * attached sale coupon when it is usable now. Recommendations rank profilers by how well their
 * targeting fits the person's profile screening (contract `targetingMatch`), then by priority.
 */

type ListQuery = z.output<typeof CatalogueListQuerySchema>;
export const RECOMMENDED_LIMIT = 6;
const NOT_FOUND = 'Profiler not found';

/** The person a list is read for: whose attempts and ownership the cards show, whose screening decides what they see. */
type Viewer = { userId: string; screening: ScreeningValues | null };

/** The screening answers that can unlock a restricted category. */
const screeningValues = (screening: ScreeningValues | null) =>
  [screening?.educationLevel, screening?.experienceLevel].filter((v): v is string => !!v);

/**
 * SQL twin of `isCategoryVisible` (profilers.content.ts) for the category row in scope: no restriction,
 * or the person's education or experience listed. Taking's progress (taking.progress.ts) applies the same rule.
 */
function categoryVisibleTo(screening: ScreeningValues | null): SQL {
  const values = screeningValues(screening);
  const show = qualified(categories.showForScreeningAnswers);
  return values.length === 0
    ? sql`cardinality(${show}) = 0`
    : sql`(cardinality(${show}) = 0 or ${show} && ${sql.param(values)}::text[])`;
}

/**
 * Questions of the outer profiler that this person sees (rows of `questions`). The categories are
 * tied to the profiler too (a question's category is always of the question's profiler), though it
 * adds no condition: PostgreSQL guesses that few categories pass the visibility test (a function of
 * an array, it has no statistics for it) and would otherwise start from those "few" categories of the
 * whole catalogue — every category, each probed for the profiler's questions: 7 ms a card at 400
 * profilers against 0.05 ms from the profiler's own categories (bench/README.md, "Growth bench").
 */
function visibleQuestions(screening: ScreeningValues | null): SQL {
  return sql`from ${questions} join ${categories} on ${qualified(categories.id)} = ${qualified(questions.categoryId)}
    where ${qualified(questions.assessmentId)} = ${qualified(assessments.id)}
      and ${qualified(categories.assessmentId)} = ${qualified(assessments.id)} and ${categoryVisibleTo(screening)}`;
}

/**
 * Offered to this person: active with at least one question they would be asked (decision 015). An
 * empty profiler would open an attempt that can never be answered. Read from `assessment_offers`,
 * which triggers keep in step with categories and questions: PostgreSQL hashes the few offer rows
 * once and checks each profiler against them, where probing each profiler's categories and questions
 * grew with the catalogue (130 ms a page at 4,000 profilers; bench/README.md, "Growth bench").
 */
function offeredTo(viewer: Viewer): SQL {
  return and(
    eq(assessments.isActive, true),
    sql`${qualified(assessments.id)} in (select ${qualified(assessmentOffers.assessmentId)} from ${assessmentOffers} where ${unlockedFor(viewer.screening)})`,
  )!;
}

/** The `assessment_offers` row in scope offers a question this person would be asked. */
function unlockedFor(screening: ScreeningValues | null): SQL {
  const values = screeningValues(screening);
  return values.length === 0
    ? sql`${qualified(assessmentOffers.toAll)}`
    : sql`(${qualified(assessmentOffers.toAll)} or ${qualified(assessmentOffers.forScreening)} && ${sql.param(values)}::text[])`;
}

/** The person's attempts on the outer profiler. */
const ownAttempts = (userId: string) =>
  sql`${qualified(testAttempts.userId)} = ${userId} and ${qualified(testAttempts.assessmentId)} = ${qualified(assessments.id)}`;

/**
 * The outer profiler is one this person has completed. Written as IN over their completed attempts,
 * not a correlated EXISTS: PostgreSQL reads that list once into a hash and probes it per profiler,
 * where EXISTS probed two indexes per profiler (24,000 buffer reads, half of the 57 ms the total of
 * a 4,000-profiler catalogue took; growth bench).
 */
function hasCompleted(userId: string): SQL {
  return sql`${qualified(assessments.id)} in (select ${qualified(testAttempts.assessmentId)} from ${testAttempts}
    where ${qualified(testAttempts.userId)} = ${userId} and ${qualified(testAttempts.isCompleted)})`;
}

/**
 * Every card's figures and the person's state with it, as columns of the one list statement
 * (correlated subqueries keyed by the profiler and the caller: no request per card).
 */
function selection(viewer: Viewer) {
  const { userId, screening } = viewer;
  const openAttempt = sql`${ownAttempts(userId)} and ${qualified(testAttempts.status)} = 'in_progress'`;
  return {
    row: assessments,
    group: { id: assessmentGroups.id, title: assessmentGroups.title },
    coupon: coupons,
    categoryCount: sql<number>`(select count(*)::int from ${categories} where ${qualified(categories.assessmentId)} = ${qualified(assessments.id)} and ${categoryVisibleTo(screening)})`,
    // The questions this person sees, counted by type in one pass: the time estimate's input.
    typeCounts: sql<QuestionTypeCounts>`(select json_build_object(
        'MULTIPLE_CHOICE', count(*) filter (where ${qualified(questions.type)} = 'MULTIPLE_CHOICE'),
        'RATING', count(*) filter (where ${qualified(questions.type)} = 'RATING'),
        'YES_NO', count(*) filter (where ${qualified(questions.type)} = 'YES_NO'),
        'TEXT', count(*) filter (where ${qualified(questions.type)} = 'TEXT')
      ) ${visibleQuestions(screening)})`,
    // Averages in SQL, rounded half up like the ratings module's statistics.
    ratingAverage: sql<
      string | null
    >`(select round(avg(${qualified(ratings.stars)})::numeric, 1) from ${ratings} where ${qualified(ratings.assessmentId)} = ${qualified(assessments.id)})`,
    ratingCount: sql<number>`(select count(*)::int from ${ratings} where ${qualified(ratings.assessmentId)} = ${qualified(assessments.id)})`,
    openAttemptId: sql<
      string | null
    >`(select ${qualified(testAttempts.id)} from ${testAttempts} where ${openAttempt} limit 1)`,
    // Answers of the open attempt to questions this person sees: the n of "Continue (n of m)", as taking counts it.
    openAnswered: sql<number>`(select count(*)::int from ${testAnswers}
      join ${testAttempts} on ${qualified(testAttempts.id)} = ${qualified(testAnswers.attemptId)}
      join ${categories} on ${qualified(categories.id)} = ${qualified(testAnswers.categoryId)}
      where ${openAttempt} and ${categoryVisibleTo(screening)})`,
    latestCompleted: sql<{
      id: string;
      completedAt: string | null;
    } | null>`(select json_build_object('id', ${qualified(testAttempts.id)}, 'completedAt', ${qualified(testAttempts.completedAt)}) from ${testAttempts}
      where ${ownAttempts(userId)} and ${qualified(testAttempts.isCompleted)}
      order by ${qualified(testAttempts.completedAt)} desc nulls last, ${qualified(testAttempts.id)} desc limit 1)`,
    owned: ownsProfilerSql(userId, qualified(assessments.id)),
  };
}

type Selected = {
  row: typeof assessments.$inferSelect;
  group: { id: string | null; title: string | null } | null;
  coupon: typeof coupons.$inferSelect | null;
  categoryCount: number;
  typeCounts: QuestionTypeCounts;
  ratingAverage: string | null;
  ratingCount: number;
  openAttemptId: string | null;
  openAnswered: number;
  latestCompleted: { id: string; completedAt: string | null } | null;
  owned: boolean;
};

function toProgress(selected: Selected): CatalogueProgress {
  const { openAttemptId, latestCompleted } = selected;
  const state = openAttemptId ? 'in_progress' : latestCompleted ? 'completed' : 'not_started';
  return {
    state,
    openAttemptId,
    answered: openAttemptId ? selected.openAnswered : 0,
    latestCompletedAttemptId: latestCompleted?.id ?? null,
    completedAt: latestCompleted?.completedAt ? new Date(latestCompleted.completedAt).toISOString() : null,
    // Decision 015: retake any time while the person may start it — free, or paid and owned.
    canRetake: selected.row.isFree || selected.owned,
  };
}

function toCatalogueProfiler(selected: Selected, profile: MatchProfile | null, now: Date): CatalogueProfiler {
  const { row, coupon } = selected;
  const price = row.isFree || row.priceMinor === null ? null : fromMinorUnits(row.priceMinor, row.currency);
  let salePrice: number | null = null;
  let saleLabel: string | null = null;
  if (!row.isFree && row.priceMinor !== null && coupon) {
    const usable = isCouponUsable(
      {
        isActive: coupon.isActive,
        status: coupon.status,
        validFrom: coupon.validFrom?.toISOString() ?? null,
        validUntil: coupon.validUntil?.toISOString() ?? null,
        usageLimit: coupon.usageLimit,
        usedCount: coupon.usedCount,
        applicableAssessments: coupon.applicableAssessmentIds,
      },
      row.id,
      now,
    );
    const discounted = usable ? discountedPriceMinor(row.priceMinor, row.currency, coupon) : null;
    if (discounted !== null && discounted < row.priceMinor) {
      salePrice = fromMinorUnits(discounted, row.currency);
      saleLabel = couponDiscountLabel({
        type: coupon.type,
        value: coupon.type === 'FIXED_AMOUNT' ? fromMinorUnits(coupon.value, coupon.currency) : coupon.value,
      });
    }
  }
  const match = profile ? targetingMatch(profile, row) : { score: 0, reasons: [] };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    isFree: row.isFree,
    price,
    currency: row.currency,
    salePrice,
    saleLabel,
    category: selected.group?.id ? { id: selected.group.id, title: selected.group.title ?? '' } : null,
    hasScreening: row.hasScreening,
    categoryCount: selected.categoryCount,
    questionCount: Object.values(selected.typeCounts).reduce((sum, count) => sum + (count ?? 0), 0),
    estimatedMinutes: estimateMinutes(selected.typeCounts),
    priority: row.priority,
    rating: {
      average: selected.ratingAverage === null ? null : Number(selected.ratingAverage),
      count: selected.ratingCount,
    },
    matchScore: match.score,
    matchReasons: match.reasons,
    progress: toProgress(selected),
  };
}

/** The person's profile screening: what targeting matches (null without one) and what they see. */
async function readViewer(db: DbOrTx, userId: string): Promise<Viewer & { profile: MatchProfile | null }> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  if (!row) return { userId, screening: null, profile: null };
  return {
    userId,
    screening: { educationLevel: row.educationLevel, experienceLevel: row.experienceLevel },
    profile: {
      educationLevel: row.educationLevel,
      experienceLevel: row.experienceLevel,
      skills: row.skills,
      interests: row.interests,
      age: row.age,
    },
  };
}

export function createCatalogueService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  const base = (viewer: Viewer) =>
    db
      .select(selection(viewer))
      .from(assessments)
      .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
      .leftJoin(coupons, eq(coupons.id, assessments.selectedCouponId));

  /**
   * The best-fitting profilers this person is offered and has not completed (score, then priority,
   * then title as the list orders them), with how many fit at all (`fitting`, counted before the limit).
   */
  async function rankCandidates(viewer: Viewer, profile: MatchProfile) {
    const scored = db
      .select({
        id: assessments.id,
        title: assessments.title,
        priority: assessments.priority,
        score: matchScore(profile).as('score'),
      })
      .from(assessments)
      .innerJoin(assessmentOffers, eq(assessmentOffers.assessmentId, assessments.id))
      .where(
        and(eq(assessments.isActive, true), unlockedFor(viewer.screening), not(hasCompleted(viewer.userId))),
      );
    // OFFSET 0 keeps the score a column of the subquery: pushed into the outer filter and the window,
    // PostgreSQL would work it out twice per profiler.
    const result = (await db.execute(sql`select id, (count(*) over ())::int as fitting
      from (${scored} offset 0) as scored where score > 0
      order by score desc, priority desc, title, id limit ${RECOMMENDED_LIMIT}`)) as unknown as {
      rows: Array<{ id: string; fitting: number }>;
    };
    return result.rows;
  }

  function selectGroups(viewer: Viewer, filters: SQL[]) {
    const count = sql<number>`(select count(*)::int from ${assessments} where ${qualified(assessments.groupId)} = ${qualified(assessmentGroups.id)} and ${offeredTo(viewer)})`;
    return db
      .select({
        id: assessmentGroups.id,
        title: assessmentGroups.title,
        description: assessmentGroups.description,
        assessmentCount: count,
      })
      .from(assessmentGroups)
      .where(and(eq(assessmentGroups.isActive, true), ...filters))
      .orderBy(asc(assessmentGroups.title));
  }

  return {
    /**
     * GET /assessments — recommendations for this person, then every profiler offered to them (paged),
     * each with their state (decision 015). Recommendations leave out what they completed and are
     * empty when they would list every profiler they have not completed (the list below shows those).
     */
    async list(userId: string, query: ListQuery) {
      const viewer = await readViewer(db, userId);
      const { profile } = viewer;
      const filters: SQL[] = [offeredTo(viewer)];
      if (query.categoryId) filters.push(eq(assessments.groupId, query.categoryId));
      if (query.search) {
        const pattern = containing(query.search);
        filters.push(
          or(
            ilike(assessments.title, pattern),
            ilike(assessments.description, pattern),
            ilike(assessments.assessmentDescription, pattern),
          )!,
        );
      }
      const where = and(...filters);
      const offset = (query.page - 1) * query.limit;
      const recommending = query.page === 1 && !query.search && !query.categoryId;
      const [rows, [total], candidates] = await Promise.all([
        base(viewer)
          .where(where)
          .orderBy(desc(assessments.priority), asc(assessments.title), asc(assessments.id))
          .limit(query.limit)
          .offset(offset),
        db
          .select({
            value: sql<number>`count(*)::int`,
            notCompleted: sql<number>`(count(*) filter (where not ${hasCompleted(userId)}))::int`,
          })
          .from(assessments)
          .where(where),
        // Ranked on their targeting alone; the cards' figures are read below for the picks only.
        recommending && profile ? rankCandidates(viewer, profile) : Promise.resolve([]),
      ]);
      const at = now();
      // Picks that are every profiler still to take narrow nothing down: the full list says it all.
      const fitting = candidates[0]?.fitting ?? 0;
      const picks = fitting < (total?.notCompleted ?? 0) ? candidates.map((c) => c.id) : [];
      const pickedRows = picks.length > 0 ? await base(viewer).where(inArray(assessments.id, picks)) : [];
      const byId = new Map(pickedRows.map((selected) => [selected.row.id, selected]));
      const recommended = picks.flatMap((id) => {
        const selected = byId.get(id);
        return selected ? [toCatalogueProfiler(selected, profile, at)] : [];
      });
      const matching = total?.value ?? 0;
      return {
        recommended,
        assessments: rows.map((selected) => toCatalogueProfiler(selected, profile, at)),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: matching,
          hasMore: offset + rows.length < matching,
        },
      };
    },

    /**
     * GET /assessments/:id — the intro page: long description, sections and what this person will be
     * asked. 404 for a profiler not offered to them (inactive, or no question they would be asked).
     */
    async get(userId: string, assessmentId: string): Promise<CatalogueDetail> {
      const viewer = await readViewer(db, userId);
      const [selected] = await base(viewer).where(and(eq(assessments.id, assessmentId), offeredTo(viewer)));
      if (!selected) throw new AppError('NOT_FOUND', NOT_FOUND);
      const content = await loadProfilerContent(db, assessmentId);
      const visible = content.categories.filter((category) => isCategoryVisible(category, viewer.screening));
      const profiler = toCatalogueProfiler(selected, viewer.profile, now());
      return {
        ...profiler,
        assessmentDescription: selected.row.assessmentDescription,
        // The same questions the figures above counted (isCategoryVisible and its SQL twin agree).
        visibleQuestionCount: profiler.questionCount,
        categories: visible.map((category) => ({
          id: category.id,
          title: category.title,
          description: category.description,
          questionCount: category.questions.length,
        })),
      };
    },

    /** GET /assessments/categories — active grouping categories with the profilers offered to this person counted. */
    async groups(userId: string, focusArea?: string) {
      const viewer = await readViewer(db, userId);
      const filters: SQL[] = [];
      if (focusArea) {
        const pattern = containing(focusArea);
        filters.push(
          or(ilike(assessmentGroups.title, pattern), ilike(assessmentGroups.description, pattern))!,
        );
      }
      return selectGroups(viewer, filters);
    },

    /** GET /assessments/categories/:id — one active grouping category with the profilers offered to this person. */
    async group(userId: string, groupId: string) {
      const viewer = await readViewer(db, userId);
      const [groupRow] = await selectGroups(viewer, [eq(assessmentGroups.id, groupId)]);
      if (!groupRow) throw new AppError('NOT_FOUND', 'Category not found');
      const rows = await base(viewer)
        .where(and(offeredTo(viewer), eq(assessments.groupId, groupId)))
        .orderBy(desc(assessments.priority), asc(assessments.title));
      const at = now();
      return {
        category: groupRow,
        assessments: rows.map((selected) => toCatalogueProfiler(selected, viewer.profile, at)),
      };
    },
  };
}
