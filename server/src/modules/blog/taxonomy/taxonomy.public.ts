import type { BlogTaxonomy } from '@pathwise/contract';
import type { Db } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { listActiveAuthors } from './taxonomy.authors.ts';
import { listActiveTaxonomy } from './taxonomy.categories.ts';
import { publishedBy } from './taxonomy.counts.ts';
import { listActiveTags } from './taxonomy.tags.ts';

/**
 * GET /blog/taxonomy: the public blog's filters. Only active items, each with the number of
 * articles a guest can open (published, date reached); items with none are included so a filter
 * page for an empty category still resolves, and the page decides whether to show a zero.
 */
export async function readBlogTaxonomy(db: Db, now: Date): Promise<BlogTaxonomy> {
  const scope = publishedBy(now);
  const [categories, subjects, tags, authors] = await readTogether(db, [
    () => listActiveTaxonomy(db, 'category', scope),
    () => listActiveTaxonomy(db, 'subject', scope),
    () => listActiveTags(db, scope),
    () => listActiveAuthors(db, scope),
  ] as const);
  return { categories, subjects, tags, authors };
}
