import type { Article, ArticleStatus, ArticleSummary } from '@pathwise/contract';
import { and, eq, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { articleAuthors, articleCategories, articleSubjects, articles } from '../../../db/schema/index.ts';

/**
 * The one way articles are read into the contract's shapes (admin and public alike): the article row
 * with its author, category and subject joined and its tags gathered in their given order by a
 * correlated subquery, so a page of summaries is one round trip with no N+1 and no JS assembly.
 *
 * `audience: 'public'` drops inactive taxonomy from the refs: a switched-off category, subject, tag or
 * author has no public page, so a guest gets no link to one. The article itself stays readable.
 */
export type Audience = 'admin' | 'public';

/** Published and its date reached: what a guest may read. */
export function isPublicCondition(now: Date): SQL {
  return and(eq(articles.isPublished, true), lte(articles.publishedAt, now)) as SQL;
}

export function statusOf(row: { isPublished: boolean; publishedAt: Date | null }, now: Date): ArticleStatus {
  if (!row.isPublished) return 'draft';
  return row.publishedAt && row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

type RefJson = { id: string; name: string; slug: string };

function tagsColumn(audience: Audience) {
  const activeOnly = audience === 'public' ? sql`and t.is_active` : sql``;
  return sql<RefJson[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by l.position, t.name)
    from article_tag_links l join article_tags t on t.id = l.tag_id
    where l.article_id = ${articles.id} ${activeOnly}
  ), '[]'::json)`;
}

function summaryColumns(audience: Audience) {
  const pub = audience === 'public';
  // An inactive ref reads as null to the public: the join keeps the row, the condition blanks the ref.
  const active = (column: SQLWrapper) => (pub ? column : sql`true`);
  return {
    id: articles.id,
    title: articles.title,
    slug: articles.slug,
    excerpt: articles.excerpt,
    coverImageUrl: articles.coverImageUrl,
    coverImageAlt: articles.coverImageAlt,
    isPublished: articles.isPublished,
    isFeatured: articles.isFeatured,
    publishedAt: articles.publishedAt,
    readingMinutes: articles.readingMinutes,
    wordCount: articles.wordCount,
    viewCount: articles.viewCount,
    seoScore: articles.seoScore,
    createdAt: articles.createdAt,
    updatedAt: articles.updatedAt,
    authorId: articleAuthors.id,
    authorName: articleAuthors.name,
    authorSlug: articleAuthors.slug,
    authorVerified: articleAuthors.isVerified,
    authorAvatar: articleAuthors.avatarUrl,
    authorShown: sql<boolean>`${active(articleAuthors.isActive)}`,
    categoryId: articleCategories.id,
    categoryName: articleCategories.name,
    categorySlug: articleCategories.slug,
    categoryShown: sql<boolean>`${active(articleCategories.isActive)}`,
    subjectId: articleSubjects.id,
    subjectName: articleSubjects.name,
    subjectSlug: articleSubjects.slug,
    subjectShown: sql<boolean>`${active(articleSubjects.isActive)}`,
    tags: tagsColumn(audience),
  };
}

function articleColumns(audience: Audience) {
  return {
    ...summaryColumns(audience),
    bodyHtml: articles.bodyHtml,
    metaTitle: articles.metaTitle,
    metaDescription: articles.metaDescription,
    focusKeyword: articles.focusKeyword,
    canonicalUrl: articles.canonicalUrl,
    ctaAssessmentId: articles.ctaAssessmentId,
    // The stored references even when the public hides an inactive one (related articles use them).
    categoryRefId: articles.categoryId,
    subjectRefId: articles.subjectId,
  };
}

/** articles ⟕ author ⟕ category ⟕ subject, ready for where/order/limit. */
export function selectSummaries(db: DbOrTx, audience: Audience) {
  return db
    .select(summaryColumns(audience))
    .from(articles)
    .leftJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(articleSubjects, eq(articleSubjects.id, articles.subjectId));
}

export function selectArticles(db: DbOrTx, audience: Audience) {
  return db
    .select(articleColumns(audience))
    .from(articles)
    .leftJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(articleSubjects, eq(articleSubjects.id, articles.subjectId));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];

function ref(id: string | null, name: string | null, slug: string | null, shown: boolean): RefJson | null {
  return id && name !== null && slug !== null && shown ? { id, name, slug } : null;
}

export function toSummary(row: SummaryRow, now: Date): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    author:
      row.authorId && row.authorName !== null && row.authorSlug !== null && row.authorShown
        ? {
            id: row.authorId,
            name: row.authorName,
            slug: row.authorSlug,
            isVerified: row.authorVerified ?? false,
            avatarUrl: row.authorAvatar,
          }
        : null,
    category: ref(row.categoryId, row.categoryName, row.categorySlug, row.categoryShown),
    subject: ref(row.subjectId, row.subjectName, row.subjectSlug, row.subjectShown),
    tags: row.tags,
    status: statusOf(row, now),
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readingMinutes: row.readingMinutes,
    wordCount: row.wordCount,
    viewCount: row.viewCount,
    seoScore: row.seoScore,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toArticle(row: ArticleRow, now: Date): Article {
  return {
    ...toSummary(row, now),
    bodyHtml: row.bodyHtml,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    focusKeyword: row.focusKeyword,
    canonicalUrl: row.canonicalUrl,
    ctaAssessmentId: row.ctaAssessmentId,
  };
}

/** `%term%` for LIKE with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
