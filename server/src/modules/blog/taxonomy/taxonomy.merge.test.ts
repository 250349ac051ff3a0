import type { MergeTagsResult, Tag } from '@pathwise/contract';
import { asc, eq, sql } from 'drizzle-orm';
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
import { articleTagLinks, articleTags } from '../../../db/schema/index.ts';

/** Merging tags: the preview changes nothing, the merge moves every link once and deletes the source. */

describe('merging article tags', () => {
  let t: TestApp;
  let headers: { admin: Headers; person: Headers };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (method: Method, url: string, payload?: object) =>
    caller(t, () => headers.admin)(method, url, payload);
  const create = async (name: string): Promise<Tag> => (await call('POST', '/article-tags', { name })).json();
  const linksOf = (articleId: string) =>
    t.database.db
      .select({ tagId: articleTagLinks.tagId, position: articleTagLinks.position })
      .from(articleTagLinks)
      .where(eq(articleTagLinks.articleId, articleId))
      .orderBy(asc(articleTagLinks.position));

  it('moves every article of the source to the target once; the preview predicted the counts', async () => {
    const source = await create('Job hunting');
    const target = await create('Job search');
    const other = await create('Interviews');
    const onlySource = await insertArticle(t, { tagIds: [other.id, source.id] });
    const draftOnlySource = await insertArticle(t, { tagIds: [source.id], state: 'draft' });
    const both = await insertArticle(t, { tagIds: [source.id, target.id] });
    const onlyTarget = await insertArticle(t, { tagIds: [target.id] });

    const url = `/article-tags/merge-preview?sourceTagId=${source.id}&targetTagId=${target.id}`;
    const preview = await call('GET', url);
    expect(preview.statusCode, preview.body).toBe(200);
    const predicted: MergeTagsResult = preview.json();
    expect(predicted).toMatchObject({
      source: { id: source.id, articleCount: 3 },
      target: { id: target.id, articleCount: 2 },
      articlesMoved: 2,
      articlesAlreadyTagged: 1,
    });
    // The preview changed nothing.
    expect((await call('GET', `/article-tags/${source.id}`)).json().articleCount).toBe(3);

    const merged = await call('POST', '/article-tags/merge', {
      sourceTagId: source.id,
      targetTagId: target.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const result: MergeTagsResult = merged.json();
    expect(result.articlesMoved).toBe(predicted.articlesMoved);
    expect(result.articlesAlreadyTagged).toBe(predicted.articlesAlreadyTagged);
    expect(result.source).toEqual(predicted.source);
    expect(result.target).toMatchObject({ id: target.id, articleCount: 4 });

    // The target takes the source's place in each article's list; nobody has it twice.
    expect(await linksOf(onlySource)).toEqual([
      { tagId: other.id, position: 0 },
      { tagId: target.id, position: 1 },
    ]);
    expect(await linksOf(draftOnlySource)).toEqual([{ tagId: target.id, position: 0 }]);
    expect(await linksOf(both)).toEqual([{ tagId: target.id, position: 1 }]);
    expect(await linksOf(onlyTarget)).toEqual([{ tagId: target.id, position: 0 }]);
    const [duplicates] = await t.database.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(articleTagLinks)
      .where(eq(articleTagLinks.tagId, source.id));
    expect(duplicates?.n).toBe(0);
    expect(await t.database.db.select().from(articleTags).where(eq(articleTags.id, source.id))).toEqual([]);
    expect((await call('GET', `/article-tags/${other.id}`)).json().articleCount).toBe(1);
  });

  it('answers 404 for unknown tags and 400 for the same tag twice, changing nothing', async () => {
    const tag = await create('Lonely');
    await insertArticle(t, { tagIds: [tag.id] });
    const cases: Array<[object, number, string]> = [
      [{ sourceTagId: MISSING_ID, targetTagId: tag.id }, 404, 'The tag to merge was not found'],
      [{ sourceTagId: tag.id, targetTagId: MISSING_ID }, 404, 'The tag to keep was not found'],
      [{ sourceTagId: tag.id, targetTagId: tag.id }, 400, 'Choose two different tags'],
    ];
    for (const [body, status, message] of cases) {
      const merged = await call('POST', '/article-tags/merge', body);
      expect(merged.statusCode, merged.body).toBe(status);
      expect(JSON.stringify(merged.json())).toContain(message);
      const query = new URLSearchParams(body as Record<string, string>).toString();
      const preview = await call('GET', `/article-tags/merge-preview?${query}`);
      expect(preview.statusCode).toBe(status);
      expect(JSON.stringify(preview.json())).toContain(message);
    }
    const bad = await call('POST', '/article-tags/merge', { sourceTagId: 'nope', targetTagId: tag.id });
    expect(bad.json().details[0]).toMatchObject({ path: 'sourceTagId', message: 'Choose the tag to merge' });
    expect((await call('GET', `/article-tags/${tag.id}`)).json().articleCount).toBe(1);
  });

  it('two merges racing on the same tags: one wins, the other finds its source gone', async () => {
    const a = await create('Race A');
    const b = await create('Race B');
    const article = await insertArticle(t, { tagIds: [a.id, b.id] });
    await insertArticle(t, { tagIds: [a.id] });
    await insertArticle(t, { tagIds: [b.id] });
    const [first, second] = await Promise.all([
      call('POST', '/article-tags/merge', { sourceTagId: a.id, targetTagId: b.id }),
      call('POST', '/article-tags/merge', { sourceTagId: b.id, targetTagId: a.id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    const winner = first.statusCode === 200 ? first.json() : second.json();
    expect(winner.target.articleCount).toBe(3);
    expect((await linksOf(article)).length).toBe(1);
  });
});
