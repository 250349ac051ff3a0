import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertCategory, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';

/**
 * Found by the HTTP fuzz: trait weights and answer scores are stored in `real` (float4) columns,
 * which refuse a non-zero number closer to 0 than about 1e-38 ("value out of range: underflow"),
 * so such a number in a body was a 500 from the database.
 */
describe('numbers bound for real columns', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let person: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    person = (await insertUserWithToken(t)).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('a trait weight too close to zero is refused with 400, and 0 and ordinary weights are kept', async () => {
    const profiler = await insertProfiler(t);
    const category = await insertCategory(t, profiler.id);
    const put = (weight: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${category.id}/trait-configs`,
        headers: admin,
        payload: { traitConfigs: [{ traitType: 'Realistic', weight }] },
      });
    for (const weight of [1.7721568696971552e-197, 1e-40, 5e-324]) {
      const res = await put(weight);
      expect(res.statusCode, String(weight)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
    for (const weight of [0, 0.001, 1.25, 10]) {
      const res = await put(weight);
      expect(res.statusCode, String(weight)).toBe(200);
      expect(res.json().traitConfigs[0].weight).toBeCloseTo(weight, 5);
    }
  });

  it('an option score too close to zero is refused with 400 instead of failing the answer later', async () => {
    const profiler = await insertProfiler(t, { isActive: true, isFree: true });
    const category = await insertCategory(t, profiler.id);
    const create = (score: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/questions',
        headers: admin,
        payload: {
          categoryId: category.id,
          text: 'Pick one',
          type: 'MULTIPLE_CHOICE',
          options: [
            { label: 'Tiny', score },
            { label: 'One', score: 1 },
          ],
        },
      });
    const refused = await create(1e-300);
    expect(refused.statusCode).toBe(400);

    const accepted = await create(0.5);
    expect(accepted.statusCode).toBe(201);
    const question = accepted.json().question;
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${profiler.id}/start`,
      headers: person,
    });
    expect(start.statusCode).toBeLessThan(300);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${profiler.id}/attempts/${start.json().attempt.id}/answers`,
      headers: person,
      payload: { questionId: question.id, categoryId: category.id, answer: question.options[0].value },
    });
    expect(answer.statusCode).toBe(200);
  });
});
