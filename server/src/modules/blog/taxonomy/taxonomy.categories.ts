import type {
  CreateTaxonomyBodySchema,
  Message,
  TaxonomyItem,
  TaxonomyKind,
  UpdateTaxonomyBodySchema,
} from '@pathwise/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { articleCategories, articleSubjects, articles } from '../../../db/schema/index.ts';
import { CACHES, type CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import { notFound } from '../../../platform/errors.ts';
import { ALL_ARTICLES, articleCount, type CountScope } from './taxonomy.counts.ts';
import { insertWithSlug, type SlugTarget, updateWithSlug } from './taxonomy.slugs.ts';

/**
 * Categories and subjects: two lists of one shape (a subject cuts across categories), so one
 * implementation serves both, parameterised by the kind's table and the article column pointing at it.
 */

type Table = typeof articleCategories | typeof articleSubjects;
type Kind = {
  table: Table;
  articleColumn: typeof articles.categoryId | typeof articles.subjectId;
  slug: SlugTarget;
  /** "Category" / "Subject", for messages. */
  label: string;
};

export const TAXONOMY_KINDS: Record<TaxonomyKind, Kind> = {
  category: {
    table: articleCategories,
    articleColumn: articles.categoryId,
    slug: { table: articleCategories, constraint: 'article_categories_slug_key', noun: 'category' },
    label: 'Category',
  },
  subject: {
    table: articleSubjects,
    articleColumn: articles.subjectId,
    slug: { table: articleSubjects, constraint: 'article_subjects_slug_key', noun: 'subject' },
    label: 'Subject',
  },
};

type CreateBody = z.output<typeof CreateTaxonomyBodySchema>;
type UpdateBody = z.output<typeof UpdateTaxonomyBodySchema>;
type Row = typeof articleCategories.$inferSelect & { articleCount: number };

function toItem(row: Row): TaxonomyItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    articleCount: row.articleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectItems(db: DbOrTx, kind: Kind, scope: CountScope) {
  const { table } = kind;
  return db
    .select({
      id: table.id,
      name: table.name,
      slug: table.slug,
      description: table.description,
      isActive: table.isActive,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      articleCount: articleCount(kind.articleColumn, table.id, scope),
    })
    .from(table)
    .$dynamic();
}

/** Active items only, for the public blog's filters (decision 020: an inactive one is hidden, not gone). */
export async function listActiveTaxonomy(db: DbOrTx, kindName: TaxonomyKind, scope: CountScope) {
  const kind = TAXONOMY_KINDS[kindName];
  const rows = await selectItems(db, kind, scope)
    .where(eq(kind.table.isActive, true))
    .orderBy(asc(kind.table.name), asc(kind.table.id));
  return rows.map(toItem);
}

export function createTaxonomyService(
  deps: { db: Db; now: () => Date } & CacheInvalidationDeps,
  kindName: TaxonomyKind,
) {
  const { db, now } = deps;
  // The public pages show names, slugs and which items are active: every instance drops them (decision 024).
  const publicPagesChanged = () => deps.cacheInvalidation.publish(CACHES.blogPages);
  const kind = TAXONOMY_KINDS[kindName];
  const { table } = kind;

  async function get(id: string): Promise<TaxonomyItem> {
    const [row] = await selectItems(db, kind, ALL_ARTICLES).where(eq(table.id, id));
    if (!row) throw notFound(kind.label);
    return toItem(row);
  }

  return {
    get,

    /** Every item, active or not, by name, with how many articles (of any state) are filed there. */
    async list(): Promise<{ items: TaxonomyItem[] }> {
      const rows = await selectItems(db, kind, ALL_ARTICLES).orderBy(asc(table.name), asc(table.id));
      return { items: rows.map(toItem) };
    },

    async create(body: CreateBody): Promise<TaxonomyItem> {
      const created = await insertWithSlug(
        db,
        kind.slug,
        { name: body.name, typedSlug: body.slug, fallback: kindName },
        async (slug) => {
          const [row] = await db
            .insert(table)
            .values({
              name: body.name,
              slug,
              description: body.description || null,
              isActive: body.isActive ?? true,
            })
            .returning({ id: table.id });
          return row!;
        },
      );
      await publicPagesChanged();
      return get(created.id);
    },

    /** A partial update; renaming keeps the slug (links stay valid) unless a new slug is typed. */
    async update(id: string, body: UpdateBody): Promise<TaxonomyItem> {
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.isActive !== undefined && { isActive: body.isActive }),
        updatedAt: now(),
      };
      const updated = await updateWithSlug(kind.slug, body.slug, () =>
        db.update(table).set(changes).where(eq(table.id, id)).returning({ id: table.id }),
      );
      if (updated.length === 0) throw notFound(kind.label);
      await publicPagesChanged();
      return get(id);
    },

    async setActive(id: string, isActive: boolean): Promise<TaxonomyItem> {
      const updated = await db
        .update(table)
        .set({ isActive, updatedAt: now() })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (updated.length === 0) throw notFound(kind.label);
      await publicPagesChanged();
      return get(id);
    },

    /**
     * Deletes the item. Its articles stay: the foreign key sets their category (subject) to none. The
     * count is read in the same transaction as the delete so the message says how many were affected.
     */
    async remove(id: string): Promise<Message> {
      const affected = await db.transaction(async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(articles)
          .where(eq(kind.articleColumn, id));
        const deleted = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
        if (deleted.length === 0) throw notFound(kind.label);
        return counted?.n ?? 0;
      });
      await publicPagesChanged();
      const noun = kind.slug.noun;
      if (affected === 0) return { message: `${kind.label} deleted.` };
      const articlesText = affected === 1 ? '1 article stays' : `${affected} articles stay`;
      return { message: `${kind.label} deleted. Its ${articlesText}, now without a ${noun}.` };
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
