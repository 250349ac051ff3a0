import type { Author, CreateAuthorBodySchema, Message, UpdateAuthorBodySchema } from '@pathwise/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { articleAuthors, articles } from '../../../db/schema/index.ts';
import { CACHES, type CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import { notFound } from '../../../platform/errors.ts';
import { ALL_ARTICLES, articleCount, type CountScope, publishedBy } from './taxonomy.counts.ts';
import { insertWithSlug, type SlugTarget, updateWithSlug } from './taxonomy.slugs.ts';

const AUTHOR_SLUG: SlugTarget = {
  table: articleAuthors,
  constraint: 'article_authors_slug_key',
  noun: 'author',
};

type CreateBody = z.output<typeof CreateAuthorBodySchema>;
type UpdateBody = z.output<typeof UpdateAuthorBodySchema>;
type Row = typeof articleAuthors.$inferSelect & { articleCount: number };

function toAuthor(row: Row): Author {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    links: row.links,
    isVerified: row.isVerified,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    articleCount: row.articleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectAuthors(db: DbOrTx, scope: CountScope) {
  return db
    .select({
      id: articleAuthors.id,
      name: articleAuthors.name,
      slug: articleAuthors.slug,
      bio: articleAuthors.bio,
      avatarUrl: articleAuthors.avatarUrl,
      links: articleAuthors.links,
      isVerified: articleAuthors.isVerified,
      isFeatured: articleAuthors.isFeatured,
      isActive: articleAuthors.isActive,
      createdAt: articleAuthors.createdAt,
      updatedAt: articleAuthors.updatedAt,
      articleCount: articleCount(articles.authorId, articleAuthors.id, scope),
    })
    .from(articleAuthors)
    .$dynamic();
}

/** Active authors by name with their published counts: the public blog's filters. */
export async function listActiveAuthors(db: DbOrTx, scope: CountScope): Promise<Author[]> {
  const rows = await selectAuthors(db, scope)
    .where(eq(articleAuthors.isActive, true))
    .orderBy(asc(articleAuthors.name), asc(articleAuthors.id));
  return rows.map(toAuthor);
}

/** The form sends '' for "no image"; the schema has already refused anything but a media path or http(s). */
const avatarOf = (value: string | null | undefined) => (value ? value : null);

export function createAuthorService(deps: { db: Db; now: () => Date } & CacheInvalidationDeps) {
  const { db, now } = deps;
  // The public pages show names, slugs and which items are active: every instance drops them (decision 024).
  const publicPagesChanged = () => deps.cacheInvalidation.publish(CACHES.blogPages);

  async function get(id: string): Promise<Author> {
    const [row] = await selectAuthors(db, ALL_ARTICLES).where(eq(articleAuthors.id, id));
    if (!row) throw notFound('Author');
    return toAuthor(row);
  }

  async function set(id: string, changes: Partial<typeof articleAuthors.$inferInsert>): Promise<Author> {
    const updated = await db
      .update(articleAuthors)
      .set({ ...changes, updatedAt: now() })
      .where(eq(articleAuthors.id, id))
      .returning({ id: articleAuthors.id });
    if (updated.length === 0) throw notFound('Author');
    await publicPagesChanged();
    return get(id);
  }

  return {
    get,

    /** Every author, active or not, by name, with how many articles (of any state) they wrote. */
    async list(): Promise<{ items: Author[] }> {
      const rows = await selectAuthors(db, ALL_ARTICLES).orderBy(
        asc(articleAuthors.name),
        asc(articleAuthors.id),
      );
      return { items: rows.map(toAuthor) };
    },

    /** Active featured authors: verified first, then by published articles, then by name. */
    async featured(limit: number): Promise<{ items: Author[] }> {
      const scope = publishedBy(now());
      const count = articleCount(articles.authorId, articleAuthors.id, scope);
      const rows = await selectAuthors(db, scope)
        .where(and(eq(articleAuthors.isActive, true), eq(articleAuthors.isFeatured, true)))
        .orderBy(
          desc(articleAuthors.isVerified),
          desc(count),
          asc(articleAuthors.name),
          asc(articleAuthors.id),
        )
        .limit(limit);
      return { items: rows.map(toAuthor) };
    },

    async create(body: CreateBody): Promise<Author> {
      const created = await insertWithSlug(
        db,
        AUTHOR_SLUG,
        { name: body.name, typedSlug: body.slug, fallback: 'author' },
        async (slug) => {
          const [row] = await db
            .insert(articleAuthors)
            .values({
              name: body.name,
              slug,
              bio: body.bio || null,
              avatarUrl: avatarOf(body.avatarUrl),
              links: body.links ?? [],
              isFeatured: body.isFeatured ?? false,
              isActive: body.isActive ?? true,
            })
            .returning({ id: articleAuthors.id });
          return row!;
        },
      );
      await publicPagesChanged();
      return get(created.id);
    },

    /** A partial update; renaming keeps the slug unless a new one is typed. Verification has its own call. */
    async update(id: string, body: UpdateBody): Promise<Author> {
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.bio !== undefined && { bio: body.bio || null }),
        ...(body.avatarUrl !== undefined && { avatarUrl: avatarOf(body.avatarUrl) }),
        ...(body.links !== undefined && { links: body.links }),
        ...(body.isFeatured !== undefined && { isFeatured: body.isFeatured }),
        ...(body.isActive !== undefined && { isActive: body.isActive }),
      };
      return updateWithSlug(AUTHOR_SLUG, body.slug, () => set(id, changes));
    },

    setActive: (id: string, isActive: boolean) => set(id, { isActive }),
    setVerified: (id: string, isVerified: boolean) => set(id, { isVerified }),

    /** Deletes the author; their articles stay, shown without an author (the foreign key sets none). */
    async remove(id: string): Promise<Message> {
      const affected = await db.transaction(async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(articles)
          .where(eq(articles.authorId, id));
        const deleted = await tx
          .delete(articleAuthors)
          .where(eq(articleAuthors.id, id))
          .returning({ id: articleAuthors.id });
        if (deleted.length === 0) throw notFound('Author');
        return counted?.n ?? 0;
      });
      await publicPagesChanged();
      if (affected === 0) return { message: 'Author deleted.' };
      const articlesText = affected === 1 ? '1 article stays' : `${affected} articles stay`;
      return { message: `Author deleted. Their ${articlesText}, now without an author.` };
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
