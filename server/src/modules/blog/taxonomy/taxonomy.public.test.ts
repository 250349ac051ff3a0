import type { BlogTaxonomy } from '@pathwise/contract';
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
import { AppError } from '../../../platform/errors.ts';
import { assertTaxonomyRefs } from './taxonomy.refs.ts';

/** GET /blog/taxonomy (public) and assertTaxonomyRefs (what the articles room checks before a save). */

describe('the public taxonomy and taxonomy references', () => {
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
  const make = async (path: string, name: string): Promise<{ id: string }> =>
    (await call('POST', path, { name, isFeatured: path === '/article-authors' ? true : undefined })).json();
  const read = async (): Promise<BlogTaxonomy> => {
    const response = await call('GET', '/blog/taxonomy', undefined, {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const summary = (items: Array<{ name: string; articleCount: number }>) =>
    items.map((item) => [item.name, item.articleCount]);

  it('lists only active items, each counting published articles; toggles hide them everywhere public', async () => {
    expect(await read()).toEqual({ categories: [], subjects: [], tags: [], authors: [] });
    const category = await make('/article-categories', 'Careers');
    const hiddenCategory = await make('/article-categories', 'Hidden');
    const subject = await make('/article-subjects', 'Engineering');
    const tag = await make('/article-tags', 'Resume');
    const emptyTag = await make('/article-tags', 'Empty');
    const author = await make('/article-authors', 'Ravi');
    const filed = { categoryId: category.id, subjectId: subject.id, authorId: author.id, tagIds: [tag.id] };
    await insertArticle(t, filed);
    await insertArticle(t, filed);
    await insertArticle(t, { ...filed, state: 'draft' });
    await insertArticle(t, { ...filed, state: 'scheduled' });
    await insertArticle(t, { categoryId: hiddenCategory.id });
    await call('PATCH', `/article-categories/${hiddenCategory.id}/toggle`, { isActive: false });

    const visible = await read();
    expect(summary(visible.categories)).toEqual([['Careers', 2]]);
    expect(summary(visible.subjects)).toEqual([['Engineering', 2]]);
    expect(summary(visible.tags)).toEqual([
      ['Empty', 0],
      ['Resume', 2],
    ]);
    expect(summary(visible.authors)).toEqual([['Ravi', 2]]);
    // The admin list counts every article.
    const adminCategories = (await call('GET', '/article-categories')).json().items;
    expect(summary(adminCategories)).toEqual([
      ['Careers', 4],
      ['Hidden', 1],
    ]);
    expect((await call('GET', '/article-tags/popular', undefined, {})).json().items).toHaveLength(1);
    expect((await call('GET', '/article-authors/featured', undefined, {})).json().items).toHaveLength(1);

    await call('PATCH', `/article-categories/${category.id}/toggle`, { isActive: false });
    await call('PATCH', `/article-subjects/${subject.id}/toggle`, { isActive: false });
    await call('PATCH', `/article-tags/${tag.id}/toggle`, { isActive: false });
    await call('PATCH', `/article-tags/${emptyTag.id}/toggle`, { isActive: false });
    await call('PATCH', `/article-authors/${author.id}/toggle`, { isActive: false });
    expect(await read()).toEqual({ categories: [], subjects: [], tags: [], authors: [] });
    expect((await call('GET', '/article-tags/popular', undefined, {})).json().items).toEqual([]);
    expect((await call('GET', '/article-authors/featured', undefined, {})).json().items).toEqual([]);
  });

  it('assertTaxonomyRefs accepts existing ids (inactive too) and names the one to choose again', async () => {
    const db = t.database.db;
    const author = await make('/article-authors', 'Refs author');
    const category = await make('/article-categories', 'Refs category');
    const subject = await make('/article-subjects', 'Refs subject');
    const tagA = await make('/article-tags', 'Refs A');
    const tagB = await make('/article-tags', 'Refs B');
    await call('PATCH', `/article-tags/${tagB.id}/toggle`, { isActive: false });
    await expect(
      assertTaxonomyRefs(db, {
        authorId: author.id,
        categoryId: category.id,
        subjectId: subject.id,
        tagIds: [tagA.id, tagB.id, tagA.id],
      }),
    ).resolves.toBeUndefined();
    await expect(
      assertTaxonomyRefs(db, { authorId: null, categoryId: null, tagIds: [] }),
    ).resolves.toBeUndefined();

    const refusals: Array<[Parameters<typeof assertTaxonomyRefs>[1], string]> = [
      [{ authorId: MISSING_ID }, 'Choose an existing author'],
      [{ categoryId: MISSING_ID }, 'Choose an existing category'],
      [{ subjectId: MISSING_ID }, 'Choose an existing subject'],
      [{ tagIds: [MISSING_ID] }, 'Choose an existing tag'],
      [{ tagIds: [tagA.id, MISSING_ID] }, 'Choose existing tags: one or more tags no longer exist'],
    ];
    for (const [refs, message] of refusals) {
      const error = await assertTaxonomyRefs(db, refs).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 400, message });
    }
  });
});
