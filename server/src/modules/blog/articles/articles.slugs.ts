import { BLOG_LIMITS, slugify } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { articleSlugRedirects } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';

/**
 * Slugs (decision 020). The unique index on articles.slug is the only arbiter: a candidate is claimed
 * by `insert … on conflict (slug) do nothing`, which waits for a concurrent insert of the same slug to
 * settle and then either claims it or returns nothing, without aborting the transaction (a 23505 would
 * poison it and force a savepoint per try). A made-up slug then moves to -2, -3…; a typed one is a 409.
 */

/** Enough attempts for a burst of same-title creates; each attempt re-reads what is taken. */
const MAX_ATTEMPTS = 40;
const FALLBACK_SLUG = 'article';

export function slugTakenMessage(slug: string): string {
  return `The slug "${slug}" is already used by another article. Choose another one.`;
}

/**
 * Runs `claim(candidate)` (an insert that returns null when the slug is taken) with the title's slug,
 * then -2, -3…, until one is claimed. Generated slugs also step over other articles' old slugs, so a
 * new article never takes over an address that still redirects somewhere.
 */
export async function claimGeneratedSlug<T>(
  tx: Tx,
  title: string,
  claim: (slug: string) => Promise<T | null>,
): Promise<{ slug: string; row: T }> {
  const base = baseSlug(title);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const slug = await nextFreeSlug(tx, base);
    const row = await claim(slug);
    if (row !== null) return { slug, row };
  }
  throw new AppError('CONFLICT', 'Could not find a free slug for this title. Type a slug instead.');
}

/** The title's slug with room left for a "-NNN" suffix within the length limit. */
function baseSlug(title: string): string {
  const slug = slugify(title) || FALLBACK_SLUG;
  const room = BLOG_LIMITS.slug - 4;
  return slug.length <= room ? slug : slug.slice(0, room).replace(/-+$/, '');
}

/**
 * `base` if nobody has it (as a slug or an old slug), else one past the highest `base-N` in use. Read
 * without locks: a concurrent create may take it first, and the caller's claim then comes back empty.
 */
async function nextFreeSlug(tx: Tx, base: string): Promise<string> {
  const pattern = `^${base}(-[0-9]+)?$`;
  const result = (await tx.execute(sql`
    with used as (
      select slug from articles where slug ~ ${pattern}
      union all
      select slug from article_slug_redirects where slug ~ ${pattern}
    )
    select
      bool_or(slug = ${base}) as taken,
      max(case when slug = ${base} then 1 else substring(slug from '-([0-9]+)$')::int end) as highest
    from used
  `)) as unknown as { rows: Array<{ taken: boolean | null; highest: number | string | null }> };
  const row = result.rows[0];
  if (!row?.taken) return base;
  return `${base}-${Math.max(1, Number(row.highest ?? 1)) + 1}`;
}

/**
 * Bookkeeping when an article takes `slug`: an old-slug redirect of that name (any article's) stops,
 * since the address now belongs to a live article; and when it moved from `previous`, the previous
 * address redirects to it from now on.
 */
export async function recordSlugChange(
  tx: Tx,
  articleId: string,
  slug: string,
  previous: string | null,
): Promise<void> {
  await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.slug, slug));
  if (previous && previous !== slug) {
    await tx
      .insert(articleSlugRedirects)
      .values({ slug: previous, articleId })
      .onConflictDoUpdate({
        target: articleSlugRedirects.slug,
        set: { articleId, updatedAt: sql`now()` },
      });
  }
}
