import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * O*NET® occupations with their interest data (decision 013), imported at start from
 * `server/reference-data/onet/occupations.csv`. Read-only reference data: the careers module ranks
 * them against a person's RIASEC profile. `job_zone` keeps the published 1–5; matching reads 1 as 2
 * (O*NET merged zones 1 and 2 in 30.2). `release` is the O*NET database release the row came from,
 * so a newer release is re-imported over it.
 */
const oiScore = (name: string) => numeric(name, { precision: 3, scale: 2, mode: 'number' }).notNull();

export const onetOccupations = pgTable(
  'onet_occupations',
  {
    /** O*NET-SOC code, e.g. "15-1252.00". */
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    jobZone: smallint('job_zone').notNull(),
    /** Occupational Interest (OI) scores, 1–7 with two decimals as published. */
    realistic: oiScore('realistic'),
    investigative: oiScore('investigative'),
    artistic: oiScore('artistic'),
    social: oiScore('social'),
    enterprising: oiScore('enterprising'),
    conventional: oiScore('conventional'),
    /** The interest high-points (IH) as letters in order, one to three of them, e.g. "ICR". */
    highPointCode: text('high_point_code').notNull(),
    release: text('release').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('onet_occupations_job_zone_check', sql`${t.jobZone} between 1 and 5`),
    check('onet_occupations_high_point_code_check', sql`${t.highPointCode} ~ '^[RIASEC]{1,3}$'`),
    check(
      'onet_occupations_oi_range_check',
      sql`least(${t.realistic}, ${t.investigative}, ${t.artistic}, ${t.social}, ${t.enterprising}, ${t.conventional}) >= 1
        and greatest(${t.realistic}, ${t.investigative}, ${t.artistic}, ${t.social}, ${t.enterprising}, ${t.conventional}) <= 7`,
    ),
    index('onet_occupations_job_zone_idx').on(t.jobZone),
  ],
);

/** O*NET's own description of each Job Zone (published 1–5), for labels and the education mapping. */
export const onetJobZones = pgTable(
  'onet_job_zones',
  {
    jobZone: smallint('job_zone').primaryKey(),
    name: text('name').notNull(),
    experience: text('experience').notNull(),
    education: text('education').notNull(),
    jobTraining: text('job_training').notNull(),
    examples: text('examples').notNull(),
    svpRange: text('svp_range').notNull(),
    release: text('release').notNull(),
    ...timestamps(),
  },
  (t) => [check('onet_job_zones_job_zone_check', sql`${t.jobZone} between 1 and 5`)],
);
