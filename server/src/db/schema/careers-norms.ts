import type { AgeBand, NormCohortKind } from '@pathwise/contract';
import { index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { id, tstz } from './columns.ts';

/**
 * Score distributions kept by the norms job (decision 014): one row per profiler, trait and cohort,
 * holding a sparse histogram of the cohort's 0–100 trait scores to one decimal — `bins` are the
 * scores in tenths (0–1000) that occur, ascending, `counts` how many people scored each. A profiler's
 * trait has a few dozen distinct scores, so a row stays small whatever the number of people. The
 * job replaces every row in one transaction; percentiles are read from here, never from attempts.
 */
export const normHistograms = pgTable(
  'norm_histograms',
  {
    id: id(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** The trait's name lower-cased: scoring compares trait names case-insensitively. */
    traitKey: text('trait_key').notNull(),
    /** The trait's name as scored (shown to administrators). */
    trait: text('trait').notNull(),
    kind: text('kind').$type<NormCohortKind>().notNull(),
    /** Null for everyone. */
    educationLevel: text('education_level'),
    /** Null unless kind is age_education. */
    ageBand: text('age_band').$type<AgeBand>(),
    size: integer('size').notNull(),
    bins: smallint('bins').array().notNull(),
    counts: integer('counts').array().notNull(),
    computedAt: tstz('computed_at').notNull(),
  },
  (t) => [index('norm_histograms_cohort_idx').on(t.assessmentId, t.kind, t.educationLevel, t.ageBand)],
);

/** One row per run of the norms job: what administrators see of it. */
export const normRuns = pgTable(
  'norm_runs',
  {
    id: id(),
    startedAt: tstz('started_at').notNull(),
    finishedAt: tstz('finished_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    rowsWritten: integer('rows_written').notNull(),
    peopleCounted: integer('people_counted').notNull(),
  },
  (t) => [index('norm_runs_finished_idx').on(t.finishedAt)],
);
