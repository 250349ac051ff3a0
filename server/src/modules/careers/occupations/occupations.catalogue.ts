import type { RiasecProfile } from '@pathwise/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { onetOccupations } from '../../../db/schema/index.ts';
import { ONET_RELEASE } from './occupations.files.ts';

/**
 * The imported occupations, read once per database and kept in memory: they are static reference
 * data (923 rows, about 300 KB), so ranking a person against them needs no query per request. The
 * import forgets the cached copy when it writes.
 */

export type Occupation = {
  /** O*NET-SOC code, e.g. "15-1252.00". */
  code: string;
  title: string;
  description: string;
  /** As published, 1–5 (matching reads 1 as 2). */
  jobZone: number;
  /** The six Occupational Interest scores, 1–7. */
  interests: RiasecProfile;
  /** The interest high-points as letters, e.g. "ICR". */
  highPointCode: string;
};

export type OccupationCatalogue = { release: string; occupations: readonly Occupation[] };

const loaded = new WeakMap<Db, Promise<OccupationCatalogue>>();

/** A stored row (or one read from the files) as ranking reads it. */
export function toOccupation(row: typeof onetOccupations.$inferInsert): Occupation {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    jobZone: row.jobZone,
    interests: {
      R: row.realistic,
      I: row.investigative,
      A: row.artistic,
      S: row.social,
      E: row.enterprising,
      C: row.conventional,
    },
    highPointCode: row.highPointCode,
  };
}

async function readCatalogue(db: Db): Promise<OccupationCatalogue> {
  const rows = await db.select().from(onetOccupations).orderBy(asc(onetOccupations.code));
  return { release: rows[0]?.release ?? ONET_RELEASE, occupations: rows.map(toOccupation) };
}

/** The occupations in code order; the first call per database reads the table, later ones share it. */
export function loadOccupations(db: Db): Promise<OccupationCatalogue> {
  let catalogue = loaded.get(db);
  if (!catalogue) {
    catalogue = readCatalogue(db);
    // A failed read is not kept: the next request tries again.
    catalogue.catch(() => loaded.delete(db));
    loaded.set(db, catalogue);
  }
  return catalogue;
}

/** Drops the cached copy (the import calls it after writing). */
export function forgetOccupations(db: Db): void {
  loaded.delete(db);
}
