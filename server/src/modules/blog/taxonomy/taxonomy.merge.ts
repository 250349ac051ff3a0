import type { MergeTagsResult } from '@pathwise/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { articleTagLinks, articleTags } from '../../../db/schema/index.ts';
import { CACHES, type CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import { AppError } from '../../../platform/errors.ts';
import { findTag, getTag } from './taxonomy.tags.ts';

/**
 * Merging two tags (decision 020): every article of the source ends up with the target exactly
 * once, and the source is gone. The preview answers the same counts from the same query without
 * changing anything, so what the admin confirms is what happens (unless articles change between).
 */

type Ids = { sourceTagId: string; targetTagId: string };

const targetLink = alias(articleTagLinks, 'target_link');

/** Source links split by whether their article already carries the target. */
async function countMerge(db: DbOrTx, { sourceTagId, targetTagId }: Ids) {
  const [row] = await db
    .select({
      moved: sql<number>`count(*) filter (where ${targetLink.articleId} is null)::int`.mapWith(Number),
      already: sql<number>`count(${targetLink.articleId})::int`.mapWith(Number),
    })
    .from(articleTagLinks)
    .leftJoin(
      targetLink,
      sql`${targetLink.articleId} = ${articleTagLinks.articleId} and ${targetLink.tagId} = ${targetTagId}`,
    )
    .where(eq(articleTagLinks.tagId, sourceTagId));
  return { articlesMoved: row?.moved ?? 0, articlesAlreadyTagged: row?.already ?? 0 };
}

function assertDistinct({ sourceTagId, targetTagId }: Ids) {
  if (sourceTagId === targetTagId) throw new AppError('BAD_REQUEST', 'Choose two different tags');
}

async function loadBoth(db: DbOrTx, ids: Ids) {
  const [source, target] = await Promise.all([findTag(db, ids.sourceTagId), findTag(db, ids.targetTagId)]);
  if (!source) throw new AppError('NOT_FOUND', 'The tag to merge was not found');
  if (!target) throw new AppError('NOT_FOUND', 'The tag to keep was not found');
  return { source, target };
}

export function createTagMerge(deps: { db: Db } & CacheInvalidationDeps) {
  const { db } = deps;
  return {
    async preview(ids: Ids): Promise<MergeTagsResult> {
      assertDistinct(ids);
      const { source, target } = await loadBoth(db, ids);
      return { source, target, ...(await countMerge(db, ids)) };
    },

    async merge(ids: Ids): Promise<MergeTagsResult> {
      assertDistinct(ids);
      return db.transaction(async (tx) => {
        // FOR UPDATE on both tags, in id order so two merges of the same pair cannot deadlock. It also
        // conflicts with the key-share lock an article save takes when it links either tag, so no
        // link to the source can appear between the copy below and the delete.
        const locked = await tx
          .select({ id: articleTags.id })
          .from(articleTags)
          .where(inArray(articleTags.id, [ids.sourceTagId, ids.targetTagId]))
          .orderBy(asc(articleTags.id))
          .for('update');
        if (!locked.some((row) => row.id === ids.sourceTagId)) {
          throw new AppError('NOT_FOUND', 'The tag to merge was not found');
        }
        if (!locked.some((row) => row.id === ids.targetTagId)) {
          throw new AppError('NOT_FOUND', 'The tag to keep was not found');
        }
        // Sequential reads: a transaction is one connection.
        const source = await getTag(tx, ids.sourceTagId);
        const counts = await countMerge(tx, ids);
        // The article keeps the place the source tag had in its list.
        await tx.execute(sql`
          insert into ${articleTagLinks} (article_id, tag_id, position)
          select l.article_id, ${ids.targetTagId}::uuid, l.position
          from ${articleTagLinks} l
          where l.tag_id = ${ids.sourceTagId}::uuid
          on conflict (article_id, tag_id) do nothing`);
        // Deleting the tag deletes its links (on delete cascade).
        await tx.delete(articleTags).where(eq(articleTags.id, ids.sourceTagId));
        const target = await getTag(tx, ids.targetTagId);
        // Sent on commit: every instance drops its public pages, which list the articles' tags (decision 024).
        await deps.cacheInvalidation.publish(CACHES.blogPages, tx);
        return { source, target, ...counts };
      });
    },
  };
}

export type TagMerge = ReturnType<typeof createTagMerge>;
