import type {
  CreateTagBodySchema,
  Message,
  Tag,
  TagListQuerySchema,
  TagSuggestionsQuerySchema,
  UpdateTagBodySchema,
} from '@pathwise/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { articles, articleTagLinks, articleTags } from '../../../db/schema/index.ts';
import { containing } from '../../../db/sql-fragments.ts';
import { CACHES, type CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import { notFound } from '../../../platform/errors.ts';
import { ALL_ARTICLES, type CountScope, isPublicArticle, tagArticleCount } from './taxonomy.counts.ts';
import { insertWithSlug, type SlugTarget, updateWithSlug } from './taxonomy.slugs.ts';

const TAG_SLUG: SlugTarget = { table: articleTags, constraint: 'article_tags_slug_key', noun: 'tag' };

type CreateBody = z.output<typeof CreateTagBodySchema>;
type UpdateBody = z.output<typeof UpdateTagBodySchema>;
type ListQuery = z.output<typeof TagListQuerySchema>;
type SuggestionsQuery = z.output<typeof TagSuggestionsQuerySchema>;
type Row = typeof articleTags.$inferSelect & { articleCount: number };

export function toTag(row: Row): Tag {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    isActive: row.isActive,
    articleCount: row.articleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function selectTags(db: DbOrTx, scope: CountScope) {
  return db
    .select({
      id: articleTags.id,
      name: articleTags.name,
      slug: articleTags.slug,
      isActive: articleTags.isActive,
      createdAt: articleTags.createdAt,
      updatedAt: articleTags.updatedAt,
      articleCount: tagArticleCount(articleTags.id, scope),
    })
    .from(articleTags)
    .$dynamic();
}

/** One tag with its count of every article, or null. */
export async function findTag(db: DbOrTx, id: string): Promise<Tag | null> {
  const [row] = await selectTags(db, ALL_ARTICLES).where(eq(articleTags.id, id));
  return row ? toTag(row) : null;
}

/** One tag with its count of every article, or 404. */
export async function getTag(db: DbOrTx, id: string): Promise<Tag> {
  const tag = await findTag(db, id);
  if (!tag) throw notFound('Tag');
  return tag;
}

/** Active tags only, by name, with their published counts: the public blog's filters. */
export async function listActiveTags(db: DbOrTx, scope: CountScope): Promise<Tag[]> {
  const rows = await selectTags(db, scope)
    .where(eq(articleTags.isActive, true))
    .orderBy(asc(articleTags.name), asc(articleTags.id));
  return rows.map(toTag);
}

/** `lower(name)`, the expression article_tags_name_trgm_idx indexes: searches must use it to hit it. */
const lowerName = sql`lower(${articleTags.name})`;

export function createTagService(deps: { db: Db; now: () => Date } & CacheInvalidationDeps) {
  // The public pages show names, slugs and which items are active: every instance drops them (decision 024).
  const publicPagesChanged = () => deps.cacheInvalidation.publish(CACHES.blogPages);
  const { db, now } = deps;

  return {
    get: (id: string) => getTag(db, id),

    /** The admin list: every tag by name, filtered by part of the name, one page in SQL with its total. */
    async list(query: ListQuery) {
      const term = query.search?.trim().toLowerCase();
      const where: SQL | undefined = term ? sql`${lowerName} like ${containing(term)}` : undefined;
      const [rows, counted] = await readTogether(db, [
        () =>
          selectTags(db, ALL_ARTICLES)
            .where(where)
            .orderBy(asc(articleTags.name), asc(articleTags.id))
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
        () =>
          db
            .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
            .from(articleTags)
            .where(where),
      ] as const);
      const total = counted[0]?.total ?? 0;
      return {
        items: rows.map(toTag),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          hasMore: query.page * query.limit < total,
        },
      };
    },

    /**
     * Active tags on at least one published article, most used first (then by name), counting only
     * what a guest can read: a tag on drafts alone is not "popular" to anyone.
     */
    async popular(limit: number): Promise<{ items: Tag[] }> {
      const published = sql<number>`count(*)::int`.mapWith(Number);
      const rows = await db
        .select({
          id: articleTags.id,
          name: articleTags.name,
          slug: articleTags.slug,
          isActive: articleTags.isActive,
          createdAt: articleTags.createdAt,
          updatedAt: articleTags.updatedAt,
          articleCount: published,
        })
        .from(articleTags)
        .innerJoin(articleTagLinks, eq(articleTagLinks.tagId, articleTags.id))
        .innerJoin(articles, eq(articles.id, articleTagLinks.articleId))
        .where(and(eq(articleTags.isActive, true), isPublicArticle(now())))
        .groupBy(articleTags.id)
        .orderBy(desc(published), asc(articleTags.name), asc(articleTags.id))
        .limit(limit);
      return { items: rows.map(toTag) };
    },

    /**
     * For the editor while typing: names starting with what was typed first, then names containing
     * it; within each, active tags before inactive ones, then the most used, then by name. The
     * `like '%q%'` on lower(name) is served by the trigram index once q has three characters.
     */
    async suggestions(query: SuggestionsQuery): Promise<{ items: Tag[] }> {
      const term = query.q.trim().toLowerCase();
      const count = tagArticleCount(articleTags.id, ALL_ARTICLES);
      const prefix = `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const isPrefix = sql`(${lowerName} like ${prefix})`;
      const rows = await selectTags(db, ALL_ARTICLES)
        .where(term ? sql`${lowerName} like ${containing(term)}` : undefined)
        .orderBy(
          desc(isPrefix),
          desc(articleTags.isActive),
          desc(count),
          asc(articleTags.name),
          asc(articleTags.id),
        )
        .limit(query.limit);
      return { items: rows.map(toTag) };
    },

    async create(body: CreateBody): Promise<Tag> {
      const created = await insertWithSlug(
        db,
        TAG_SLUG,
        { name: body.name, typedSlug: body.slug, fallback: 'tag' },
        async (slug) => {
          const [row] = await db
            .insert(articleTags)
            .values({ name: body.name, slug, isActive: body.isActive ?? true })
            .returning({ id: articleTags.id });
          return row!;
        },
      );
      await publicPagesChanged();
      return getTag(db, created.id);
    },

    /** A partial update; renaming keeps the slug unless a new one is typed (tag pages keep their address). */
    async update(id: string, body: UpdateBody): Promise<Tag> {
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.isActive !== undefined && { isActive: body.isActive }),
        updatedAt: now(),
      };
      const updated = await updateWithSlug(TAG_SLUG, body.slug, () =>
        db.update(articleTags).set(changes).where(eq(articleTags.id, id)).returning({ id: articleTags.id }),
      );
      if (updated.length === 0) throw notFound('Tag');
      await publicPagesChanged();
      return getTag(db, id);
    },

    async setActive(id: string, isActive: boolean): Promise<Tag> {
      const updated = await db
        .update(articleTags)
        .set({ isActive, updatedAt: now() })
        .where(eq(articleTags.id, id))
        .returning({ id: articleTags.id });
      if (updated.length === 0) throw notFound('Tag');
      await publicPagesChanged();
      return getTag(db, id);
    },

    /** Deletes the tag; its links to articles go with it (cascade), the articles stay. */
    async remove(id: string): Promise<Message> {
      const affected = await db.transaction(async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(articleTagLinks)
          .where(eq(articleTagLinks.tagId, id));
        const deleted = await tx
          .delete(articleTags)
          .where(eq(articleTags.id, id))
          .returning({ id: articleTags.id });
        if (deleted.length === 0) throw notFound('Tag');
        return counted?.n ?? 0;
      });
      await publicPagesChanged();
      if (affected === 0) return { message: 'Tag deleted.' };
      return {
        message: `Tag deleted. It was removed from ${affected === 1 ? '1 article' : `${affected} articles`}; the articles stay.`,
      };
    },
  };
}

export type TagService = ReturnType<typeof createTagService>;
