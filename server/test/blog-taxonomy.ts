import { randomBytes } from 'node:crypto';
import { articles, articleTagLinks } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { insertUserWithToken } from './factories.ts';

/**
 * What the taxonomy tests share: an admin and a person with tokens, an inject shortcut, and articles
 * stored straight into the tables (the articles room owns their API; counts only need rows).
 */

export type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export async function signIn(t: TestApp) {
  const admin = await insertUserWithToken(t, { role: 'admin', name: 'Asha Admin' });
  const person = await insertUserWithToken(t);
  return { admin: admin.headers, person: person.headers };
}

export function caller(t: TestApp, defaultHeaders: () => Headers) {
  return (method: Method, url: string, payload?: object, headers: Headers = defaultHeaders()) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
}

type ArticleState = 'published' | 'draft' | 'scheduled';

/** One article in the given state (published an hour ago, a draft, or scheduled a day ahead), with tags. */
export async function insertArticle(
  t: TestApp,
  options: {
    state?: ArticleState;
    authorId?: string;
    categoryId?: string;
    subjectId?: string;
    tagIds?: string[];
  } = {},
): Promise<string> {
  const state = options.state ?? 'published';
  const hour = 3_600_000;
  const publishedAt =
    state === 'published'
      ? new Date(Date.now() - hour)
      : state === 'scheduled'
        ? new Date(Date.now() + 24 * hour)
        : null;
  const [row] = await t.database.db
    .insert(articles)
    .values({
      title: `Article ${randomBytes(3).toString('hex')}`,
      slug: `article-${randomBytes(6).toString('hex')}`,
      isPublished: state !== 'draft',
      publishedAt,
      authorId: options.authorId,
      categoryId: options.categoryId,
      subjectId: options.subjectId,
    })
    .returning({ id: articles.id });
  const articleId = row!.id;
  if (options.tagIds && options.tagIds.length > 0) {
    await t.database.db
      .insert(articleTagLinks)
      .values(options.tagIds.map((tagId, position) => ({ articleId, tagId, position })));
  }
  return articleId;
}
