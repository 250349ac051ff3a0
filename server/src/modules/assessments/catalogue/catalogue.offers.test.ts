import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import { assessmentOffers, assessments, categories, questions } from '../../../db/schema/index.ts';

/**
 * `assessment_offers` (migration 0019) follows every change to categories and questions in the same
 * statement's transaction. After each change below, the table must equal what the rule computes from
 * scratch: a profiler with a question in a category everyone sees is offered to all; a question in a
 * restricted category unlocks it for the screening answers that category lists; no question, no row.
 */

type Offer = { assessmentId: string; toAll: boolean; forScreening: string[] };
type Targeting = Pick<
  typeof assessmentOffers.$inferSelect,
  'minAge' | 'maxAge' | 'educationLevels' | 'experienceLevels' | 'skillsLower' | 'interestsLower'
>;

describe('assessment_offers follows categories and questions', () => {
  let test: TestDatabase;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.drop();
  });

  async function stored(): Promise<Offer[]> {
    const rows = await db()
      .select({
        assessmentId: assessmentOffers.assessmentId,
        toAll: assessmentOffers.toAll,
        forScreening: assessmentOffers.forScreening,
      })
      .from(assessmentOffers);
    return rows.sort((a, b) => a.assessmentId.localeCompare(b.assessmentId));
  }

  async function targetingOf(assessmentId: string): Promise<Targeting | null> {
    const [row] = await db()
      .select()
      .from(assessmentOffers)
      .where(eq(assessmentOffers.assessmentId, assessmentId));
    if (!row) return null;
    const { minAge, maxAge, educationLevels, experienceLevels, skillsLower, interestsLower } = row;
    return { minAge, maxAge, educationLevels, experienceLevels, skillsLower, interestsLower };
  }

  /** The rule, worked out from the categories and questions as they stand. */
  async function recomputed(): Promise<Offer[]> {
    const result = (await db().execute(sql`
      select c.assessment_id,
        bool_or(cardinality(c.show_for_screening_answers) = 0) as to_all,
        coalesce((select array_agg(distinct v order by v) from categories c2, unnest(c2.show_for_screening_answers) v
          where c2.assessment_id = c.assessment_id and exists (select 1 from questions q where q.category_id = c2.id)),
          '{}') as for_screening
      from categories c
      where exists (select 1 from questions q where q.category_id = c.id)
      group by c.assessment_id`)) as unknown as {
      rows: Array<{ assessment_id: string; to_all: boolean; for_screening: string[] }>;
    };
    return result.rows
      .map((row) => ({ assessmentId: row.assessment_id, toAll: row.to_all, forScreening: row.for_screening }))
      .sort((a, b) => a.assessmentId.localeCompare(b.assessmentId));
  }

  async function offerOf(assessmentId: string): Promise<Omit<Offer, 'assessmentId'> | null> {
    const [row] = await db()
      .select()
      .from(assessmentOffers)
      .where(eq(assessmentOffers.assessmentId, assessmentId));
    return row ? { toAll: row.toAll, forScreening: row.forScreening } : null;
  }

  const profiler = async (title: string) =>
    (await db().insert(assessments).values({ title }).returning({ id: assessments.id }))[0]!.id;
  const category = async (assessmentId: string, showForScreeningAnswers: string[] = []) =>
    (
      await db()
        .insert(categories)
        .values({ assessmentId, title: 'Section', showForScreeningAnswers })
        .returning({ id: categories.id })
    )[0]!.id;
  const question = async (assessmentId: string, categoryId: string) =>
    (
      await db()
        .insert(questions)
        .values({ assessmentId, categoryId, text: 'I like maps', type: 'RATING' })
        .returning({ id: questions.id })
    )[0]!.id;

  it('keeps one row per profiler with questions, equal to the rule, through every kind of change', async () => {
    const first = await profiler('First');
    expect(await offerOf(first)).toBeNull();

    const open = await category(first);
    const masters = await category(first, ['master', 'senior']);
    expect(await offerOf(first)).toBeNull(); // categories alone offer nothing

    const openQuestion = await question(first, open);
    expect(await offerOf(first)).toEqual({ toAll: true, forScreening: [] });

    const mastersQuestion = await question(first, masters);
    expect(await offerOf(first)).toEqual({ toAll: true, forScreening: ['master', 'senior'] });

    await db().delete(questions).where(eq(questions.id, openQuestion));
    expect(await offerOf(first)).toEqual({ toAll: false, forScreening: ['master', 'senior'] });

    await db()
      .update(categories)
      .set({ showForScreeningAnswers: ['phd'] })
      .where(eq(categories.id, masters));
    expect(await offerOf(first)).toEqual({ toAll: false, forScreening: ['phd'] });

    // A change that moves nothing (a question's wording, a section's title) leaves the row as it was.
    await db().update(questions).set({ text: 'I like atlases' }).where(eq(questions.id, mastersQuestion));
    await db().update(categories).set({ title: 'Renamed' }).where(eq(categories.id, masters));
    expect(await offerOf(first)).toEqual({ toAll: false, forScreening: ['phd'] });

    // Moving the last question to another profiler's open section moves the offer with it.
    const second = await profiler('Second');
    const secondOpen = await category(second);
    await db()
      .update(questions)
      .set({ assessmentId: second, categoryId: secondOpen })
      .where(eq(questions.id, mastersQuestion));
    expect(await offerOf(first)).toBeNull();
    expect(await offerOf(second)).toEqual({ toAll: true, forScreening: [] });
    expect(await stored()).toEqual(await recomputed());
  });

  it('refreshes every profiler a bulk statement touches, once per statement', async () => {
    const a = await profiler('Bulk A');
    const b = await profiler('Bulk B');
    const aRestricted = await category(a, ['bachelor']);
    const bOpen = await category(b);
    await db()
      .insert(questions)
      .values(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? { assessmentId: a, categoryId: aRestricted, text: `Q${i}`, type: 'RATING' as const }
            : { assessmentId: b, categoryId: bOpen, text: `Q${i}`, type: 'RATING' as const },
        ),
      );
    expect(await offerOf(a)).toEqual({ toAll: false, forScreening: ['bachelor'] });
    expect(await offerOf(b)).toEqual({ toAll: true, forScreening: [] });

    await db()
      .delete(questions)
      .where(inArray(questions.assessmentId, [a, b]));
    expect(await offerOf(a)).toBeNull();
    expect(await offerOf(b)).toBeNull();
    expect(await stored()).toEqual(await recomputed());
  });

  it('copies the profiler’s targeting, skills and interests lowered, and follows its edits', async () => {
    const [row] = await db()
      .insert(assessments)
      .values({
        title: 'Targeted',
        minAge: 16,
        targetEducationLevels: ['Bachelor', 'master'],
        targetSkills: ['Data Analysis', 'O\'Reilly "Quoted"', 'back\\slash'],
        targetInterests: ['FINANCE'],
      })
      .returning({ id: assessments.id });
    const id = row!.id;
    expect(await targetingOf(id)).toBeNull(); // no question yet
    await question(id, await category(id));
    expect(await targetingOf(id)).toEqual({
      minAge: 16,
      maxAge: null,
      educationLevels: ['Bachelor', 'master'], // compared exactly, as targetingMatch does
      experienceLevels: [],
      skillsLower: ['data analysis', 'o\'reilly "quoted"', 'back\\slash'],
      interestsLower: ['finance'],
    });

    await db()
      .update(assessments)
      .set({ maxAge: 30, targetExperienceLevels: ['Senior'], targetInterests: ['Design', 'Tech'] })
      .where(eq(assessments.id, id));
    expect(await targetingOf(id)).toMatchObject({
      maxAge: 30,
      experienceLevels: ['Senior'],
      interestsLower: ['design', 'tech'],
    });
    // Another column of the profiler leaves the row alone (the trigger's WHEN), and the offer stays.
    await db().update(assessments).set({ title: 'Renamed' }).where(eq(assessments.id, id));
    expect(await offerOf(id)).toEqual({ toAll: true, forScreening: [] });
  });

  it('drops the offer with a deleted section or a deleted profiler, and the deletes succeed', async () => {
    const kept = await profiler('Kept');
    const keptOpen = await category(kept);
    const keptRestricted = await category(kept, ['diploma']);
    await question(kept, keptOpen);
    await question(kept, keptRestricted);
    await db().delete(categories).where(eq(categories.id, keptOpen));
    expect(await offerOf(kept)).toEqual({ toAll: false, forScreening: ['diploma'] });

    const gone = await profiler('Gone');
    await question(gone, await category(gone));
    await question(gone, await category(gone, ['master']));
    expect(await offerOf(gone)).toEqual({ toAll: true, forScreening: ['master'] });
    await db().delete(assessments).where(eq(assessments.id, gone));
    expect(await offerOf(gone)).toBeNull();
    expect(await stored()).toEqual(await recomputed());
  });
});
