import type { CatalogueListQuerySchema } from '@pathwise/contract';
import {
  type CatalogueDetail,
  type CatalogueProfiler,
  couponDiscountLabel,
  discountedPriceMinor,
  estimateMinutes,
  fromMinorUnits,
  isCouponUsable,
  type MatchProfile,
  targetingMatch,
} from '@pathwise/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import {
  assessmentGroups,
  assessments,
  categories,
  coupons,
  questions,
  ratings,
  studentProfiles,
} from '../../../db/schema/index.ts';
import { containing, qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { findScreeningValues } from '../../users/student-screening.ts';
import { isCategoryVisible, loadProfilerContent } from '../profilers/profilers.content.ts';

/**
 * The catalogue people browse (spec §7 Assessments (user)): active profilers only. Prices show the
 * attached sale coupon when it is usable now. Recommendations rank profilers by how well their
 * targeting fits the person's profile screening (contract `targetingMatch`), then by priority.
 */

type ListQuery = z.output<typeof CatalogueListQuerySchema>;
export const RECOMMENDED_LIMIT = 6;
const NOT_FOUND = 'Profiler not found';

const typeCount = (type: string) =>
  sql<number>`(select count(*)::int from ${questions} where ${qualified(questions.assessmentId)} = ${qualified(assessments.id)} and ${qualified(questions.type)} = ${type})`;

const selection = {
  row: assessments,
  group: { id: assessmentGroups.id, title: assessmentGroups.title },
  coupon: coupons,
  categoryCount: sql<number>`(select count(*)::int from ${categories} where ${qualified(categories.assessmentId)} = ${qualified(assessments.id)})`,
  mc: typeCount('MULTIPLE_CHOICE'),
  rating: typeCount('RATING'),
  yesNo: typeCount('YES_NO'),
  text: typeCount('TEXT'),
  // Averages in SQL, rounded half up like the ratings module's statistics.
  ratingAverage: sql<
    string | null
  >`(select round(avg(${qualified(ratings.stars)})::numeric, 1) from ${ratings} where ${qualified(ratings.assessmentId)} = ${qualified(assessments.id)})`,
  ratingCount: sql<number>`(select count(*)::int from ${ratings} where ${qualified(ratings.assessmentId)} = ${qualified(assessments.id)})`,
};

type Selected = {
  row: typeof assessments.$inferSelect;
  group: { id: string | null; title: string | null } | null;
  coupon: typeof coupons.$inferSelect | null;
  categoryCount: number;
  mc: number;
  rating: number;
  yesNo: number;
  text: number;
  ratingAverage: string | null;
  ratingCount: number;
};

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
    questionCount: selected.mc + selected.rating + selected.yesNo + selected.text,
    estimatedMinutes: estimateMinutes({
      MULTIPLE_CHOICE: selected.mc,
      RATING: selected.rating,
      YES_NO: selected.yesNo,
      TEXT: selected.text,
    }),
    priority: row.priority,
    rating: {
      average: selected.ratingAverage === null ? null : Number(selected.ratingAverage),
      count: selected.ratingCount,
    },
    matchScore: match.score,
    matchReasons: match.reasons,
  };
}

async function matchProfile(db: DbOrTx, userId: string): Promise<MatchProfile | null> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  if (!row) return null;
  return {
    educationLevel: row.educationLevel,
    experienceLevel: row.experienceLevel,
    skills: row.skills,
    interests: row.interests,
    age: row.age,
  };
}

/** Active profilers whose targeting shares at least one value with the profile (the ranking's candidates). */
function overlapsProfile(profile: MatchProfile): SQL {
  const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
  const anyOf = (column: SQL, values: readonly string[]) =>
    values.length === 0
      ? sql`false`
      : sql`exists (select 1 from unnest(${column}) as t(v) where lower(t.v) = any(${sql.param(lower(values))}::text[]))`;
  return sql`(${anyOf(sql`${assessments.targetEducationLevels}`, profile.educationLevel ? [profile.educationLevel] : [])}
    or ${anyOf(sql`${assessments.targetExperienceLevels}`, profile.experienceLevel ? [profile.experienceLevel] : [])}
    or ${anyOf(sql`${assessments.targetSkills}`, profile.skills)}
    or ${anyOf(sql`${assessments.targetInterests}`, profile.interests)})`;
}

