import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  insertCategory,
  insertCoupon,
  insertGroup,
  insertProfiler,
  insertQuestion,
} from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import {
  aiPrompts,
  assessmentScreenings,
  assessments,
  categories,
  categoryResultConfigs,
  categoryTraitConfigs,
  questions,
} from '../../../db/schema/index.ts';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /admin/assessments/:id/duplicate', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await insertUserWithToken(t, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const duplicate = (id: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/assessments/${id}/duplicate`, headers, payload });

  /** A profiler with every kind of part, enough questions to need several INSERT chunks. */
  async function seedRichProfiler() {
    const group = await insertGroup(t, { title: 'Careers' });
    const coupon = await insertCoupon(t);
    const source = await insertProfiler(t, {
      title: 'Original',
      description: 'Original description',
      assessmentDescription: 'Long intro',
      isActive: true,
      isFree: false,
      priceMinor: 49900,
      currency: 'INR',
      selectedCouponId: coupon.id,
      groupId: group.id,
      targetSkills: ['Python'],
      targetEducationLevels: ['bachelor'],
      minAge: 18,
      maxAge: 30,
      priority: 9,
      hasScreening: true,
      seedKey: 'demo-original',
    });
    const first = await insertCategory(t, source.id, {
      title: 'First',
      order: 0,
      showForScreeningAnswers: ['bachelor', 'entry'],
    });
    const second = await insertCategory(t, source.id, { title: 'Second', order: 1 });
    await t.database.db.insert(questions).values(
      Array.from({ length: 1_100 }, (_, index) => ({
        categoryId: index % 2 === 0 ? first.id : second.id,
        assessmentId: source.id,
        text: `Question ${index}`,
        type: 'RATING' as const,
        order: index,
        traitType: index % 3 === 0 ? 'Social' : null,
        isReverseScored: index % 5 === 0,
      })),
    );
    await insertQuestion(t, first, {
      text: 'Choose',
      type: 'MULTIPLE_CHOICE',
      order: 5_000,
      options: [
        { value: 'a', label: 'Alpha', explanation: 'why' },
        { value: 'b', label: 'Beta' },
      ],
      explanation: 'Explain',
      example: 'Example',
    });
    await t.database.db.insert(categoryResultConfigs).values([
      { categoryId: first.id, optionValue: 'a', resultLabel: 'Builder', resultDescription: 'Builds' },
      { categoryId: second.id, optionValue: 'b', resultLabel: 'Thinker' },
    ]);
    await t.database.db
      .insert(categoryTraitConfigs)
      .values({ categoryId: first.id, traitType: 'Social', label: 'People', weight: 2 });
    await t.database.db.insert(assessmentScreenings).values({
      assessmentId: source.id,
      title: 'Before you begin',
      questions: [{ id: 'q1', text: 'Your stream?', type: 'TEXT', options: [], isRequired: true }],
    });
    await t.database.db.insert(aiPrompts).values([
      { assessmentId: source.id, version: 1, promptText: 'Old prompt', isActive: false },
      {
        assessmentId: source.id,
        version: 2,
        promptText: 'New prompt',
        systemPrompt: 'Be kind',
        isActive: true,
      },
    ]);
    return { source, group, coupon };
  }

  /** A profiler's parts in a comparable form: no ids, parents named by title. */
  async function partsOf(assessmentId: string) {
    const { db } = t.database;
    const cats = await db
      .select()
      .from(categories)
      .where(eq(categories.assessmentId, assessmentId))
      .orderBy(asc(categories.order));
    const titleOf = new Map(cats.map((c) => [c.id, c.title]));
    const qs = await db
      .select()
      .from(questions)
      .where(eq(questions.assessmentId, assessmentId))
      .orderBy(asc(questions.order));
    const catIds = cats.map((c) => c.id);
    const results = (await db.select().from(categoryResultConfigs)).filter((r) =>
      catIds.includes(r.categoryId),
    );
    const traits = (await db.select().from(categoryTraitConfigs)).filter((r) =>
      catIds.includes(r.categoryId),
    );
    const screenings = await db
      .select()
      .from(assessmentScreenings)
      .where(eq(assessmentScreenings.assessmentId, assessmentId));
    const prompts = await db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.assessmentId, assessmentId))
      .orderBy(asc(aiPrompts.version));
    return {
      categories: cats.map(({ title, description, order, showForScreeningAnswers, createdAt }) => ({
        title,
        description,
        order,
        showForScreeningAnswers,
        createdAt,
      })),
      questions: qs.map(({ id: _id, categoryId, assessmentId: _a, ...rest }) => ({
        ...rest,
        category: titleOf.get(categoryId),
      })),
      results: results
        .map(({ categoryId, optionValue, resultLabel, resultDescription }) => ({
          category: titleOf.get(categoryId),
          optionValue,
          resultLabel,
          resultDescription,
        }))
        .sort((a, b) => a.optionValue.localeCompare(b.optionValue)),
      traits: traits.map(({ categoryId, traitType, label, description, weight }) => ({
        category: titleOf.get(categoryId),
        traitType,
        label,
        description,
        weight,
      })),
      screenings: screenings.map(({ title, description, questions: q }) => ({
        title,
        description,
        questions: q,
      })),
      prompts: prompts.map(({ version, promptText, systemPrompt, isActive }) => ({
        version,
        promptText,
        systemPrompt,
        isActive,
      })),
    };
  }

  it('deep-copies everything into an inactive profiler titled "(Copy)" with the original description', async () => {
    const { source, group, coupon } = await seedRichProfiler();
    const res = await duplicate(source.id); // no body at all: every default applies
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(
      'Profiler duplicated successfully! The copy is set to inactive by default for safety.',
    );
    expect(body.assessment).toMatchObject({
      title: 'Original (Copy)',
      description: 'Original description',
      assessmentDescription: 'Long intro',
      isActive: false,
      isFree: false,
      price: 499,
      currency: 'INR',
      selectedCouponId: coupon.id,
      categoryId: group.id,
      category: { id: group.id, title: 'Careers' },
      targetSkills: ['Python'],
      targetEducationLevels: ['bachelor'],
      minAge: 18,
      maxAge: 30,
      priority: 9,
      hasScreening: true,
      categoryCount: 2,
      questionCount: 1_101,
    });
    expect(body.assessment.id).not.toBe(source.id);

    const [copyRow] = await t.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, body.assessment.id));
    expect(copyRow!.seedKey).toBeNull();
    expect(await partsOf(body.assessment.id)).toEqual(await partsOf(source.id));
    const copied = await partsOf(body.assessment.id);
    expect(copied.prompts.map((p) => p.isActive)).toEqual([false, true]);
    expect(copied.questions).toHaveLength(1_101);

    // The copy's questions are its own: the questions screen shows them under the copied categories.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/assessments/${body.assessment.id}`,
      headers,
    });
    const detailCategories = detail.json().assessment.categories;
    expect(
      detailCategories.map((c: { title: string; questionCount: number }) => [c.title, c.questionCount]),
    ).toEqual([
      ['First', 551],
      ['Second', 550],
    ]);
    expect(detailCategories[0].resultConfigCount).toBe(1);
  });

  it('drops a sale coupon that lists particular profilers, since it cannot apply to the copy', async () => {
    const source = await insertProfiler(t, { title: 'Restricted sale', isFree: false, priceMinor: 49_900 });
    const coupon = await insertCoupon(t, { applicableAssessmentIds: [source.id] });
    await t.database.db
      .update(assessments)
      .set({ selectedCouponId: coupon.id })
      .where(eq(assessments.id, source.id));
    const res = await duplicate(source.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().assessment).toMatchObject({ selectedCouponId: null, price: 499 });
    const [original] = await t.database.db.select().from(assessments).where(eq(assessments.id, source.id));
    expect(original?.selectedCouponId).toBe(coupon.id);
  });

  it('takes a new title and description, and leaves the original untouched', async () => {
    const source = await insertProfiler(t, { title: 'Plain', description: 'Before' });
    const res = await duplicate(source.id, { newTitle: '  Plain v2 ', newDescription: 'After' });
    expect(res.statusCode).toBe(201);
    expect(res.json().assessment).toMatchObject({
      title: 'Plain v2',
      description: 'After',
      isActive: false,
      categoryCount: 0,
      questionCount: 0,
    });
    const [original] = await t.database.db.select().from(assessments).where(eq(assessments.id, source.id));
    expect(original).toMatchObject({ title: 'Plain', description: 'Before', isActive: true });
  });

  it('refuses a blank title (400) and answers 404 for an unknown profiler', async () => {
    const source = await insertProfiler(t);
    const blank = await duplicate(source.id, { newTitle: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('newTitle: Title is required');
    const missing = await duplicate(MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Profiler not found');
  });

  it('is refused without a token (401) and to a normal user (403)', async () => {
    const source = await insertProfiler(t);
    const { headers: userHeaders } = await insertUserWithToken(t);
    await expectAdminOnly(t, `/api/admin/assessments/${source.id}/duplicate`, userHeaders, 'POST', {});
  });
});
