import { ADMIN_REQUIRED_MESSAGE, type TaxonomyItem } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  caller,
  type Headers,
  insertArticle,
  type Method,
  MISSING_ID,
  signIn,
} from '../../../../test/blog-taxonomy.ts';
import { articles } from '../../../db/schema/index.ts';

/** Categories and subjects: one implementation, the same behaviour under both paths. */

describe.each([
  {
    kind: 'category',
    path: '/article-categories',
    column: 'categoryId',
    noun: 'category',
    label: 'Category',
  },
  { kind: 'subject', path: '/article-subjects', column: 'subjectId', noun: 'subject', label: 'Subject' },
] as const)('$path', ({ path, column, noun, label }) => {
  let t: TestApp;
  let headers: { admin: Headers; person: Headers };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (method: Method, url: string, payload?: object, h?: Headers) =>
    caller(t, () => headers.admin)(method, url, payload, h);
  const create = async (payload: object): Promise<TaxonomyItem> => {
    const response = await call('POST', path, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('answers 401 without a token and 403 to a person on every admin call', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', path],
      ['GET', `${path}/${MISSING_ID}`],
      ['POST', path, { name: 'Careers' }],
      ['PUT', `${path}/${MISSING_ID}`, { name: 'x' }],
      ['DELETE', `${path}/${MISSING_ID}`],
      ['PATCH', `${path}/${MISSING_ID}/toggle`, { isActive: false }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      const asPerson = await call(method, url, payload, headers.person);
      expect(asPerson.statusCode, `${method} ${url}`).toBe(403);
      expect(asPerson.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    expect((await call('GET', path)).json().items).toEqual([]);
  });

  it('creates with a slug from the name, reads, updates partially and keeps the slug on rename', async () => {
    const item = await create({ name: '  Études & Carrières ', description: 'Where to start' });
    expect(item).toMatchObject({
      name: 'Études & Carrières',
      slug: 'etudes-carrieres',
      description: 'Where to start',
      isActive: true,
      articleCount: 0,
    });
    expect((await call('GET', `${path}/${item.id}`)).json()).toEqual(item);

    const renamed = await call('PUT', `${path}/${item.id}`, { name: 'Study abroad' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Study abroad',
      slug: 'etudes-carrieres',
      description: 'Where to start',
    });

    const reslugged = await call('PUT', `${path}/${item.id}`, { slug: 'study-abroad', description: null });
    expect(reslugged.json()).toMatchObject({ name: 'Study abroad', slug: 'study-abroad', description: null });
    expect((await call('GET', path)).json().items.map((i: TaxonomyItem) => i.slug)).toContain('study-abroad');
  });

  it('refuses bad input with clear messages and answers 404 for unknown ids', async () => {
    const noName = await call('POST', path, { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toEqual([
      expect.objectContaining({ path: 'name', message: 'Name is required' }),
    ]);
    const badSlug = await call('POST', path, { name: 'Careers', slug: 'Not a slug!' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().details[0].path).toBe('slug');
    const longName = await call('POST', path, { name: 'x'.repeat(81) });
    expect(longName.json().details[0].message).toBe('Name must be at most 80 characters');
    const badToggle = await call('PATCH', `${path}/${MISSING_ID}/toggle`, { isActive: 'yes' });
    expect(badToggle.json().details[0].message).toBe('isActive must be true or false');

    for (const [method, url, payload] of [
      ['GET', `${path}/${MISSING_ID}`],
      ['PUT', `${path}/${MISSING_ID}`, { name: 'x' }],
      ['DELETE', `${path}/${MISSING_ID}`],
      ['PATCH', `${path}/${MISSING_ID}/toggle`, { isActive: true }],
    ] as Array<[Method, string, object?]>) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(`${label} not found`);
    }
  });

  it('a generated slug takes the next free suffix; a typed slug already taken answers 409', async () => {
    const first = await create({ name: 'Career change' });
    const second = await create({ name: 'Career Change!' });
    const third = await create({ name: 'career   change' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'career-change',
      'career-change-2',
      'career-change-3',
    ]);

    const typed = await call('POST', path, { name: 'Another', slug: 'career-change' });
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({
      error: 'CONFLICT',
      message: `The slug "career-change" is already used by another ${noun}. Choose a different slug, or leave it empty to make one from the name.`,
    });
    const typedOnUpdate = await call('PUT', `${path}/${third.id}`, { slug: 'career-change-2' });
    expect(typedOnUpdate.statusCode).toBe(409);
    // A name with no Latin letters or digits still gets a slug.
    expect((await create({ name: '日本' })).slug).toMatch(new RegExp(`^${noun}(-\\d+)?$`));
  });

  it('twenty concurrent creates of one name all succeed with distinct slugs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', path, { name: 'Same name race' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const slugs = responses.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain('same-name-race');
    for (const slug of slugs) expect(slug).toMatch(/^same-name-race(-([2-9]|1\d|20))?$/);
  });

  it('counts every article in the admin list, and deleting keeps the articles without it', async () => {
    const item = await create({ name: 'Counted' });
    await insertArticle(t, { [column]: item.id, state: 'published' });
    await insertArticle(t, { [column]: item.id, state: 'draft' });
    const kept = await insertArticle(t, { [column]: item.id, state: 'scheduled' });
    const listed = (await call('GET', path)).json().items.find((i: TaxonomyItem) => i.id === item.id);
    expect(listed.articleCount).toBe(3);
    expect((await call('GET', `${path}/${item.id}`)).json().articleCount).toBe(3);

    const deleted = await call('DELETE', `${path}/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(`${label} deleted. Its 3 articles stay, now without a ${noun}.`);
    const [article] = await t.database.db.select().from(articles).where(eq(articles.id, kept));
    expect(article?.[column]).toBeNull();
    expect((await call('GET', `${path}/${item.id}`)).statusCode).toBe(404);

    const empty = await create({ name: 'Empty one' });
    expect((await call('DELETE', `${path}/${empty.id}`)).json().message).toBe(`${label} deleted.`);
  });

  it('the toggle switches an item off and on', async () => {
    const item = await create({ name: 'Switchable', isActive: false });
    expect(item.isActive).toBe(false);
    const on = await call('PATCH', `${path}/${item.id}/toggle`, { isActive: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().isActive).toBe(true);
    expect((await call('PATCH', `${path}/${item.id}/toggle`, { isActive: false })).json().isActive).toBe(
      false,
    );
  });
});
