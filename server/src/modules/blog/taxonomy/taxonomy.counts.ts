import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles, articleTagLinks } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';

/**
 * Article counts as correlated subqueries, so every list counts in SQL on the indexes
 * (articles_category_idx, articles_subject_idx, articles_author_idx, article_tag_links_tag_idx).
 * Admin screens count every article (drafts included: deleting a category with drafts matters);
 * public reads count what a guest can open: published with its date reached.
 */
export type CountScope = { kind: 'all' } | { kind: 'published'; now: Date };

export const ALL_ARTICLES: CountScope = { kind: 'all' };
export const publishedBy = (now: Date): CountScope => ({ kind: 'published', now });

/** The condition a guest-visible article meets, on the `articles` table. */
export function isPublicArticle(now: Date): SQL {
  return sql`${qualified(articles.isPublished)} and ${qualified(articles.publishedAt)} <= ${now.toISOString()}::timestamptz`;
}

/** Articles whose `articleColumn` (category_id, subject_id, author_id) is the row of `ownerId`. */
export function articleCount(
  articleColumn: AnyPgColumn,
  ownerId: AnyPgColumn,
  scope: CountScope,
): SQL<number> {
  const published = scope.kind === 'published' ? sql` and ${isPublicArticle(scope.now)}` : sql``;
  return sql<number>`(select count(*)::int from ${articles} where ${qualified(articleColumn)} = ${qualified(ownerId)}${published})`.mapWith(
    Number,
  );
}

/** Articles carrying the tag `tagId`; the published scope joins the article to read its state. */
export function tagArticleCount(tagId: AnyPgColumn, scope: CountScope): SQL<number> {
  if (scope.kind === 'all') {
    return sql<number>`(select count(*)::int from ${articleTagLinks} where ${qualified(articleTagLinks.tagId)} = ${qualified(tagId)})`.mapWith(
      Number,
    );
  }
  return sql<number>`(select count(*)::int from ${articleTagLinks} join ${articles} on ${qualified(articles.id)} = ${qualified(articleTagLinks.articleId)} where ${qualified(articleTagLinks.tagId)} = ${qualified(tagId)} and ${isPublicArticle(scope.now)})`.mapWith(
    Number,
  );
}
