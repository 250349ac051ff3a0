import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { assessments } from '../../../db/schema/index.ts';
import {
  type CreatedProfiler,
  importCatalogue,
  type ProfilerDraft,
} from '../bulk-upload/bulk-upload.catalogue-import.ts';
import { loadBigFiveProfiler } from './demo-content.big-five.ts';
import { careerInterestProfiler } from './demo-content.career-interest.ts';
import { quickCareerSnapshot } from './demo-content.quick-snapshot.ts';
import { workStyleProfiler } from './demo-content.work-style.ts';

/**
 * The profilers a new installation starts with, so the console is alive and tests can be taken at
 * once. The Big Five is read from its published item bank file, hence the promise.
 */
export async function loadDemoProfilers(): Promise<ProfilerDraft[]> {
  return [quickCareerSnapshot, careerInterestProfiler, workStyleProfiler, await loadBigFiveProfiler()];
}

/** Any fixed number: it names the lock that keeps two starting instances from seeding together. */
const SEED_LOCK_KEY = 7_126_042_001;

export type SeedDemoOptions = {
  now: Date;
  /** First start: seed only while the catalogue has no profiler at all (an admin's deletions stay deleted). */
  onlyIntoEmptyCatalogue?: boolean;
};

/**
 * Imports the demo profilers that are missing (by seed key) in one transaction, through the same
 * import path as bulk upload. Returns the profilers created; none when all exist.
 */
export async function seedDemoCatalogue(db: Db, options: SeedDemoOptions): Promise<CreatedProfiler[]> {
  const drafts = await loadDemoProfilers();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (options.onlyIntoEmptyCatalogue) {
      const [anyProfiler] = await tx.select({ id: assessments.id }).from(assessments).limit(1);
      if (anyProfiler) return [];
    }
    const seedKeys = drafts.map((draft) => draft.seedKey!);
    const existing = await tx
      .select({ seedKey: assessments.seedKey })
      .from(assessments)
      .where(inArray(assessments.seedKey, seedKeys));
    const present = new Set(existing.map((row) => row.seedKey));
    const missing = drafts.filter((draft) => !present.has(draft.seedKey!));
    return importCatalogue(tx, missing, { now: options.now });
  });
}
