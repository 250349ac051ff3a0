import { BLOG_LIMITS, slugify } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../../platform/db-errors.ts';
import { AppError } from '../../../platform/errors.ts';

/**
 * Slugs for categories, subjects, tags and authors. The unique index on each table is the only
 * judge: we never read-then-insert and trust the read. A slug made from the name that turns out to
 * be taken gets the next free `-2`, `-3`… and the insert is tried again; a slug the admin typed is
 * theirs to change, so a clash answers 409 rather than quietly becoming something else.
 */

export type SlugTarget = {
  table: PgTable;
  /** The unique index on slug, e.g. `article_tags_slug_key`. */
  constraint: string;
  /** What the 409 calls the item: "category", "tag"… */
  noun: string;
};

/** Enough for hundreds of same-named items created at once; each round one of the racers wins. */
const MAX_ATTEMPTS = 60;

export function slugTakenError(slug: string, noun: string): AppError {
  return new AppError(
    'CONFLICT',
    `The slug "${slug}" is already used by another ${noun}. Choose a different slug, or leave it empty to make one from the name.`,
  );
}

/** The `n`th candidate for `base`: the base itself, then `base-2`…, kept within the slug limit. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  const head = base.slice(0, BLOG_LIMITS.slug - suffix.length).replace(/-+$/, '');
  return `${head}${suffix}`;
}

/** The highest suffix in use for `base` (1 for the bare base, 0 when free), read in SQL. */
async function highestSuffix(db: DbOrTx, target: SlugTarget, base: string): Promise<number> {
  // base holds only [a-z0-9-] (slugify's output), so it is literal inside the pattern.
  const pattern = `^${base}-([0-9]{1,9})$`;
  const [row] = await db
    .select({
      highest: sql<
        number | null
      >`max(case when slug = ${base} then 1 else substring(slug from ${pattern})::int end)::int`,
    })
    .from(target.table)
    .where(sql`slug = ${base} or slug ~ ${pattern}`);
  return Number(row?.highest ?? 0);
}

/**
 * Inserts a row with a unique slug. `typedSlug` (the admin's) is used as is or refused with 409;
 * otherwise the slug comes from `name` (or `fallback` when the name has no Latin letters or digits)
 * and takes the next free suffix, retrying after a unique violation from a concurrent insert.
 */
export async function insertWithSlug<T>(
  db: DbOrTx,
  target: SlugTarget,
  source: { name: string; typedSlug?: string | undefined; fallback: string },
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  if (source.typedSlug) {
    try {
      return await insert(source.typedSlug);
    } catch (error) {
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, target.constraint)) {
        throw slugTakenError(source.typedSlug, target.noun);
      }
      throw error;
    }
  }
  const base = slugify(source.name) || source.fallback;
  let next = 1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Never go back to a number already tried: a long base cut to fit its suffix is not seen by the
    // read above, and a racer may have taken the number between our read and our insert.
    next = Math.max(next, (await highestSuffix(db, target, base)) + 1);
    try {
      return await insert(slugCandidate(base, next));
    } catch (error) {
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, target.constraint)) throw error;
      next += 1;
    }
  }
  throw new AppError('CONFLICT', `Could not find a free slug for "${source.name}". Type a slug instead.`);
}

/** An update that may set a typed slug: a clash with another row answers 409. */
export async function updateWithSlug<T>(
  target: SlugTarget,
  typedSlug: string | undefined,
  update: () => Promise<T>,
): Promise<T> {
  try {
    return await update();
  } catch (error) {
    if (typedSlug && isConstraintViolation(error, PG_UNIQUE_VIOLATION, target.constraint)) {
      throw slugTakenError(typedSlug, target.noun);
    }
    throw error;
  }
}
