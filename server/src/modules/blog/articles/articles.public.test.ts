import {
  ARTICLE_NOT_FOUND_MESSAGE,
  type ArticleList,
  controlCharacterProblem,
  type PublicArticle,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
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
  signIn,
} from '../../../../test/blog-articles.ts';
import { articleAuthors, articleCategories, articles, articleTags } from '../../../db/schema/index.ts';
import { XSS_PAYLOADS } from '../content/content.xss-payloads.ts';
import { resolveSlug } from './articles.public.ts';

/** What a guest reads of the blog as JSON (decision 020): published only, active taxonomy only. */
describe('public article routes', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await signIn(t));
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (method: Method, url: string, payload?: object, headers?: Headers) =>
    caller(t, () => admin)(method, url, payload, headers);
  const guest = (url: string) => call('GET', url, undefined, {});
  const publicList = async (query: string) => {
    const response = await guest(`/blog/articles?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ArticleList;
  };
  const publish = (body: Record<string, unknown> = {}) =>
    createArticle(t, admin, { isPublished: true, ...body });

  it('hides drafts and scheduled articles from guests (404) while admins see them', async () => {
    const draft = await createArticle(t, admin, { title: 'Hidden draft' });
    const scheduled = await createArticle(t, admin, {
      title: 'Hidden scheduled',
      isPublished: true,
      publishedAt: new Date(Date.now() + HOUR).toISOString(),
    });
    for (const article of [draft, scheduled]) {
      const response = await guest(`/blog/articles/${article.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ARTICLE_NOT_FOUND_MESSAGE);
      expect((await call('POST', `/blog/articles/${article.slug}/view`, undefined, {})).statusCode).toBe(404);
      expect((await call('GET', `/articles/${article.id}`)).statusCode).toBe(200);
      expect(await resolveSlug(t.database.db, article.slug)).toBeNull();
    }
    expect((await guest('/blog/articles/never-written')).statusCode).toBe(404);
    const listed = await publicList('search=Hidden');
    expect(listed.items).toEqual([]);

    // Its date reached, the scheduled article is public without anyone touching it.
    expect(await resolveSlug(t.database.db, scheduled.slug, new Date(Date.now() + 2 * HOUR))).toMatchObject({
      kind: 'article',
      article: { id: scheduled.id, status: 'published' },
    });
    // Unpublished again: gone from the public.
    const live = await publish({ title: 'Briefly live' });
    expect((await guest(`/blog/articles/${live.slug}`)).statusCode).toBe(200);
    await call('PATCH', `/articles/${live.id}/publish`, { isPublished: false });
    expect((await guest(`/blog/articles/${live.slug}`)).statusCode).toBe(404);
  });

  it('lists featured first, then newest, paged with a total', async () => {
    const marker = `lst${Date.now().toString(36)}`;
    const day = 24 * HOUR;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    await publish({ title: `${marker} old featured`, publishedAt: at(10), isFeatured: true });
    await publish({ title: `${marker} newest`, publishedAt: at(1) });
    await publish({ title: `${marker} middle`, publishedAt: at(3) });
    await createArticle(t, admin, { title: `${marker} draft featured`, isFeatured: true });
    const titles = (result: ArticleList) => result.items.map((item) => item.title.replace(`${marker} `, ''));
    expect(titles(await publicList(`search=${marker}`))).toEqual(['old featured', 'newest', 'middle']);
    const page = await publicList(`search=${marker}&limit=2&page=2`);
    expect(titles(page)).toEqual(['middle']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    expect((await guest('/blog/articles?limit=51')).statusCode).toBe(400);
  });

  it('filters by active taxonomy slugs; an inactive item filters nothing while its articles stay readable', async () => {
    const category = await insertBlogCategory(t, 'Filter category');
    const subject = await insertBlogSubject(t, 'Filter subject');
    const tag = await insertBlogTag(t, 'Filter tag');
    const author = await insertBlogAuthor(t, { name: 'Filter Author' });
    const inCategory = await publish({ title: 'In category', categoryId: category.id });
    const inSubject = await publish({ title: 'In subject', subjectId: subject.id });
    const tagged = await publish({ title: 'Tagged', tagIds: [tag.id] });
    const byAuthor = await publish({ title: 'By author', authorId: author.id });
    const ids = (result: ArticleList) => result.items.map((item) => item.id);
    expect(ids(await publicList(`category=${category.slug}`))).toEqual([inCategory.id]);
    expect(ids(await publicList(`subject=${subject.slug}`))).toEqual([inSubject.id]);
    expect(ids(await publicList(`tag=${tag.slug}`))).toEqual([tagged.id]);
    expect(ids(await publicList(`author=${author.slug}`))).toEqual([byAuthor.id]);
    expect(ids(await publicList('category=no-such-category'))).toEqual([]);

    const db = t.database.db;
    await db.update(articleCategories).set({ isActive: false }).where(eq(articleCategories.id, category.id));
    await db.update(articleTags).set({ isActive: false }).where(eq(articleTags.id, tag.id));
    await db.update(articleAuthors).set({ isActive: false }).where(eq(articleAuthors.id, author.id));
    expect(ids(await publicList(`category=${category.slug}`))).toEqual([]);
    expect(ids(await publicList(`tag=${tag.slug}`))).toEqual([]);
    expect(ids(await publicList(`author=${author.slug}`))).toEqual([]);
    // Still readable, without a link to the switched-off category, tag or author…
    const read = (await guest(`/blog/articles/${inCategory.slug}`)).json() as PublicArticle;
    expect(read.article.category).toBeNull();
    const readTagged = (await guest(`/blog/articles/${tagged.slug}`)).json() as PublicArticle;
    expect(readTagged.article.tags).toEqual([]);
    expect(
      ((await guest(`/blog/articles/${byAuthor.slug}`)).json() as PublicArticle).article.author,
    ).toBeNull();
    expect(ids(await publicList('search=In category'))).toEqual([inCategory.id]);
    // …while the admin still sees every reference.
    expect((await call('GET', `/articles/${inCategory.id}`)).json().category.id).toBe(category.id);
  });

  it('answers an old slug with 301 to the current address; resolveSlug says the same to the pages', async () => {
    const article = await publish({ title: 'Moving article', slug: 'moving-article' });
    await call('PUT', `/articles/${article.id}`, { slug: 'moved-article' });
    const old = await guest('/blog/articles/moving-article');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/blog/articles/moved-article');
    expect(await resolveSlug(t.database.db, 'moving-article')).toEqual({
      kind: 'redirect',
      slug: 'moved-article',
    });
    const current = await guest('/blog/articles/moved-article');
    expect(current.statusCode).toBe(200);
    expect((current.json() as PublicArticle).article.slug).toBe('moved-article');
    // An old slug of an article that is no longer published leads nowhere.
    await call('PATCH', `/articles/${article.id}/publish`, { isPublished: false });
    expect((await guest('/blog/articles/moving-article')).statusCode).toBe(404);
  });

  it('lists up to 3 related published articles, the most shared first', async () => {
    const category = await insertBlogCategory(t, 'Related category');
    const [a, b, c] = [
      await insertBlogTag(t, 'Ra'),
      await insertBlogTag(t, 'Rb'),
      await insertBlogTag(t, 'Rc'),
    ];
    const main = await publish({ title: 'Main', categoryId: category.id, tagIds: [a.id, b.id, c.id] });
    const two = await publish({ title: 'Shares two tags', tagIds: [a.id, b.id] });
    const three = await publish({
      title: 'Shares two tags and the category',
      tagIds: [a.id, c.id],
      categoryId: category.id,
    });
    const one = await publish({ title: 'Shares one tag', tagIds: [c.id] });
    await publish({
      title: 'Shares the category',
      categoryId: category.id,
      publishedAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    });
    await createArticle(t, admin, {
      title: 'Draft sharing all',
      tagIds: [a.id, b.id, c.id],
      categoryId: category.id,
    });
    await publish({ title: 'Shares nothing' });
    const response = (await guest(`/blog/articles/${main.slug}`)).json() as PublicArticle;
    expect(response.related.map((item) => item.id)).toEqual([three.id, two.id, one.id]);
  });

  it('counts a view with one UPDATE of the counter and stores nothing about the reader', async () => {
    const article = await publish({ title: 'Counted' });
    const db = t.database.db;
    const tableCounts = async () => {
      const tables = (await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      const counts: Record<string, number> = {};
      for (const { table_name } of tables.rows) {
        const result = (await db.execute(
          sql.raw(`select count(*)::int as n from "${table_name}"`),
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        counts[table_name] = result.rows[0]!.n;
      }
      return counts;
    };
    const [before] = await db.select().from(articles).where(eq(articles.id, article.id));
    const countsBefore = await tableCounts();
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/blog/articles/${article.slug}/view`,
        headers: { 'user-agent': 'Reader/1.0', cookie: 'who=me' },
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const [after] = await db.select().from(articles).where(eq(articles.id, article.id));
    expect(after).toEqual({ ...before, viewCount: 3 });
    expect(await tableCounts()).toEqual(countsBefore);
  });

  it('limits views per address', async () => {
    const article = await publish({ title: 'Rate limited' });
    const view = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/blog/articles/${article.slug}/view`,
        remoteAddress: '198.51.100.4',
      });
    for (let i = 0; i < 30; i++) expect((await view()).statusCode).toBe(204);
    const limited = await view();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row!.viewCount).toBe(30);
  });

  it('keeps every XSS payload out of the stored body and the public one', async () => {
    // A payload carrying a control character (a NUL before javascript:) never reaches the sanitizer:
    // the input rule refuses the whole request with a 400.
    const refused = XSS_PAYLOADS.filter((p) => controlCharacterProblem(p.html, { multiline: true }));
    for (const payload of refused) {
      const response = await call('POST', '/articles', { title: 'Refused', bodyHtml: payload.html });
      expect(response.statusCode, payload.name).toBe(400);
    }
    const accepted = XSS_PAYLOADS.filter((p) => !refused.includes(p));
    expect(accepted.length).toBeGreaterThan(20);
    const body = accepted.map((payload) => `<p>${payload.name}</p>${payload.html}`).join('\n');
    const article = await publish({ title: 'XSS payloads', bodyHtml: body });
    const [stored] = await t.database.db.select().from(articles).where(eq(articles.id, article.id));
    const served = (await guest(`/blog/articles/${article.slug}`)).json() as PublicArticle;
    for (const html of [stored!.bodyHtml, article.bodyHtml, served.article.bodyHtml]) {
      expect(dangers(html)).toEqual([]);
    }
    expect(served.article.bodyHtml).toContain('<p>script tag</p>');
  });

  it('sanitizes again on the way out: a body written around the service is served clean to guests and the editor', async () => {
    const article = await publish({ title: 'Written around' });
    await t.database.db
      .update(articles)
      .set({
        bodyHtml:
          '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      })
      .where(eq(articles.id, article.id));
    const served = (await guest(`/blog/articles/${article.slug}`)).json() as PublicArticle;
    expect(dangers(served.article.bodyHtml)).toEqual([]);
    expect(served.article.bodyHtml).toContain('<p>ok</p>');
    // The editor's preview reads the admin copy: the same second pass.
    const editor = (await call('GET', `/articles/${article.id}`)).json();
    expect(dangers(editor.bodyHtml)).toEqual([]);
    expect(editor.bodyHtml).toBe(served.article.bodyHtml);
  });
});

const NEVER_TAGS = new Set([
  'script',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'base',
  'meta',
  'form',
  'input',
  'body',
  'video',
  'audio',
  'details',
  'marquee',
  'frame',
  'frameset',
  'template',
  'noscript',
]);

/** Everything in `html`, parsed as a browser would, that could run script: tags, handlers, URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (NEVER_TAGS.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on') || attribute === 'style' || attribute.includes(':')) {
            found.push(`${name}[${attribute}]`);
          }
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'cite'].includes(attribute)) {
            // A browser strips controls and whitespace before reading the scheme.
            const url = [...value]
              .filter((char) => char.charCodeAt(0) > 0x20)
              .join('')
              .toLowerCase();
            if (/^(javascript|vbscript|data):/.test(url)) found.push(`${name}[${attribute}=${value}]`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
