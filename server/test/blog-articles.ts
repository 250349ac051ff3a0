import { randomBytes } from 'node:crypto';
import type { Article } from '@pathwise/contract';
import { articleAuthors, articleCategories, articleSubjects, articleTags } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { insertUserWithToken } from './factories.ts';

/**
 * What the articles tests share: signed-in admin and person, an inject shortcut, and taxonomy rows
 * stored straight into the tables (the taxonomy room owns their API; an article only needs ids).
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

const suffix = () => randomBytes(3).toString('hex');

type TaxonomyTable = typeof articleCategories | typeof articleSubjects | typeof articleTags;

async function insertNamed(t: TestApp, table: TaxonomyTable, name: string, isActive: boolean) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix()}`;
  const [row] = await t.database.db.insert(table).values({ name, slug, isActive }).returning();
  return { id: row!.id, name: row!.name, slug: row!.slug };
}

export const insertBlogCategory = (t: TestApp, name = 'Careers', isActive = true) =>
  insertNamed(t, articleCategories, name, isActive);
export const insertBlogSubject = (t: TestApp, name = 'Personality', isActive = true) =>
  insertNamed(t, articleSubjects, name, isActive);
export const insertBlogTag = (t: TestApp, name = 'Holland codes', isActive = true) =>
  insertNamed(t, articleTags, name, isActive);

export async function insertBlogAuthor(
  t: TestApp,
  overrides: Partial<typeof articleAuthors.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(articleAuthors)
    .values({ name: 'Mira Rao', slug: `mira-rao-${suffix()}`, ...overrides })
    .returning();
  return row!;
}

/** Creates an article through the API as the admin and returns it (fails the test on a non-201). */
export async function createArticle(
  t: TestApp,
  admin: Headers,
  body: Record<string, unknown> = {},
): Promise<Article> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: admin,
    payload: { title: `An article ${suffix()}`, bodyHtml: '<p>Some words here.</p>', ...body },
  });
  if (response.statusCode !== 201) {
    throw new Error(`create article: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export const HOUR = 3_600_000;
