import type { AdminArticlesQuery, ArticleList, ArticleSort } from '@pathwise/contract';
import { and, asc, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { articles } from '../../../db/schema/index.ts';
import { containsPattern, selectSummaries, toSummary } from './articles.read.ts';

/**
 * The editor's list of every article (drafts, scheduled, published), filtered, sorted and paged in
 * SQL with its total. Search matches the title (the lower(title) trigram index serves `like '%…%'`)
 * or the slug.
 */
export async function listAdminArticles(
  db: DbOrTx,
  query: AdminArticlesQuery,
  now: Date,
): Promise<ArticleList> {
  const where = and(...adminFilters(query, now));
  const offset = (query.page - 1) * query.limit;
  const [rows, [totalRow]] = await Promise.all([
    selectSummaries(db, 'admin')
      .where(where)
      .orderBy(...ORDER[query.sort], desc(articles.id))
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

const ORDER: Record<ArticleSort, SQL[]> = {
  newest: [desc(articles.createdAt)],
  oldest: [asc(articles.createdAt)],
  updated: [desc(articles.updatedAt)],
  title: [sql`lower(${articles.title}) asc`],
  views: [desc(articles.viewCount)],
  // Never analysed sorts last: the best scores first, then the articles still to look at.
  seo: [sql`${articles.seoScore} desc nulls last`],
};

function adminFilters(query: AdminArticlesQuery, now: Date): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(sql`lower(${articles.title}) like ${pattern}`, sql`${articles.slug} like ${pattern}`) as SQL,
    );
  }
  if (query.status === 'draft') filters.push(eq(articles.isPublished, false));
  if (query.status === 'scheduled') {
    filters.push(and(eq(articles.isPublished, true), gt(articles.publishedAt, now)) as SQL);
  }
  if (query.status === 'published') {
    filters.push(and(eq(articles.isPublished, true), lte(articles.publishedAt, now)) as SQL);
  }
  if (query.featured) filters.push(eq(articles.isFeatured, query.featured === 'true'));
  if (query.categoryId) filters.push(eq(articles.categoryId, query.categoryId));
  if (query.subjectId) filters.push(eq(articles.subjectId, query.subjectId));
  if (query.authorId) filters.push(eq(articles.authorId, query.authorId));
  if (query.tagId) {
    filters.push(
      sql`exists (select 1 from article_tag_links l where l.article_id = ${articles.id} and l.tag_id = ${query.tagId})`,
    );
  }
  return filters;
}
