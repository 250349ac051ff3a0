import type { Article, ArticleList, ArticleSummary, PublicArticlesQuery } from '@pathwise/contract';
import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  articleAuthors,
  articleCategories,
  articleSlugRedirects,
  articles,
} from '../../../db/schema/index.ts';
import {
  containsPattern,
  isPublicCondition,
  selectArticles,
  selectSummaries,
  toArticle,
  toSummary,
} from './articles.read.ts';
import { servedArticleHtml } from './articles.served-html.ts';

/**
 * What a guest may read of the blog, for the JSON API (articles.routes.ts) and the server-rendered
 * pages, sitemap and RSS (the pages room). Only articles that are published with their date reached;
 * taxonomy refs only when active. Every function takes `now` so scheduled publishing follows the
 * app's clock (tests move it).
 */

export const RELATED_ARTICLES_LIMIT = 3;
/** A sitemap file holds at most 50,000 URLs (sitemaps.org); RSS readers want the newest few. */
export const SITEMAP_ARTICLES_MAX = 50_000;

/**
 * The public list: featured first, then newest. Filters name taxonomy by slug and match only active
 * items: a switched-off category has no public page, so filtering by its slug lists nothing, while
 * its articles stay readable by their own URL and in the unfiltered list.
 */
export async function listPublishedArticles(
  db: DbOrTx,
  query: PublicArticlesQuery,
  now: Date,
): Promise<ArticleList> {
  const where = and(isPublicCondition(now), ...publicFilters(query));
  const offset = (query.page - 1) * query.limit;
  const [rows, [totalRow]] = await Promise.all([
    selectSummaries(db, 'public')
      .where(where)
      .orderBy(desc(articles.isFeatured), desc(articles.publishedAt), desc(articles.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    items: rows.map((row) => toSummary(row, now)),
    pagination: { page: query.page, limit: query.limit, total, hasMore: offset + rows.length < total },
  };
}

function publicFilters(query: PublicArticlesQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        sql`lower(${articles.title}) like ${pattern}`,
        sql`lower(coalesce(${articles.excerpt}, '')) like ${pattern}`,
      ) as SQL,
    );
  }
  if (query.category) {
    filters.push(
      inArray(
        articles.categoryId,
        sql`(select id from article_categories where slug = ${query.category} and is_active)`,
      ),
    );
  }
  if (query.subject) {
    filters.push(
      inArray(
        articles.subjectId,
        sql`(select id from article_subjects where slug = ${query.subject} and is_active)`,
      ),
    );
  }
  if (query.author) {
    filters.push(
      inArray(
        articles.authorId,
        sql`(select id from article_authors where slug = ${query.author} and is_active)`,
      ),
    );
  }
  if (query.tag) {
    filters.push(sql`exists (
      select 1 from article_tag_links l join article_tags t on t.id = l.tag_id
      where l.article_id = ${articles.id} and t.slug = ${query.tag} and t.is_active
    )`);
  }
  return filters;
}

/**
 * One published article by its current slug, its body passed through the allow-list once more on the
 * way out (articles.served-html.ts: stored sanitized, served sanitized). Null when unknown, draft or
 * scheduled.
 */
export async function findPublishedArticle(db: DbOrTx, slug: string, now: Date): Promise<Article | null> {
  return (await findPublished(db, slug, now))?.article ?? null;
}

async function findPublished(db: DbOrTx, slug: string, now: Date) {
  const [row] = await selectArticles(db, 'public')
    .where(and(eq(articles.slug, slug), isPublicCondition(now)))
    .limit(1);
  if (!row) return null;
  const article = toArticle(row, now);
  return {
    article: { ...article, bodyHtml: servedArticleHtml(article.bodyHtml) },
    refs: { id: row.id, categoryId: row.categoryRefId, subjectId: row.subjectRefId },
  };
}

/**
 * Up to `limit` other published articles sharing the most with this one: one point per shared tag,
 * one for the same category, one for the same subject (ties: newest first). None share: none listed.
 */
