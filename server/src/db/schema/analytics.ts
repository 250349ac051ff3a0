import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { users } from './users.ts';

/**
 * The analytics rollups (migration 0017; server/src/modules/analytics/README.md, "Rollups"). Every
 * table here is kept by triggers in the same transaction as the change it follows, so the figures
 * are exact at every instant; nothing here is written by application code except the snapshots.
 */

/**
 * Additive figures per 15-minute UTC slot (the slot's start). Every local midnight of every zone in
 * use today falls on a quarter hour (+05:30, +05:45, −09:30 …), so a slot lies wholly inside one
 * local day of any zone and summing slots by day or week is exact. A year is at most 35,040 rows.
 */
export const analyticsSlots = pgTable('analytics_slots', {
  slot: timestamp('slot', { withTimezone: true, mode: 'date' }).primaryKey(),
  /** Accounts created in the slot and not deleted since. */
  signUps: integer('sign_ups').notNull().default(0),
  /** Of those, the ones whose e-mail is confirmed. */
  verifiedSignUps: integer('verified_sign_ups').notNull().default(0),
  /** Attempts started in the slot. */
  attemptsStarted: integer('attempts_started').notNull().default(0),
  /** Of those, the ones completed by now. */
  startedCompleted: integer('started_completed').notNull().default(0),
  /** Attempts completed in the slot. */
  attemptsCompleted: integer('attempts_completed').notNull().default(0),
});

/**
 * When each person did something (started, answered or completed an attempt), one row per person and
 * 15-minute slot. A log: test_attempts keeps only an attempt's latest answer, so without it an
 * answer today would erase the record of one last week. `seq` orders the rows as written, so a
 * snapshot can tell whether rows landed in its past after it was taken.
 */
export const personActivity = pgTable(
  'person_activity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: tstz('slot').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    index('person_activity_slot_idx').on(t.slot, t.userId),
    index('person_activity_seq_idx').on(t.seq),
  ],
);

/**
 * Live accounts' profile screenings by education, experience and completeness (null: unanswered).
 * Its key is a unique index NULLS NOT DISTINCT written in the migration (drizzle cannot declare one).
 */
export const screeningCounts = pgTable('screening_counts', {
  educationLevel: text('education_level'),
  experienceLevel: text('experience_level'),
  completed: boolean('completed').notNull(),
  people: integer('people').notNull().default(0),
});

/**
 * One row: bumped whenever the past of the activity figures changes in a way `seq` cannot show —
 * an account deleted or restored, its sign-up time changed, activity rows removed.
 */
export const analyticsGeneration = pgTable('analytics_generation', {
  id: smallint('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/**
 * Distinct-people figures of closed days (before the viewer's today), worked out once per range,
 * zone and day and reused while `generation` and the activity before `closedBefore` are unchanged.
 */
export const analyticsSnapshots = pgTable('analytics_snapshots', {
  key: text('key').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /** The highest person_activity.seq when it was taken. */
  activitySeq: bigint('activity_seq', { mode: 'number' }).notNull(),
  figures: jsonb('figures').notNull(),
  computedAt: tstz('computed_at').notNull().defaultNow(),
});
