import {
  ARTICLE_NOT_FOUND_MESSAGE,
  type Article,
  type CreateArticleBodySchema,
  readingMinutes,
  type UpdateArticleBodySchema,
} from '@pathwise/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { articles, articleTagLinks } from '../../../db/schema/index.ts';
import { CACHES, type CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import {
  isConstraintViolation,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from '../../../platform/db-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { articlePlainText, countWords, sanitizeArticleHtml } from '../content/content.sanitize.ts';
import { assertTaxonomyRefs } from '../taxonomy/taxonomy.refs.ts';
import { listAdminArticles } from './articles.admin-list.ts';
import { isPublicCondition, selectArticles, toArticle } from './articles.read.ts';
import { servedArticleHtml } from './articles.served-html.ts';
import { claimGeneratedSlug, recordSlugChange, slugTakenMessage } from './articles.slugs.ts';

export type CreateArticleBody = z.infer<typeof CreateArticleBodySchema>;
export type UpdateArticleBody = z.infer<typeof UpdateArticleBodySchema>;

export const CTA_ASSESSMENT_MESSAGE = 'Choose an existing profiler for the call to action';
export const ARTICLE_DELETED_MESSAGE = 'Article deleted';
const TAXONOMY_GONE_MESSAGE = 'An author, category, subject or tag you chose no longer exists. Choose again.';

type Deps = Pick<ModuleDeps, 'db' | 'now'> & CacheInvalidationDeps;
type ArticleValues = Partial<typeof articles.$inferInsert>;

/**
 * Articles for the editor (spec §7 Articles; decision 020): create, partial update (the editor's
 * autosave), delete, publish / schedule / unpublish, feature, and the public view counter.
 *
 * Rules kept here: the body is sanitized before it is stored and its word count and reading time
 * derived from it; a published article always has a date (ahead: scheduled) and a draft never does;
 * slugs are unique, made from the title when not typed, and a changed slug leaves a redirect behind.
 */
export function createArticlesService({ db, now, cacheInvalidation }: Deps) {
  // The public pages every instance keeps (decision 024): a change to what they show drops them all.
  // Inside the change's transaction the notice is sent on commit; a draft's edits show nowhere public.
  const publicPagesChanged = (tx?: Tx) => cacheInvalidation.publish(CACHES.blogPages, tx);

  async function get(id: string): Promise<Article> {
    const [row] = await selectArticles(db, 'admin').where(eq(articles.id, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
    const article = toArticle(row, now());
    // The editor's preview renders this body: it gets the same second pass as the public page.
    return { ...article, bodyHtml: servedArticleHtml(article.bodyHtml) };
  }

  async function create(body: CreateArticleBody, actorId: string): Promise<Article> {
    const at = now();
    const values: typeof articles.$inferInsert = {
      title: body.title,
      slug: '',
      excerpt: body.excerpt ?? null,
      ...contentValues(body.bodyHtml),
      coverImageUrl: body.coverImageUrl ?? null,
      coverImageAlt: body.coverImageAlt ?? null,
      authorId: body.authorId ?? null,
      categoryId: body.categoryId ?? null,
      subjectId: body.subjectId ?? null,
      metaTitle: body.metaTitle ?? null,
      metaDescription: body.metaDescription ?? null,
      focusKeyword: body.focusKeyword ?? null,
      canonicalUrl: body.canonicalUrl ?? null,
      ctaAssessmentId: body.ctaAssessmentId ?? null,
      isFeatured: body.isFeatured ?? false,
      ...publication(body.isPublished ?? false, body.publishedAt, null, at),
      createdBy: actorId,
      createdAt: at,
      updatedAt: at,
    };
    const id = await db
      .transaction(async (tx) => {
        await assertTaxonomyRefs(tx, body);
        const claim = async (slug: string) => {
          const [row] = await tx
            .insert(articles)
            .values({ ...values, slug })
            .onConflictDoNothing({ target: articles.slug })
            .returning({ id: articles.id });
          return row?.id ?? null;
        };
        let claimed: { slug: string; row: string };
        if (body.slug) {
          const row = await claim(body.slug);
          if (!row) throw new AppError('CONFLICT', slugTakenMessage(body.slug));
          claimed = { slug: body.slug, row };
        } else {
          claimed = await claimGeneratedSlug(tx, body.title, claim);
        }
        await recordSlugChange(tx, claimed.row, claimed.slug, null);
        if (body.tagIds?.length) await replaceTags(tx, claimed.row, body.tagIds, at);
        if (values.isPublished) await publicPagesChanged(tx);
        return claimed.row;
      })
      .catch((error) => translateDbError(error, body.slug));
    return get(id);
  }

  /**
   * Changes only what the body names and what actually differs. The editor autosaves every few seconds
   * with mostly the same content: an unchanged save writes nothing (updatedAt, the sitemap's lastmod,
   * stays put) and an unchanged body skips the sanitizer.
   */
  async function update(id: string, body: UpdateArticleBody): Promise<Article> {
    const at = now();
    await db
      .transaction(async (tx) => {
        // Row lock: two saves of one article (autosave and a publish click) apply one after the other.
        const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
        if (!current) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
        const patch: ArticleValues = {};
        const fields = [
          'title',
          'excerpt',
          'coverImageUrl',
          'coverImageAlt',
          'authorId',
          'categoryId',
          'subjectId',
          'metaTitle',
          'metaDescription',
          'focusKeyword',
          'canonicalUrl',
          'ctaAssessmentId',
          'isFeatured',
        ] as const;
        for (const field of fields) {
          const value = body[field];
          if (value !== undefined && value !== current[field]) Object.assign(patch, { [field]: value });
        }
        if (body.slug !== undefined && body.slug !== current.slug) patch.slug = body.slug;
        if (body.bodyHtml !== undefined && body.bodyHtml !== current.bodyHtml) {
          const content = contentValues(body.bodyHtml);
          if (content.bodyHtml !== current.bodyHtml) Object.assign(patch, content);
        }
        if (body.isPublished !== undefined || body.publishedAt !== undefined) {
          const next = publication(
            body.isPublished ?? current.isPublished,
            body.publishedAt,
            current.isPublished ? current.publishedAt : null,
            at,
          );
          if (
            next.isPublished !== current.isPublished ||
            next.publishedAt?.getTime() !== current.publishedAt?.getTime()
          ) {
            Object.assign(patch, next);
          }
        }
        if ('authorId' in patch || 'categoryId' in patch || 'subjectId' in patch || body.tagIds) {
          await assertTaxonomyRefs(tx, {
            authorId: patch.authorId,
            categoryId: patch.categoryId,
            subjectId: patch.subjectId,
            tagIds: body.tagIds,
          });
        }
        const tagsChanged = body.tagIds !== undefined && !(await sameTags(tx, id, body.tagIds));
        if (Object.keys(patch).length === 0 && !tagsChanged) return;

        await tx
          .update(articles)
          .set({ ...patch, updatedAt: at })
          .where(eq(articles.id, id));
        if (patch.slug) await recordSlugChange(tx, id, patch.slug, current.slug);
        if (tagsChanged && body.tagIds) await replaceTags(tx, id, body.tagIds, at);
        if (current.isPublished || patch.isPublished) await publicPagesChanged(tx);
      })
      .catch((error) => translateDbError(error, body.slug));
    return get(id);
  }

  async function remove(id: string): Promise<void> {
    // Tag links, old-slug redirects and SEO analyses go with it (ON DELETE CASCADE).
    const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
    await publicPagesChanged();
  }

  /**
   * Publish now (no date), schedule (a date ahead), backdate (a date behind) or unpublish (back to a
   * draft without a date). Publishing a live article again without a date keeps its date; publishing a
   * scheduled one without a date brings it forward to now.
   */
  async function setPublished(
    id: string,
    input: { isPublished: boolean; publishedAt?: string | null },
  ): Promise<Article> {
    const at = now();
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ isPublished: articles.isPublished, publishedAt: articles.publishedAt })
        .from(articles)
        .where(eq(articles.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
      const isLive = current.isPublished && current.publishedAt !== null && current.publishedAt <= at;
      const next = publication(input.isPublished, input.publishedAt, isLive ? current.publishedAt : null, at);
      if (
        next.isPublished === current.isPublished &&
        next.publishedAt?.getTime() === current.publishedAt?.getTime()
      ) {
        return;
      }
      await tx
        .update(articles)
        .set({ ...next, updatedAt: at })
        .where(eq(articles.id, id));
      await publicPagesChanged(tx);
    });
    return get(id);
  }

  async function setFeatured(id: string, isFeatured: boolean): Promise<Article> {
    // updatedAt moves only on a real change, so repeating the click is a no-op.
    const updated = await db
      .update(articles)
      .set({
        isFeatured,
        updatedAt: sql`case when ${articles.isFeatured} = ${isFeatured} then ${articles.updatedAt} else ${now()} end`,
      })
      .where(eq(articles.id, id))
      .returning({ id: articles.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
    await publicPagesChanged();
    return get(id);
  }

  /**
   * The "blog view" funnel event's server side: one UPDATE of the counter of a published article.
   * Nothing about the reader is read or stored, and updatedAt stays (a view is not a content change).
   */
  async function recordView(slug: string): Promise<void> {
    const counted = await db
      .update(articles)
      .set({ viewCount: sql`${articles.viewCount} + 1` })
      .where(and(eq(articles.slug, slug), isPublicCondition(now())))
      .returning({ id: articles.id });
    if (counted.length === 0) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
  }

  return {
    list: (query: Parameters<typeof listAdminArticles>[1]) => listAdminArticles(db, query, now()),
    get,
    create,
    update,
    remove,
    setPublished,
    setFeatured,
    recordView,
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;

/** The stored body (sanitized) with its word count and reading time. */
function contentValues(html: string) {
  const bodyHtml = sanitizeArticleHtml(html);
  const wordCount = countWords(articlePlainText(bodyHtml));
  return { bodyHtml, wordCount, readingMinutes: readingMinutes(wordCount) };
}

/**
 * The publication pair. A draft has no date. A published article has one: the date given, else
 * `keep` (the date it already has, when the caller wants it kept), else now.
 */
function publication(
  isPublished: boolean,
  publishedAt: string | null | undefined,
  keep: Date | null,
  at: Date,
): { isPublished: boolean; publishedAt: Date | null } {
  if (!isPublished) return { isPublished: false, publishedAt: null };
  return { isPublished: true, publishedAt: publishedAt ? new Date(publishedAt) : (keep ?? at) };
}

async function sameTags(tx: Tx, articleId: string, tagIds: readonly string[]): Promise<boolean> {
  const current = await tx
    .select({ tagId: articleTagLinks.tagId })
    .from(articleTagLinks)
    .where(eq(articleTagLinks.articleId, articleId))
    .orderBy(asc(articleTagLinks.position));
  const wanted = [...new Set(tagIds)];
  return current.length === wanted.length && current.every((row, index) => row.tagId === wanted[index]);
}

/** The article's tags, in the order the editor gave them (a repeated id counts once, first place). */
async function replaceTags(tx: Tx, articleId: string, tagIds: readonly string[], at: Date): Promise<void> {
  await tx.delete(articleTagLinks).where(eq(articleTagLinks.articleId, articleId));
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  await tx
    .insert(articleTagLinks)
    .values(unique.map((tagId, position) => ({ articleId, tagId, position, createdAt: at, updatedAt: at })));
}

/** Constraint violations the checks above cannot rule out (a race, a profiler that does not exist). */
function translateDbError(error: unknown, slug: string | undefined): never {
  if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'articles_slug_key')) {
    throw new AppError('CONFLICT', slugTakenMessage(slug ?? ''));
  }
  if (
    isConstraintViolation(error, PG_FOREIGN_KEY_VIOLATION, 'articles_cta_assessment_id_assessments_id_fk')
  ) {
    throw new AppError('BAD_REQUEST', CTA_ASSESSMENT_MESSAGE);
  }
  for (const constraint of [
    'articles_author_id_article_authors_id_fk',
    'articles_category_id_article_categories_id_fk',
    'articles_subject_id_article_subjects_id_fk',
    'article_tag_links_tag_id_article_tags_id_fk',
  ]) {
    if (isConstraintViolation(error, PG_FOREIGN_KEY_VIOLATION, constraint)) {
      throw new AppError('BAD_REQUEST', TAXONOMY_GONE_MESSAGE);
    }
  }
  throw error;
}
