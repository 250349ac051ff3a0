import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's profile screening (spec §7 Student): the five built-in fields as columns, because
 * targeting and category restrictions read them; answers to admin-added fields in `extra`.
 */
export const studentProfiles = pgTable('student_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  educationLevel: text('education_level'),
  experienceLevel: text('experience_level'),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
  age: integer('age'),
  extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** When the profile first had every required field: `profile_completed` fires once. */
  completedAt: tstz('completed_at'),
  ...timestamps(),
});
