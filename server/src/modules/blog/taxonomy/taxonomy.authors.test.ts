import { ADMIN_REQUIRED_MESSAGE, type Author, IMAGE_URL_MESSAGE } from '@pathwise/contract';
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

/** /article-authors: CRUD, avatar and link checks, verify, toggle and the public featured list. */

describe('article authors', () => {
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
  const create = async (payload: object): Promise<Author> => {
    const response = await call('POST', '/article-authors', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('answers 401 without a token and 403 to a person on every admin call; featured is public', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/article-authors'],
      ['GET', `/article-authors/${MISSING_ID}`],
      ['POST', '/article-authors', { name: 'Meera' }],
      ['PUT', `/article-authors/${MISSING_ID}`, { name: 'x' }],
      ['DELETE', `/article-authors/${MISSING_ID}`],
      ['PATCH', `/article-authors/${MISSING_ID}/toggle`, { isActive: false }],
      ['PATCH', `/article-authors/${MISSING_ID}/verify`, { isVerified: true }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      const asPerson = await call(method, url, payload, headers.person);
      expect(asPerson.statusCode, `${method} ${url}`).toBe(403);
      expect(asPerson.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    const featured = await call('GET', '/article-authors/featured', undefined, {});
    expect(featured.statusCode).toBe(200);
    expect(featured.json()).toEqual({ items: [] });
  });

  it('CRUD with links and an avatar; verify and toggle; delete keeps the articles', async () => {
    const mediaPath = `/api/blog-media/${crypto.randomUUID()}`;
    const author = await create({
      name: 'Meera Iyer',
      bio: 'Career counsellor',
      avatarUrl: mediaPath,
      links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/meera' }],
    });
    expect(author).toMatchObject({
      slug: 'meera-iyer',
      avatarUrl: mediaPath,
      links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/meera' }],
      isVerified: false,
      isFeatured: false,
      isActive: true,
      articleCount: 0,
    });
    const updated = await call('PUT', `/article-authors/${author.id}`, {
      avatarUrl: 'https://images.example.com/meera.jpg',
      bio: '',
      isFeatured: true,
    });
    expect(updated.json()).toMatchObject({
      name: 'Meera Iyer',
      avatarUrl: 'https://images.example.com/meera.jpg',
      bio: null,
      isFeatured: true,
    });
    expect(
      (await call('PUT', `/article-authors/${author.id}`, { avatarUrl: '' })).json().avatarUrl,
    ).toBeNull();
    expect(
      (await call('PATCH', `/article-authors/${author.id}/verify`, { isVerified: true })).json().isVerified,
    ).toBe(true);
    expect(
      (await call('PATCH', `/article-authors/${author.id}/toggle`, { isActive: false })).json().isActive,
    ).toBe(false);
    expect((await call('GET', '/article-authors')).json().items.map((a: Author) => a.id)).toContain(
      author.id,
    );

    const conflict = await call('POST', '/article-authors', { name: 'Someone', slug: 'meera-iyer' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toContain('already used by another author');

    const article = await insertArticle(t, { authorId: author.id, state: 'draft' });
    expect((await call('GET', `/article-authors/${author.id}`)).json().articleCount).toBe(1);
    const deleted = await call('DELETE', `/article-authors/${author.id}`);
    expect(deleted.json().message).toBe('Author deleted. Their 1 article stays, now without an author.');
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, article));
    expect(row?.authorId).toBeNull();
    const gone = await call('PATCH', `/article-authors/${author.id}/verify`, { isVerified: false });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Author not found');
  });

  it('refuses avatar addresses that are not an uploaded image or http(s), and unsafe links', async () => {
    for (const avatarUrl of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/blog-media/not-a-uuid',
      '/etc/passwd',
      '//evil.example/x.png',
      'ftp://example.com/a.png',
    ]) {
      const response = await call('POST', '/article-authors', { name: 'Bad avatar', avatarUrl });
      expect(response.statusCode, avatarUrl).toBe(400);
      expect(response.json().details[0]).toMatchObject({ path: 'avatarUrl', message: IMAGE_URL_MESSAGE });
    }
    const badLink = await call('POST', '/article-authors', {
      name: 'Bad link',
      links: [{ label: 'Site', url: 'javascript:alert(1)' }],
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().details[0]).toMatchObject({ path: 'links.0.url' });
    const badVerify = await call('PATCH', `/article-authors/${MISSING_ID}/verify`, { isVerified: 'yes' });
    expect(badVerify.json().details[0].message).toBe('isVerified must be true or false');
  });

  it('featured: active featured authors, verified first, then by published articles, within the limit', async () => {
    const busy = await create({ name: 'Feat Busy', isFeatured: true });
    const verified = await create({ name: 'Feat Verified', isFeatured: true });
    const quiet = await create({ name: 'Feat Quiet', isFeatured: true });
    const notFeatured = await create({ name: 'Feat Not', isFeatured: false });
    const inactive = await create({ name: 'Feat Inactive', isFeatured: true });
    await call('PATCH', `/article-authors/${verified.id}/verify`, { isVerified: true });
    await call('PATCH', `/article-authors/${inactive.id}/verify`, { isVerified: true });
    await call('PATCH', `/article-authors/${inactive.id}/toggle`, { isActive: false });
    for (let i = 0; i < 2; i++) await insertArticle(t, { authorId: busy.id });
    // Drafts and scheduled articles do not count for the public.
    for (let i = 0; i < 3; i++) await insertArticle(t, { authorId: quiet.id, state: 'draft' });
    await insertArticle(t, { authorId: quiet.id, state: 'scheduled' });
    await insertArticle(t, { authorId: notFeatured.id });

    const featured = (await call('GET', '/article-authors/featured', undefined, {})).json();
    expect(featured.items.map((a: Author) => [a.name, a.articleCount])).toEqual([
      ['Feat Verified', 0],
      ['Feat Busy', 2],
      ['Feat Quiet', 0],
    ]);
    const one = (await call('GET', '/article-authors/featured?limit=1', undefined, {})).json();
    expect(one.items.map((a: Author) => a.name)).toEqual(['Feat Verified']);
    expect((await call('GET', '/article-authors/featured?limit=51', undefined, {})).statusCode).toBe(400);
  });
});
