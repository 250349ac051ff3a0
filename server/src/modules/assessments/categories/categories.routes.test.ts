import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { categoryResultConfigs, questions } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('categories routes', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    user = (await insertUserWithToken(t)).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  const createCategory = async (assessmentId: string, body: object = {}) => {
    const res = await call('POST', '/admin/categories', { title: 'Interests', assessmentId, ...body });
    expect(res.statusCode).toBe(201);
    return res.json().category;
  };

  const listTitles = async (assessmentId: string) =>
    (await call('GET', `/admin/assessments/${assessmentId}/categories`))
      .json()
      .categories.map((c: { title: string }) => c.title);

  describe('access', () => {
    it('answers 401 without a token and 403 to a normal user', async () => {
      await expectAdminOnly(t, '/api/admin/categories', user, 'POST', {});
      await expectAdminOnly(t, `/api/admin/categories?assessmentId=${MISSING}`, user);
    });
  });

  describe('create and list', () => {
    it('appends categories (order = current count) and lists them by order through both paths', async () => {
      const profiler = await insertProfiler(t);
      const first = await createCategory(profiler.id, { title: 'Values', description: '  What matters  ' });
      const second = await createCategory(profiler.id, { title: 'Strengths' });
      expect(first).toMatchObject({
        title: 'Values',
        description: 'What matters',
        order: 0,
        assessmentId: profiler.id,
        showForScreeningAnswers: [],
        questionCount: 0,
        resultConfigCount: 0,
      });
      expect(second.order).toBe(1);
      await createCategory(profiler.id, { title: 'Warm-up', order: 0 });

      // Same order: the earlier one first.
      expect(await listTitles(profiler.id)).toEqual(['Values', 'Warm-up', 'Strengths']);
      const byQuery = await call('GET', `/admin/categories?assessmentId=${profiler.id}`);
      expect(byQuery.statusCode).toBe(200);
      expect(byQuery.json().categories.map((c: { title: string }) => c.title)).toEqual([
        'Values',
        'Warm-up',
        'Strengths',
      ]);
    });

    it('counts questions and result configurations in the list', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      for (const text of ['I like puzzles', 'I like people']) {
        const q = await call('POST', '/admin/questions', { text, type: 'YES_NO', categoryId: category.id });
        expect(q.statusCode).toBe(201);
      }
      await call('POST', `/admin/categories/${category.id}/results`, {
        optionValue: 'a',
        resultLabel: 'Thinker',
      });
      const [listed] = (await call('GET', `/admin/assessments/${profiler.id}/categories`)).json().categories;
      expect(listed).toMatchObject({ id: category.id, questionCount: 2, resultConfigCount: 1 });
    });

    it('accepts the screening restriction as a JSON-array string', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id, {
        showForScreeningAnswers: '["bachelor","mid","mid"]',
      });
      expect(category.showForScreeningAnswers).toEqual(['bachelor', 'mid']);
    });

    it('requires the assessment id and a title, and a profiler that exists', async () => {
      const missing = await call('POST', '/admin/categories', { title: 'Values' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'assessmentId: Assessment ID is required',
      });
      const invalid = await call('POST', '/admin/categories', { title: 'Values', assessmentId: 'abc' });
      expect(invalid.json().message).toBe('assessmentId: Assessment ID is required');
      const profiler = await insertProfiler(t);
      const untitled = await call('POST', '/admin/categories', { title: '  ', assessmentId: profiler.id });
      expect(untitled.statusCode).toBe(400);
      expect(untitled.json().message).toBe('title: Title is required');
      const unknown = await call('POST', '/admin/categories', { title: 'Values', assessmentId: MISSING });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Profiler not found');
    });

    it('answers 400 to a list without assessmentId and 404 for an unknown profiler', async () => {
      const noId = await call('GET', '/admin/categories');
      expect(noId.statusCode).toBe(400);
      expect(noId.json().message).toBe('assessmentId: Assessment ID is required');
      expect((await call('GET', `/admin/assessments/${MISSING}/categories`)).statusCode).toBe(404);
    });
  });

  describe('update', () => {
    it('edits title, description and the screening restriction', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const res = await call('PUT', `/admin/categories/${category.id}`, {
        title: 'Work interests',
        description: 'Where you like to spend your day',
        showForScreeningAnswers: ['phd', 'executive'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().category).toMatchObject({
        id: category.id,
        title: 'Work interests',
        description: 'Where you like to spend your day',
        showForScreeningAnswers: ['phd', 'executive'],
        order: 0,
      });
      const cleared = await call('PUT', `/admin/categories/${category.id}`, { showForScreeningAnswers: '' });
      expect(cleared.json().category.showForScreeningAnswers).toEqual([]);
      expect(cleared.json().category.title).toBe('Work interests');
    });

    it('persists a reorder made with one PUT per category', async () => {
      const profiler = await insertProfiler(t);
      const [a, b, c] = [
        await createCategory(profiler.id, { title: 'A' }),
        await createCategory(profiler.id, { title: 'B' }),
        await createCategory(profiler.id, { title: 'C' }),
      ];
      for (const [order, category] of [c, a, b].entries()) {
        const res = await call('PUT', `/admin/categories/${category.id}`, { order });
        expect(res.json().category.order).toBe(order);
      }
      expect(await listTitles(profiler.id)).toEqual(['C', 'A', 'B']);
    });

    it('refuses values outside the screening restriction list, and unknown categories', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const bad = await call('PUT', `/admin/categories/${category.id}`, {
        showForScreeningAnswers: ['student'],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('showForScreeningAnswers.0: Unknown screening answer');
      const unknown = await call('PUT', `/admin/categories/${MISSING}`, { title: 'X' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Category not found');
    });
  });

  describe('delete', () => {
    it('deletes the category with its questions and result configurations', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      await call('POST', '/admin/questions', { text: 'Q', type: 'TEXT', categoryId: category.id });
      await call('POST', `/admin/categories/${category.id}/results`, {
        optionValue: 'b',
        resultLabel: 'Doer',
      });

      const res = await call('DELETE', `/admin/categories/${category.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Category deleted successfully!' });
      const db = t.database.db;
      expect(await db.select().from(questions).where(eq(questions.categoryId, category.id))).toEqual([]);
      expect(
        await db
          .select()
          .from(categoryResultConfigs)
          .where(eq(categoryResultConfigs.categoryId, category.id)),
      ).toEqual([]);
      expect((await call('DELETE', `/admin/categories/${category.id}`)).statusCode).toBe(404);
    });
  });

  describe('result configurations', () => {
    it('creates, lists a to e, edits and deletes', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const url = `/admin/categories/${category.id}/results`;
      const c = await call('POST', url, { optionValue: 'c', resultLabel: 'Helper' });
      expect(c.statusCode).toBe(201);
      expect(c.json().result).toMatchObject({
        categoryId: category.id,
        optionValue: 'c',
        resultLabel: 'Helper',
        resultDescription: '',
      });
      await call('POST', url, { optionValue: 'a', resultLabel: 'Maker', resultDescription: 'Builds things' });

      const list = await call('GET', url);
      expect(list.json().results.map((r: { optionValue: string }) => r.optionValue)).toEqual(['a', 'c']);

      const configId = c.json().result.id;
      await call('PUT', `${url}/${configId}`, { resultDescription: 'Supports others' });
      const edited = await call('PUT', `${url}/${configId}`, { resultLabel: 'Supporter', optionValue: 'd' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().result).toMatchObject({
        optionValue: 'd',
        resultLabel: 'Supporter',
        resultDescription: 'Supports others',
      });

      const removed = await call('DELETE', `${url}/${configId}`);
      expect(removed.json()).toEqual({ message: 'Result configuration deleted successfully!' });
      expect((await call('GET', url)).json().results).toHaveLength(1);
      expect((await call('DELETE', `${url}/${configId}`)).statusCode).toBe(404);
    });

    it('refuses a second result for the same option, on create and on edit', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const url = `/admin/categories/${category.id}/results`;
      await call('POST', url, { optionValue: 'a', resultLabel: 'Maker' });
      const b = (await call('POST', url, { optionValue: 'b', resultLabel: 'Thinker' })).json().result;

      const again = await call('POST', url, { optionValue: 'a', resultLabel: 'Other' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: 'CONFLICT',
        message: 'A result for option a already exists in this category',
      });
      const moved = await call('PUT', `${url}/${b.id}`, { optionValue: 'a' });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toBe('A result for option a already exists in this category');
    });

    it('requires an option a to e and a label; 404 for unknown categories', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const url = `/admin/categories/${category.id}/results`;
      const noOption = await call('POST', url, { optionValue: 'f', resultLabel: 'X' });
      expect(noOption.statusCode).toBe(400);
      expect(noOption.json().message).toBe('optionValue: Choose an answer option (a to e)');
      const noLabel = await call('POST', url, { optionValue: 'a', resultLabel: ' ' });
      expect(noLabel.json().message).toBe('resultLabel: Result label is required');
      expect((await call('GET', `/admin/categories/${MISSING}/results`)).statusCode).toBe(404);
      const unknown = await call('POST', `/admin/categories/${MISSING}/results`, {
        optionValue: 'a',
        resultLabel: 'X',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('trait configurations', () => {
    it('replaces the whole list and reads it back', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const url = `/admin/categories/${category.id}/trait-configs`;
      expect((await call('GET', url)).json()).toEqual({ traitConfigs: [] });

      const saved = await call('PUT', url, {
        traitConfigs: [
          { traitType: 'Social', label: 'People person', weight: 0.3 },
          { traitType: 'Artistic', description: 'Creates', weight: 2 },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().traitConfigs).toEqual([
        { traitType: 'Artistic', label: '', description: 'Creates', weight: 2 },
        { traitType: 'Social', label: 'People person', description: '', weight: 0.3 },
      ]);

      await call('PUT', url, { traitConfigs: [{ traitType: 'Realistic' }] });
      expect((await call('GET', url)).json().traitConfigs).toEqual([
        { traitType: 'Realistic', label: '', description: '', weight: 1 },
      ]);
    });

    it('refuses a trait configured twice and unknown categories', async () => {
      const profiler = await insertProfiler(t);
      const category = await createCategory(profiler.id);
      const twice = await call('PUT', `/admin/categories/${category.id}/trait-configs`, {
        traitConfigs: [{ traitType: 'Social' }, { traitType: 'social' }],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe('traitConfigs: Each trait may be configured once');
      const unknown = await call('PUT', `/admin/categories/${MISSING}/trait-configs`, { traitConfigs: [] });
      expect(unknown.statusCode).toBe(404);
      expect((await call('GET', `/admin/categories/${MISSING}/trait-configs`)).statusCode).toBe(404);
    });
  });
});
