import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createArticle, insertBlogAuthor, signIn } from '../../../../test/blog-articles.ts';
import { articles } from '../../../db/schema/index.ts';
import { CACHE_DROP_BOUND_MS } from '../../../platform/cache-invalidation.ts';

/**
 * The rendered pages are kept until a change is published (decision 024), not only until their TTL:
 * an edit made through the services shows at once (within CACHE_DROP_BOUND_MS), with the app's clock
 * standing still. Across two instances: multi-instance.postgres.test.ts.
 */
describe('public blog pages follow changes made through the services at once', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const clock = new Date('2026-11-28T12:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    ({ admin } = await signIn(t));
  });
  afterAll(() => t.close());

  const page = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/blog/${slug}` });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /**
   * Waits out the notices of the writes so far (on PostgreSQL they come back through the listening
   * connection, within the stated bound): a page kept after this is not dropped by a late notice of
   * an earlier change, which would make a silent write look announced.
   */
  const settle = () => new Promise((resolve) => setTimeout(resolve, CACHE_DROP_BOUND_MS));
  /** The page once it shows `text`; on PostgreSQL the notice comes back through the listening connection. */
  const shows = async (slug: string, text: string) => {
    const deadline = Date.now() + CACHE_DROP_BOUND_MS;
    for (;;) {
      const body = await page(slug);
      if (body.includes(text) || Date.now() > deadline) return body;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('an article edited or its author renamed shows at once; a silent write waits for the TTL', async () => {
    const author = await insertBlogAuthor(t, { name: 'Mira Rao' });
    const article = await createArticle(t, admin, {
      title: 'Choosing a career',
      authorId: author.id,
      isPublished: true,
    });
    await settle();
    expect(await page(article.slug)).toContain('Choosing a career');

    // Written straight into the table, which tells nobody: the kept page is still served.
    await t.database.db.update(articles).set({ title: 'Quietly renamed' }).where(eq(articles.id, article.id));
    expect(await page(article.slug)).not.toContain('Quietly renamed');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${article.id}`,
      headers: admin,
      payload: { title: 'Choosing a career you enjoy' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await shows(article.slug, 'Choosing a career you enjoy')).toContain('Choosing a career you enjoy');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/article-authors/${author.id}`,
      headers: admin,
      payload: { name: 'Mira Rao-Iyer' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await shows(article.slug, 'Mira Rao-Iyer')).toContain('Mira Rao-Iyer');
  });

  it("a draft's edits drop nothing: they show nowhere public", async () => {
    const live = await createArticle(t, admin, { title: 'Live article', isPublished: true });
    const draft = await createArticle(t, admin, { title: 'Draft article' });
    await settle();
    expect(await page(live.slug)).toContain('Live article');
    await t.database.db
      .update(articles)
      .set({ title: 'Live, quietly renamed' })
      .where(eq(articles.id, live.id));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${draft.id}`,
      headers: admin,
      payload: { title: 'Draft article, second go' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Given the time a notice would take to come back, the kept page is still served.
    expect(await shows(live.slug, 'quietly renamed')).not.toContain('quietly renamed');
  });
});
