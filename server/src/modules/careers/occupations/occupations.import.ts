import { count, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { onetJobZones, onetOccupations } from '../../../db/schema/index.ts';
import { forgetOccupations } from './occupations.catalogue.ts';
import { type OnetFiles, readOnetFiles } from './occupations.files.ts';

/**
 * The O*NET® extract (occupations.files.ts) copied into
 * `onet_occupations` and `onet_job_zones` when the app starts (decision 013). The files are the
 * source of truth and ship with the code, so every database — a fresh test database, a new
 * install, one upgraded to a newer release — ends up with exactly these rows: the import is
 * skipped when the tables already hold this release's rows, and otherwise upserts them and removes
 * occupations of an older release, in one transaction.
 */

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Makes the tables hold exactly `files` (the shipped extract unless a test passes others).
 * Returns whether anything was written. One multi-row upsert per table: a fresh database is
 * ready in a few milliseconds.
 */
export async function importOnetData(db: Db, files: OnetFiles = readOnetFiles()): Promise<boolean> {
  const { release } = files;
  const [[occupations], [zones]] = await Promise.all([
    db
      .select({
        all: count(),
        current: sql<number>`count(*) filter (where ${onetOccupations.release} = ${release})`,
      })
      .from(onetOccupations),
    db
      .select({
        all: count(),
        current: sql<number>`count(*) filter (where ${onetJobZones.release} = ${release})`,
      })
      .from(onetJobZones),
  ]);
  const upToDate = (found: { all: number; current: number } | undefined, expected: number) =>
    Number(found?.all) === expected && Number(found?.current) === expected;
  if (upToDate(occupations, files.occupations.length) && upToDate(zones, files.jobZones.length)) {
    return false;
  }

  await db.transaction(async (tx) => {
    const updatedAt = sql`now()`;
    await tx
      .insert(onetOccupations)
      .values(files.occupations)
      .onConflictDoUpdate({
        target: onetOccupations.code,
        set: {
          title: excluded('title'),
          description: excluded('description'),
          jobZone: excluded('job_zone'),
          realistic: excluded('realistic'),
          investigative: excluded('investigative'),
          artistic: excluded('artistic'),
          social: excluded('social'),
          enterprising: excluded('enterprising'),
          conventional: excluded('conventional'),
          highPointCode: excluded('high_point_code'),
          release: excluded('release'),
          updatedAt,
        },
      });
    // Occupations a newer release dropped (O*NET retires and splits codes between releases).
    await tx.delete(onetOccupations).where(ne(onetOccupations.release, release));
    await tx
      .insert(onetJobZones)
      .values(files.jobZones)
      .onConflictDoUpdate({
        target: onetJobZones.jobZone,
        set: {
          name: excluded('name'),
          experience: excluded('experience'),
          education: excluded('education'),
          jobTraining: excluded('job_training'),
          examples: excluded('examples'),
          svpRange: excluded('svp_range'),
          release: excluded('release'),
          updatedAt,
        },
      });
    await tx.delete(onetJobZones).where(ne(onetJobZones.release, release));
  });
  forgetOccupations(db);
  return true;
}
