import type { CatalogueProfiler } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  insertCategory,
  insertCoupon,
  insertGroup,
  insertProfiler,
  insertQuestion,
} from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { ratings, studentProfiles } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';
type ListBody = {
  recommended: CatalogueProfiler[];
  assessments: CatalogueProfiler[];
  pagination: { total: number; hasMore: boolean };
};

describe('catalogue routes (people browsing)', () => {
  let t: TestApp;
  let anna: { id: string; headers: Headers };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertUserWithToken(t);
    anna = { id: a.user.id, headers: a.headers };
    await t.database.db.insert(studentProfiles).values({
      userId: anna.id,
      educationLevel: 'bachelor',
      experienceLevel: 'entry',
      skills: ['Python'],
      interests: ['Design'],
      age: 23,
    });
    const group = await insertGroup(t, { title: 'Careers' });
    ids.group = group.id;
    const sale = await insertCoupon(t, { type: 'PERCENTAGE', value: 20 });
    const fits = await insertProfiler(t, {
      title: 'Graduate Compass',
      groupId: group.id,
      targetEducationLevels: ['bachelor'],
      targetSkills: ['python'],
      priority: 5,
    });
    const better = await insertProfiler(t, {
      title: 'Design Starter',
      isFree: false,
      priceMinor: 50_000,
      selectedCouponId: sale.id,
      targetEducationLevels: ['bachelor'],
      targetExperienceLevels: ['entry'],
      targetInterests: ['Design'],
    });
    const tooYoung = await insertProfiler(t, {
      title: 'Teen Explorer',
      targetEducationLevels: ['bachelor'],
      maxAge: 18,
    });
    const plain = await insertProfiler(t, { title: 'Anyone Welcome', priority: 50 });
    const hidden = await insertProfiler(t, {
      title: 'Switched Off',
      isActive: false,
      targetSkills: ['Python'],
    });
    Object.assign(ids, {
      fits: fits.id,
      better: better.id,
      tooYoung: tooYoung.id,
      plain: plain.id,
      hidden: hidden.id,
    });
    const open = await insertCategory(t, fits.id, { title: 'Open', order: 0 });
    const masters = await insertCategory(t, fits.id, {
      title: 'Masters only',
      order: 1,
      showForScreeningAnswers: ['master'],
    });
    await insertQuestion(t, open, { type: 'RATING' });
    await insertQuestion(t, open, { type: 'TEXT' });
    await insertQuestion(t, masters, { type: 'RATING' });
    // Only a profiler with a question is offered (decision 015): one each for the others.
    for (const profiler of [better, tooYoung, plain, hidden]) {
      await insertQuestion(t, await insertCategory(t, profiler.id), { type: 'YES_NO' });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = anna.headers) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/assessments',
      `/assessments/${ids.fits}`,
      '/assessments/categories',
      `/assessments/categories/${ids.group}`,
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });

  it('lists active profilers only, by priority, with recommendations ranked by fit', async () => {
    const res = await get('/assessments');
    expect(res.statusCode).toBe(200);
    const body = res.json<ListBody>();
    expect(body.assessments.map((item) => item.title)).toEqual([
      'Anyone Welcome',
      'Graduate Compass',
      'Design Starter',
      'Teen Explorer',
    ]);
    expect(body.pagination).toMatchObject({ total: 4, hasMore: false });
    // Design Starter: education 3 + experience 3 + Design 1 = 7; Graduate Compass: 3 + Python 1 = 4;
    // Teen Explorer is for 18 and under; Anyone Welcome has no targeting.
    expect(body.recommended.map((item) => [item.title, item.matchScore])).toEqual([
      ['Design Starter', 7],
      ['Graduate Compass', 4],
    ]);
    expect(body.recommended[1]!.matchReasons).toEqual(['education', 'Python']);
  });

  it('shows the sale price of a usable attached coupon', async () => {
    const body = (await get('/assessments')).json<ListBody>();
    const onSale = body.assessments.find((item) => item.id === ids.better);
    expect(onSale).toMatchObject({
      isFree: false,
      price: 500,
      salePrice: 400,
      saleLabel: '20% off',
      currency: 'INR',
    });
    const free = body.assessments.find((item) => item.id === ids.plain);
    expect(free).toMatchObject({ isFree: true, price: null, salePrice: null });
  });

  it("carries each profiler's rating average and count, computed in SQL", async () => {
    const raters = await Promise.all([
      insertUserWithToken(t),
      insertUserWithToken(t),
      insertUserWithToken(t),
    ]);
    await t.database.db
      .insert(ratings)
      .values([4, 5, 4].map((stars, i) => ({ userId: raters[i]!.user.id, assessmentId: ids.plain!, stars })));
    const body = (await get('/assessments')).json<ListBody>();
    // (4 + 5 + 4) / 3 = 4.33… → 4.3
    expect(body.assessments.find((item) => item.id === ids.plain)?.rating).toEqual({
      average: 4.3,
      count: 3,
    });
    expect(body.assessments.find((item) => item.id === ids.fits)?.rating).toEqual({
      average: null,
      count: 0,
    });
  });

  it('searches and filters by grouping category, paging in SQL', async () => {
    const found = (await get('/assessments?search=compass')).json<ListBody>();
    expect(found.assessments.map((item) => item.id)).toEqual([ids.fits]);
    expect(found.recommended).toEqual([]);
    const grouped = (await get(`/assessments?categoryId=${ids.group}`)).json<ListBody>();
    expect(grouped.assessments.map((item) => item.id)).toEqual([ids.fits]);
    const paged = (await get('/assessments?limit=3&page=2')).json<ListBody>();
    expect(paged.assessments).toHaveLength(1);
    expect((await get('/assessments?limit=0')).statusCode).toBe(400);
  });

  it('gives an intro that counts only the questions this person will see', async () => {
    const res = await get(`/assessments/${ids.fits}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().assessment).toMatchObject({
      questionCount: 2,
      visibleQuestionCount: 2,
      // One rating (8 s) and one text (60 s) → 2 minutes.
      estimatedMinutes: 2,
      categories: [{ title: 'Open', questionCount: 2 }],
    });
    expect((await get(`/assessments/${ids.hidden}`)).statusCode).toBe(404);
    expect((await get(`/assessments/${MISSING}`)).statusCode).toBe(404);
  });

  it('lists active grouping categories with their active profiler counts', async () => {
    await insertGroup(t, { title: 'Archived', isActive: false });
    const res = await get('/assessments/categories');
    expect(res.json().categories).toEqual([
      expect.objectContaining({ id: ids.group, title: 'Careers', assessmentCount: 1 }),
    ]);
    expect((await get('/assessments/categories?focusArea=care')).json().categories).toHaveLength(1);
    expect((await get('/assessments/categories?focusArea=health')).json().categories).toHaveLength(0);
    const one = await get(`/assessments/categories/${ids.group}`);
    expect(one.json().assessments.map((item: CatalogueProfiler) => item.id)).toEqual([ids.fits]);
    expect((await get(`/assessments/categories/${MISSING}`)).statusCode).toBe(404);
  });
});
