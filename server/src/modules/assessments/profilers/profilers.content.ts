import type { AssessmentDetail, CategoryWithQuestions } from '@pathwise/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categoryResultConfigs } from '../../../db/schema/index.ts';
import { loadAssessmentDetail } from './profilers.queries.ts';

/**
 * What taking and scoring a profiler need from the catalogue: the profiler with its categories and
 * questions (the admin detail payload) plus each category's result configurations. The attempts
 * module reads the catalogue through this, never through the tables.
 */

export type ResultConfigRef = {
  optionValue: 'a' | 'b' | 'c' | 'd' | 'e';
  resultLabel: string;
  resultDescription: string | null;
};

export type ProfilerContent = AssessmentDetail & {
  resultConfigs: ReadonlyMap<string, ResultConfigRef[]>;
};

/** Screening values a category restriction is matched against (spec §4, DESIGN §4). */
export type ScreeningValues = { educationLevel: string | null; experienceLevel: string | null };

/** The profiler's content, or a 404 (`NOT_FOUND`) when it does not exist. */
export async function loadProfilerContent(db: DbOrTx, assessmentId: string): Promise<ProfilerContent> {
  const detail = await loadAssessmentDetail(db, assessmentId);
  const categoryIds = detail.categories.map((category) => category.id);
  const rows = categoryIds.length
    ? await db
        .select()
        .from(categoryResultConfigs)
        .where(inArray(categoryResultConfigs.categoryId, categoryIds))
        .orderBy(asc(categoryResultConfigs.optionValue))
    : [];
  const resultConfigs = new Map<string, ResultConfigRef[]>();
  for (const row of rows) {
    const list = resultConfigs.get(row.categoryId) ?? [];
    list.push({
      optionValue: row.optionValue,
      resultLabel: row.resultLabel,
      resultDescription: row.resultDescription || null,
    });
    resultConfigs.set(row.categoryId, list);
  }
  return { ...detail, resultConfigs };
}

/**
 * Whether a person with these screening answers sees the category: an empty restriction shows it
 * to everyone; otherwise their education or experience value must be listed. Someone who has not
 * filled the screening sees only unrestricted categories.
 */
export function isCategoryVisible(
  category: CategoryWithQuestions,
  screening: ScreeningValues | null,
): boolean {
  const allowed = category.showForScreeningAnswers;
  if (allowed.length === 0) return true;
  if (!screening) return false;
  return (
    (screening.educationLevel !== null && allowed.includes(screening.educationLevel)) ||
    (screening.experienceLevel !== null && allowed.includes(screening.experienceLevel))
  );
}

export function visibleCategories(
  content: ProfilerContent,
  screening: ScreeningValues | null,
): CategoryWithQuestions[] {
  return content.categories.filter((category) => isCategoryVisible(category, screening));
}