export function createCatalogueService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  const base = () =>
    db
      .select(selection)
      .from(assessments)
      .leftJoin(assessmentGroups, eq(assessmentGroups.id, assessments.groupId))
      .leftJoin(coupons, eq(coupons.id, assessments.selectedCouponId));

  function selectGroups(filters: SQL[]) {
    const count = sql<number>`(select count(*)::int from ${assessments} where ${qualified(assessments.groupId)} = ${qualified(assessmentGroups.id)} and ${qualified(assessments.isActive)})`;
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
    /** GET /assessments — recommendations for this person, then every active profiler (paged). */
    async list(userId: string, query: ListQuery) {
      const profile = await matchProfile(db, userId);
      const filters: SQL[] = [eq(assessments.isActive, true)];
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
      const [rows, [total], candidates] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(assessments.priority), asc(assessments.title), asc(assessments.id))
          .limit(query.limit)
          .offset(offset),
        db.select({ value: sql<number>`count(*)::int` }).from(assessments).where(where),
        profile && query.page === 1 && !query.search && !query.categoryId
          ? base().where(and(eq(assessments.isActive, true), overlapsProfile(profile)))
          : Promise.resolve([]),
      ]);
      const at = now();
      const recommended = candidates
        .map((selected) => toCatalogueProfiler(selected, profile, at))
        .filter((item) => item.matchScore > 0)
        .sort(
          (a, b) => b.matchScore - a.matchScore || b.priority - a.priority || a.title.localeCompare(b.title),
        )
        .slice(0, RECOMMENDED_LIMIT);
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

    /** GET /assessments/:id — the intro page: long description, sections and what this person will be asked. */
    async get(userId: string, assessmentId: string): Promise<CatalogueDetail> {
      const [selected] = await base().where(
        and(eq(assessments.id, assessmentId), eq(assessments.isActive, true)),
      );
      if (!selected) throw new AppError('NOT_FOUND', NOT_FOUND);
      const [profile, screening, content] = await Promise.all([
        matchProfile(db, userId),
        findScreeningValues(db, userId),
        loadProfilerContent(db, assessmentId),
      ]);
      const visible = content.categories.filter((category) => isCategoryVisible(category, screening));
      const counts = { MULTIPLE_CHOICE: 0, RATING: 0, YES_NO: 0, TEXT: 0 };
      for (const category of visible) for (const question of category.questions) counts[question.type] += 1;
      const profiler = toCatalogueProfiler(selected, profile, now());
      return {
        ...profiler,
        estimatedMinutes: estimateMinutes(counts),
        assessmentDescription: selected.row.assessmentDescription,
        visibleQuestionCount: visible.reduce((sum, category) => sum + category.questions.length, 0),
        categories: visible.map((category) => ({
          id: category.id,
          title: category.title,
          description: category.description,
          questionCount: category.questions.length,
        })),
      };
    },

    /** GET /assessments/categories — active grouping categories with their active profilers counted. */
    async groups(focusArea?: string) {
      const filters: SQL[] = [];
      if (focusArea) {
        const pattern = containing(focusArea);
        filters.push(
          or(ilike(assessmentGroups.title, pattern), ilike(assessmentGroups.description, pattern))!,
        );
      }
      return selectGroups(filters);
    },

    /** GET /assessments/categories/:id — one active grouping category with its active profilers. */
    async group(userId: string, groupId: string) {
      const [groupRow] = await selectGroups([eq(assessmentGroups.id, groupId)]);
      if (!groupRow) throw new AppError('NOT_FOUND', 'Category not found');
      const profile = await matchProfile(db, userId);
      const rows = await base()
        .where(and(eq(assessments.isActive, true), eq(assessments.groupId, groupId)))
        .orderBy(desc(assessments.priority), asc(assessments.title));
      const at = now();
      return {
        category: groupRow,
        assessments: rows.map((selected) => toCatalogueProfiler(selected, profile, at)),
      };
    },
  };
}
