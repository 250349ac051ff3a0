import { count, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { onetJobZones, onetOccupations } from '../../../db/schema/index.ts';
import { forgetOccupations } from './occupations.catalogue.ts';
import { type OnetFiles, readOnetFiles } from './occupations.files.ts';

/**
 * The O*NET® extract (occupations.files.ts) copied into `onet_occupations` and `onet_job_zones`
 * when the app starts (decision 013). The files are the
 * source of truth and ship with the code, so every database — a fresh test database, a new
 * install, one upgraded to a newer release — ends up with exactly these rows: the import is
 * skipped when the tables already hold this release's rows, and otherwise upserts them and removes
 * occupations of an older release, in one transaction.
 */

type OnetTable = typeof onetOccupations | typeof onetJobZones;

/** ON CONFLICT … DO UPDATE SET every column to the incoming row's value, but the key and createdAt. */
function replaceAll(table: OnetTable) {
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.primary || key === 'createdAt' || key === 'updatedAt') continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Makes the tables hold exactly `files` (the shipped extract unless a test passes others).
 * Returns whether anything was written: one multi-row upsert and one delete per table.
 */
export async function importOnetData(db: Db, files: OnetFiles = readOnetFiles()): Promise<boolean> {
  const { release } = files;
  const counts = (table: OnetTable) =>
    db
      .select({ all: count(), current: sql<number>`count(*) filter (where ${table.release} = ${release})` })
      .from(table);
  const [[occupations], [zones]] = await Promise.all([counts(onetOccupations), counts(onetJobZones)]);
  const upToDate = (found: { all: number; current: number } | undefined, expected: number) =>
    Number(found?.all) === expected && Number(found?.current) === expected;
  if (upToDate(occupations, files.occupations.length) && upToDate(zones, files.jobZones.length)) {
    return false;
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(onetOccupations)
      .values(files.occupations)
      .onConflictDoUpdate({ target: onetOccupations.code, set: replaceAll(onetOccupations) });
    // Occupations a newer release dropped (O*NET retires and splits codes between releases).
    await tx.delete(onetOccupations).where(ne(onetOccupations.release, release));
    await tx
      .insert(onetJobZones)
      .values(files.jobZones)
      .onConflictDoUpdate({ target: onetJobZones.jobZone, set: replaceAll(onetJobZones) });
    await tx.delete(onetJobZones).where(ne(onetJobZones.release, release));
  });
  forgetOccupations(db);
  return true;
}