export async function listRelatedArticles(
  db: DbOrTx,
  article: { id: string; categoryId: string | null; subjectId: string | null },
  now: Date,
  limit = RELATED_ARTICLES_LIMIT,
): Promise<ArticleSummary[]> {
  const sharedTags = sql<number>`(
    select count(*) from article_tag_links mine
    join article_tag_links theirs on theirs.tag_id = mine.tag_id
    where mine.article_id = ${article.id} and theirs.article_id = ${articles.id}
  )`;
  const sameCategory = article.categoryId
    ? sql`case when ${articles.categoryId} = ${article.categoryId} then 1 else 0 end`
    : sql`0`;
  const sameSubject = article.subjectId
    ? sql`case when ${articles.subjectId} = ${article.subjectId} then 1 else 0 end`
    : sql`0`;
  const score = sql`(${sharedTags} + ${sameCategory} + ${sameSubject})`;
  const rows = await selectSummaries(db, 'public')
    .where(and(isPublicCondition(now), ne(articles.id, article.id), sql`${score} > 0`))
    .orderBy(desc(score), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => toSummary(row, now));
}

export type ResolvedSlug =
  | { kind: 'article'; article: Article; related: ArticleSummary[] }
  /** An earlier slug of a published article: answer 301 to its current `slug`. */
  | { kind: 'redirect'; slug: string }
  | null;

/**
 * What /blog/{slug} (page or API) should answer: the published article with its related ones, a
 * redirect when the slug is one the article had before, or null (404) for anything a guest may not read.
 */
export async function resolveSlug(db: DbOrTx, slug: string, now: Date = new Date()): Promise<ResolvedSlug> {
  const found = await findPublished(db, slug, now);
  if (found) {
    const related = await listRelatedArticles(db, found.refs, now);
    return { kind: 'article', article: found.article, related };
  }
  const [redirect] = await db
    .select({ slug: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(and(eq(articleSlugRedirects.slug, slug), isPublicCondition(now)))
    .limit(1);
  return redirect ? { kind: 'redirect', slug: redirect.slug } : null;
}

export type PublishedArticleLink = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  metaDescription: string | null;
  coverImageUrl: string | null;
  /** Active author and category names only (the public rule for taxonomy). */
  authorName: string | null;
  categoryName: string | null;
  publishedAt: Date;
  updatedAt: Date;
  /** The later of updatedAt and publishedAt: a scheduled article appears at its date (sitemap lastmod). */
  lastModified: Date;
};

/**
 * Every published article, newest first, without bodies: the sitemap (lastmod = updatedAt) and the
 * RSS feed (pass a small limit). `updatedAt` moves only when the content is saved, never on a view.
 */
export async function listPublishedArticleLinks(
  db: DbOrTx,
  now: Date,
  limit = SITEMAP_ARTICLES_MAX,
): Promise<PublishedArticleLink[]> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      metaDescription: articles.metaDescription,
      coverImageUrl: articles.coverImageUrl,
      authorName: sql<string | null>`case when ${articleAuthors.isActive} then ${articleAuthors.name} end`,
      categoryName: sql<
        string | null
      >`case when ${articleCategories.isActive} then ${articleCategories.name} end`,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .leftJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(isPublicCondition(now))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(Math.min(limit, SITEMAP_ARTICLES_MAX));
  // The public condition guarantees a date; the type does not know it.
  return rows.map((row) => {
    const publishedAt = row.publishedAt ?? row.updatedAt;
    const lastModified = publishedAt > row.updatedAt ? publishedAt : row.updatedAt;
    return { ...row, publishedAt, lastModified };
  });
}

/**
 * The newest content change among published articles (and how many there are): a cheap validator
 * for the sitemap's and feed's ETag without reading the list.
 */
export async function publishedArticlesVersion(
  db: DbOrTx,
  now: Date,
): Promise<{ count: number; lastModified: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      lastModified: sql<Date | null>`max(greatest(${articles.updatedAt}, ${articles.publishedAt}))`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(articles)
    .where(isPublicCondition(now));
  return { count: row?.count ?? 0, lastModified: row?.lastModified ?? null };
}
