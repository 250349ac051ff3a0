import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { articleAuthors, articleCategories, articleSubjects, articleTags } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';

export type TaxonomyRefs = {
  authorId?: string | null;
  categoryId?: string | null;
  subjectId?: string | null;
  tagIds?: readonly string[];
};

/**
 * Checks that the author, category, subject and tags an article names exist, so the editor gets a 400
 * saying which one to choose again instead of a foreign-key 500. Inactive items are accepted: an
 * admin may file a draft under a category they will switch on later. Run it inside the article's
 * transaction (pass `tx`); the FK constraints stay the final word against a concurrent delete.
 */
export async function assertTaxonomyRefs(db: DbOrTx, refs: TaxonomyRefs): Promise<void> {
  if (refs.authorId) await assertExists(db, articleAuthors, [refs.authorId], 'Choose an existing author');
  if (refs.categoryId) {
    await assertExists(db, articleCategories, [refs.categoryId], 'Choose an existing category');
  }
  if (refs.subjectId) await assertExists(db, articleSubjects, [refs.subjectId], 'Choose an existing subject');
  if (refs.tagIds && refs.tagIds.length > 0) {
    const unique = [...new Set(refs.tagIds)];
    await assertExists(
      db,
      articleTags,
      unique,
      unique.length === 1
        ? 'Choose an existing tag'
        : 'Choose existing tags: one or more tags no longer exist',
    );
  }
}

type IdTable = typeof articleAuthors | typeof articleCategories | typeof articleSubjects | typeof articleTags;

async function assertExists(db: DbOrTx, table: IdTable, ids: string[], message: string): Promise<void> {
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== ids.length) throw new AppError('BAD_REQUEST', message);
}
