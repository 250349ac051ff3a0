import { BUILT_IN_TRAIT_TYPES } from '@pathwise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { assessments, traitTypes } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('trait types routes', () => {
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
  beforeEach(async () => {
    await t.database.db.delete(assessments);
    await t.database.db.delete(traitTypes);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  const createTrait = async (name: string, description?: string) => {
    const res = await call('POST', '/admin/trait-types', { name, description });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().traitType as { id: string; name: string };
  };

  /** A category with questions carrying the given traits, and a trait configuration per trait. */
  const useTraits = async (...traits: string[]) => {
    const profiler = await insertProfiler(t);
    const category = (
      await call('POST', '/admin/categories', { title: 'All', assessmentId: profiler.id })
    ).json().category;
    const questionIds: string[] = [];
    for (const traitType of traits) {
      const res = await call('POST', '/admin/questions', {
        text: `About ${traitType}`,
        type: 'RATING',
        categoryId: category.id,
        traitType,
      });
      questionIds.push(res.json().question.id);
    }
    const distinct = [...new Map(traits.map((trait) => [trait.toLowerCase(), trait])).values()];
    await call('PUT', `/admin/categories/${category.id}/trait-configs`, {
      traitConfigs: distinct.map((traitType) => ({ traitType, weight: 2 })),
    });
    return { categoryId: category.id as string, questionIds };
  };

  it('answers 401 without a token and 403 to a normal user', async () => {
    await expectAdminOnly(t, '/api/admin/trait-types', user);
    await expectAdminOnly(t, '/api/admin/trait-types', user, 'POST', { name: 'Grit' });
  });

  it('lists the built-in types and the custom ones with their question counts', async () => {
    await createTrait('Resilience', 'Bouncing back');
    await createTrait('curiosity');
    await useTraits('Resilience', 'resilience');

    const res = await call('GET', '/admin/trait-types');
    expect(res.statusCode).toBe(200);
    expect(res.json().builtIn).toEqual([...BUILT_IN_TRAIT_TYPES]);
    expect(res.json().custom).toMatchObject([
      { name: 'curiosity', description: '', questionCount: 0 },
      { name: 'Resilience', description: 'Bouncing back', questionCount: 2 },
    ]);
  });

  it('refuses blank names, repeated names in any case and built-in names', async () => {
    await createTrait('Resilience');
    const blank = await call('POST', '/admin/trait-types', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Trait name is required');
    const repeated = await call('POST', '/admin/trait-types', { name: 'RESILIENCE' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe('A trait type named RESILIENCE already exists');
    const builtIn = await call('POST', '/admin/trait-types', { name: 'artistic' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe('artistic is a built-in trait type');
  });

  it('renames the trait on its questions and trait configurations in one go', async () => {
    const trait = await createTrait('Grit');
    const { categoryId, questionIds } = await useTraits('Grit', 'Social');

    const res = await call('PUT', `/admin/trait-types/${trait.id}`, {
      name: 'Perseverance',
      description: 'Keeps going',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().traitType).toMatchObject({
      name: 'Perseverance',
      description: 'Keeps going',
      questionCount: 1,
    });

    const [renamed, untouched] = await Promise.all(
      questionIds.map(async (id) => (await call('GET', `/admin/questions/${id}`)).json().question.traitType),
    );
    expect([renamed, untouched]).toEqual(['Perseverance', 'Social']);
    const configs = (await call('GET', `/admin/categories/${categoryId}/trait-configs`)).json().traitConfigs;
    expect(configs.map((c: { traitType: string }) => c.traitType)).toEqual(['Perseverance', 'Social']);
  });

  it('keeps the description when only the name changes, and allows a change of case', async () => {
    const trait = await createTrait('grit', 'Keeps going');
    const res = await call('PUT', `/admin/trait-types/${trait.id}`, { name: 'Grit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().traitType).toMatchObject({ name: 'Grit', description: 'Keeps going' });
  });

  it('refuses a rename onto a built-in or another custom name, or onto a trait a category already configures beside it', async () => {
    const grit = await createTrait('Grit');
    await createTrait('Focus');
    const builtIn = await call('PUT', `/admin/trait-types/${grit.id}`, { name: 'Social' });
    expect(builtIn.statusCode).toBe(409);
    const taken = await call('PUT', `/admin/trait-types/${grit.id}`, { name: 'focus' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A trait type named focus already exists');

    await useTraits('Grit', 'Stamina');
    const clash = await call('PUT', `/admin/trait-types/${grit.id}`, { name: 'Stamina' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A category already configures a trait named Stamina');
    expect((await call('PUT', `/admin/trait-types/${MISSING}`, { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses to delete a trait questions use, and deletes it once they do not', async () => {
    const trait = await createTrait('Grit');
    const { categoryId, questionIds } = await useTraits('Grit', 'grit');

    const refused = await call('DELETE', `/admin/trait-types/${trait.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CONFLICT', message: 'This trait is used by 2 questions' });

    await call('PUT', `/admin/questions/${questionIds[0]}`, { traitType: null });
    const one = await call('DELETE', `/admin/trait-types/${trait.id}`);
    expect(one.json().message).toBe('This trait is used by 1 question');

    await call('DELETE', `/admin/questions/${questionIds[1]}`);
    const deleted = await call('DELETE', `/admin/trait-types/${trait.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Trait type deleted successfully!' });
    expect((await call('GET', `/admin/categories/${categoryId}/trait-configs`)).json().traitConfigs).toEqual(
      [],
    );
    expect((await call('GET', '/admin/trait-types')).json().custom).toEqual([]);
    expect((await call('DELETE', `/admin/trait-types/${trait.id}`)).statusCode).toBe(404);
  });
});
