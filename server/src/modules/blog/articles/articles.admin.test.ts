import {
  ADMIN_REQUIRED_MESSAGE,
  ARTICLE_NOT_FOUND_MESSAGE,
  type Article,
  type ArticleList,
  readingMinutes,
  SLUG_MESSAGE,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  caller,
  createArticle,
  type Headers,
  HOUR,
  insertBlogAuthor,
  insertBlogCategory,
  insertBlogSubject,
  insertBlogTag,
  type Method,
  MISSING_ID,
  signIn,
} from '../../../../test/blog-articles.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { articleSlugRedirects, articles, articleTagLinks } from '../../../db/schema/index.ts';
import { ARTICLE_DELETED_MESSAGE, CTA_ASSESSMENT_MESSAGE } from './articles.service.ts';
import { slugTakenMessage } from './articles.slugs.ts';

/** The editor's article calls (spec §7 Articles; decision 020) against a real database. */
describe('admin article routes', () => {
  let t: TestApp;
  let admin: Headers;
  let person: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, person } = await signIn(t));
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (method: Method, url: string, payload?: object, headers?: Headers) =>
    caller(t, () => admin)(method, url, payload, headers);
  const db = () => t.database.db;
  const list = async (query: string) => {
    const response = await call('GET', `/articles?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ArticleList;
  };

  it('every admin article call answers 401 without a token and 403 to a person', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/articles'],
      ['GET', `/articles/${MISSING_ID}`],
      ['POST', '/articles', { title: 'x' }],
      ['PUT', `/articles/${MISSING_ID}`, { title: 'x' }],
      ['DELETE', `/articles/${MISSING_ID}`],
      ['PATCH', `/articles/${MISSING_ID}/publish`, { isPublished: true }],
      ['PATCH', `/articles/${MISSING_ID}/feature`, { isFeatured: true }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, payload, person);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
  });

  it('creates an article with its taxonomy, tags in the given order, a sanitized body and its reading time', async () => {
    const author = await insertBlogAuthor(t, { isVerified: true, avatarUrl: '/api/blog-media/a.png' });
    const category = await insertBlogCategory(t);
    const subject = await insertBlogSubject(t);
    const [tagA, tagB, tagC] = [
      await insertBlogTag(t, 'Zeta'),
      await insertBlogTag(t, 'Alpha'),
      await insertBlogTag(t, 'Mu'),
    ];
    const profiler = await insertProfiler(t);
    const words = Array.from({ length: 460 }, (_, i) => `word${i}`).join(' ');
    const response = await call('POST', '/articles', {
      title: 'Choosing a Career: Where to Start?',
      excerpt: 'A first step.',
      bodyHtml: `<h1>Start</h1><p onclick="alert(1)">${words}</p><script>alert(2)</script>`,
      authorId: author.id,
      categoryId: category.id,
      subjectId: subject.id,
      tagIds: [tagB!.id, tagC!.id, tagA!.id, tagB!.id],
      metaTitle: 'Choosing a career',
      metaDescription: 'Where to start when choosing a career.',
      focusKeyword: 'choosing a career',
      canonicalUrl: 'https://example.com/choosing',
      ctaAssessmentId: profiler.id,
      coverImageUrl: '/api/blog-media/cover.png',
      coverImageAlt: 'A road',
    });
    expect(response.statusCode, response.body).toBe(201);
    const article = response.json() as Article;
    expect(article).toMatchObject({
      title: 'Choosing a Career: Where to Start?',
      slug: 'choosing-a-career-where-to-start',
      status: 'draft',
      isPublished: false,
      publishedAt: null,
      isFeatured: false,
      wordCount: 461,
      readingMinutes: readingMinutes(461),
      viewCount: 0,
      seoScore: null,
      author: { id: author.id, name: 'Mira Rao', isVerified: true, avatarUrl: '/api/blog-media/a.png' },
      category: { id: category.id, name: category.name, slug: category.slug },
      subject: { id: subject.id },
      ctaAssessmentId: profiler.id,
      canonicalUrl: 'https://example.com/choosing',
    });
    expect(readingMinutes(461)).toBe(2);
    expect(article.tags.map((tag) => tag.id)).toEqual([tagB!.id, tagC!.id, tagA!.id]);
    expect(article.bodyHtml).toBe(`<h2>Start</h2><p>${words}</p>`);
    const [stored] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(stored!.bodyHtml).toBe(article.bodyHtml);

    const fetched = await call('GET', `/articles/${article.id}`);
    expect(fetched.json()).toEqual(article);
  });

  it('answers validation messages, a missing reference and an unknown profiler with 400s', async () => {
    const cases: Array<[object, string]> = [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ title: 'Ok', slug: 'Not a slug!' }, SLUG_MESSAGE],
      [
        { title: 'Ok', canonicalUrl: 'javascript:alert(1)' },
        'Enter a full web address starting with https://',
      ],
      [{ title: 'Ok', authorId: 'nope' }, 'Choose an author'],
      [{ title: 'Ok', publishedAt: 'tomorrow' }, 'Enter a valid date and time'],
      [{ title: 'Ok', tagIds: Array.from({ length: 21 }, () => MISSING_ID) }, 'At most 20 tags'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/articles', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.map((d: { message: string }) => d.message)).toContain(message);
    }
    const missingCategory = await call('POST', '/articles', { title: 'Ok', categoryId: MISSING_ID });
    expect(missingCategory.statusCode).toBe(400);
    expect(missingCategory.json().message).toBe('Choose an existing category');
    const missingTag = await call('POST', '/articles', { title: 'Ok', tagIds: [MISSING_ID] });
    expect(missingTag.json().message).toBe('Choose an existing tag');
    const missingProfiler = await call('POST', '/articles', { title: 'Ok', ctaAssessmentId: MISSING_ID });
    expect(missingProfiler.statusCode).toBe(400);
    expect(missingProfiler.json().message).toBe(CTA_ASSESSMENT_MESSAGE);
    // Nothing half-made was left behind by the refused creates.
    expect(await db().select().from(articles).where(eq(articles.title, 'Ok'))).toHaveLength(0);
  });

  it('gives 20 concurrent creates of one title 20 distinct slugs', async () => {
    const title = `Same Title ${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/articles', { title, bodyHtml: '<p>x</p>' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const slugs = responses.map((r) => (r.json() as Article).slug);
    const base = `same-title-${title.split(' ').at(-1)}`;
    expect(new Set(slugs).size).toBe(20);
    expect(slugs.sort()).toEqual([base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)].sort());
  });

  it('refuses a typed slug another article has with a 409 saying so, on create and on update', async () => {
    const first = await createArticle(t, admin, { slug: 'taken-slug' });
    const again = await call('POST', '/articles', { title: 'Other', slug: 'taken-slug' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(slugTakenMessage('taken-slug'));
    const other = await createArticle(t, admin);
    const update = await call('PUT', `/articles/${other.id}`, { slug: first.slug });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(slugTakenMessage('taken-slug'));
    // A title without letters or digits still gets a slug.
    expect((await createArticle(t, admin, { title: '???' })).slug).toMatch(/^article(-\d+)?$/);
  });

  it('updates partially, keeps the body when it is left out, and an unchanged autosave writes nothing', async () => {
    const tagA = await insertBlogTag(t, 'First');
    const tagB = await insertBlogTag(t, 'Second');
    const article = await createArticle(t, admin, { bodyHtml: '<p>one two three</p>', tagIds: [tagA.id] });
    const renamed = await call('PUT', `/articles/${article.id}`, {
      title: 'Renamed',
      tagIds: [tagB.id, tagA.id],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Renamed',
      slug: article.slug,
      bodyHtml: '<p>one two three</p>',
      wordCount: 3,
    });
    expect((renamed.json() as Article).tags.map((tag) => tag.id)).toEqual([tagB.id, tagA.id]);

    const before = (renamed.json() as Article).updatedAt;
    const autosave = {
      title: 'Renamed',
      bodyHtml: '<p>one two three</p>',
      tagIds: [tagB.id, tagA.id],
      excerpt: null,
      isPublished: false,
    };
    for (let i = 0; i < 3; i++) {
      const same = await call('PUT', `/articles/${article.id}`, autosave);
      expect(same.statusCode).toBe(200);
      expect(same.json().updatedAt).toBe(before);
    }
    const edited = await call('PUT', `/articles/${article.id}`, { bodyHtml: '<p>one two three four</p>' });
    expect(edited.json()).toMatchObject({ wordCount: 4, bodyHtml: '<p>one two three four</p>' });
    expect(edited.json().updatedAt).not.toBe(before);
    const cleared = await call('PUT', `/articles/${article.id}`, { tagIds: [] });
    expect(cleared.json().tags).toEqual([]);
    expect(
      await db().select().from(articleTagLinks).where(eq(articleTagLinks.articleId, article.id)),
    ).toEqual([]);
  });

  it('keeps an old slug as a redirect on change, and a new article taking it ends the redirect', async () => {
    const article = await createArticle(t, admin, { slug: 'first-name' });
    await call('PUT', `/articles/${article.id}`, { slug: 'second-name' });
    await call('PUT', `/articles/${article.id}`, { slug: 'third-name' });
    const redirects = await db()
      .select({ slug: articleSlugRedirects.slug })
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, article.id));
    expect(redirects.map((r) => r.slug).sort()).toEqual(['first-name', 'second-name']);

    // A generated slug steps over an address that still redirects…
    const generated = await createArticle(t, admin, { title: 'First Name' });
    expect(generated.slug).toBe('first-name-2');
    // …a typed one takes it over, and the redirect row goes.
    await createArticle(t, admin, { title: 'Another', slug: 'first-name' });
    const left = await db()
      .select({ slug: articleSlugRedirects.slug })
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, article.id));
    expect(left.map((r) => r.slug)).toEqual(['second-name']);
    // Moving back to an earlier slug leaves no redirect from the article to itself.
    await call('PUT', `/articles/${article.id}`, { slug: 'second-name' });
    const back = await db()
      .select({ slug: articleSlugRedirects.slug })
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, article.id));
    expect(back.map((r) => r.slug)).toEqual(['third-name']);
  });

  it('publishes now, schedules, reschedules, unpublishes to a draft without a date, and features', async () => {
    const article = await createArticle(t, admin);
    const publish = (payload: object) => call('PATCH', `/articles/${article.id}/publish`, payload);

    const scheduledAt = new Date(Date.now() + 48 * HOUR).toISOString();
    const scheduled = await publish({ isPublished: true, publishedAt: scheduledAt });
    expect(scheduled.json()).toMatchObject({
      status: 'scheduled',
      isPublished: true,
      publishedAt: scheduledAt,
    });

    const now = await publish({ isPublished: true });
    expect(now.json().status).toBe('published');
    const publishedAt = now.json().publishedAt as string;
    expect(Math.abs(Date.parse(publishedAt) - Date.now())).toBeLessThan(60_000);
    // Publishing a live article again keeps its date.
    expect((await publish({ isPublished: true })).json().publishedAt).toBe(publishedAt);

    const draft = await publish({ isPublished: false, publishedAt: scheduledAt });
    expect(draft.json()).toMatchObject({ status: 'draft', isPublished: false, publishedAt: null });

    const featured = await call('PATCH', `/articles/${article.id}/feature`, { isFeatured: true });
    expect(featured.json().isFeatured).toBe(true);
    const again = await call('PATCH', `/articles/${article.id}/feature`, { isFeatured: true });
    expect(again.json().updatedAt).toBe(featured.json().updatedAt);
    expect(
      (await call('PATCH', `/articles/${article.id}/feature`, { isFeatured: false })).json().isFeatured,
    ).toBe(false);

    const bad = await publish({ isPublished: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe('isPublished must be true or false');
    for (const url of [`/articles/${MISSING_ID}/publish`, `/articles/${MISSING_ID}/feature`]) {
      const missing = await call('PATCH', url, { isPublished: true, isFeatured: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ARTICLE_NOT_FOUND_MESSAGE);
    }
  });

  it('publishes through PUT too, keeping a scheduled date when only other fields change', async () => {
    const scheduledAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const article = await createArticle(t, admin, { isPublished: true, publishedAt: scheduledAt });
    expect(article.status).toBe('scheduled');
    const saved = await call('PUT', `/articles/${article.id}`, {
      isPublished: true,
      title: 'Still scheduled',
    });
    expect(saved.json()).toMatchObject({ status: 'scheduled', publishedAt: scheduledAt });
    const live = await createArticle(t, admin, { isPublished: true });
    expect(live.status).toBe('published');
  });

  it('deletes an article with its links and redirects', async () => {
    const tag = await insertBlogTag(t);
    const article = await createArticle(t, admin, { slug: 'to-delete', tagIds: [tag.id] });
    await call('PUT', `/articles/${article.id}`, { slug: 'to-delete-2' });
    const deleted = await call('DELETE', `/articles/${article.id}`);
    expect(deleted.json()).toEqual({ message: ARTICLE_DELETED_MESSAGE });
    expect((await call('GET', `/articles/${article.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/articles/${article.id}`)).statusCode).toBe(404);
    expect(
      await db().select().from(articleSlugRedirects).where(eq(articleSlugRedirects.articleId, article.id)),
    ).toEqual([]);
  });

  describe('the admin list', () => {
    let ids: Record<string, string>;
    let filters: { categoryId: string; subjectId: string; tagId: string; authorId: string };
    const marker = `zq${Date.now().toString(36)}`;
    beforeAll(async () => {
      const category = await insertBlogCategory(t, 'List category');
      const subject = await insertBlogSubject(t, 'List subject');
      const tag = await insertBlogTag(t, 'List tag');
      const author = await insertBlogAuthor(t);
      filters = { categoryId: category.id, subjectId: subject.id, tagId: tag.id, authorId: author.id };
      const make = (title: string, body: Record<string, unknown>) =>
        createArticle(t, admin, { title: `${marker} ${title}`, ...body });
      const draft = await make('Banana draft', { categoryId: category.id });
      const scheduled = await make('Apple scheduled', {
        isPublished: true,
        publishedAt: new Date(Date.now() + 24 * HOUR).toISOString(),
        subjectId: subject.id,
        isFeatured: true,
      });
      const published = await make('Cherry published', {
        isPublished: true,
        tagIds: [tag.id],
        authorId: author.id,
      });
      ids = { draft: draft.id, scheduled: scheduled.id, published: published.id };
      await db().update(articles).set({ viewCount: 7, seoScore: 80 }).where(eq(articles.id, published.id));
      await db().update(articles).set({ seoScore: 40 }).where(eq(articles.id, draft.id));
    });
    const titles = (result: ArticleList) => result.items.map((item) => item.title.replace(`${marker} `, ''));

    it('searches title and slug, filters by status, featured and taxonomy', async () => {
      expect(titles(await list(`search=${marker}&sort=title`))).toEqual([
        'Apple scheduled',
        'Banana draft',
        'Cherry published',
      ]);
      expect(titles(await list(`search=${marker}-cherry`))).toEqual(['Cherry published']);
      expect(titles(await list(`search=${marker}&status=draft`))).toEqual(['Banana draft']);
      expect(titles(await list(`search=${marker}&status=scheduled`))).toEqual(['Apple scheduled']);
      expect(titles(await list(`search=${marker}&status=published`))).toEqual(['Cherry published']);
      expect(titles(await list(`search=${marker}&featured=true`))).toEqual(['Apple scheduled']);
      expect(titles(await list(`search=${marker}&featured=false&sort=title`))).toEqual([
        'Banana draft',
        'Cherry published',
      ]);
      expect(titles(await list(`categoryId=${filters.categoryId}`))).toEqual(['Banana draft']);
      expect(titles(await list(`subjectId=${filters.subjectId}`))).toEqual(['Apple scheduled']);
      expect(titles(await list(`tagId=${filters.tagId}`))).toEqual(['Cherry published']);
      expect(titles(await list(`authorId=${filters.authorId}`))).toEqual(['Cherry published']);
      expect((await list('search=100%25_nothing')).items).toEqual([]);
    });

    it('sorts by newest, oldest, views and SEO score and pages in SQL with a total', async () => {
      expect(titles(await list(`search=${marker}`))).toEqual([
        'Cherry published',
        'Apple scheduled',
        'Banana draft',
      ]);
      expect(titles(await list(`search=${marker}&sort=oldest`))).toEqual([
        'Banana draft',
        'Apple scheduled',
        'Cherry published',
      ]);
      expect(titles(await list(`search=${marker}&sort=views`))[0]).toBe('Cherry published');
      expect(titles(await list(`search=${marker}&sort=seo`))).toEqual([
        'Cherry published',
        'Banana draft',
        'Apple scheduled',
      ]);
      const page2 = await list(`search=${marker}&sort=title&page=2&limit=2`);
      expect(titles(page2)).toEqual(['Cherry published']);
      expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
      const page1 = await list(`search=${marker}&sort=title&page=1&limit=2`);
      expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
      expect(page1.items[0]).toMatchObject({ id: ids.scheduled, status: 'scheduled' });
    });
  });
});
