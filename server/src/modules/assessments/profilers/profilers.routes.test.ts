import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  insertAttempts,
  insertCategory,
  insertCoupon,
  insertGroup,
  insertProfiler,
  insertQuestion,
} from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import {
  aiPrompts,
  assessmentGroups,
  assessmentScreenings,
  assessments,
  categories,
  categoryResultConfigs,
  categoryTraitConfigs,
  currencies,
  questions,
  testAttempts,
} from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('profiler routes', () => {
  let t: TestApp;
  let admin: { headers: Headers; user: { id: string } };
  let user: { headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    // Before any request, so the pricing service's 5-minute cache starts from these rows.
    await t.database.db
      .insert(currencies)
      .values([{ code: 'INR', isDefault: true }, { code: 'USD' }, { code: 'JPY' }]);
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t, { role: 'user' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(assessments);
    await t.database.db.delete(assessmentGroups);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = admin.headers,
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });

  describe('authorisation', () => {
    it.each([
      ['GET', '/admin/assessments'],
      ['GET', `/admin/assessments/${MISSING_ID}`],
      ['POST', '/admin/assessments'],
      ['PUT', `/admin/assessments/${MISSING_ID}`],
      ['DELETE', `/admin/assessments/${MISSING_ID}`],
      ['POST', `/admin/assessments/${MISSING_ID}/duplicate`],
      ['PUT', `/admin/assessments/${MISSING_ID}/category`],
      ['POST', `/admin/assessments/${MISSING_ID}/apply-auto-target`],
    ] as const)('%s %s answers 401 anonymous and 403 to a user', async (method, url) => {
      await expectAdminOnly(t, `/api${url}`, user.headers, method);
    });
  });

  describe('create', () => {
    it('creates a free profiler in the default currency with defaults (201)', async () => {
      const res = await call('POST', '/admin/assessments', { title: '  Career Compass  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().assessment).toMatchObject({
        title: 'Career Compass',
        description: '',
        assessmentDescription: '',
        isActive: true,
        isFree: true,
        price: null,
        currency: 'INR',
        selectedCouponId: null,
        categoryId: null,
        category: null,
        targetEducationLevels: [],
        targetSkills: [],
        minAge: null,
        maxAge: null,
        priority: 0,
        categoryCount: 0,
        questionCount: 0,
      });
    });

    it('creates a paid profiler with targeting (JSON strings accepted) and a grouping category', async () => {
      const group = await insertGroup(t, { title: 'Careers' });
      const res = await call('POST', '/admin/assessments', {
        title: 'Pro Profiler',
        description: 'Short',
        assessmentDescription: 'Long text',
        isFree: false,
        price: 499.99,
        currency: 'USD',
        categoryId: group.id,
        targetEducationLevels: '["bachelor","master"]',
        targetExperienceLevels: ['entry'],
        targetSkills: [' Python ', 'python', 'SQL'],
        targetInterests: '[]',
        minAge: 18,
        maxAge: 30,
        priority: 7,
      });
      expect(res.statusCode).toBe(201);
      const created = res.json().assessment;
      expect(created).toMatchObject({
        isFree: false,
        price: 499.99,
        currency: 'USD',
        categoryId: group.id,
        category: { id: group.id, title: 'Careers' },
        targetEducationLevels: ['bachelor', 'master'],
        targetExperienceLevels: ['entry'],
        targetSkills: ['Python', 'SQL'],
        targetInterests: [],
        minAge: 18,
        maxAge: 30,
        priority: 7,
      });
      const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, created.id));
      expect(row!.priceMinor).toBe(49999);
    });

    it.each([
      [{}, 'title: Invalid input: expected string, received undefined'],
      [{ title: '   ' }, 'title: Title is required'],
      [{ title: 'P', isFree: false }, 'price: Price is required for a paid profiler'],
      [{ title: 'P', isFree: false, price: -1 }, 'price: Price must be at least 0'],
      [{ title: 'P', isFree: false, price: 'abc' }, 'price: Price must be a number'],
      [{ title: 'P', isFree: false, price: 1.234 }, 'price: Price may have at most 2 decimals'],
      [{ title: 'P', minAge: 30, maxAge: 20 }, 'maxAge: Maximum age must not be below minimum age'],
      [{ title: 'P', minAge: 101 }, 'minAge: Age must be between 0 and 100'],
      [{ title: 'P', priority: 101 }, 'priority: Priority must be between 0 and 100'],
      [
        { title: 'P', targetEducationLevels: ['kindergarten'] },
        'targetEducationLevels.0: Unknown education level',
      ],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await call('POST', '/admin/assessments', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
    });

    it('refuses a currency that is not enabled (422) and decimals the currency does not have', async () => {
      const eur = await call('POST', '/admin/assessments', {
        title: 'P',
        isFree: false,
        price: 5,
        currency: 'EUR',
      });
      expect(eur.statusCode).toBe(422);
      expect(eur.json().message).toBe('Currency EUR is not enabled');
      const yen = await call('POST', '/admin/assessments', {
        title: 'P',
        isFree: false,
        price: 5.5,
        currency: 'JPY',
      });
      expect(yen.statusCode).toBe(422);
      expect(yen.json().message).toBe('Prices in JPY must be whole numbers');
    });

    it('refuses an unknown (404) or inactive (422) grouping category', async () => {
      const unknown = await call('POST', '/admin/assessments', { title: 'P', categoryId: MISSING_ID });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Category not found');
      const inactive = await insertGroup(t, { isActive: false });
      const res = await call('POST', '/admin/assessments', { title: 'P', categoryId: inactive.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This category is inactive');
      expect(await t.database.db.select().from(assessments)).toHaveLength(0);
    });
  });

  describe('list', () => {
    async function seedCatalogue() {
      const careers = await insertGroup(t, { title: 'Careers' });
      const base = Date.parse('2026-01-01T00:00:00Z');
      const at = (minutes: number) => new Date(base + minutes * 60_000);
      const coupon = await insertCoupon(t);
      const oldest = await insertProfiler(t, {
        title: 'Big Five Personality',
        description: 'Openness and more',
        createdAt: at(0),
      });
      const paid = await insertProfiler(t, {
        title: 'Leadership 360',
        assessmentDescription: 'For 100% of managers_and_leads',
        isFree: false,
        priceMinor: 99900,
        selectedCouponId: coupon.id,
        groupId: careers.id,
        createdAt: at(1),
      });
      const inactive = await insertProfiler(t, {
        title: 'Stream Selector',
        description: 'For high-school students',
        isActive: false,
        groupId: careers.id,
        createdAt: at(2),
      });
      const section = await insertCategory(t, oldest.id);
      await insertCategory(t, oldest.id, { title: 'Second' });
      await insertQuestion(t, section);
      await insertQuestion(t, section);
      await insertQuestion(t, section);
      return { careers, oldest, paid, inactive };
    }

    const list = async (query = '') => {
      const res = await call('GET', `/admin/assessments${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const titles = (body: { assessments: { title: string }[] }) => body.assessments.map((a) => a.title);

    it('is empty at first', async () => {
      expect(await list()).toEqual({
        assessments: [],
        pagination: { page: 1, limit: 20, total: 0, hasMore: false },
        counts: { total: 0, active: 0, onSale: 0 },
      });
    });

    it('lists newest first with counts per row and header figures', async () => {
      const { oldest, paid, careers } = await seedCatalogue();
      const body = await list();
      expect(titles(body)).toEqual(['Stream Selector', 'Leadership 360', 'Big Five Personality']);
      expect(body.counts).toEqual({ total: 3, active: 2, onSale: 1 });
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, hasMore: false });
      const byId = new Map(body.assessments.map((a: { id: string }) => [a.id, a]));
      expect(byId.get(oldest.id)).toMatchObject({ categoryCount: 2, questionCount: 3, category: null });
      expect(byId.get(paid.id)).toMatchObject({
        categoryCount: 0,
        questionCount: 0,
        price: 999,
        category: { id: careers.id, title: 'Careers' },
      });
    });

    it('searches title, description and long description case-insensitively, wildcards literal', async () => {
      await seedCatalogue();
      expect(titles(await list('?search=PERSONALITY'))).toEqual(['Big Five Personality']);
      expect(titles(await list('?search=openness'))).toEqual(['Big Five Personality']);
      expect(titles(await list('?search=high-school'))).toEqual(['Stream Selector']);
      expect(titles(await list('?search=100%25'))).toEqual(['Leadership 360']);
      expect(titles(await list('?search=managers_and'))).toEqual(['Leadership 360']);
      expect(titles(await list('?search=%25'))).toEqual(['Leadership 360']);
      expect(titles(await list('?search=_'))).toEqual(['Leadership 360']);
      const none = await list('?search=nothing-like-this');
      expect(none.assessments).toEqual([]);
      // Header figures stay unfiltered; the pagination total is the filtered count.
      expect(none.counts).toEqual({ total: 3, active: 2, onSale: 1 });
      expect(none.pagination.total).toBe(0);
    });

    it('filters by status, price and grouping category, and combines filters', async () => {
      const { careers } = await seedCatalogue();
      expect(titles(await list('?status=inactive'))).toEqual(['Stream Selector']);
      expect(titles(await list('?status=active'))).toEqual(['Leadership 360', 'Big Five Personality']);
      expect(titles(await list('?price=paid'))).toEqual(['Leadership 360']);
      expect(titles(await list('?price=free'))).toEqual(['Stream Selector', 'Big Five Personality']);
      expect(titles(await list(`?categoryId=${careers.id}`))).toEqual(['Stream Selector', 'Leadership 360']);
      expect(titles(await list('?categoryId=none'))).toEqual(['Big Five Personality']);
      expect(titles(await list(`?categoryId=${careers.id}&status=active&price=paid`))).toEqual([
        'Leadership 360',
      ]);
      expect((await list(`?categoryId=${MISSING_ID}`)).assessments).toEqual([]);
    });

    it('paginates in SQL with a stable order', async () => {
      await seedCatalogue();
      const first = await list('?page=1&limit=2');
      expect(titles(first)).toEqual(['Stream Selector', 'Leadership 360']);
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
      const second = await list('?page=2&limit=2');
      expect(titles(second)).toEqual(['Big Five Personality']);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
      const beyond = await list('?page=5&limit=2');
      expect(beyond.assessments).toEqual([]);
      expect(beyond.pagination.total).toBe(3);
    });

    it('breaks ties on creation time by id', async () => {
      const at = new Date('2026-02-01T00:00:00Z');
      const rows = await Promise.all(
        ['A', 'B', 'C'].map((title) => insertProfiler(t, { title, createdAt: at })),
      );
      const ids = rows
        .map((row) => row.id)
        .sort()
        .reverse();
      expect((await list()).assessments.map((a: { id: string }) => a.id)).toEqual(ids);
    });

    it.each([
      ['?status=paused', 'status: Invalid option: expected one of "all"|"active"|"inactive"'],
      ['?limit=101', 'limit: Too big: expected number to be <=100'],
      ['?page=0', 'page: Too small: expected number to be >=1'],
      ['?categoryId=abc', 'categoryId: Invalid UUID'],
    ])('refuses %s with 400', async (query, message) => {
      const res = await call('GET', `/admin/assessments${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  describe('detail', () => {
    it('answers the profiler with its categories and questions in screen order', async () => {
      const profiler = await insertProfiler(t, { title: 'Detail' });
      const early = new Date('2026-01-01T00:00:00Z');
      const late = new Date('2026-01-02T00:00:00Z');
      const second = await insertCategory(t, profiler.id, { title: 'Second', order: 1 });
      const firstB = await insertCategory(t, profiler.id, { title: 'First B', order: 0, createdAt: late });
      const firstA = await insertCategory(t, profiler.id, { title: 'First A', order: 0, createdAt: early });
      await insertQuestion(t, firstA, { text: 'Q2', order: 1 });
      await insertQuestion(t, firstA, { text: 'Q1', order: 0 });
      await insertQuestion(t, second, {
        text: 'Pick one',
        type: 'MULTIPLE_CHOICE',
        options: [
          { value: 'a', label: 'Yes' },
          { value: 'b', label: 'No' },
        ],
      });
      await t.database.db
        .insert(categoryResultConfigs)
        .values({ categoryId: firstA.id, optionValue: 'a', resultLabel: 'Builder' });

      const res = await call('GET', `/admin/assessments/${profiler.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json().assessment;
      expect(detail).toMatchObject({ id: profiler.id, title: 'Detail', categoryCount: 3, questionCount: 3 });
      expect(detail.categories.map((c: { title: string }) => c.title)).toEqual([
        'First A',
        'First B',
        'Second',
      ]);
      expect(detail.categories[0]).toMatchObject({ id: firstA.id, questionCount: 2, resultConfigCount: 1 });
      expect(detail.categories[0].questions.map((q: { text: string }) => q.text)).toEqual(['Q1', 'Q2']);
      expect(detail.categories[1]).toMatchObject({ id: firstB.id, questionCount: 0, questions: [] });
      expect(detail.categories[2].questions[0]).toMatchObject({
        type: 'MULTIPLE_CHOICE',
        options: [
          { value: 'a', label: 'Yes' },
          { value: 'b', label: 'No' },
        ],
        categoryId: second.id,
        assessmentId: profiler.id,
      });
    });

    it('answers 404 for an unknown profiler and 400 for a malformed id', async () => {
      const missing = await call('GET', `/admin/assessments/${MISSING_ID}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Profiler not found' });
      expect((await call('GET', '/admin/assessments/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('update', () => {
    const update = (id: string, body: unknown) => call('PUT', `/admin/assessments/${id}`, body);
    const stored = async (id: string) =>
      (await t.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!;

    it('updates texts, status, priority and targeting without touching what is not sent', async () => {
      const profiler = await insertProfiler(t, { description: 'Keep me', targetSkills: ['Python'] });
      const res = await update(profiler.id, {
        title: 'Renamed',
        isActive: false,
        targetInterests: '["Technology","technology"]',
        priority: 40,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().assessment).toMatchObject({
        title: 'Renamed',
        description: 'Keep me',
        isActive: false,
        targetSkills: ['Python'],
        targetInterests: ['Technology'],
        priority: 40,
      });
      expect((await stored(profiler.id)).updatedAt.getTime()).toBeGreaterThan(profiler.updatedAt.getTime());
    });

    type Case = {
      name: string;
      row: Partial<typeof assessments.$inferInsert>;
      body: Record<string, unknown>;
      expected: {
        isFree: boolean;
        price: number | null;
        priceMinor: number | null;
        previousPriceMinor: number | null;
      };
    };
    const priceCases: Case[] = [
      {
        name: 'free → paid with a price',
        row: {},
        body: { isFree: false, price: 250 },
        expected: { isFree: false, price: 250, priceMinor: 25000, previousPriceMinor: null },
      },
      {
        name: 'free → paid without a price and none remembered: 0',
        row: {},
        body: { isFree: false },
        expected: { isFree: false, price: 0, priceMinor: 0, previousPriceMinor: null },
      },
      {
        name: 'free → paid without a price restores the remembered one',
        row: { previousPriceMinor: 49900 },
        body: { isFree: false },
        expected: { isFree: false, price: 499, priceMinor: 49900, previousPriceMinor: null },
      },
      {
        name: 'paid → free clears the price and remembers it',
        row: { isFree: false, priceMinor: 19900 },
        body: { isFree: true },
        expected: { isFree: true, price: null, priceMinor: null, previousPriceMinor: 19900 },
      },
      {
        name: 'paid: a new price',
        row: { isFree: false, priceMinor: 19900 },
        body: { price: 10.5 },
        expected: { isFree: false, price: 10.5, priceMinor: 1050, previousPriceMinor: null },
      },
      {
        name: 'paid: a new currency keeps the amount shown',
        row: { isFree: false, priceMinor: 19900 },
        body: { currency: 'USD' },
        expected: { isFree: false, price: 199, priceMinor: 19900, previousPriceMinor: null },
      },
      {
        name: 'paid: a currency without minor units restates the amount',
        row: { isFree: false, priceMinor: 19900 },
        body: { currency: 'JPY' },
        expected: { isFree: false, price: 199, priceMinor: 199, previousPriceMinor: null },
      },
      {
        name: 'free: price null is accepted',
        row: {},
        body: { price: null },
        expected: { isFree: true, price: null, priceMinor: null, previousPriceMinor: null },
      },
    ];
    it.each(priceCases)('price rule: $name', async ({ row, body, expected }) => {
      const profiler = await insertProfiler(t, row);
      const res = await update(profiler.id, body);
      expect(res.statusCode).toBe(200);
      // The API shows a free profiler's remembered price, so the console can start from it.
      const previousPrice = expected.previousPriceMinor === null ? null : expected.previousPriceMinor / 100;
      expect(res.json().assessment).toMatchObject({
        isFree: expected.isFree,
        price: expected.price,
        previousPrice,
      });
      expect(await stored(profiler.id)).toMatchObject({
        priceMinor: expected.priceMinor,
        previousPriceMinor: expected.previousPriceMinor,
      });
    });

    it.each([
      [{}, { price: 100 }, 'Switch the profiler to paid before setting a price'],
      [
        { isFree: false, priceMinor: 100 },
        { isFree: true, price: 5 },
        'Switch the profiler to paid before setting a price',
      ],
      [{ isFree: false, priceMinor: 100 }, { price: null }, 'Price is required for a paid profiler'],
      [{ isFree: false, priceMinor: 100 }, { currency: 'EUR' }, 'Currency EUR is not enabled'],
      [
        { isFree: false, priceMinor: 100 },
        { currency: 'JPY', price: 1.5 },
        'Prices in JPY must be whole numbers',
      ],
      [{ minAge: 30 }, { maxAge: 20 }, 'Maximum age must not be below minimum age'],
    ])('refuses a change to %j of %j with 422 "%s"', async (row, body, message) => {
      const profiler = await insertProfiler(t, row);
      const res = await update(profiler.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'UNPROCESSABLE', message });
      expect(await stored(profiler.id)).toMatchObject({ ...row, updatedAt: profiler.updatedAt });
    });

    it('attaches a coupon to a paid profiler (ON SALE), removes it, and drops it when made free', async () => {
      const coupon = await insertCoupon(t);
      const profiler = await insertProfiler(t, { isFree: false, priceMinor: 50000 });
      const attached = await update(profiler.id, { selectedCouponId: coupon.id });
      expect(attached.statusCode).toBe(200);
      expect(attached.json().assessment.selectedCouponId).toBe(coupon.id);
      expect((await call('GET', '/admin/assessments')).json().counts.onSale).toBe(1);

      const removed = await update(profiler.id, { selectedCouponId: null });
      expect(removed.json().assessment.selectedCouponId).toBeNull();

      await update(profiler.id, { selectedCouponId: coupon.id });
      const free = await update(profiler.id, { isFree: true });
      expect(free.json().assessment).toMatchObject({ isFree: true, price: null, selectedCouponId: null });
    });

    it('refuses a coupon on a free profiler (422) and an unknown coupon (404)', async () => {
      const coupon = await insertCoupon(t);
      const free = await insertProfiler(t);
      const onFree = await update(free.id, { selectedCouponId: coupon.id });
      expect(onFree.statusCode).toBe(422);
      expect(onFree.json().message).toBe('Coupons can only be attached to paid profilers');

      const paid = await insertProfiler(t, { isFree: false, priceMinor: 100 });
      const unknown = await update(paid.id, { selectedCouponId: MISSING_ID, title: 'Not saved' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Coupon not found' });
      expect(await stored(paid.id)).toMatchObject({ selectedCouponId: null, title: paid.title });
    });

    it('validates targeting bounds (400) and answers 404 for an unknown profiler', async () => {
      const profiler = await insertProfiler(t);
      const bad = await update(profiler.id, { minAge: 50, maxAge: 10 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('maxAge: Maximum age must not be below minimum age');
      const badJson = await update(profiler.id, { targetSkills: '{not json' });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json().message).toMatch(/^targetSkills: /);
      const missing = await update(MISSING_ID, { title: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Profiler not found');
    });
  });

  describe('delete', () => {
    it('deletes the profiler and, by cascade, everything it is made of and its attempts', async () => {
      const profiler = await insertProfiler(t);
      const keep = await insertProfiler(t, { title: 'Keep' });
      const section = await insertCategory(t, profiler.id);
      await insertQuestion(t, section);
      await t.database.db
        .insert(categoryResultConfigs)
        .values({ categoryId: section.id, optionValue: 'a', resultLabel: 'A' });
      await t.database.db
        .insert(categoryTraitConfigs)
        .values({ categoryId: section.id, traitType: 'Social' });
      await t.database.db.insert(assessmentScreenings).values({ assessmentId: profiler.id });
      await t.database.db
        .insert(aiPrompts)
        .values({ assessmentId: profiler.id, version: 1, promptText: 'Hi' });
      await insertAttempts(t, { userId: admin.user.id, assessmentId: profiler.id, count: 2, completed: 1 });
      await insertAttempts(t, { userId: admin.user.id, assessmentId: keep.id, count: 1 });

      const res = await call('DELETE', `/admin/assessments/${profiler.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Profiler deleted successfully' });

      const { db } = t.database;
      expect(await db.select().from(assessments)).toHaveLength(1);
      expect(await db.select().from(categories)).toHaveLength(0);
      expect(await db.select().from(questions)).toHaveLength(0);
      expect(await db.select().from(categoryResultConfigs)).toHaveLength(0);
      expect(await db.select().from(categoryTraitConfigs)).toHaveLength(0);
      expect(await db.select().from(assessmentScreenings)).toHaveLength(0);
      expect(await db.select().from(aiPrompts)).toHaveLength(0);
      expect((await db.select().from(testAttempts)).map((a) => a.assessmentId)).toEqual([keep.id]);

      const again = await call('DELETE', `/admin/assessments/${profiler.id}`);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('assign grouping category', () => {
    it('assigns, reassigns and clears the grouping category', async () => {
      const profiler = await insertProfiler(t);
      const group = await insertGroup(t, { title: 'Careers' });
      const assigned = await call('PUT', `/admin/assessments/${profiler.id}/category`, {
        categoryId: group.id,
      });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().assessment).toMatchObject({
        categoryId: group.id,
        category: { id: group.id, title: 'Careers' },
      });
      const cleared = await call('PUT', `/admin/assessments/${profiler.id}/category`, { categoryId: null });
      expect(cleared.json().assessment).toMatchObject({ categoryId: null, category: null });
    });

    it('answers 404 for an unknown group or profiler, 422 for an inactive group, 400 for a bad body', async () => {
      const profiler = await insertProfiler(t);
      const unknown = await call('PUT', `/admin/assessments/${profiler.id}/category`, {
        categoryId: MISSING_ID,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Category not found');
      const inactive = await insertGroup(t, { isActive: false });
      const refused = await call('PUT', `/admin/assessments/${profiler.id}/category`, {
        categoryId: inactive.id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('This category is inactive');
      const missing = await call('PUT', `/admin/assessments/${MISSING_ID}/category`, { categoryId: null });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Profiler not found');
      const bad = await call('PUT', `/admin/assessments/${profiler.id}/category`, {});
      expect(bad.statusCode).toBe(400);
    });
  });
});
