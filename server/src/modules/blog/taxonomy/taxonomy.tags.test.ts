import { ADMIN_REQUIRED_MESSAGE, type Tag } from '@pathwise/contract';
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

/** /article-tags: CRUD, the admin list, the public popular list and the editor's suggestions. */

describe('article tags', () => {
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
  const create = async (payload: object): Promise<Tag> => {
    const response = await call('POST', '/article-tags', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const names = (body: { items: Tag[] }) => body.items.map((tag) => tag.name);

  it('answers 401 without a token and 403 to a person on every admin call; popular is public', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/article-tags'],
      ['GET', '/article-tags/suggestions?q=ca'],
      ['GET', `/article-tags/merge-preview?sourceTagId=${MISSING_ID}&targetTagId=${crypto.randomUUID()}`],
      ['POST', '/article-tags/merge', { sourceTagId: MISSING_ID, targetTagId: crypto.randomUUID() }],
      ['GET', `/article-tags/${MISSING_ID}`],
      ['POST', '/article-tags', { name: 'Careers' }],
      ['PUT', `/article-tags/${MISSING_ID}`, { name: 'x' }],
      ['DELETE', `/article-tags/${MISSING_ID}`],
      ['PATCH', `/article-tags/${MISSING_ID}/toggle`, { isActive: false }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      const asPerson = await call(method, url, payload, headers.person);
      expect(asPerson.statusCode, `${method} ${url}`).toBe(403);
      expect(asPerson.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    const popular = await call('GET', '/article-tags/popular', undefined, {});
    expect(popular.statusCode).toBe(200);
    expect(popular.json()).toEqual({ items: [] });
  });

  it('CRUD: slug from the name, typed slug conflicts answer 409, delete removes the tag from its articles', async () => {
    const tag = await create({ name: 'Career Growth' });
    expect(tag).toMatchObject({
      name: 'Career Growth',
      slug: 'career-growth',
      isActive: true,
      articleCount: 0,
    });
    expect((await create({ name: 'career growth' })).slug).toBe('career-growth-2');
    const conflict = await call('POST', '/article-tags', { name: 'Other', slug: 'career-growth' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toContain('The slug "career-growth" is already used by another tag.');

    const updated = await call('PUT', `/article-tags/${tag.id}`, { name: 'Growth' });
    expect(updated.json()).toMatchObject({ name: 'Growth', slug: 'career-growth' });
    expect((await call('PATCH', `/article-tags/${tag.id}/toggle`, { isActive: false })).json().isActive).toBe(
      false,
    );
    expect((await call('GET', `/article-tags/${tag.id}`)).json()).toMatchObject({
      name: 'Growth',
      isActive: false,
    });

    await insertArticle(t, { tagIds: [tag.id] });
    await insertArticle(t, { tagIds: [tag.id], state: 'draft' });
    expect((await call('GET', `/article-tags/${tag.id}`)).json().articleCount).toBe(2);
    const deleted = await call('DELETE', `/article-tags/${tag.id}`);
    expect(deleted.json().message).toBe('Tag deleted. It was removed from 2 articles; the articles stay.');
    const missing = await call('GET', `/article-tags/${tag.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tag not found');

    const noName = await call('POST', '/article-tags', { name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details[0]).toMatchObject({ path: 'name', message: 'Name is required' });
  });

  it('the admin list pages in SQL, searches part of the name literally, and counts every article', async () => {
    const letters = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];
    const made = [];
    for (const name of letters) made.push(await create({ name: `List ${name}` }));
    await insertArticle(t, { tagIds: [made[0]!.id], state: 'draft' });
    await insertArticle(t, { tagIds: [made[0]!.id], state: 'scheduled' });

    const first = (await call('GET', '/article-tags?search=list&limit=2')).json();
    expect(names(first)).toEqual(['List Alpha', 'List Bravo']);
    expect(first.items[0].articleCount).toBe(2);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, hasMore: true });
    const last = (await call('GET', '/article-tags?search=LIST&limit=2&page=3')).json();
    expect(names(last)).toEqual(['List Echo']);
    expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5, hasMore: false });
    expect((await call('GET', '/article-tags?search=st_a')).json().items).toEqual([]);
    await create({ name: '100% useful' });
    expect(names((await call('GET', '/article-tags?search=0%25')).json())).toEqual(['100% useful']);
  });

  it('popular: active tags on published articles, most used first then by name, within the limit', async () => {
    const [a, b, c, d, e] = await Promise.all(
      ['Pop Zeta', 'Pop Alpha', 'Pop Beta', 'Pop Drafts', 'Pop Off'].map((name) => create({ name })),
    );
    // Zeta: 3 published; Alpha and Beta: 2 each (a tie, by name); Drafts: only unpublished; Off: inactive.
    for (let i = 0; i < 3; i++) await insertArticle(t, { tagIds: [a!.id, e!.id] });
    for (let i = 0; i < 2; i++) await insertArticle(t, { tagIds: [b!.id, c!.id] });
    await insertArticle(t, { tagIds: [d!.id], state: 'draft' });
    await insertArticle(t, { tagIds: [d!.id, b!.id], state: 'scheduled' });
    await call('PATCH', `/article-tags/${e!.id}/toggle`, { isActive: false });

    const popular = (await call('GET', '/article-tags/popular', undefined, {})).json();
    const pop = popular.items.filter((tag: Tag) => tag.name.startsWith('Pop '));
    expect(pop.map((tag: Tag) => [tag.name, tag.articleCount])).toEqual([
      ['Pop Zeta', 3],
      ['Pop Alpha', 2],
      ['Pop Beta', 2],
    ]);
    expect(names((await call('GET', '/article-tags/popular?limit=1', undefined, {})).json())).toEqual([
      'Pop Zeta',
    ]);
    expect((await call('GET', '/article-tags/popular?limit=0', undefined, {})).statusCode).toBe(400);

    await call('PATCH', `/article-tags/${e!.id}/toggle`, { isActive: true });
    const again = (await call('GET', '/article-tags/popular?limit=2', undefined, {})).json();
    expect(names(again)).toEqual(['Pop Off', 'Pop Zeta']);
  });

  it('suggestions: names starting with q first, then containing it; active before inactive', async () => {
    const off = await create({ name: 'Sugg psychology basics', isActive: false });
    await create({ name: 'Child psychology' });
    await create({ name: 'Psychometrics' });
    await create({ name: 'Psychology' });
    await create({ name: 'Unrelated' });
    expect(off.isActive).toBe(false);

    const found = (await call('GET', '/article-tags/suggestions?q=PSYCH')).json();
    expect(names(found)).toEqual([
      'Psychology',
      'Psychometrics',
      'Child psychology',
      'Sugg psychology basics',
    ]);
    expect(names((await call('GET', '/article-tags/suggestions?q=psych&limit=1')).json())).toEqual([
      'Psychology',
    ]);
    expect(names((await call('GET', '/article-tags/suggestions?q=ology')).json())).toEqual([
      'Child psychology',
      'Psychology',
      'Sugg psychology basics',
    ]);
    // % and _ are taken literally, not as wildcards.
    expect(names((await call('GET', '/article-tags/suggestions?q=%25')).json())).toEqual(['100% useful']);
    expect((await call('GET', '/article-tags/suggestions?q=p_ych')).json().items).toEqual([]);
  });
});
