import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';
const RATING_LABELS = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];

describe('questions routes', () => {
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

  const createCategory = async (assessmentId: string, title = 'Section') => {
    const res = await call('POST', '/admin/categories', { title, assessmentId });
    expect(res.statusCode).toBe(201);
    return res.json().category as { id: string; assessmentId: string };
  };

  /** A profiler with one category, ready for questions. */
  const setUp = async () => {
    const profiler = await insertProfiler(t);
    return { profiler, category: await createCategory(profiler.id) };
  };

  const createQuestion = async (categoryId: string, body: object = {}) => {
    const res = await call('POST', '/admin/questions', {
      text: 'I enjoy fixing things',
      type: 'YES_NO',
      categoryId,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().question;
  };

  const texts = (res: { json(): { questions: Array<{ text: string }> } }) =>
    res.json().questions.map((q) => q.text);

  describe('access', () => {
    it('answers 401 without a token and 403 to a normal user', async () => {
      await expectAdminOnly(t, `/api/admin/questions/${MISSING}`, user);
      await expectAdminOnly(t, `/api/admin/questions/${MISSING}`, user, 'DELETE');
    });
  });

  describe('create', () => {
    it('normalises options, omits blank explanation/example and takes the profiler from the category', async () => {
      const { profiler, category } = await setUp();
      const question = await createQuestion(category.id, {
        text: '  Which task appeals most?  ',
        type: 'MULTIPLE_CHOICE',
        options: ['Build a shelf', '  ', { label: 'Plan a budget', explanation: 'Numbers', example: ' ' }],
        explanation: '   ',
        example: 'Think of last week',
        traitType: 'Realistic',
      });
      expect(question).toMatchObject({
        text: 'Which task appeals most?',
        type: 'MULTIPLE_CHOICE',
        options: [
          { value: 'option_1', label: 'Build a shelf' },
          { value: 'option_2', label: 'Plan a budget', explanation: 'Numbers' },
        ],
        explanation: null,
        example: 'Think of last week',
        order: 0,
        categoryId: category.id,
        assessmentId: profiler.id,
        traitType: 'Realistic',
        isReverseScored: false,
      });
      expect(question.options[1]).not.toHaveProperty('example');
      expect((await createQuestion(category.id)).order).toBe(1);
    });

    it('accepts options as a JSON-array string and rating anchor labels', async () => {
      const { category } = await setUp();
      const choice = await createQuestion(category.id, {
        type: 'MULTIPLE_CHOICE',
        options: JSON.stringify([
          { value: 'a', label: 'Yes' },
          { value: 'b', label: 'No' },
        ]),
      });
      expect(choice.options).toEqual([
        { value: 'a', label: 'Yes' },
        { value: 'b', label: 'No' },
      ]);
      const rating = await createQuestion(category.id, {
        type: 'RATING',
        options: RATING_LABELS,
        isReverseScored: true,
      });
      expect(rating.options.map((o: { label: string }) => o.label)).toEqual(RATING_LABELS);
      expect(rating.isReverseScored).toBe(true);
    });

    it('applies the option rules of each type', async () => {
      const { category } = await setUp();
      const cases: Array<[object, string]> = [
        [
          { type: 'MULTIPLE_CHOICE', options: ['Only one', ''] },
          'A multiple-choice question needs at least 2 options',
        ],
        [
          { type: 'MULTIPLE_CHOICE', options: Array.from({ length: 11 }, (_, i) => `Choice ${i}`) },
          'A multiple-choice question may have at most 10 options',
        ],
        [
          { type: 'RATING', options: ['Low', 'Mid', 'High'] },
          'A rating question has either no labels or exactly 5',
        ],
        [{ type: 'TEXT', options: ['Anything'] }, 'A text question has no options'],
        [{ type: 'YES_NO', options: ['Yes', 'No'] }, 'A yes/no question has no options'],
      ];
      for (const [body, message] of cases) {
        const res = await call('POST', '/admin/questions', { text: 'Q', categoryId: category.id, ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
      }
    });

    it('allows reverse scoring only on rating questions', async () => {
      const { category } = await setUp();
      const res = await call('POST', '/admin/questions', {
        text: 'Q',
        type: 'YES_NO',
        categoryId: category.id,
        isReverseScored: true,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Only rating questions can be reverse-scored');
    });

    it('requires text and category, and a category that exists', async () => {
      const noCategory = await call('POST', '/admin/questions', { text: 'Q', type: 'TEXT' });
      expect(noCategory.statusCode).toBe(400);
      expect(noCategory.json().message).toBe('categoryId: Assessment and category are required');
      const { category } = await setUp();
      const noText = await call('POST', '/admin/questions', {
        text: ' ',
        type: 'TEXT',
        categoryId: category.id,
      });
      expect(noText.json().message).toBe('text: Question text is required');
      const badType = await call('POST', '/admin/questions', {
        text: 'Q',
        type: 'ESSAY',
        categoryId: category.id,
      });
      expect(badType.json().message).toBe('type: Unknown question type');
      const unknown = await call('POST', '/admin/questions', {
        text: 'Q',
        type: 'TEXT',
        categoryId: MISSING,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Category not found');
    });
  });

  describe('list and get', () => {
    it('lists by category order, then question order, optionally for one category', async () => {
      const profiler = await insertProfiler(t);
      const first = await createCategory(profiler.id, 'First');
      const second = await createCategory(profiler.id, 'Second');
      await createQuestion(second.id, { text: 'S1' });
      await createQuestion(first.id, { text: 'F2', order: 5 });
      await createQuestion(first.id, { text: 'F1', order: 1 });
      await call('PUT', `/admin/categories/${second.id}`, { order: 0 });
      await call('PUT', `/admin/categories/${first.id}`, { order: 1 });

      const all = await call('GET', `/admin/questions?assessmentId=${profiler.id}`);
      expect(all.statusCode).toBe(200);
      expect(texts(all)).toEqual(['S1', 'F1', 'F2']);
      const one = await call('GET', `/admin/questions?assessmentId=${profiler.id}&categoryId=${first.id}`);
      expect(texts(one)).toEqual(['F1', 'F2']);
    });

    it('answers 400 without assessmentId and 404 for unknown or foreign ids', async () => {
      const noId = await call('GET', '/admin/questions');
      expect(noId.statusCode).toBe(400);
      expect(noId.json().message).toBe('assessmentId: Assessment ID is required');
      expect((await call('GET', `/admin/questions?assessmentId=${MISSING}`)).statusCode).toBe(404);
      const a = await setUp();
      const b = await setUp();
      const foreign = await call(
        'GET',
        `/admin/questions?assessmentId=${a.profiler.id}&categoryId=${b.category.id}`,
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('gets one question, or 404', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id);
      const res = await call('GET', `/admin/questions/${question.id}`);
      expect(res.json().question).toEqual(question);
      expect((await call('GET', `/admin/questions/${MISSING}`)).statusCode).toBe(404);
    });
  });

  describe('update', () => {
    it('changes the order alone and leaves every other field as it was', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, {
        explanation: 'Why we ask',
        example: 'For example',
        traitType: 'Practical',
      });
      const res = await call('PUT', `/admin/questions/${question.id}`, { order: 7 });
      expect(res.statusCode).toBe(200);
      expect(res.json().question).toMatchObject({
        order: 7,
        explanation: 'Why we ask',
        example: 'For example',
        traitType: 'Practical',
        text: question.text,
      });
    });

    it('persists a reorder made one question at a time', async () => {
      const { profiler, category } = await setUp();
      const q = [
        await createQuestion(category.id, { text: 'A' }),
        await createQuestion(category.id, { text: 'B' }),
        await createQuestion(category.id, { text: 'C' }),
      ];
      for (const [order, question] of [q[2], q[0], q[1]].entries()) {
        await call('PUT', `/admin/questions/${question.id}`, { order });
      }
      expect(texts(await call('GET', `/admin/questions?assessmentId=${profiler.id}`))).toEqual([
        'C',
        'A',
        'B',
      ]);
    });

    it('clears blank explanation and trait, keeps them when omitted', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, { explanation: 'Why', traitType: 'Social' });
      const res = await call('PUT', `/admin/questions/${question.id}`, {
        explanation: '  ',
        traitType: null,
      });
      expect(res.json().question).toMatchObject({ explanation: null, traitType: null });
    });

    it('clears the options when the type changes away from multiple choice', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, {
        type: 'MULTIPLE_CHOICE',
        options: ['A', 'B', 'C'],
      });
      const res = await call('PUT', `/admin/questions/${question.id}`, { type: 'TEXT' });
      expect(res.statusCode).toBe(200);
      expect(res.json().question).toMatchObject({ type: 'TEXT', options: [] });
    });

    it('keeps rating anchor labels sent with a change to rating', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, { type: 'MULTIPLE_CHOICE', options: ['A', 'B'] });
      const res = await call('PUT', `/admin/questions/${question.id}`, {
        type: 'RATING',
        options: RATING_LABELS,
      });
      expect(res.json().question.type).toBe('RATING');
      expect(res.json().question.options.map((o: { label: string }) => o.label)).toEqual(RATING_LABELS);
    });

    it('requires valid options when the type changes to multiple choice', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, { type: 'TEXT' });
      const bare = await call('PUT', `/admin/questions/${question.id}`, { type: 'MULTIPLE_CHOICE' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe('A multiple-choice question needs at least 2 options');
      const withOptions = await call('PUT', `/admin/questions/${question.id}`, {
        type: 'MULTIPLE_CHOICE',
        options: ['Mornings', 'Evenings'],
      });
      expect(withOptions.statusCode).toBe(200);
      expect(withOptions.json().question.options).toHaveLength(2);
    });

    it('checks new options against the current type', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, { type: 'MULTIPLE_CHOICE', options: ['A', 'B'] });
      const res = await call('PUT', `/admin/questions/${question.id}`, { options: ['Only'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A multiple-choice question needs at least 2 options');
    });

    it('drops reverse scoring when a rating question changes type, and refuses it on other types', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id, { type: 'RATING', isReverseScored: true });
      const changed = await call('PUT', `/admin/questions/${question.id}`, { type: 'YES_NO' });
      expect(changed.json().question).toMatchObject({ type: 'YES_NO', isReverseScored: false });
      const refused = await call('PUT', `/admin/questions/${question.id}`, { isReverseScored: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Only rating questions can be reverse-scored');
    });

    it('moves a question to another category of the same profiler only, appending it there', async () => {
      const { profiler, category } = await setUp();
      const other = await createCategory(profiler.id, 'Other');
      await createQuestion(other.id, { text: 'Already there' });
      const question = await createQuestion(category.id);

      const moved = await call('PUT', `/admin/questions/${question.id}`, { categoryId: other.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().question).toMatchObject({
        categoryId: other.id,
        order: 1,
        assessmentId: profiler.id,
      });

      const elsewhere = await setUp();
      const refused = await call('PUT', `/admin/questions/${question.id}`, {
        categoryId: elsewhere.category.id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('A question can only move to a category of the same profiler');
      expect((await call('PUT', `/admin/questions/${question.id}`, { categoryId: MISSING })).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for an unknown question', async () => {
      expect((await call('PUT', `/admin/questions/${MISSING}`, { order: 1 })).statusCode).toBe(404);
      expect((await call('PUT', `/admin/questions/${MISSING}`, { type: 'TEXT' })).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes a question, then answers 404', async () => {
      const { category } = await setUp();
      const question = await createQuestion(category.id);
      const res = await call('DELETE', `/admin/questions/${question.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Question deleted successfully!' });
      expect((await call('GET', `/admin/questions/${question.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/admin/questions/${question.id}`)).statusCode).toBe(404);
    });
  });
});
